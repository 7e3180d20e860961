import * as z from 'zod/mini';
import { guid, ok, storedDate } from './common';

export const dependent = z.lazy(() =>
  z.object({
    id: guid,
    memberid: guid,
    firstname: z.string(),
    lastname: z.string(),
    /** As saved: a date saved before the API checked dates is answered as it is (the form flags it). */
    dateofbirth: storedDate,
    gender: z.enum(['Male', 'Female']),
    relationship: z.enum(['spouse', 'child']),
    istobaccouser: z.enum(['true', 'false']),
    /** Last four digits only. */
    additionalid: z.nullable(z.string()),
  }),
);
/** The dependents, and the member version a next write of the household sends back. */
export const dependentsResponse = z.lazy(() => ok({ dependents: z.array(dependent), version: z.int() }));
export const dependentMemberPath = z.lazy(() => z.strictObject({ memberid: guid }));
export const dependentIdPath = z.lazy(() => z.strictObject({ id: guid }));
export type Dependent = z.infer<typeof dependent>;
