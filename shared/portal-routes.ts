/**
 * The employees' portal's routes: every family's table but the console's. The portal's API client
 * (frontend/src/lib/api-client.ts) looks routes up here, so that no page of the portal bundles the
 * console's routes or their schemas; shared/routes.ts adds the console's for the server and the
 * tests.
 */
import { routeLookup, type RouteDef } from './route-def';
import { versionRoutes } from './route-table/version';
import { authRoutes } from './route-table/auth';
import { registrationRoutes } from './route-table/registration';
import { memberRoutes } from './route-table/member';
import { employerRoutes } from './route-table/employer';
import { memberAccountRoutes } from './route-table/member-account';
import { dependentRoutes } from './route-table/dependent';
import { locationRoutes } from './route-table/location';
import { contributionRoutes } from './route-table/contribution';
import { orderRoutes } from './route-table/order';
import { mediaRoutes } from './route-table/media';
import { quoteRoutes } from './route-table/quote';
import { productRoutes } from './route-table/product';
import { coverageProofRoutes } from './route-table/coverage-proof';

export const portalRoutes = [
  ...versionRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...memberRoutes,
  ...employerRoutes,
  ...memberAccountRoutes,
  ...dependentRoutes,
  ...locationRoutes,
  ...contributionRoutes,
  ...orderRoutes,
  ...mediaRoutes,
  ...quoteRoutes,
  ...productRoutes,
  ...coverageProofRoutes,
] as const satisfies readonly RouteDef[];

export type PortalHandlerName = (typeof portalRoutes)[number]['handler'];

/** The route of a portal handler, with its schemas' types. */
export const getPortalRoute = routeLookup(portalRoutes);
