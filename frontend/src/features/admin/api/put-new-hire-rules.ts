/**
 * PUT /api/admin/employers/{employerId}/new-hire-rules: sets when a new hire becomes eligible (the
 * first of the month after hire, or N days after it, at most 90) and how many days their window
 * stays open. The server asks for the days of a waiting period in days (400 naming `waitingDays`).
 */
import { newHireRulesBody, type NewHireRules } from '../../../../../shared/schemas/admin-window';
import { adminRequest } from './admin-request';

/** What the new-hire rules form submits to its route's action. */
export const saveNewHireRulesIntent = 'admin-save-new-hire-rules';

/** Sends the rules; answers them as stored. */
export async function putNewHireRules(employerId: string, body: unknown): Promise<NewHireRules> {
  const { data } = await adminRequest('put-new-hire-rules', {
    params: { employerId },
    body: newHireRulesBody.parse(body),
  });
  return data;
}
