/**
 * Life events the member reports (issue 40, item 5): GET /api/LifeEvent read through the query
 * cache, and the report's two writes, each a route action of /life-event (app/routes/life-event.tsx):
 * POST /api/LifeEvent checks the event's date and answers a grant, the browser posts the document
 * straight to storage with it (never through the API), then POST /api/LifeEvent/Confirm checks the
 * document and submits the event; the list is dropped from the cache after it.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  lifeEventConfirmBody,
  lifeEventReportBody,
  type LifeEvent,
} from '../../../../../shared/schemas/life-event';
import { apiRequest, type ApiResponse } from '../../../lib/api-client';
import { apiTexts } from '../../../lib/api-texts';
import { memberFileProblem, postToGrant } from '../../../lib/member-upload';
import { dropChanged } from '../../../lib/query-client';

export type { LifeEvent };
export type LifeEventGrant = ApiResponse<'post-life-event'>['data'];

/** What the report form submits to the route's action: the event (answered a grant), then its confirmation. */
export const lifeEventIntents = { report: 'report-life-event', confirm: 'confirm-life-event' } as const;

/** GET /api/LifeEvent: the caller's reported events, newest first. */
export async function getLifeEvents(signal?: AbortSignal): Promise<LifeEvent[]> {
  const { data } = await apiRequest('get-life-events', { signal });
  return data.events;
}

/** The caller's events in the query cache (read by /life-event); a confirmation drops them. */
export const lifeEventsQuery = queryOptions({
  queryKey: ['life-events'] as const,
  queryFn: ({ signal }) => getLifeEvents(signal),
});

/** POST /api/LifeEvent: the event's kind and date; answers the grant to post its document. */
export async function reportLifeEvent(body: unknown): Promise<LifeEventGrant> {
  const { data } = await apiRequest('post-life-event', { body: lifeEventReportBody.parse(body) });
  return data;
}

/** POST /api/LifeEvent/Confirm: the document arrived; the event is submitted for review. */
export async function confirmLifeEvent(body: unknown): Promise<LifeEvent> {
  const { data } = await apiRequest('post-life-event-confirm', { body: lifeEventConfirmBody.parse(body) });
  await dropChanged(lifeEventsQuery.queryKey);
  return data;
}

/**
 * Why a chosen document cannot be sent, in the page's language, or null: the server's own rule on
 * its size and first bytes (shared/domain/coverage-proof.ts), with the server's messages.
 */
export async function documentMessage(file: Blob): Promise<string | null> {
  const problem = await memberFileProblem(file);
  if (problem === 'too-large') return apiTexts().lifeEventDocumentTooLarge;
  if (problem === 'wrong-type') return apiTexts().lifeEventDocumentWrongType;
  return null;
}

/** Posts the document to storage with the grant's form (its fields first, then the file). */
export async function postDocument(grant: LifeEventGrant, file: File): Promise<void> {
  await postToGrant(grant, file, apiTexts().lifeEventDocumentTooLarge);
}
