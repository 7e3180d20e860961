/**
 * PUT /api/admin/employers/{employerId}/windows: sets the enrollment window of a plan year. The
 * body is checked with the rule the form shows (`enrollmentWindow`: it closes on or after it
 * opens); the server checks it again and answers 400 `adminWindowClosesBeforeOpens` otherwise.
 */
import { enrollmentWindow, type EnrollmentWindow } from '../../../../../shared/schemas/admin-window';
import { adminRequest } from './admin-request';

/** What the window editor's form submits to its route's action. */
export const saveWindowIntent = 'admin-save-window';

/** Sends the window; answers it as stored. */
export async function putWindow(employerId: string, body: unknown): Promise<EnrollmentWindow> {
  const { data } = await adminRequest('put-window', {
    params: { employerId },
    body: enrollmentWindow.parse(body),
  });
  return data;
}
