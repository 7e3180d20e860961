/**
 * Life events in the console (issue 40, item 5): GET .../life-events (the employer's events waiting
 * for review) through the query cache under ['admin', 'life-events', employerId]; POST
 * .../life-events/link, a link valid five minutes to view an event's document (never cached); and
 * POST .../life-events/review, approve (opens the employee's own window) or reject with a reason.
 * A review drops the list and the tracker's pages. The writes are the route's actions
 * (app/routes/admin-life-events.tsx).
 */
import { queryOptions } from '@tanstack/react-query';
import { lifeEventLinkBody, lifeEventReviewBody } from '../../../../../shared/schemas/life-event';
import type { ApiResponse } from '../../../lib/api-client';
import { dropChanged } from '../../../lib/query-client';
import { getRoute } from '../../../../../shared/route-table/admin-files';
import { adminCall } from './admin-request';

export type EmployerLifeEvents = ApiResponse<'get-employer-life-events'>['data']['events'];
export type LifeEventLink = ApiResponse<'post-life-event-link'>['data'];
export type ReviewedLifeEvent = ApiResponse<'post-life-event-review'>['data'];

/** What the review screen submits to its route's action. */
export const lifeEventReviewIntents = {
  link: 'admin-life-event-link',
  review: 'admin-life-event-review',
} as const;

export async function getEmployerLifeEvents(
  employerId: string,
  signal?: AbortSignal,
): Promise<EmployerLifeEvents> {
  const { data } = await adminCall(getRoute('get-employer-life-events'), {
    params: { employerId },
    query: {},
    signal,
  });
  return data.events;
}

/** The employer's events waiting for review in the query cache; a review drops them. */
export const employerLifeEventsQuery = (employerId: string) =>
  queryOptions({
    queryKey: ['admin', 'life-events', employerId] as const,
    queryFn: ({ signal }) => getEmployerLifeEvents(employerId, signal),
  });

/** POST .../life-events/link. */
export async function lifeEventLink(employerId: string, body: unknown): Promise<LifeEventLink> {
  const { data } = await adminCall(getRoute('post-life-event-link'), {
    params: { employerId },
    body: lifeEventLinkBody.parse(body),
  });
  return data;
}

/** POST .../life-events/review; the list and the tracker are read again after it. */
export async function reviewLifeEvent(employerId: string, body: unknown): Promise<ReviewedLifeEvent> {
  const { data } = await adminCall(getRoute('post-life-event-review'), {
    params: { employerId },
    body: lifeEventReviewBody.parse(body),
  });
  await dropChanged(employerLifeEventsQuery(employerId).queryKey, ['admin', 'tracker', employerId]);
  return data;
}
