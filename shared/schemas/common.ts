import { z } from 'zod';

/** GUIDs as the spec's product uses them (the all-zero GUID is "empty"). */
export const guid = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'must be an id (GUID)',
  );

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const email = z.email('must be a valid e-mail address').max(254);

/** Error body: every non-2xx answer has this shape. */
export const errorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Envelope helper: success bodies carry `success: true` and named payload fields. */
export const ok = <T extends z.ZodRawShape>(shape: T) => z.object({ success: z.literal(true), ...shape });

export const noParams = z.strictObject({});
