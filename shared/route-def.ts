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
] as const;
export type Family = (typeof families)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; member: a valid access token of the user pool (JWT authorizer). */
export type Access = 'public' | 'member';

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
