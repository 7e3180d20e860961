/**
 * The console's Amplify UI kit, themed from the portal's own design tokens (styles/admin.css maps
 * the kit's variables to frontend/src/styles/app.css's, as the builder's theme does): no second
 * palette. As a stylesheet, not the `<style>` element Amplify's ThemeProvider would insert, which
 * the content security policy (`style-src 'self'`) refuses. Imported only by the console's route
 * modules, so the kit and its stylesheet load only under /admin.
 */
import { ThemeProvider } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import '../../../styles/admin.css';
import type { ReactNode } from 'react';

/** The theme's name on the wrapper (styles/admin.css selects it). */
export const adminThemeName = 'ichra-console';

export function AdminThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <div data-amplify-theme={adminThemeName} className="admin-theme">
        {children}
      </div>
    </ThemeProvider>
  );
}
