/**
 * What a route is (shared/routes.ts holds the whole table, shared/route-table/ one file per
 * family): the families, a route's shape, and the lookup a family's handlers use. Kept apart
 * from the schemas so that a Lambda function imports its own family's table only.
 */
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/** A request or response schema: zod classic or zod/mini (the project moves to mini for cold start). */
export type Schema = z.ZodType | ZodMiniType;

/** An endpoint family: one Lambda function in AWS. */
export const families = [
  'auth',
  'version',
  'registration',
  'member',
  'employer',
  'member-account',
  'dependent',
  'location',
  'contribution',
  'order',
  'media',
  'quote',
  'product',
  'admin',
  'admin-files',
  'coverage-proof',
] as const;
export type Family = (typeof families)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * public: anyone; member: a valid access token of the employees' user pool (JWT authorizer);
 * admin: a valid access token of the administrators' workforce pool (its own JWT authorizer),
 * whose grant the handler's chain then reads and checks (lambdas/middleware/admin.ts). A token of
 * one pool is refused on the other's routes (docs/decisions/0029-administrator-identities.md).
 */
export type Access = 'public' | 'member' | 'admin';
export const accessKinds = ['public', 'member', 'admin'] as const satisfies readonly Access[];

export interface RouteRequest {
  body?: Schema;
  path?: Schema;
  query?: Schema;
}

export interface RouteDef {
  family: Family;
  /** Handler module inside the family: lambdas/handlers/<family>/<handler>.ts */
  handler: string;
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  summary: string;
  request: RouteRequest;
  response: Schema;
  /**
   * The largest body this route reads, when it is not the chain's 64 KB (lambdas/middleware/body-limit.ts):
   * the census routes take a CSV of up to 5 MB inside their JSON. At most 6 MB, Lambda's synchronous
   * payload limit (API Gateway's HTTP API allows 10 MB).
   */
  maxBodyBytes?: number;
}

/** Declares a route, keeping its literal types (handler name, schemas). */
export const route = <const R extends RouteDef>(r: R): R => r;

/** API Gateway route key, e.g. "GET /api/Employer/{id}". */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/**
 * The lookup of a table's routes by handler name (handler names are unique), typed by the table.
 *
 * @example
 * export const getRoute = routeLookup(memberRoutes);
 * getRoute('put-profile').request.body; // saveProfileBody
 */
export function routeLookup<const T extends readonly RouteDef[]>(table: T) {
  return <H extends T[number]['handler']>(handler: H): Extract<T[number], { handler: H }> => {
    const r = table.find((x) => x.handler === handler);
    if (!r) throw new Error(`No route for handler ${handler} in the route table`);
    return r as Extract<T[number], { handler: H }>;
  };
}

/** Fills a route path with parameters, URL-encoding each one. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
