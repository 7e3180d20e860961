import { apiRequest } from '../../../lib/api-client';

/** PUT /api/Member/Ssn: the SSN popup saves the member's SSN alone (answered as its last four digits). */
export async function saveMemberSsn(ssn: string): Promise<void> {
  await apiRequest('put-member-ssn', { body: { additionalid: ssn } });
}
