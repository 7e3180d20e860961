// Route module of the console's root (/admin and everything under it), loaded on demand: the
// console's frame of providers, apart from the employee pages' (docs/architecture.md, "Console").
import { Fragment, useSyncExternalStore } from 'react';
import { data, Outlet } from 'react-router';
import { SnackbarProvider } from '../../components/snackbar';
import { amplifyHoldsAnotherPool, hasConsole } from '../../features/admin/api/admin-auth';
import { AdminThemeProvider } from '../../features/admin/components/admin-theme';
import { adminTexts } from '../../features/admin/texts';
import { currentLocale, onLocaleChange, sourceLocale } from '../../lib/i18n';
import { QueryProvider } from '../../lib/query-client';

/**
 * A stage without a workforce pool has no console. A page where the employee side configured
 * Amplify first (a client-side navigation into /admin) is loaded anew, so that one page only ever
 * runs one side's Amplify configuration.
 */
export async function loader({ request }: { request: Request }): Promise<null> {
  if (!hasConsole())
    throw data(adminTexts('noConsole'), { status: 404, statusText: adminTexts('consoleName') });
  if (await amplifyHoldsAnotherPool()) {
    window.location.assign(request.url);
    return new Promise<null>(() => undefined); // the page goes
  }
  return null;
}

/** The console's providers: its themed kit, the snackbar, the query cache; a change of language renders it anew. */
export function Component() {
  const locale = useSyncExternalStore(onLocaleChange, currentLocale, () => sourceLocale);
  return (
    <AdminThemeProvider>
      <QueryProvider>
        <SnackbarProvider>
          <Fragment key={locale}>
            <Outlet />
          </Fragment>
        </SnackbarProvider>
      </QueryProvider>
    </AdminThemeProvider>
  );
}
