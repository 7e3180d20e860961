import * as z from 'zod/mini';
import { ok } from './common';

/** A county of a ZIP code (spec builder section 4, "Location (from zip)"). */
export const location = z.lazy(() =>
  z.object({
    countyname: z.string(),
    statename: z.string(),
    /** Two-letter state code. */
    state: z.string(),
    city: z.string(),
    /** Five digits. */
    zipcode: z.string(),
    /** Five-digit county FIPS code. */
    countycode: z.string(),
  }),
);
export type Location = z.infer<typeof location>;

/**
 * The ZIP as typed. Its rules (4 or 5 digits, a 4-digit ZIP padded) are checked by the domain
 * (shared/domain/location.ts) so that a bad ZIP gets the spec's own message.
 */
export const zipPath = z.lazy(() => z.strictObject({ zip: z.string() }));
/** Every county of the ZIP: several where the ZIP crosses county lines. */
export const locationResponse = z.lazy(() => ok({ locationlist: z.array(location) }));
