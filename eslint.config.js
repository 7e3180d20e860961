// @ts-check
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The frontend's layers (docs/architecture.md): app/ (and main.tsx) composes the features; a
 * feature imports only itself and the shared layers below it (enrollment/, components/, lib/,
 * config/); enrollment/ sits above components/, lib/ and config/; none of these imports upward.
 * The zones are globs on the end of the path (`**` + `/frontend/src/...`, resolved from `/`), so the
 * rule means the same whichever directory ESLint runs from. The features are read from the tree,
 * so a new one is fenced from the start. tests/unit/feature-boundaries.test.ts seeds a cycle and a
 * reach-through.
 */
const web = 'frontend/src';
const features = readdirSync(join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every file under `dir` of the frontend (or the file itself). */
const under = (dir) => (dir.includes('.') ? `**/${web}/${dir}` : `**/${web}/${dir}/**`);
const belowEnrollment = ['components', 'lib', 'config'].map(under);
const sharedLayers = [under('enrollment'), ...belowEnrollment];
/**
 * The frontend's state that outlives a route, each in one file (docs/architecture.md): the runtime
 * configuration read once before the first render, the sign-in session, the language and its
 * loaded catalogs, and the election being built. Server data lives in the query cache (lib/query-client.tsx), which needs no exemption.
 */
const moduleStatePlaces = [
  `${web}/config/env.ts`,
  `${web}/lib/auth.ts`,
  `${web}/lib/i18n.ts`,
  `${web}/enrollment/state/builder-store.ts`,
];

/** How import-x resolves the source's imports, for the cycle check and the fences alike. */
const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
};

const layerFences = [
  ...features.map((feature) => ({
    target: under(`features/${feature}`),
    from: under('features'),
    except: [under(`features/${feature}`)],
    message:
      'A feature imports no other feature: move what both need below the features (enrollment/, components/, lib/) or compose them in app/.',
  })),
  {
    target: [under('features'), ...sharedLayers],
    from: [under('app'), under('main.tsx')],
    message: 'Only app/ and main.tsx compose the features: nothing imports them.',
  },
  {
    target: sharedLayers,
    from: under('features'),
    message: 'The shared layers sit below the features: they never import one.',
  },
  {
    target: belowEnrollment,
    from: under('enrollment'),
    message: 'components/, lib/ and config/ sit below enrollment/: they never import it.',
  },
];

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
    // No import cycle anywhere in the source, a dynamic import() back included. The rule leaves
    // type-only imports out (they erase at compile time); even so, a module that needs a type of
    // the module importing it takes it from a third module (infra/ops/command.ts).
    files: ['{shared,lambdas,infra,frontend/src,scripts,bench}/**/*.{ts,tsx}'],
    ...importResolution,
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Features fenced: no feature reaching into another (cycles: the block above).
    files: [`${web}/**/*.{ts,tsx}`],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: '/', zones: layerFences }],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks (effects, refs, purity) on every component.
    files: [`${web}/**/*.{ts,tsx}`, 'tests/components/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // No module-level mutable state in the frontend (issue 25): a `let` or a Map/Set/WeakMap
    // filled at run time outside a function lives as long as the page and leaks between routes,
    // members and tests. What must live across routes has its documented places
    // (docs/architecture.md, "State that outlives a route"), and only those files are exempt.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: moduleStatePlaces,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(Program, ExportNamedDeclaration) > VariableDeclaration[kind="let"]',
          message:
            'Module-level `let` is state shared by every route and member: keep it in a component, a hook, the route loader or one of the documented places (docs/architecture.md).',
        },
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0]',
          message:
            'An empty module-level Map/Set is a cache filled at run time: use the query cache (lib/query-client.tsx) or keep it in a component.',
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
