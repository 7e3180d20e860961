/**
 * The ICHRA notice's routes (shared/route-table/employer.ts; shared/domain/ichra-notice.ts): the
 * caller's notice, rendered by the server from the employer's terms, and its acknowledgment.
 */
import * as z from 'zod/mini';
import { LANGUAGES } from '../domain/language';
import * as apiMessages from '../api-messages';
import { ok } from './common';

const languageField = () => z.enum(LANGUAGES, apiMessages.languageUnsupported);

/** GET /api/IchraNotice?planYear=&language=: both optional (the plan year being enrolled; the member's language). */
export const noticeQuery = z.lazy(() =>
  z.strictObject({
    planYear: z.optional(z.string().check(z.regex(/^\d{4}$/, 'must be a plan year (YYYY)'))),
    language: z.optional(languageField()),
  }),
);

/** The version of a notice: the template's and a 16-hex-digit fingerprint. */
const noticeVersion = () =>
  z.string().check(z.regex(/^[a-z0-9-]{1,40}-[0-9a-f]{16}$/, 'must be the version of the notice shown'));

/** POST /api/IchraNotice/Acknowledgment: the notice the member read, by plan year, version and language. */
export const noticeAcknowledgmentBody = z.lazy(() =>
  z.strictObject({
    planYear: z.int().check(z.minimum(2000), z.maximum(2100)),
    /** Not `version`: that name is the member version's (decision 0019). */
    noticeVersion: noticeVersion(),
    language: languageField(),
  }),
);

export const noticeAcknowledgment = z.lazy(() =>
  z.object({
    version: z.string(),
    language: z.enum(LANGUAGES),
    acknowledgedAt: z.string(),
  }),
);

export const ichraNoticeContent = z.lazy(() =>
  z.object({
    version: z.string(),
    templateVersion: z.string(),
    language: z.enum(LANGUAGES),
    planYear: z.int(),
    className: z.string(),
    title: z.string(),
    intro: z.string(),
    sections: z.array(
      z.object({
        /** shared/domain/ichra-notice.ts noticeSectionIds (not imported: it would bring the notice's wording into every bundle). */
        id: z.string(),
        title: z.string(),
        paragraphs: z.array(z.string()),
        amounts: z.optional(z.array(z.object({ label: z.string(), cents: z.int(), text: z.string() }))),
      }),
    ),
    footer: z.string(),
    variesByAge: z.boolean(),
    variesByFamily: z.boolean(),
  }),
);
export type IchraNoticeContent = z.infer<typeof ichraNoticeContent>;

export const noticeResponse = z.lazy(() =>
  ok({ data: z.object({ notice: ichraNoticeContent, acknowledgment: z.nullable(noticeAcknowledgment) }) }),
);
export const noticeAcknowledgmentResponse = z.lazy(() => ok({ data: noticeAcknowledgment }));
