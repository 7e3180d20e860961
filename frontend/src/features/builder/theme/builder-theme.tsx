/**
 * The Amplify UI theme of the builder and the after-enrollment screens: the kit's tokens set to
 * the portal's own design tokens (frontend/src/styles/app.css custom properties), so the kit
 * components and the rest of the portal share one look. Imported only by lazily loaded route
 * modules, so the kit stays out of the landing page's bundle (docs/decisions/0011).
 *
 * The tokens reach the page as a stylesheet (frontend/src/styles/builder-theme.css), not as the
 * `<style>` element Amplify's ThemeProvider inserts when given a theme: the portal's content
 * security policy (`style-src 'self'`) refuses inserted styles, so that theme never applied and
 * every builder page logged a violation. tests/unit/builder-theme.test.ts keeps the stylesheet
 * equal to this object, as Amplify's own createTheme names the variables.
 */
import { ThemeProvider } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import '../../../styles/builder.css';
import '../../../styles/builder-theme.css';
import type { ReactNode } from 'react';
import { builderTheme } from './builder-theme-tokens';

export { builderTheme };

/**
 * The kit's context (default theme, text direction) without its inserted `<style>`, and the
 * portal's tokens on a wrapper that adds no box (`display: contents`).
 */
export function BuilderThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <div data-amplify-theme={builderTheme.name} className="builder-theme">
        {children}
      </div>
    </ThemeProvider>
  );
}
