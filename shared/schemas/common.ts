/**
 * The schemas every family shares, and the rule every module of shared/schemas follows: a schema
 * at module level is `z.lazy(() => ...)`, built the first time something parses with it (or
 * reads its JSON Schema). Importing a family's route table then builds no schema at all, and a
 * Lambda container builds only the schemas of the routes it serves, when it serves them: zod's
 * constructors ran about 40 µs per schema object at a cold import, 300 objects in the member
 * family (docs/performance.md, fifth pass). tests/unit/schema-construction.test.ts holds it.
 */
import * as z from 'zod/mini';
import * as apiMessages from '../api-messages';
import { isCalendarDate, isDobInRange } from '../domain/calendar';
import { isPlainText } from '../domain/text';

/**
 * The check of every free-text field of a request: no control character, line break, lone
 * surrogate or bidirectional override (shared/domain/text.ts). `message` names the field where a
 * form shows it by a label (apiMessages.lastNameNotText); the API's answer also names it by path.
 * A function, not a schema: each field adds it to its own checks, after its trim.
 */
export const plainText = (message: string = apiMessages.notPlainText) =>
  z.refine<string>((value) => isPlainText(value), message);

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

/** The shape of a date (the JSON Schema and the OpenAPI document show it); the refinement checks the calendar. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one date type of every route's request: a real calendar date YYYY-MM-DD (2024-02-29 yes;
 * 2023-02-29, 2015-02-30 and 1980-13-45 no).
 */
export const isoDate = z.lazy(() =>
  z
    .string()
    .check(
      z.regex(ISO_DATE, apiMessages.notACalendarDate),
      z.refine(isCalendarDate, apiMessages.notACalendarDate),
    ),
);

/**
 * A date of birth: a real calendar date within DOB_MIN..today, with the spec's message
 * (spec builder section 5). The profile form checks with the same rule (isDobInRange).
 */
export const dateOfBirth = z.lazy(() =>
  z.string(apiMessages.dobRequired).check(
    z.minLength(1, apiMessages.dobRequired),
    z.regex(ISO_DATE, apiMessages.dobRange),
    z.refine((v) => isDobInRange(v), apiMessages.dobRange),
  ),
);

/**
 * A date as read back from storage, in a response: any text, shown as it is. A value saved before
 * the API checked dates must not make a read answer 500; the profile form flags it instead.
 */
export const storedDate = z.lazy(() => z.string());

export const email = z.lazy(() => z.email('must be a valid e-mail address').check(z.maxLength(254)));

/** Error body: every non-2xx answer has this shape. */
export const errorBody = z.lazy(() =>
  z.object({
    success: z.literal(false),
    /** In the language of the request's Accept-Language (English or Spanish). */
    message: z.string(),
    /**
     * The name of the shared/api-messages.ts text the message is (`loginFailed`), the same in every
     * language; absent when the message is no text of the API's.
     */
    code: z.optional(z.string()),
    requestId: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
);
export type ErrorBody = z.infer<typeof errorBody>;

/** Envelope helper: success bodies carry `success: true` and named payload fields. */
export const ok = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object({ success: z.literal(true), ...shape });

export const noParams = z.lazy(() => z.strictObject({}));

/**
 * The member version a page read (GET /api/Member/GetMember answers it as `version`): every member,
 * profile and dependent write sends it back, and lands only while the stored member is still at it
 * (409 otherwise), so a write from a stale page never overwrites a newer one.
 */
export const memberVersion = z.lazy(() =>
  z.int('must be the version the page read').check(z.minimum(0), z.maximum(1_000_000_000)),
);

/** DELETE routes send the version in the query: digits, read as `memberVersion`. */
export const memberVersionQuery = z.lazy(() =>
  z.strictObject({
    version: z.string().check(z.regex(/^\d{1,9}$/, 'must be the version the page read')),
  }),
);
