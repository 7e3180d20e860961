import { z } from 'zod';
import { ok } from './common';

export const location = z.object({
  countyname: z.string(),
  statename: z.string(),
  state: z.string(),
  city: z.string(),
  zipcode: z.string(),
  countycode: z.string(),
});
export const zipPath = z.strictObject({ zip: z.string().max(10) });
export const locationResponse = ok({ locationlist: z.array(location) });

