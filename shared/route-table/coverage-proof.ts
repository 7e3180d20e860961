/**
 * The coverage-proof family's routes (one Lambda function; issue 40, item 3): the employee's proof
 * of individual coverage for the plan year they authorized a plan for. The file never passes
 * through the API: the upload route answers a short-lived pre-signed POST to the member files
 * bucket, the browser posts the file there, and the confirm route checks what arrived.
 *
 * Life events the member reports (issue 40, item 5; 45 CFR 155.420) are here too: their document
 * goes the same way, and this function already holds the member files bucket's upload grant and the
 * pre-signed POST adapter (lambdas/adapters/member-uploads.ts), so no second function carries them.
 */
import { route, routeLookup, type RouteDef } from '../route-def';
import { noParams } from '../schemas/common';
import {
  proofConfirmBody,
  proofConfirmResponse,
  proofGrantResponse,
  proofStatusResponse,
} from '../schemas/coverage-proof';
import {
  lifeEventConfirmBody,
  lifeEventConfirmResponse,
  lifeEventGrantResponse,
  lifeEventReportBody,
  lifeEventsResponse,
} from '../schemas/life-event';

export const coverageProofRoutes = [
  route({
    family: 'coverage-proof',
    handler: 'get-coverage-proof',
    method: 'GET',
    path: '/api/CoverageProof',
    access: 'member',
    summary:
      "Where the caller's proof of coverage for the plan year stands (missing, pending, approved, rejected with HR's reason); null without an authorized plan",
    request: { query: noParams },
    response: proofStatusResponse,
  }),
  route({
    family: 'coverage-proof',
    handler: 'post-proof-upload',
    method: 'POST',
    path: '/api/CoverageProof/Upload',
    access: 'member',
    summary:
      "A 5-minute pre-signed POST for one proof file (PDF, JPEG or PNG, at most 10 MB) under the caller's own prefix; 409 before the coverage's effective date or once approved",
    request: { body: noParams },
    response: proofGrantResponse,
  }),
  route({
    family: 'coverage-proof',
    handler: 'post-proof-confirm',
    method: 'POST',
    path: '/api/CoverageProof/Confirm',
    access: 'member',
    summary:
      'Checks the uploaded file by its content and size (400 and the file deleted when it is not a PDF, JPEG or PNG or over 10 MB) and submits it for review',
    request: { body: proofConfirmBody },
    response: proofConfirmResponse,
  }),
  route({
    family: 'coverage-proof',
    handler: 'get-life-events',
    method: 'GET',
    path: '/api/LifeEvent',
    access: 'member',
    summary:
      "The caller's reported life events, newest first: pending, approved with the window it opened, or rejected with HR's reason",
    request: { query: noParams },
    response: lifeEventsResponse,
  }),
  route({
    family: 'coverage-proof',
    handler: 'post-life-event',
    method: 'POST',
    path: '/api/LifeEvent',
    access: 'member',
    summary:
      "Reports a life event (kind and date) and answers a 5-minute pre-signed POST for its document (PDF, JPEG or PNG, at most 10 MB) under the caller's own prefix; 400 for a date in the future, 409 naming the last day when the event is more than 60 days ago",
    request: { body: lifeEventReportBody },
    response: lifeEventGrantResponse,
  }),
  route({
    family: 'coverage-proof',
    handler: 'post-life-event-confirm',
    method: 'POST',
    path: '/api/LifeEvent/Confirm',
    access: 'member',
    summary:
      'Checks the uploaded document by its content and size (400 and the file deleted when it is not a PDF, JPEG or PNG or over 10 MB) and submits the life event for review',
    request: { body: lifeEventConfirmBody },
    response: lifeEventConfirmResponse,
  }),
] as const satisfies readonly RouteDef[];

/** The route of one of this family's handlers, with its schemas' types. */
export const getRoute = routeLookup(coverageProofRoutes);
