/** PUT /api/Member/Ssn: saves the caller's SSN alone (9 digits); the answer masks it. */
import { apiRequest } from '../../../lib/api-client';

export async function saveSsn(additionalid: string): Promise<void> {
  await apiRequest('put-member-ssn', { body: { additionalid } });
}
