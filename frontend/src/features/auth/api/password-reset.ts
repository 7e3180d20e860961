import { apiRequest } from '../../../lib/api-client';

/** The intents of the reset's two steps (lib/route-action.ts). */
export const sendResetCodeIntent = 'send-reset-code';
export const resetPasswordIntent = 'reset-password';

/** POST /api/Member/ForgotPassword: e-mails a reset code (answers success whether or not the account exists). */
export async function requestResetCode(email: string): Promise<void> {
  await apiRequest('post-forgot-password', { body: { email } });
}

/** POST /api/Member/ResetPassword: sets a new password with the e-mailed code. */
export async function resetPassword(email: string, code: string, password: string): Promise<void> {
  await apiRequest('post-reset-password', { body: { email, code, password } });
}
