/**
 * PUT /api/Member/Ssn: saves the caller's SSN alone (9 digits), from the member version the page
 * read (a stale one answers 409 with the reload message); the answer masks it. A write of the
 * /enrollment route's action: the member is read again after it, and shows the SSN's last four
 * digits.
 */
import { saveSsnBody } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../lib/api-client';
import { memberChanged } from './builder-context';

export async function saveSsn(body: unknown): Promise<void> {
  await apiRequest('put-member-ssn', { body: saveSsnBody.parse(body) });
  await memberChanged();
}
