/**
 * PUT /api/Member/Ssn: saves the caller's SSN alone (9 digits), from the member version the page
 * read (a stale one answers 409 with the reload message); the answer masks it.
 */
import { apiRequest } from '../../lib/api-client';

export async function saveSsn(additionalid: string, version: number): Promise<void> {
  await apiRequest('put-member-ssn', { body: { additionalid, version } });
}
