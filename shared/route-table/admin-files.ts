/**
 * The console's files (the admin-files family, one Lambda function of its own): an employer's
 * payroll, 834 and status files in the exports bucket. Apart from the rest of the console
 * (shared/route-table/admin.ts) for least privilege and size: only this function may read and
 * write the exports bucket, decrypt with its key and read the dependents table (the 834's SSNs),
 * and only its bundle carries the S3 client, its presigner and the export steps. Like every admin
 * route, each answers only a token of the administrators' pool whose grant covers the employer in
 * the path (lambdas/middleware/admin.ts).
 */
import { route, routeLookup, type RouteDef } from '../route-def';
import { adminEmployerPath } from '../schemas/admin';
import { noParams } from '../schemas/common';
import {
  fileLinkBody,
  fileLinkResponse,
  filesQuery,
  filesResponse,
  produceFileBody,
} from '../schemas/admin-files';
import {
  proofLinkBody,
  proofLinkResponse,
  proofReviewBody,
  proofReviewResponse,
} from '../schemas/coverage-proof';
import {
  employerLifeEventsResponse,
  lifeEventLinkBody,
  lifeEventLinkResponse,
  lifeEventReviewBody,
  lifeEventReviewResponse,
} from '../schemas/life-event';

export const adminFilesRoutes = [
  route({
    family: 'admin-files',
    handler: 'get-files',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/files',
    access: 'admin',
    summary:
      "The employer's payroll, 834 and status files in the exports bucket, newest period first (one period with `period`); the 834, which carries SSNs, only for grants that allow them",
    request: { path: adminEmployerPath, query: filesQuery },
    response: filesResponse,
  }),

  route({
    family: 'admin-files',
    handler: 'post-files',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/files',
    access: 'admin',
    summary:
      "Produce the employer's file(s) of a kind for a period, with the steps of the schedule and the command line; 403 for the 834 without a grant for SSN files",
    request: { path: adminEmployerPath, body: produceFileBody },
    response: filesResponse,
  }),

  route({
    family: 'admin-files',
    handler: 'post-file-link',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/files/link',
    access: 'admin',
    summary:
      "A 5-minute download link for one of the employer's files; 404 for a file that is not the employer's, 403 for an SSN file without a grant for them",
    request: { path: adminEmployerPath, body: fileLinkBody },
    response: fileLinkResponse,
  }),

  // Proof of coverage (issue 40, item 3): the members' files, viewed and reviewed here because
  // this function already carries the S3 client and presigner; only it reads the member files bucket.
  route({
    family: 'admin-files',
    handler: 'post-proof-link',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/proofs/link',
    access: 'admin',
    summary:
      "A 5-minute link to view an employee's proof of coverage inline; 404 when the employee (of this employer) has none for the plan year",
    request: { path: adminEmployerPath, body: proofLinkBody },
    response: proofLinkResponse,
  }),

  route({
    family: 'admin-files',
    handler: 'post-proof-review',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/proofs/review',
    access: 'admin',
    summary:
      "Approve an employee's pending proof of coverage, or reject it with a reason the employee reads; 409 when the proof viewed is no longer the pending one",
    request: { path: adminEmployerPath, body: proofReviewBody },
    response: proofReviewResponse,
  }),

  // Life events the employees report (issue 40, item 5): their documents are in the member files
  // bucket like the proofs; an approval opens the member's window (admin table) with its activity.
  route({
    family: 'admin-files',
    handler: 'get-employer-life-events',
    method: 'GET',
    path: '/api/admin/employers/{employerId}/life-events',
    access: 'admin',
    summary: "The employer's life events waiting for review, oldest report first",
    request: { path: adminEmployerPath, query: noParams },
    response: employerLifeEventsResponse,
  }),

  route({
    family: 'admin-files',
    handler: 'post-life-event-link',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/life-events/link',
    access: 'admin',
    summary:
      "A 5-minute link to view a life event's document inline; 404 when the employee (of this employer) reported no such event",
    request: { path: adminEmployerPath, body: lifeEventLinkBody },
    response: lifeEventLinkResponse,
  }),

  route({
    family: 'admin-files',
    handler: 'post-life-event-review',
    method: 'POST',
    path: '/api/admin/employers/{employerId}/life-events/review',
    access: 'admin',
    summary:
      "Approve a pending life event, which opens the employee's own enrollment window (45 CFR 155.420), or reject it with a reason the employee reads; 409 when it is no longer pending",
    request: { path: adminEmployerPath, body: lifeEventReviewBody },
    response: lifeEventReviewResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(adminFilesRoutes);
