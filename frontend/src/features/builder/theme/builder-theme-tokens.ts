/**
 * The builder's Amplify UI tokens set to the portal's design tokens (the custom properties of
 * frontend/src/styles/app.css). A pure object: frontend/src/styles/builder-theme.css says the same
 * to the browser, and tests/unit/builder-theme.test.ts checks the two agree.
 */
import type { Theme } from '@aws-amplify/ui-react';

export const builderTheme: Theme = {
  name: 'ichra-portal',
  tokens: {
    colors: {
      font: {
        primary: { value: 'var(--color-text)' },
        secondary: { value: 'var(--color-text-muted)' },
        error: { value: 'var(--color-error)' },
      },
      primary: {
        10: { value: 'var(--color-hero-from)' },
        20: { value: 'var(--color-hero-to)' },
        40: { value: 'var(--color-primary)' },
        60: { value: 'var(--color-primary)' },
        80: { value: 'var(--color-primary)' },
        90: { value: 'var(--color-primary-dark)' },
        100: { value: 'var(--color-primary-dark)' },
      },
      border: {
        primary: { value: 'var(--color-border)' },
        focus: { value: 'var(--color-focus)' },
        error: { value: 'var(--color-error)' },
      },
      background: {
        primary: { value: 'var(--color-surface)' },
        secondary: { value: 'var(--color-surface-alt)' },
      },
    },
    radii: {
      small: { value: 'calc(var(--radius) / 2)' },
      medium: { value: 'var(--radius)' },
    },
    fonts: {
      default: {
        variable: { value: 'var(--font-body)' },
        static: { value: 'var(--font-body)' },
      },
    },
  },
};
