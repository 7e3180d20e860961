/**
 * GET /api/USZipCounty/{zip}: every county of a 5-digit ZIP, with its city and state. Kept in the
 * query cache per ZIP (`zipCountiesQuery`): the profile, the shop and the cart ask for the
 * member's ZIP, and one request is enough.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../../shared/schemas/location';
import { apiRequest } from '../../lib/api-client';
import { ensureQuery } from './cached-read';

export type { Location };

/** The counties of `zip`, under the key ['zip-counties', zip]. */
export const zipCountiesQuery = (zip: string) =>
  queryOptions({
    queryKey: ['zip-counties', zip] as const,
    queryFn: async ({ signal }): Promise<Location[]> =>
      (await apiRequest('get-zip-county', { params: { zip }, signal })).locationlist,
  });

/** The counties of `zip` from the cache, fetched when missing (the profile's ZIP field, the cart). */
export function lookupZip(zip: string, signal?: AbortSignal): Promise<Location[]> {
  return ensureQuery(zipCountiesQuery(zip), signal);
}
