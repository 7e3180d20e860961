/**
 * Proof of coverage on /welcome (issue 40, item 3): the section's states (missing, pending,
 * approved, rejected with HR's reason, not open before the effective date) and its upload. The
 * browser refuses a file that is not a PDF, JPEG or PNG by its content, or is over 10 MB, with the
 * server's own messages (in Spanish too) and sends nothing; a PNG is posted to the grant's URL with
 * the grant's fields first and the file last, then confirmed; a refusal of the server is shown.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import type { ProofStatus } from '../../shared/schemas/coverage-proof';
import { CoverageProofSection } from '../../frontend/src/features/welcome/components/coverage-proof-section';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { failure, serveApi, type ApiCall } from './support';

const uploadId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const bucketUrl = 'https://member-files.s3.us-east-1.amazonaws.com/';

const status = (over: Partial<ProofStatus> = {}): ProofStatus => ({
  planYear: 2027,
  effectiveDate: '2027-01-01',
  open: true,
  state: 'missing',
  fileType: null,
  uploadId: null,
  uploadedAt: null,
  reviewedAt: null,
  reason: null,
  ...over,
});

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'card.png', {
    type: 'image/png',
  });

/** The API, and the bucket's POST answered 204; answers each form posted to the bucket with its entries. */
function serve(
  confirm: () => { status?: number; body: unknown } = () => ({
    body: { success: true, data: status({ state: 'pending', fileType: 'png', uploadId }) },
  }),
) {
  const calls: ApiCall[] = serveApi({
    'post-proof-upload': () => ({
      body: {
        success: true,
        data: {
          url: bucketUrl,
          fields: { key: `m/proof/2027/${uploadId}`, Policy: 'cG9saWN5', 'X-Amz-Signature': 'sig' },
          uploadId,
          maxBytes: PROOF_MAX_BYTES,
          expiresAt: '2027-02-03T12:05:00.000Z',
        },
      },
    }),
    'post-proof-confirm': confirm,
  });
  const api = globalThis.fetch;
  const posted: Array<[string, FormDataEntryValue][]> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    if (String(input) === bucketUrl) {
      posted.push([...(init.body as FormData).entries()]);
      return new Response(null, { status: 204 });
    }
    return api(input, init);
  });
  return { calls, posted };
}

async function choose(file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText(welcomeTexts('proofFileLabel')), file);
  await user.click(screen.getByRole('button', { name: welcomeTexts('proofUpload') }));
}

describe('proof of coverage on /welcome', () => {
  it('uploads a PNG: the grant, the form to the bucket (fields first, the file last), the confirmation; then pending', async () => {
    const { calls, posted } = serve();
    render(<CoverageProofSection initial={status()} />);
    expect(screen.getByText(welcomeTexts('proofMissing'))).toBeTruthy();
    await choose(png());
    expect(await screen.findByText(welcomeTexts('proofPending'))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(welcomeTexts('proofSent'));
    expect(calls.map((c) => c.handler)).toEqual(['post-proof-upload', 'post-proof-confirm']);
    expect(calls[1]?.body).toEqual({ uploadId });
    expect(posted).toHaveLength(1);
    const entries = posted[0] ?? [];
    expect(entries.map(([k]) => k)).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect((entries[3]?.[1] as File).name).toBe('card.png');
  });

  it('refuses a text file renamed .pdf in the browser, with the server’s message, sending nothing', async () => {
    const { calls, posted } = serve();
    render(<CoverageProofSection initial={status()} />);
    await choose(new File(['My insurance card number is ABC-123'], 'card.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(apiMessages.proofWrongType);
    expect(calls).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('refuses a file over 10 MB in the browser, sending nothing', async () => {
    const { calls } = serve();
    render(<CoverageProofSection initial={status()} />);
    const big = new Uint8Array(PROOF_MAX_BYTES + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    await choose(new File([big], 'big.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(apiMessages.proofTooLarge);
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal and keeps the state as it was", async () => {
    serve(() => failure(400, apiMessages.proofWrongType));
    render(<CoverageProofSection initial={status()} />);
    await choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(apiMessages.proofWrongType);
    expect(screen.getByText(welcomeTexts('proofMissing'))).toBeTruthy();
  });

  it("shows HR's reason after a rejection and offers another upload", () => {
    render(
      <CoverageProofSection
        initial={status({ state: 'rejected', reason: 'The card is for 2026.', uploadId })}
      />,
    );
    expect(screen.getByText(welcomeTexts('proofRejected'))).toBeTruthy();
    expect(screen.getByText(/The card is for 2026\./)).toBeTruthy();
    expect(screen.getByLabelText(welcomeTexts('proofFileAgainLabel'))).toBeTruthy();
  });

  it('offers no upload once approved, nor before the effective date, which it names', () => {
    const { unmount } = render(<CoverageProofSection initial={status({ state: 'approved', uploadId })} />);
    expect(screen.getByText(welcomeTexts('proofApproved'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: welcomeTexts('proofUpload') })).toBeNull();
    unmount();
    render(<CoverageProofSection initial={status({ open: false, effectiveDate: '2027-03-01' })} />);
    expect(screen.getByText(welcomeTexts('proofFrom', { date: '2027-03-01' }))).toBeTruthy();
    expect(screen.queryByRole('button', { name: welcomeTexts('proofUpload') })).toBeNull();
  });

  describe('in Spanish', () => {
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('refuses a wrong file with the Spanish message', async () => {
      await activateLocale('es', { remember: false });
      serve();
      render(<CoverageProofSection initial={status()} />);
      await choose(new File(['GIF89a....'], 'card.png', { type: 'image/png' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(apiMessagesEs.proofWrongType));
    });
  });
});
