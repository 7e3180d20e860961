import { Fragment, lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { SnackbarProvider } from '../components/snackbar';
import { hasStoredSession } from '../lib/auth';
import { currentLocale, onLocaleChange, sourceLocale, withTexts } from '../lib/i18n';

/**
 * New pages start at the top. (Not <ScrollRestoration />: it writes to session storage when the
 * page unloads, and Sign Out must leave session storage empty. Back and forward keep the
 * browser's own scroll restoration.)
 */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** The session limits, loaded once someone is signed in: the landing page's first bundle does not carry them. */
const SessionMonitor = lazy(
  withTexts(() =>
    import('../features/auth/components/session-monitor').then((m) => ({ default: m.SessionMonitor })),
  ),
);

/**
 * The root route's component: the snackbar of every page and, while someone is signed in, the
 * session limits. It re-renders on every navigation, so a sign-in or sign-out is seen at once.
 * A change of language renders the page anew (its texts are read while rendering).
 */
export function AppShell() {
  useScrollToTopOnNavigate();
  const signedIn = hasStoredSession();
  const locale = useSyncExternalStore(onLocaleChange, currentLocale, () => sourceLocale);
  return (
    <SnackbarProvider>
      <Fragment key={locale}>
        <Outlet />
      </Fragment>
      {signedIn && (
        <Suspense fallback={null}>
          <SessionMonitor />
        </Suspense>
      )}
    </SnackbarProvider>
  );
}
