/**
 * The route table: every endpoint of spec portal section 7 and spec builder
 * section 7, in one place. The CDK stack builds its API routes and Lambda functions from it,
 * the local server serves from it, the frontend builds URLs from it and the OpenAPI document
 * is generated from it.
 *
 * Envelope convention (docs/api.md): the spec writes the client's view, where `data.` is the
 * HTTP response body. Every body is a JSON object. Success bodies carry `success: true` and the
 * payload under the field name the spec reads (`tokenResponse`, `data`, `locationlist`, ...).
 * Error bodies are `{ success: false, message, requestId, fields? }`.
 */
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/** A request or response schema: zod classic or zod/mini (the project moves to mini for cold start). */
export type Schema = z.ZodType | ZodMiniType;
import { loginBody, loginResponse, versionResponse } from './schemas/auth';
import { noParams } from './schemas/common';
import {
  brokerResponse,
  contactsResponse,
  documentsResponse,
  employerIdPath,
  employerResponse,
  productsResponse,
} from './schemas/employer';
import {
  affordabilityPath,
  affordabilityQuery,
  affordabilityResponse,
  contributionResponse,
  monthlyContributionPath,
  waivedContributionPath,
} from './schemas/contribution';
import { dependentIdPath, dependentMemberPath, dependentsResponse } from './schemas/dependent';
import { locationResponse, zipPath } from './schemas/location';
import { authorizeBody, authorizeResponse, ordersResponse } from './schemas/order';
import { quoteBody, quoteResponse } from './schemas/quote';
import {
  dependentBody,
  memberUpdateBody,
  newDependentBody,
  saveProfileBody,
  saveProfileResponse,
  saveSsnBody,
} from './schemas/profile';
import {
  changePasswordBody,
  deletePendingQuery,
  forgotPasswordBody,
  memberAccountResponse,
  memberIdPath,
  memberResponse,
  passwordInfoQuery,
  passwordInfoResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  setPasswordBody,
  successResponse,
} from './schemas/member';

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

const route = <const R extends RouteDef>(r: R): R => r;

export const routes = [
  route({
    family: 'version',
    handler: 'get-version',
    method: 'GET',
    path: '/api/Version/test',
    access: 'public',
    summary: 'The build version text of the portal',
    request: {},
    response: versionResponse,
  }),
  route({
    family: 'auth',
    handler: 'post-login',
    method: 'POST',
    path: '/api/Login',
    access: 'public',
    summary: 'Sign in with e-mail and password; answers the user pool tokens',
    request: { body: loginBody },
    response: loginResponse,
  }),
  route({
    family: 'registration',
    handler: 'post-register',
    method: 'POST',
    path: '/api/Member/Register',
    access: 'public',
    summary: 'Register a member from an employer link and send the confirmation e-mail',
    request: { body: registerBody },
    response: registerResponse,
  }),
  route({
    family: 'registration',
    handler: 'delete-pending',
    method: 'DELETE',
    path: '/api/Member/{id}',
    access: 'public',
    summary: 'Delete a pending registration, with the proof returned by that registration',
    request: { path: memberIdPath, query: deletePendingQuery },
    response: successResponse,
  }),
  route({
    family: 'registration',
    handler: 'get-password-info',
    method: 'GET',
    path: '/api/Member/GetMemberPasswordInfo',
    access: 'public',
    summary: 'Whether a set-password link is valid and the password still unset',
    request: { query: passwordInfoQuery },
    response: passwordInfoResponse,
  }),
  route({
    family: 'registration',
    handler: 'post-set-password',
    method: 'POST',
    path: '/api/Member/SetPassword',
    access: 'public',
    summary: 'Set the first password with the one-time token of the e-mailed link',
    request: { body: setPasswordBody },
    response: successResponse,
  }),
  route({
    family: 'registration',
    handler: 'post-forgot-password',
    method: 'POST',
    path: '/api/Member/ForgotPassword',
    access: 'public',
    summary:
      'Send a password-reset code by e-mail, or a new set-password link while the registration is pending (always answers success: no account enumeration)',
    request: { body: forgotPasswordBody },
    response: successResponse,
  }),
  route({
    family: 'registration',
    handler: 'post-reset-password',
    method: 'POST',
    path: '/api/Member/ResetPassword',
    access: 'public',
    summary: 'Set a new password with the e-mailed reset code',
    request: { body: resetPasswordBody },
    response: successResponse,
  }),
  route({
    family: 'member',
    handler: 'get-member',
    method: 'GET',
    path: '/api/Member/GetMember',
    access: 'member',
    summary: "The caller's own member record (SSN masked)",
    request: {},
    response: memberResponse,
  }),
  route({
    family: 'member',
    handler: 'get-member-by-id',
    method: 'GET',
    path: '/api/Member/{id}',
    access: 'member',
    summary: "A member by id: only the caller's own",
    request: { path: memberIdPath },
    response: memberResponse,
  }),
  route({
    family: 'member',
    handler: 'put-member',
    method: 'PUT',
    path: '/api/Member',
    access: 'member',
    summary:
      "Update the caller's own member fields (also sent with the json-patch content type); city, county and state come from the ZIP code",
    request: { body: memberUpdateBody },
    response: memberResponse,
  }),
  route({
    family: 'member',
    handler: 'put-profile',
    method: 'PUT',
    path: '/api/Member/Profile',
    access: 'member',
    summary:
      "Save the caller's profile and the complete list of dependents in one transaction (added, changed and removed dependents)",
    request: { body: saveProfileBody },
    response: saveProfileResponse,
  }),
  route({
    family: 'member',
    handler: 'put-member-ssn',
    method: 'PUT',
    path: '/api/Member/Ssn',
    access: 'member',
    summary:
      "Save the caller's SSN alone (the SSN popup of plan shopping); answers the member with the SSN masked",
    request: { body: saveSsnBody },
    response: memberResponse,
  }),
  route({
    family: 'member',
    handler: 'post-change-password',
    method: 'POST',
    path: '/api/changepassword',
    access: 'member',
    summary: "Change the caller's password",
    request: { body: changePasswordBody },
    response: successResponse,
  }),
  route({
    family: 'employer',
    handler: 'get-employer',
    method: 'GET',
    path: '/api/Employer/{id}',
    access: 'public',
    summary: 'Public fields of an employer (registration and set-password pages)',
    request: { path: employerIdPath },
    response: employerResponse,
  }),
  route({
    family: 'employer',
    handler: 'get-broker',
    method: 'GET',
    path: '/api/Brocker',
    access: 'member',
    summary: "The broker of the caller's employer team",
    request: { query: noParams },
    response: brokerResponse,
  }),
  route({
    family: 'employer',
    handler: 'get-contacts',
    method: 'GET',
    path: '/api/Contacts',
    access: 'member',
    summary: "Contacts of the caller's employer",
    request: { query: noParams },
    response: contactsResponse,
  }),
  route({
    family: 'member-account',
    handler: 'get-member-account',
    method: 'GET',
    path: '/api/MemberAccount/GetMemberAccount',
    access: 'member',
    summary: "The caller's member account (waiver reason, contribution)",
    request: {},
    response: memberAccountResponse,
  }),
  route({
    family: 'dependent',
    handler: 'get-dependents',
    method: 'GET',
    path: '/api/Dependent/{memberid}',
    access: 'member',
    summary: "The caller's dependents",
    request: { path: dependentMemberPath },
    response: dependentsResponse,
  }),
  route({
    family: 'dependent',
    handler: 'post-dependent',
    method: 'POST',
    path: '/api/Dependent',
    access: 'member',
    summary:
      "Add a dependent to the caller's household (sent with the all-zero id); answers every dependent, SSNs masked",
    request: { body: newDependentBody },
    response: dependentsResponse,
  }),
  route({
    family: 'dependent',
    handler: 'put-dependent',
    method: 'PUT',
    path: '/api/Dependent',
    access: 'member',
    summary: "Change one of the caller's dependents; answers every dependent, SSNs masked",
    request: { body: dependentBody },
    response: dependentsResponse,
  }),
  route({
    family: 'dependent',
    handler: 'delete-dependent',
    method: 'DELETE',
    path: '/api/Dependent/{id}',
    access: 'member',
    summary: "Remove one of the caller's dependents; answers the dependents left, SSNs masked",
    request: { path: dependentIdPath },
    response: dependentsResponse,
  }),
  route({
    family: 'location',
    handler: 'get-zip-county',
    method: 'GET',
    path: '/api/USZipCounty/{zip}',
    access: 'member',
    summary: 'Counties, city and state of a ZIP code',
    request: { path: zipPath },
    response: locationResponse,
  }),
  route({
    family: 'contribution',
    handler: 'get-monthly-contribution',
    method: 'GET',
    path: '/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/{accountid}/{effectiveDate}/{dob}/{state}/{class}/{d1}/{d2}/{d3}/{d4}/{d5}',
    access: 'member',
    summary: 'Monthly employer contribution for the household',
    request: { path: monthlyContributionPath },
    response: contributionResponse,
  }),
  route({
    family: 'contribution',
    handler: 'get-waived-contribution',
    method: 'GET',
    path: '/api/EmployerContribution/GetWaivedContribution/{accountid}/{effectiveDate}/{dob}/{state}',
    access: 'member',
    summary: 'Monthly employer contribution when coverage is waived',
    request: { path: waivedContributionPath },
    response: contributionResponse,
  }),
  route({
    family: 'contribution',
    handler: 'get-affordability',
    method: 'GET',
    path: '/api/EmployerContribution/Affordability/{planYear}',
    access: 'member',
    summary:
      "Whether the caller's offer is affordable for the plan year, with the numbers behind the verdict",
    request: { path: affordabilityPath, query: affordabilityQuery },
    response: affordabilityResponse,
  }),
  route({
    family: 'order',
    handler: 'post-order',
    method: 'POST',
    path: '/api/Order',
    access: 'member',
    summary: 'Authorize Elections: creates every order of the elections in one transaction',
    request: { body: authorizeBody },
    response: authorizeResponse,
  }),
  route({
    family: 'order',
    handler: 'list-orders',
    method: 'GET',
    path: '/api/Order',
    access: 'member',
    summary: "The caller's orders, newest first (same answer as GetOrderByMember)",
    request: {},
    response: ordersResponse,
  }),
  route({
    family: 'order',
    handler: 'get-orders',
    method: 'GET',
    path: '/api/Order/GetOrderByMember',
    access: 'member',
    summary: "The caller's orders, newest first",
    request: {},
    response: ordersResponse,
  }),
  route({
    family: 'media',
    handler: 'get-documents',
    method: 'GET',
    path: '/api/media/getdocs',
    access: 'member',
    summary: "ICHRA documents of the caller's employer",
    request: { query: noParams },
    response: documentsResponse,
  }),
  route({
    family: 'quote',
    handler: 'post-quote',
    method: 'POST',
    path: '/api/HealthPlanQuote',
    access: 'member',
    summary: 'Health plans offered in the county with the household monthly premium',
    request: { body: quoteBody },
    response: quoteResponse,
  }),
  route({
    family: 'product',
    handler: 'get-products',
    method: 'GET',
    path: '/api/Product/test',
    access: 'member',
    summary: "Additional-service products of the caller's employer",
    request: { query: noParams },
    response: productsResponse,
  }),
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

/** API Gateway route key, e.g. "GET /api/Employer/{id}". */
export const routeKey = (r: Pick<RouteDef, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const routesOfFamily = (family: Family): RouteDef[] => routes.filter((r) => r.family === family);

/** Fills a route path with parameters, URL-encoding each one. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

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
