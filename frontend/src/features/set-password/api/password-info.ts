import { apiRequest } from '../../../lib/api-client';

/** GET /api/Member/GetMemberPasswordInfo: whether the e-mailed link is valid and the password still unset. */
export async function getPasswordInfo(id: string, token: string, signal?: AbortSignal) {
  const { data } = await apiRequest('get-password-info', { query: { id, token }, signal });
  return data;
}

/** The intent of the set-password form's submission (lib/route-action.ts). */
export const setPasswordIntent = 'set-password';

/** POST /api/Member/SetPassword: sets the first password with the link's one-time token. */
export async function setPassword(id: string, token: string, password: string): Promise<void> {
  await apiRequest('post-set-password', { body: { id, token, password } });
}
