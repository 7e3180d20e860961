import type { Member } from '../../../../shared/schemas/member';
import { apiRequest } from '../../lib/api-client';

export type { Member };

/** GET /api/Member/GetMember: the signed-in member (the SSN masked to its last four digits). */
export async function getMember(signal?: AbortSignal): Promise<Member> {
  const { data } = await apiRequest('get-member', { signal });
  return data;
}
