import type { Location } from '../../../../../shared/schemas/location';
import { apiRequest } from '../../../lib/api-client';

export type { Location };

/** GET /api/USZipCounty/{zip}: every county of a 5-digit ZIP, with its city and state. */
export async function lookupZip(zip: string, signal?: AbortSignal): Promise<Location[]> {
  const { locationlist } = await apiRequest('get-zip-county', { params: { zip }, signal });
  return locationlist;
}
