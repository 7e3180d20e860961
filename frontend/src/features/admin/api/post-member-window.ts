/**
 * POST /api/admin/employers/{employerId}/member-windows: opens a window of one registered
 * employee's own for a plan year (a correction, a new hire's, a life event's) and answers it as
 * stored. The server's refusals: 400 naming a field (`hireDate`, `eventDate`, ...), 404 for an
 * e-mail no member of the employer registered with, 409 for a new hire without the employer's
 * rules, a window already passed or a life event more than 60 days ago.
 */
import type * as z from 'zod/mini';
import { memberWindowBody, type memberWindowResponse } from '../../../../../shared/schemas/admin-window';
import { adminRequest } from './admin-request';

/** A member window as the server answers it. */
export type OpenedMemberWindow = z.infer<typeof memberWindowResponse>['data'];

/** What the member window form submits to its route's action. */
export const openMemberWindowIntent = 'admin-open-member-window';

/** Sends the window's request; answers the window opened. */
export async function postMemberWindow(employerId: string, body: unknown): Promise<OpenedMemberWindow> {
  const { data } = await adminRequest('post-member-window', {
    params: { employerId },
    body: memberWindowBody.parse(body),
  });
  return data;
}
