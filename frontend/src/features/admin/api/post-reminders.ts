/**
 * POST /api/admin/employers/{employerId}/reminders: reminds the named employees (by e-mail), or
 * all who have not authorized, and answers how many were reminded now and how many were skipped
 * (reminded less than 48 hours ago; authorized already or not on this employer).
 */
import { remindersBody, type RemindersResult } from '../../../../../shared/schemas/admin-window';
import { adminRequest } from './admin-request';

export type { RemindersResult };

/** What the tracker's Remind buttons submit to its route's action. */
export const remindIntent = 'admin-remind';

/** Sends `{ emails }` or `{ all: true }`. */
export async function postReminders(employerId: string, body: unknown): Promise<RemindersResult> {
  const { data } = await adminRequest('post-reminders', {
    params: { employerId },
    body: remindersBody.parse(body),
  });
  return data;
}
