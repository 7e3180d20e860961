/**
 * Signed-in data of the builder frame: the caller's member (GET /api/Member/GetMember), the
 * employer of the visit (GET /api/Employer/{id}, the id the root loader remembers) and the orders
 * that say whether the member already enrolled. Loaded by the frame's route loaders through the
 * query cache (['member'], ['employer', id], ['orders']), so /profile and /enrollment share one
 * answer. A route action's write says what it changed (memberSaved, memberChanged) and the router
 * then runs the loaders again (lib/route-action.ts); steps read it with useBuilderContext().
 */
import { queryOptions } from '@tanstack/react-query';
import { redirect, useLoaderData } from 'react-router';
import { alreadyEnrolled, enrollmentPlanYear } from '../../../../shared/domain/enrollment-year';
import { paths } from '../../config/paths';
import { resolveEmployerId } from '../../lib/employer-id';
import { queryClient } from '../../lib/query-client';
import { readCached } from './cached-read';
import { findEmployer, type PublicEmployer } from './get-employer';
import { getMember, type Member } from './get-member';
import { getOrders } from './get-orders';

export interface BuilderContextData {
  member: Member;
  employer: PublicEmployer | null;
}

/** The signed-in member (one per session: a sign-out reloads the page and empties the cache). */
export const memberQuery = queryOptions({
  queryKey: ['member'] as const,
  queryFn: ({ signal }) => getMember(signal),
});

/** An employer's public fields, null when the API does not know it. */
export const employerQuery = (id: string) =>
  queryOptions({
    queryKey: ['employer', id] as const,
    queryFn: ({ signal }) => findEmployer(id, signal),
  });

/** The member's orders (the cart's authorization invalidates ['orders']). */
export const ordersQuery = queryOptions({
  queryKey: ['orders'] as const,
  queryFn: ({ signal }) => getOrders(signal),
});

/**
 * The member and the member's own employer. `hint` (the employer of the visit's link, or the one
 * the browser remembers) is read beside the member to save a round trip, and used only when it is
 * the member's employer (see memberEmployer in get-employer.ts).
 */
async function memberAndEmployer(hint: string | undefined, signal: AbortSignal): Promise<BuilderContextData> {
  const [member, hinted] = await Promise.all([
    readCached(memberQuery, signal),
    hint ? readCached(employerQuery(hint), signal) : null,
  ]);
  const employer =
    hinted && hinted.id === member.employer_id
      ? hinted
      : await readCached(employerQuery(member.employer_id), signal);
  return { member, employer };
}

/**
 * The calls go through lib/api-client.ts, where a 401 ends the session and goes to /login. A member
 * who already authorized the plan year the builder would enroll for is sent to /health-plan.
 */
export async function loadBuilderContext(request: Request): Promise<BuilderContextData> {
  const hint = resolveEmployerId(new URL(request.url).searchParams);
  const [context, orders] = await Promise.all([
    memberAndEmployer(hint, request.signal),
    readCached(ordersQuery, request.signal),
  ]);
  if (alreadyEnrolled(orders, enrollmentPlanYear(new Date(), context.employer?.edoc_period ?? 0)))
    throw redirect(paths.healthPlan);
  return context;
}

/**
 * A write answered the member (the profile's save): the cache holds that answer, so the loads that
 * follow (the revalidation, or Next to /enrollment) do not ask again for what they were just told.
 */
export function memberSaved(member: Member): void {
  queryClient.setQueryData(memberQuery.queryKey, member);
}

/**
 * A write changed the member on the server without answering it (the SSN, the PCP): the loads
 * that follow the write read it again.
 */
export async function memberChanged(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: memberQuery.queryKey });
}

export function useBuilderContext(): BuilderContextData {
  // The /profile and /enrollment route modules return this from their loaders.
  const data = useLoaderData<BuilderContextData | undefined>();
  if (!data) throw new Error('useBuilderContext is used outside the builder routes');
  return data;
}
