import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/Member/{id}?proof=...: deletes a pending registration, with the proof its registration returned. */
export async function deletePendingRegistration(memberid: string, proof: string): Promise<void> {
  await apiRequest('delete-pending', { params: { id: memberid }, query: { proof } });
}
