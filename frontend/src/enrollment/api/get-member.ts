/**
 * GET /api/Member/GetMember: the signed-in member, read through the query cache under ['member']
 * (memberQuery) by every loader that needs it (the builder frame, the pages after enrollment,
 * /change-password). One per session: a sign-out reloads the page and empties the cache.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Member } from '../../../../shared/schemas/member';
import { apiRequest } from '../../lib/api-client';
import { sessionStore } from '../../lib/session';

export type { Member };

/** GET /api/Member/GetMember: the signed-in member (the SSN masked to its last four digits). */
export async function getMember(signal?: AbortSignal): Promise<Member> {
  const { data } = await apiRequest('get-member', { signal });
  rememberTabMember(data);
  return data;
}

/**
 * The ids of the member this tab last read, kept with the session's tokens in session storage (so
 * a sign-out, which clears it, forgets them). A page loaded again in the tab (a reload, an address
 * typed or followed) asks for the member's employer and dependents beside the member instead of
 * one round trip after it (issue 41); the member's answer still decides which ones the page uses.
 */
const tabMemberKey = 'ichra.member.ids';

export interface TabMember {
  id: string;
  employerId: string;
}

/** The ids this tab remembered, when it has them and they are what it wrote. */
export function tabMember(): TabMember | undefined {
  try {
    const saved = JSON.parse(sessionStore()?.getItem(tabMemberKey) ?? 'null') as Partial<TabMember> | null;
    return typeof saved?.id === 'string' && typeof saved.employerId === 'string'
      ? { id: saved.id, employerId: saved.employerId }
      : undefined;
  } catch {
    return undefined;
  }
}

function rememberTabMember(member: Member): void {
  try {
    sessionStore()?.setItem(tabMemberKey, JSON.stringify({ id: member.id, employerId: member.employer_id }));
  } catch {
    // quota or privacy mode: the next page asks in turn, as without it
  }
}

/** The signed-in member in the query cache. */
export const memberQuery = queryOptions({
  queryKey: ['member'] as const,
  queryFn: ({ signal }) => getMember(signal),
});
