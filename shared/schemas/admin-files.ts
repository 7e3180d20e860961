/**
 * The console's files (issue 39, item 5; shared/route-table/admin.ts): the payroll, 834 and status
 * files of an employer in the exports bucket, listed by period and carrier, produced on demand
 * with the same steps as the schedule and the command line (lambdas/exports/publish.ts), and
 * downloaded through a short-lived link. Files carrying SSNs (the 834) are listed, produced and
 * linked only for grants with `phi`.
 */
import * as z from 'zod/mini';
import { ok } from './common';

/** What a file is: the payroll deduction file, a carrier's 834, or the enrollment status CSV. */
export const fileKinds = ['payroll', '834', 'status'] as const;
export type FileKind = (typeof fileKinds)[number];

/** Whether a kind of file carries SSNs (only the 834 does): such files need a grant with `phi`. */
export const fileKindCarriesSsn = (kind: FileKind): boolean => kind === '834';

/** A pay period, the coverage month a file is of. */
const period = () => z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM'));

/**
 * A file's id: its key in the exports bucket, base64url (lambdas/admin/files.ts). Opaque to the
 * console; the server decodes it and checks it is one of the employer's files.
 */
export const fileId = () =>
  z
    .string()
    .check(z.minLength(1, 'is required'), z.maxLength(1400), z.regex(/^[A-Za-z0-9_-]+$/, 'is not a file'));

/** GET /api/admin/employers/{employerId}/files: one period's files, or (no period) every period's. */
export const filesQuery = z.lazy(() => z.strictObject({ period: z.optional(period()) }));
export type FilesQuery = z.infer<typeof filesQuery>;

/** One file of the exports bucket. */
export const exportFileEntry = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(fileKinds),
    period: z.string(),
    /** The carrier of an 834 (as its key names it); null for the payroll and status files. */
    carrier: z.nullable(z.string()),
    /** The file's name, as the download saves it. */
    name: z.string(),
    bytes: z.int(),
    /** When the stored bytes were written (ISO timestamp). */
    producedAt: z.string(),
    /** Whether the file carries SSNs (an 834). */
    ssn: z.boolean(),
  }),
);
export type ExportFileEntry = z.infer<typeof exportFileEntry>;

/** The files listed (newest period first) or produced. */
export const filesResponse = z.lazy(() => ok({ data: z.object({ files: z.array(exportFileEntry) }) }));

/** POST /api/admin/employers/{employerId}/files: produce the employer's file(s) of a kind for a period. */
export const produceFileBody = z.lazy(() => z.strictObject({ kind: z.enum(fileKinds), period: period() }));
export type ProduceFileBody = z.infer<typeof produceFileBody>;

/** POST /api/admin/employers/{employerId}/files/link: a download link for one of the employer's files. */
export const fileLinkBody = z.lazy(() => z.strictObject({ id: fileId() }));
export type FileLinkBody = z.infer<typeof fileLinkBody>;

/** How long a file's download link stays valid. */
export const FILE_LINK_SECONDS = 5 * 60;

export const fileLinkResponse = z.lazy(() =>
  ok({
    data: z.object({
      /** A pre-signed GET of the file, answered as an attachment with the file's name. */
      url: z.string(),
      /** When the link stops working (ISO timestamp). */
      expiresAt: z.string(),
    }),
  }),
);
