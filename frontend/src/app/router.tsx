import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { messages } from '../../../shared/messages';
import { paths } from '../config/paths';
import { LandingPage } from '../features/landing/components/landing-page';
import { RootLayout } from './layout/root-layout';
import { rootLoader, shouldRevalidateRoot } from './root-loader';
import { RootRouteError, RouteError } from './route-error';

/**
 * The route tree (data mode). The landing page is in the entry bundle; every other page is a
 * route module loaded on demand with `lazy`, so the first page stays small.
 */
export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    Component: RootLayout,
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <p className="boot-message" role="status">{messages.loading}</p>,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: LandingPage, errorElement: <RouteError /> },
          { path: paths.login, lazy: () => import('./routes/login'), errorElement: <RouteError /> },
          {
            path: '*',
            errorElement: <RouteError />,
            Component: () => null, // never rendered: the loader always throws
            loader: ({ request }) => {
              throw data(messages.pageNotFound(new URL(request.url).pathname), { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
