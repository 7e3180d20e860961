/**
 * Signed-in data of the builder frame: the caller's member (GET /api/Member/GetMember) and the
 * employer of the visit (GET /api/Employer/{id}, the id the root loader remembers). Loaded by the
 * frame's route loaders; steps read it with useBuilderContext().
 */
import { useCallback } from 'react';
import { redirect, useLoaderData, useRevalidator } from 'react-router';
import { alreadyEnrolled, enrollmentPlanYear } from '../../../../shared/domain/enrollment-year';
import { paths } from '../../config/paths';
import { getOrders } from './get-orders';
import { resolveEmployerId } from '../../lib/employer-id';
import { memberEmployer, type PublicEmployer } from './get-employer';
import { getMember, type Member } from './get-member';

export interface BuilderContextData {
  member: Member;
  employer: PublicEmployer | null;
}

/**
 * The calls go through lib/api-client.ts, where a 401 ends the session and goes to /login. A member
 * who already authorized the plan year the builder would enroll for is sent to /health-plan.
 */
export async function loadBuilderContext(request: Request): Promise<BuilderContextData> {
  const handed = handoff;
  handoff = null;
  if (handed && handed.until > Date.now()) return handed.data;
  const hint = resolveEmployerId(new URL(request.url).searchParams);
  const memberCall = getMember(request.signal);
  const [member, employer, orders] = await Promise.all([
    memberCall,
    memberEmployer(memberCall, hint, request.signal),
    getOrders(request.signal),
  ]);
  if (alreadyEnrolled(orders, enrollmentPlanYear(new Date(), employer?.edoc_period ?? 0)))
    throw redirect(paths.healthPlan);
  return { member, employer };
}

let handoff: { data: BuilderContextData; until: number } | null = null;

/**
 * The member the profile has just saved (the save answers it) and the employer already loaded,
 * for the sub-step flow's first load: Next goes from /profile to /enrollment without asking again
 * for what it has just been told. Used once, and only within a minute.
 */
export function handOffBuilderContext(data: BuilderContextData): void {
  handoff = { data, until: Date.now() + 60_000 };
}

export function useBuilderContext(): BuilderContextData & { reloadMember(): void } {
  // The /profile and /enrollment route modules return this from their loaders.
  const data = useLoaderData<BuilderContextData | undefined>();
  const { revalidate } = useRevalidator();
  const reloadMember = useCallback(() => void revalidate(), [revalidate]);
  if (!data) throw new Error('useBuilderContext is used outside the builder routes');
  return { ...data, reloadMember };
}
