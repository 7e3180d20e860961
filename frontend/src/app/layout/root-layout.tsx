import { useEffect } from 'react';
import { Outlet, useLoaderData, useLocation, useNavigationType } from 'react-router';
import { messages } from '../../../../shared/messages';
import type { RootData } from '../root-loader';
import { Footer } from './footer';
import { Header } from './header';

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

/** Header, main landmark and footer around every page. */
export function RootLayout() {
  const { employer } = useLoaderData<RootData>();
  useScrollToTopOnNavigate();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {messages.skipToContent}
      </a>
      <Header employer={employer} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
