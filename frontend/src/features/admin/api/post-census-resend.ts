/**
 * POST /api/admin/employers/{employerId}/census/resend: a fresh invitation link for employees on
 * the census who have not registered (the earlier link stops working). The route takes 100
 * e-mails a call: a longer choice is sent in parts, one after the other, and the counts added.
 */
import { censusResendBody } from '../../../../../shared/schemas/admin';
import { dropChanged } from '../../../lib/query-client';
import { adminRequest } from './admin-request';

/** The most e-mails one call of the route takes (shared/schemas/admin.ts `censusResendBody`). */
const PART = 100;

/** Sends `{ emails }`; answers how many new invitations went out. */
export async function resendInvitations(employerId: string, body: unknown): Promise<{ resent: number }> {
  const emails = (body as { emails?: unknown }).emails;
  if (!Array.isArray(emails) || emails.length === 0) throw new TypeError('No e-mails to send to');
  let resent = 0;
  for (let at = 0; at < emails.length; at += PART) {
    const { data } = await adminRequest('post-census-resend', {
      params: { employerId },
      body: censusResendBody.parse({ emails: emails.slice(at, at + PART) }),
    });
    resent += data.resent;
  }
  await dropChanged(['admin', 'tracker', employerId]);
  return { resent };
}
