import * as z from 'zod/mini';
import { guid, isoDate, ok } from './common';

export const dependent = z.object({
  id: guid,
  memberid: guid,
  firstname: z.string(),
  lastname: z.string(),
  dateofbirth: isoDate,
  gender: z.enum(['Male', 'Female']),
  relationship: z.enum(['spouse', 'child']),
  istobaccouser: z.enum(['true', 'false']),
  /** Last four digits only. */
  additionalid: z.nullable(z.string()),
});
export const dependentsResponse = ok({ dependents: z.array(dependent) });
export const dependentMemberPath = z.strictObject({ memberid: guid });
export const dependentIdPath = z.strictObject({ id: guid });
export const dependentBody = z.strictObject({
  id: guid,
  firstname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  dateofbirth: isoDate,
  gender: z.enum(['Male', 'Female']),
  relationship: z.enum(['spouse', 'child']),
  istobaccouser: z.enum(['true', 'false']),
  additionalid: z.string().check(z.regex(/^\d{9}$/, 'must be 9 digits')),
});
