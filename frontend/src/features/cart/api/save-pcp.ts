/**
 * PUT /api/Member/Pcp: the primary care physician saved alone from the cart, from the member
 * version the cart read (the rest of the member is not sent, so a profile saved in another tab is
 * never overwritten; a stale read answers 409 with the reload message). A write of the
 * /enrollment route's action: the member is read again after it.
 */
import { savePcpBody } from '../../../../../shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';
import { memberChanged } from '../../../enrollment/api/builder-context';

export async function savePcp(body: unknown): Promise<void> {
  await apiRequest('put-member-pcp', { body: savePcpBody.parse(body) });
  await memberChanged();
}
