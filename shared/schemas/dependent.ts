import * as z from 'zod/mini';
import { guid, isoDate, ok } from './common';

export const dependent = z.lazy(() =>
  z.object({
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
  }),
);
export const dependentsResponse = z.lazy(() => ok({ dependents: z.array(dependent) }));
export const dependentMemberPath = z.lazy(() => z.strictObject({ memberid: guid }));
export const dependentIdPath = z.lazy(() => z.strictObject({ id: guid }));
export type Dependent = z.infer<typeof dependent>;
