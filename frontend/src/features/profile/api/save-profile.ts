/**
 * PUT /api/Member/Profile: the member with the complete list of dependents, written by the server
 * in one transaction (a failure changes nothing). A write of the /profile route's action: what it
 * changed is said from its answer (the saved member and dependents go in the query cache and the
 * builder store), so the pages that follow do not ask for them again.
 */
import { redirect } from 'react-router';
import { saveProfileBody } from '../../../../../shared/schemas/profile';
import { paths } from '../../../config/paths';
import { apiRequest, type ApiResponse } from '../../../lib/api-client';
import { memberSaved } from '../../../enrollment/api/builder-context';
import { dependentsSaved } from '../../../enrollment/api/dependents';

export type SavedProfile = ApiResponse<'put-profile'>;

/** The intents of the profile's submissions (lib/route-action.ts): Save stays, Next goes on. */
export const profileIntents = { save: 'save-profile', next: 'save-profile-and-continue' } as const;

export async function saveProfile(body: unknown): Promise<SavedProfile> {
  const saved = await apiRequest('put-profile', { body: saveProfileBody.parse(body) });
  memberSaved(saved.data);
  dependentsSaved(saved.data.id, saved.dependents);
  return saved;
}

/** Next: the profile saved, the builder's first sub-step (its loader reads the saved member from the cache). */
export async function saveProfileAndContinue(body: unknown): Promise<never> {
  await saveProfile(body);
  throw redirect(`${paths.enrollment}/contributions`);
}
