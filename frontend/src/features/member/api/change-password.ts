import { apiRequest } from '../../../lib/api-client';

/** POST /api/changepassword: changes the signed-in member's password. */
export async function changePassword(currentpassword: string, newpassword: string): Promise<void> {
  await apiRequest('post-change-password', { body: { currentpassword, newpassword } });
}
