import type { Location } from '../../../../shared/schemas/location';
import type { Member } from '../../../../shared/schemas/member';
import { lookupZip } from './lookup-zip';

/**
 * GET /api/USZipCounty/{zip}: the member's county among the ZIP's counties (its FIPS code). The
 * ZIP's counties come from the query cache (lookup-zip.ts).
 */
export async function memberLocation(member: Member, signal?: AbortSignal): Promise<Location | null> {
  if (!member.postalcode) return null;
  const locationlist = await lookupZip(member.postalcode, signal);
  const county = member.county?.toLowerCase();
  return (
    locationlist.find((l) => l.countyname.toLowerCase() === county) ??
    (locationlist.length === 1 ? (locationlist[0] ?? null) : null)
  );
}
