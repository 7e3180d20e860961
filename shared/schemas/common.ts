import * as z from 'zod/mini';

/** GUIDs as the spec's product uses them (the all-zero GUID is "empty"). */
export const guid = z
  .string()
  .check(
    z.regex(
      /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
      'must be an id (GUID)',
    ),
  );

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'));

export const email = z.email('must be a valid e-mail address').check(z.maxLength(254));

/** Error body: every non-2xx answer has this shape. */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Envelope helper: success bodies carry `success: true` and named payload fields. */
export const ok = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

export const noParams = z.strictObject({});
