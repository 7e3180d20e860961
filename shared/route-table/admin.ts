/**
 * The console's routes (the admin family, one Lambda function): what an HR administrator or a
 * broker does at /admin, but for the files, a family of their own (shared/route-table/admin-files.ts:
 * only that function reaches the exports bucket). Every admin route answers only a token of the
 * administrators' pool whose grant covers the employer in the path (lambdas/middleware/admin.ts).
 * One route is public: the invited administrator's first password, with the e-mailed link's token.
 */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import {
  activityQuery,
  activityResponse,
  adminEmployerPath,
  adminMeResponse,
  adminMfaResponse,
  adminSetPasswordBody,
  adminSetPasswordResponse,
  trackerQuery,
  trackerResponse,
  CENSUS_BODY_BYTES,
  censusCheckBody,
  censusCheckResponse,
  censusConfirmBody,
  censusConfirmResponse,
  censusResendBody,
  censusResendResponse,
  censusTemplateResponse,
} from '../schemas/admin';
import {
  enrollmentWindowBody,
  memberWindowBody,
  memberWindowResponse,
  newHireRulesBody,
  newHireRulesReadResponse,
  newHireRulesResponse,
  remindersBody,
  remindersResponse,
  windowResponse,
  windowsResponse,
} from '../schemas/admin-window';

export const adminRoutes = [
  route({
    family: 'admin',
    handler: 'get-admin-me',
    method: 'GET',
    path: '/api/admin/me',
    access: 'admin',
    summary: "The signed-in administrator: role, whether SSN files are allowed, and the grant's employers",
    request: { query: noParams },
    response: adminMeResponse,
  }),

  route({
    family: 'admin',
    handler: 'post-admin-set-password',
    method: 'POST',
    path: '/api/admin/set-password',
    access: 'public',
    summary:
      "An invited administrator's first password, with the one-time token of the operator's e-mailed link (72 hours, once)",
    request: { body: adminSetPasswordBody },
    response: adminSetPasswordResponse,
  }),

  route({
    family: 'admin',
    handler: 'post-admin-mfa',
    method: 'POST',
    path: '/api/admin/mfa',
    access: 'admin',
    summary:
      "Record that the signed-in administrator's authenticator app (TOTP) is enrolled, as Cognito says; 409 while it is not",
    request: {},
    response: adminMfaResponse,
  }),

  route({
    family: 'admin',
    handler: 'get-tracker',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/tracker',
    access: 'admin',
    summary:
      "The enrollment tracker: the employer's counts per state and one page of its employees, filtered, searched and sorted",
    request: { path: adminEmployerPath, query: trackerQuery },
    response: trackerResponse,
  }),

  route({
    family: 'admin',
    handler: 'get-activity',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/activity',
    access: 'admin',
    summary: "The employer's activity log, newest first, one page at a time",
    request: { path: adminEmployerPath, query: activityQuery },
    response: activityResponse,
  }),

  route({
    family: 'admin',
    handler: 'get-census-template',
    method: 'GET',
    path: '/api/admin/census-template',
    access: 'admin',
    summary: "The census file's template: the header and one example line",
    request: { query: noParams },
    response: censusTemplateResponse,
  }),

  route({
    family: 'admin',
    handler: 'post-census-check',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/census/check',
    access: 'admin',
    summary:
      'Check a census CSV row by row (line numbers, messages), writing nothing; a file that is not a census gets one message',
    request: { path: adminEmployerPath, body: censusCheckBody },
    response: censusCheckResponse,
    maxBodyBytes: CENSUS_BODY_BYTES,
  }),

  route({
    family: 'admin',
    handler: 'post-census-confirm',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/census/confirm',
    access: 'admin',
    summary:
      'Check the census again and invite the chosen rows: each employee on the census with one invitation e-mail; refused, writing nothing, when a chosen row does not pass',
    request: { path: adminEmployerPath, body: censusConfirmBody },
    response: censusConfirmResponse,
    maxBodyBytes: CENSUS_BODY_BYTES,
  }),

  route({
    family: 'admin',
    handler: 'post-census-resend',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/census/resend',
    access: 'admin',
    summary: 'Send a fresh invitation link to employees on the census who have not registered',
    request: { path: adminEmployerPath, body: censusResendBody },
    response: censusResendResponse,
  }),

  route({
    family: 'admin',
    handler: 'get-windows',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/windows',
    access: 'admin',
    summary: "The employer's enrollment windows by plan year, and the plan year its employees enroll for now",
    request: { path: adminEmployerPath, query: noParams },
    response: windowsResponse,
  }),

  route({
    family: 'admin',
    handler: 'put-window',
    method: 'PUT',
    path: '/api/admin/employers/{employerId}/windows',
    access: 'admin',
    summary:
      "Set the employer's enrollment window of a plan year; 400 `adminWindowClosesBeforeOpens`, writing nothing, for a window that closes before it opens",
    request: { path: adminEmployerPath, body: enrollmentWindowBody },
    response: windowResponse,
  }),

  route({
    family: 'admin',
    handler: 'get-new-hire-rules',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/new-hire-rules',
    access: 'admin',
    summary:
      "The employer's new-hire rules (the waiting period and the days to enroll), or null when none are set",
    request: { path: adminEmployerPath, query: noParams },
    response: newHireRulesReadResponse,
  }),

  route({
    family: 'admin',
    handler: 'put-new-hire-rules',
    method: 'PUT',
    path: '/api/admin/employers/{employerId}/new-hire-rules',
    access: 'admin',
    summary:
      "Set the employer's new-hire rules: the waiting period (first of the month after hire, or N days) and the days a new hire has to enroll",
    request: { path: adminEmployerPath, body: newHireRulesBody },
    response: newHireRulesResponse,
  }),

  route({
    family: 'admin',
    handler: 'post-member-window',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/member-windows',
    access: 'admin',
    summary:
      "Open a window of one registered employee's own (by e-mail) for a plan year: a correction with a reason, or a new hire's from the employer's new-hire rules and the hire date (given, else the census's); the employee may elect (again) outside open enrollment (404 `adminMemberNotRegistered` for an e-mail not registered with the employer)",
    request: { path: adminEmployerPath, body: memberWindowBody },
    response: memberWindowResponse,
  }),

  route({
    family: 'admin',
    handler: 'post-reminders',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/reminders',
    access: 'admin',
    summary:
      'Remind the named (or all) employees who have not authorized, by e-mail in their language, at most once per 48 hours each',
    request: { path: adminEmployerPath, body: remindersBody },
    response: remindersResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(adminRoutes);
