import { apiRequest } from '../../../lib/api-client';

/** The intent of the Change Password form's submission (lib/route-action.ts). */
export const changePasswordIntent = 'change-password';

/** POST /api/changepassword: changes the signed-in member's password. */
export async function changePassword(currentpassword: string, newpassword: string): Promise<void> {
  await apiRequest('post-change-password', { body: { currentpassword, newpassword } });
}
