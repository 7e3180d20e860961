// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'frontend/dist/', '.data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The domain imports nothing from AWS, middy, React or the router (docs/architecture.md),
    // and nothing from the layers that depend on it.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-sdk', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'],
              message: 'shared/ is pure domain code: no AWS SDK or CDK.',
            },
            {
              group: ['@middy/*', '@aws-lambda-powertools/*'],
              message: 'shared/ is pure domain code: no middy or Powertools.',
            },
            {
              group: [
                'react',
                'react-dom',
                'react-dom/*',
                'react-router',
                'react-router-dom',
                'aws-amplify',
                'aws-amplify/*',
              ],
              message: 'shared/ is pure domain code: no React, router or Amplify.',
            },
            {
              group: ['**/lambdas/**', '**/infra/**', '**/frontend/**'],
              message: 'shared/ must not depend on the layers that use it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The rules and the access flows take their ports as arguments (docs/architecture.md): they
    // never fetch a dependency from the composition, directly or through the caller helper, nor
    // read the environment (tests/unit/server-layers.test.ts checks the whole import graph).
    files: ['lambdas/rules/**/*.ts', 'lambdas/access/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/composition', '**/caller', '**/env', '**/handlers/**'],
              message: 'A rule takes its ports as arguments: the handler passes the composition in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser bundle never pulls server-side code.
    files: ['frontend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lambdas/**', '**/infra/**', '@aws-sdk/*', '@middy/*'],
              message: 'The frontend talks to the API, never to server code or AWS directly.',
            },
          ],
        },
      ],
    },
  },
);
