import type { Invitation } from '../../../../../shared/schemas/invitation';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The query parameter of an invitation link (`/register?employer_id=…&invite=<token>`, lambdas/rules/invitation-mail.ts). */
export const inviteQueryParam = 'invite';

/** An invitation as the form uses it: the token it sends back with the registration, and what it pre-fills. */
export interface RegistrationInvitation extends Invitation {
  token: string;
}

/**
 * GET /api/Invitation/{token}: the invited employee's name and e-mail, to pre-fill the form. A link
 * that is not valid (used, replaced, expired) answers null: the page then registers as from the
 * employer's own link, with the default class.
 */
export async function getInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<RegistrationInvitation | null> {
  try {
    const { data } = await apiRequest('get-invitation', { params: { token }, signal });
    return { ...data, token };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 400 || error.status === 404))
      return null;
    throw error;
  }
}
