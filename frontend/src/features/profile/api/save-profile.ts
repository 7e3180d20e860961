import type { SaveProfileBody } from '../../../../../shared/schemas/profile';
import { apiRequest, type ApiResponse } from '../../../lib/api-client';

export type SavedProfile = ApiResponse<'put-profile'>;

/**
 * PUT /api/Member/Profile: the member with the complete list of dependents, written by the
 * server in one transaction (a failure changes nothing).
 */
export async function saveProfile(body: SaveProfileBody, signal?: AbortSignal): Promise<SavedProfile> {
  return apiRequest('put-profile', { body, signal });
}
