import { Outlet, useRouteLoaderData } from 'react-router';
import { appTexts } from '../texts';
import type { RootData } from '../root-loader';
import { Footer } from './footer';
import { Header } from './header';

/** The employer of the visit, loaded by the root route. */
export function useRootData(): RootData {
  return (useRouteLoaderData('root') as RootData | undefined) ?? { employer: null };
}

/** Header, main landmark and footer around the pages of the portal. */
export function RootLayout() {
  const { employer } = useRootData();
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {appTexts('skipToContent')}
      </a>
      <Header employer={employer} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
