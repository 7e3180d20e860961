/**
 * The Amplify UI theme of the builder and the after-enrollment screens: the kit's tokens set to
 * the portal's own design tokens (frontend/src/styles/app.css custom properties), so the kit
 * components and the rest of the portal share one look. Imported only by lazily loaded route
 * modules, so the kit stays out of the landing page's bundle (docs/decisions/0011).
 */
import { ThemeProvider, type Theme } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import '../../../styles/builder.css';
import type { ReactNode } from 'react';

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
  },
};

export function BuilderThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={builderTheme}>{children}</ThemeProvider>;
}
