/**
 * The schemas every family shares, and the rule every module of shared/schemas follows: a schema
 * at module level is `z.lazy(() => ...)`, built the first time something parses with it (or
 * reads its JSON Schema). Importing a family's route table then builds no schema at all, and a
 * Lambda container builds only the schemas of the routes it serves, when it serves them: zod's
 * constructors ran about 40 µs per schema object at a cold import, 300 objects in the member
 * family (docs/performance.md, fifth pass). tests/unit/schema-construction.test.ts holds it.
 */
import * as z from 'zod/mini';

/** GUIDs as the spec's product uses them (the all-zero GUID is "empty"). */
export const guid = z.lazy(() =>
  z
    .string()
    .check(
      z.regex(
        /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
        'must be an id (GUID)',
      ),
    ),
);

export const isoDate = z.lazy(() =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')),
);

export const email = z.lazy(() => z.email('must be a valid e-mail address').check(z.maxLength(254)));

/** Error body: every non-2xx answer has this shape. */
export const errorBody = z.lazy(() =>
  z.object({
    success: z.literal(false),
    message: z.string(),
    requestId: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

/** Envelope helper: success bodies carry `success: true` and named payload fields. */
export const ok = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

export const noParams = z.lazy(() => z.strictObject({}));
