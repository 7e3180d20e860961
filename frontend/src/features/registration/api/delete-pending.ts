import { apiRequest } from '../../../lib/api-client';

/** The intent of the 'already initiated' dialog's delete (lib/route-action.ts). */
export const deletePendingIntent = 'delete-pending-registration';

/** DELETE /api/Member/{id}?proof=...: deletes a pending registration, with the proof its registration returned. */
export async function deletePendingRegistration(memberid: string, proof: string): Promise<void> {
  await apiRequest('delete-pending', { params: { id: memberid }, query: { proof } });
}
