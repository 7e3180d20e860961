import { createBrowserRouter, data, type RouteObject } from 'react-router';
import { appTexts } from './texts';
import { commonTexts } from '../lib/texts';
import { adminPaths, paths } from '../config/paths';
import { routeWithTexts } from '../lib/i18n';
import { LandingPage } from '../features/landing/components/landing-page';
import { AppShell } from './app-shell';
import { BrandedLayout } from './layout/branded-layout';
import { RootLayout } from './layout/root-layout';
import { rootLoader, shouldRevalidateRoot } from './root-loader';
import { RootRouteError, RouteError } from './route-error';

/** Shown while the first page's data loads; its text is read when it renders, in the page's language. */
function BootMessage() {
  return (
    <p className="boot-message" role="status">
      {commonTexts('loading')}
    </p>
  );
}

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
    Component: AppShell,
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <BootMessage />,
    children: [
      {
        // The portal's pages: header with menu, footer.
        Component: RootLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, Component: LandingPage, errorElement: <RouteError /> },
              {
                path: paths.login,
                lazy: routeWithTexts(() => import('./routes/login')),
                errorElement: <RouteError />,
              },
              {
                path: paths.register,
                lazy: routeWithTexts(() => import('./routes/register')),
                errorElement: <RouteError />,
              },
              {
                path: paths.forgotPassword,
                lazy: routeWithTexts(() => import('./routes/forgot-password')),
                errorElement: <RouteError />,
              },
              {
                path: paths.gettingStarted,
                lazy: routeWithTexts(() => import('./routes/getting-started')),
                errorElement: <RouteError />,
              },
              {
                path: paths.changePassword,
                lazy: routeWithTexts(() => import('./routes/change-password')),
                errorElement: <RouteError />,
              },
              {
                // The signed-in pages share the client cache of server data (lib/query-client.tsx).
                id: 'signed-in',
                // Every signed-in page uses the kit: its theme context is asked for with the layout,
                // to be evaluated in a task of its own (features/builder/theme/kit-context.ts). A
                // failure is the page's to report, when its own modules import the kit.
                lazy: routeWithTexts(() => {
                  import('../features/builder/theme/kit-context').catch(() => undefined);
                  return import('./routes/signed-in');
                }),
                errorElement: <RouteError />,
                children: [
                  {
                    path: paths.profile,
                    lazy: routeWithTexts(() => import('./routes/profile')),
                    errorElement: <RouteError />,
                  },
                  {
                    path: `${paths.enrollment}/:tab?`,
                    lazy: routeWithTexts(() => import('./routes/enrollment')),
                    errorElement: <RouteError />,
                  },
                  {
                    // After enrollment: the top bar above /welcome, /health-plan and /contact-us.
                    id: 'after-enrollment',
                    lazy: routeWithTexts(() => import('./routes/after-enrollment')),
                    errorElement: <RouteError />,
                    children: [
                      {
                        path: paths.welcome,
                        lazy: routeWithTexts(() => import('./routes/welcome')),
                        errorElement: <RouteError />,
                      },
                      {
                        path: paths.healthPlan,
                        lazy: routeWithTexts(() => import('./routes/health-plan')),
                        errorElement: <RouteError />,
                      },
                      {
                        path: paths.contactUs,
                        lazy: routeWithTexts(() => import('./routes/contact-us')),
                        errorElement: <RouteError />,
                      },
                      {
                        path: paths.ichraNotice,
                        lazy: routeWithTexts(() => import('./routes/ichra-notice')),
                        errorElement: <RouteError />,
                      },
                      {
                        path: paths.lifeEvent,
                        lazy: routeWithTexts(() => import('./routes/life-event')),
                        errorElement: <RouteError />,
                      },
                    ],
                  },
                ],
              },
              {
                path: '*',
                errorElement: <RouteError />,
                Component: () => null, // never rendered: the loader always throws
                loader: ({ request }) => {
                  throw data(appTexts('pageNotFound', { path: new URL(request.url).pathname }), {
                    status: 404,
                    statusText: appTexts('pageNotFoundStatus'),
                  });
                },
              },
            ],
          },
        ],
      },
      {
        // Pages opened from links, branded by the employer of the link.
        Component: BrandedLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              {
                path: paths.setPassword,
                lazy: routeWithTexts(() => import('./routes/set-password')),
                errorElement: <RouteError />,
              },
              {
                path: paths.versionInformation,
                lazy: routeWithTexts(() => import('./routes/version-information')),
                errorElement: <RouteError />,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    // The employer console (docs/architecture.md, "Console"): a subtree of its own, outside the
    // employee pages' root (no employer branding, no employee session monitor), every module of
    // it loaded on demand, so no employee page's bundle carries it.
    id: 'admin',
    path: adminPaths.root,
    lazy: routeWithTexts(() => import('./routes/admin')),
    errorElement: <RootRouteError />,
    hydrateFallbackElement: <BootMessage />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            path: adminPaths.login,
            lazy: routeWithTexts(() => import('./routes/admin-login')),
            errorElement: <RouteError />,
          },
          {
            path: adminPaths.forgotPassword,
            lazy: routeWithTexts(() => import('./routes/admin-forgot-password')),
            errorElement: <RouteError />,
          },
          {
            path: adminPaths.setPassword,
            lazy: routeWithTexts(() => import('./routes/admin-set-password')),
            errorElement: <RouteError />,
          },
          {
            id: 'admin-signed-in',
            lazy: routeWithTexts(() => import('./routes/admin-signed-in')),
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: routeWithTexts(() => import('./routes/admin-employers')),
                errorElement: <RouteError />,
              },
              {
                path: adminPaths.mfa,
                lazy: routeWithTexts(() => import('./routes/admin-mfa')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId`,
                lazy: routeWithTexts(() => import('./routes/admin-tracker')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/activity`,
                lazy: routeWithTexts(() => import('./routes/admin-activity')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/window`,
                lazy: routeWithTexts(() => import('./routes/admin-window')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/employee-windows`,
                lazy: routeWithTexts(() => import('./routes/admin-employee-windows')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/census`,
                lazy: routeWithTexts(() => import('./routes/admin-census')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/files`,
                lazy: routeWithTexts(() => import('./routes/admin-files')),
                errorElement: <RouteError />,
              },
              {
                path: `${adminPaths.root}/employers/:employerId/life-events`,
                lazy: routeWithTexts(() => import('./routes/admin-life-events')),
                errorElement: <RouteError />,
              },
            ],
          },
          {
            path: `${adminPaths.root}/*`,
            errorElement: <RouteError />,
            Component: () => null, // never rendered: the loader always throws
            loader: ({ request }) => {
              throw data(appTexts('pageNotFound', { path: new URL(request.url).pathname }), {
                status: 404,
                statusText: appTexts('pageNotFoundStatus'),
              });
            },
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routeObjects);
