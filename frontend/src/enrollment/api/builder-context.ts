/**
 * Signed-in data of the builder frame and the pages after enrollment: the caller's member
 * (get-member.ts), the member's own employer (get-employer.ts, the id the root loader remembers
 * as a hint) and the orders that say whether the member already enrolled (get-orders.ts). Read by
 * the route loaders through the query cache with the endpoints' shared options (['member'],
 * ['employer', id], ['orders']), so /profile, /enrollment, the pages after enrollment and
 * /change-password share one answer. A write says in the cache what it changed (memberSaved,
 * memberChanged); the router then runs the loaders again, which read the cache
 * (lib/route-action.ts). Steps read the frame's context with useBuilderContext().
 */
import { redirect, useLoaderData } from 'react-router';
import { alreadyEnrolled, enrollmentPlanYear } from '../../../../shared/domain/enrollment-year';
import { paths } from '../../config/paths';
import { resolveEmployerId } from '../../lib/employer-id';
import { dropChanged, queryClient } from '../../lib/query-client';
import { ensureQuery } from './cached-read';
import { employerQuery, type PublicEmployer } from './get-employer';
import { enrollmentWindowQuery, type EnrollmentGateAnswer } from './get-enrollment-window';
import { dependentsQuery, type ApiDependent } from './dependents';
import { memberQuery, tabMember, type Member } from './get-member';
import { ordersQuery } from './get-orders';

export interface BuilderContextData {
  member: Member;
  employer: PublicEmployer | null;
  /** Whether the member may elect now (issue 40): read by the builder's loader, not the profile's. */
  enrollment?: EnrollmentGateAnswer;
}

/**
 * The member and the member's own employer. The hint (the employer of the visit's link, or the one
 * the browser remembers) is read beside the member to save a round trip, and used only when it is
 * the member's employer: the settings that shape the builder (employeazecustomer, hsaonly,
 * edoc_period) must be those of the member's employer, wherever the member signed in from.
 */
export async function loadMemberAndEmployer(request: Request): Promise<BuilderContextData> {
  const { signal } = request;
  // The member's own employer, when this tab has read the member before, is the best hint.
  const hint = tabMember()?.employerId ?? resolveEmployerId(new URL(request.url).searchParams);
  const [member, hinted] = await Promise.all([
    ensureQuery(memberQuery, signal),
    hint ? ensureQuery(employerQuery(hint), signal) : null,
  ]);
  const employer =
    hinted && hinted.id === member.employer_id
      ? hinted
      : await ensureQuery(employerQuery(member.employer_id), signal);
  return { member, employer };
}

/**
 * The calls go through lib/api-client.ts, where a 401 ends the session and goes to /login. A member
 * who already authorized the plan year the builder would enroll for is sent to /health-plan.
 */
export async function loadBuilderContext(request: Request): Promise<BuilderContextData> {
  const [context, orders, enrollment] = await Promise.all([
    loadMemberAndEmployer(request),
    ensureQuery(ordersQuery, request.signal),
    ensureQuery(enrollmentWindowQuery, request.signal),
  ]);
  // In a window of the member's own the builder opens again, authorized or not (issue 40).
  if (
    enrollment.state !== 'member-window' &&
    alreadyEnrolled(orders, enrollmentPlanYear(new Date(), context.employer?.edoc_period ?? 0))
  )
    throw redirect(paths.healthPlan);
  return { ...context, enrollment };
}

/**
 * The member's saved dependents. When this tab has read the member before, they are asked for
 * beside the member, by the id it remembered; the member's answer decides: another id (a member
 * the tab no longer has) is asked for again, and a failed early read is no answer.
 */
export async function loadSavedDependents(signal: AbortSignal): Promise<ApiDependent[]> {
  const known = tabMember();
  const early = known ? ensureQuery(dependentsQuery(known.id), signal).catch(() => undefined) : undefined;
  const member = await ensureQuery(memberQuery, signal);
  if (known?.id === member.id) {
    const dependents = await early;
    if (dependents) return dependents;
  }
  return ensureQuery(dependentsQuery(member.id), signal);
}

/**
 * A write answered the member (the profile's save): the cache holds that answer, so the loads that
 * follow (the revalidation, or Next to /enrollment) do not ask again for what they were just told.
 */
export function memberSaved(member: Member): void {
  queryClient.setQueryData(memberQuery.queryKey, member);
}

/**
 * A write changed the member on the server without answering it (the SSN, the PCP): the entry is
 * dropped, and the loads that follow the write read it again.
 */
export async function memberChanged(): Promise<void> {
  await dropChanged(memberQuery.queryKey);
}

export function useBuilderContext(): BuilderContextData {
  // The /profile and /enrollment route modules return this from their loaders.
  const data = useLoaderData<BuilderContextData | undefined>();
  if (!data) throw new Error('useBuilderContext is used outside the builder routes');
  return data;
}
