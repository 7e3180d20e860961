/**
 * Proof of individual health coverage (issue 40, item 3): the rules the browser and the server
 * both run. An ICHRA must verify that each participant is enrolled in individual health insurance
 * (or Medicare) for the plan year: a document from a third party, such as an insurance card or a
 * premium invoice, or the employee's attestation (29 CFR 2590.702-2(c)(5), 26 CFR 54.9802-4(c)(5)).
 * The portal collects such a document from the coverage's effective date and HR or the broker
 * reviews it; this module decides only what a file may be and when one may be uploaded.
 *
 * A file's type is read from its first bytes (the magic numbers), never from its name or the type
 * the browser reports: a text file renamed `.pdf` is refused.
 *
 * @example
 * const type = proofTypeOf(new Uint8Array(await file.slice(0, PROOF_SNIFF_BYTES).arrayBuffer()));
 * const problem = proofFileProblem({ bytes: file.size, type }); // 'wrong-type' | 'too-large' | null
 */

/** The largest proof accepted: 10 MB. The upload grant's POST policy and the confirmation both enforce it. */
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;

/** How many leading bytes identify a file's type (the longest signature, PNG's, is 8). */
export const PROOF_SNIFF_BYTES = 8;

/** The kinds of file a proof may be. */
export const proofFileTypes = ['pdf', 'jpeg', 'png'] as const;
export type ProofFileType = (typeof proofFileTypes)[number];

/** The MIME type each kind is stored and shown with. */
export const proofMimeTypes: Record<ProofFileType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What the file picker offers (a hint only: the content decides). */
export const proofAccept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** Each kind's leading bytes: `%PDF-` (ISO 32000), JPEG's SOI and a marker `FF D8 FF`, PNG's 8-byte signature. */
const signatures: ReadonlyArray<readonly [ProofFileType, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The kind of file whose first bytes these are, or undefined for anything else (an empty file too). */
export function proofTypeOf(head: Uint8Array): ProofFileType | undefined {
  for (const [type, signature] of signatures)
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return type;
  return undefined;
}

/** Why a file cannot be a proof: not a PDF, JPEG or PNG (or empty), or over 10 MB. */
export type ProofFileProblem = 'wrong-type' | 'too-large';

/**
 * The one rule on a proof file, for the browser before it sends it and the server after it
 * arrived: its size in bytes and the type its first bytes show. Size is checked first, so an
 * oversized file is named as such whatever it is.
 */
export function proofFileProblem(file: {
  bytes: number;
  type: ProofFileType | undefined;
}): ProofFileProblem | null {
  if (file.bytes > PROOF_MAX_BYTES) return 'too-large';
  if (file.bytes <= 0 || file.type === undefined) return 'wrong-type';
  return null;
}

/** Where a member's proof of a plan year stands. `missing`: nothing uploaded yet. */
export const proofStates = ['missing', 'pending', 'approved', 'rejected'] as const;
export type ProofState = (typeof proofStates)[number];

/** Whether a proof may be uploaded on `today` (YYYY-MM-DD) for coverage that starts on `effectiveDate`. */
export const proofOpen = (effectiveDate: string, today: string): boolean => today >= effectiveDate;

/** Whether a member in this state may upload (again): not once the proof is approved. */
export const proofUploadAllowed = (state: ProofState): boolean => state !== 'approved';

/** Whether a member in this state is reminded to upload: until a proof is approved, except while one waits for review. */
export const proofReminderDue = (state: ProofState): boolean => state === 'missing' || state === 'rejected';
