import type { Location } from '../../../../shared/schemas/location';
import { apiRequest } from '../../lib/api-client';
import { remembered } from '../../lib/memo';

export type { Location };

/**
 * GET /api/USZipCounty/{zip}: every county of a 5-digit ZIP, with its city and state. Kept a few
 * minutes per ZIP (lib/memo.ts): the profile, the shop and the cart ask for the member's ZIP.
 */
export const lookupZip: (zip: string) => Promise<Location[]> = remembered(
  async (zip: string) => (await apiRequest('get-zip-county', { params: { zip } })).locationlist,
  (zip) => zip,
);
