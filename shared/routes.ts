/**
 * The route table: every endpoint of spec portal section 7 and spec builder
 * section 7, in one place. The CDK stack builds its API routes and Lambda functions from it,
 * the local server serves from it, the frontend builds URLs from it and the OpenAPI document
 * is generated from it.
 *
 * Envelope convention (docs/api.md): the spec writes the client's view, where `data.` is the
 * HTTP response body. Every body is a JSON object. Success bodies carry `success: true` and the
 * payload under the field name the spec reads (`tokenResponse`, `data`, `locationlist`, ...).
 * Error bodies are `{ success: false, message, code?, requestId, fields? }`.
 */
import type { Family, RouteDef } from './route-def';
import { portalRoutes } from './portal-routes';
import { adminRoutes } from './route-table/admin';
import { adminFilesRoutes } from './route-table/admin-files';

export {
  buildPath,
  families,
  route,
  routeKey,
  routeLookup,
  type Access,
  type Family,
  type HttpMethod,
  type RouteDef,
  type RouteRequest,
  type Schema,
} from './route-def';

/**
 * Every route, family by family: the employees' portal's (shared/portal-routes.ts) and the
 * console's (the admin family, and admin-files: its files). A Lambda function imports only its own
 * family's table (shared/route-table/<family>.ts), so its bundle builds only its own schemas at
 * cold start.
 */
export const routes = [
  ...portalRoutes,
  ...adminRoutes,
  ...adminFilesRoutes,
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];
export type HandlerName = Route['handler'];
export type RouteOf<H extends HandlerName> = Extract<Route, { handler: H }>;

/** The route of a handler (handler names are unique in the table), with its schemas' types. */
export function getRoute<H extends HandlerName>(handler: H): RouteOf<H> {
  const r = routes.find((x) => x.handler === handler);
  if (!r) throw new Error(`No route for handler ${handler} in the route table`);
  return r as RouteOf<H>;
}

export const routesOfFamily = (family: Family): RouteDef[] => routes.filter((r) => r.family === family);

export interface RouteMatch {
  route: RouteDef;
  pathParameters: Record<string, string>;
}

/**
 * Finds the route for a method and path the way API Gateway does: a literal segment wins over a
 * parameter segment. Returns undefined when no route matches.
 */
export function matchRoute(
  method: string,
  pathname: string,
  table: readonly RouteDef[] = routes,
): RouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const r of table) {
    if (r.method !== method) continue;
    const parts = r.path.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] as string;
      const seg = segments[i] as string;
      const param = /^\{(\w+)\}$/.exec(part);
      if (param) {
        if (seg === '') {
          ok = false;
          break;
        }
        try {
          params[param[1] as string] = decodeURIComponent(seg);
        } catch {
          ok = false;
          break;
        }
      } else if (part === seg) {
        literals++;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || literals > best.literals))
      best = { match: { route: r, pathParameters: params }, literals };
  }
  return best?.match;
}
