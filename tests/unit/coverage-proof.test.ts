/**
 * The proof-of-coverage file rule (shared/domain/coverage-proof.ts), which the browser runs before
 * sending a file and the server after it arrived: the type comes from the first bytes only, and
 * the size limit is 10 MB exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROOF_MAX_BYTES,
  proofFileProblem,
  proofOpen,
  proofReminderDue,
  proofTypeOf,
  proofUploadAllowed,
} from '../../shared/domain/coverage-proof';

const bytes = (...b: number[]) => new Uint8Array(b);
const ascii = (s: string) => new TextEncoder().encode(s);

describe('proofTypeOf: the type from the magic numbers', () => {
  it.each([
    ['a PDF (%PDF-)', ascii('%PDF-1.7\n'), 'pdf'],
    ['a JPEG (FF D8 FF E0)', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'jpeg'],
    ['a JPEG with an EXIF marker (FF D8 FF E1)', bytes(0xff, 0xd8, 0xff, 0xe1), 'jpeg'],
    ['a PNG (its 8-byte signature)', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'png'],
  ])('recognises %s', (_, head, type) => {
    expect(proofTypeOf(head)).toBe(type);
  });

  it.each([
    ['a text file renamed .pdf', ascii('Insurance card: ABC123')],
    ['a PDF signature without its dash', ascii('%PDF1.7')],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['a GIF', ascii('GIF89a')],
    ['a ZIP (a .docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['an empty file', bytes()],
  ])('refuses %s', (_, head) => {
    expect(proofTypeOf(head)).toBeUndefined();
  });

  it('never recognises bytes that start with none of the three signatures', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 16 }), (head) => {
        const known = [
          ascii('%PDF-'),
          bytes(0xff, 0xd8, 0xff),
          bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
        ];
        const starts = known.some((sig) => head.length >= sig.length && sig.every((b, i) => head[i] === b));
        expect(proofTypeOf(head) !== undefined).toBe(starts);
      }),
    );
  });
});

describe('proofFileProblem: type and size together', () => {
  it('accepts a PDF, JPEG or PNG of 1 byte to exactly 10 MB', () => {
    expect(proofFileProblem({ bytes: 1, type: 'pdf' })).toBeNull();
    expect(proofFileProblem({ bytes: PROOF_MAX_BYTES, type: 'png' })).toBeNull();
    expect(PROOF_MAX_BYTES).toBe(10_485_760);
  });

  it('refuses one byte over 10 MB as too large, whatever its type', () => {
    expect(proofFileProblem({ bytes: PROOF_MAX_BYTES + 1, type: 'jpeg' })).toBe('too-large');
    expect(proofFileProblem({ bytes: PROOF_MAX_BYTES + 1, type: undefined })).toBe('too-large');
  });

  it('refuses an unknown type or an empty file as the wrong type', () => {
    expect(proofFileProblem({ bytes: 2_000, type: undefined })).toBe('wrong-type');
    expect(proofFileProblem({ bytes: 0, type: 'pdf' })).toBe('wrong-type');
  });
});

describe('when a proof may be uploaded, and who is reminded', () => {
  it('opens on the effective date, not the day before', () => {
    expect(proofOpen('2027-01-01', '2026-12-31')).toBe(false);
    expect(proofOpen('2027-01-01', '2027-01-01')).toBe(true);
  });

  it('allows a new upload unless approved, and reminds only while missing or rejected', () => {
    expect(['missing', 'pending', 'rejected', 'approved'].map((s) => proofUploadAllowed(s as never))).toEqual(
      [true, true, true, false],
    );
    expect(['missing', 'pending', 'rejected', 'approved'].map((s) => proofReminderDue(s as never))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
