/**
 * The tracker's proof of coverage cell (issue 40, item 3): the state of an enrolled employee's
 * proof, and for an uploaded one a Review button that opens the review: View (a five-minute link,
 * opened in a new tab, where the browser shows the PDF or image inline), Approve, or Reject with a
 * reason the employee reads. A review reloads the tracker's rows.
 */
import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { PROOF_REASON_MAX } from '../../../../../shared/schemas/coverage-proof';
import type { ProofState } from '../../../../../shared/domain/coverage-proof';
import { ApiError } from '../../../lib/api-client';
import { commonTexts } from '../../../lib/texts';
import { proofLink, reviewProof } from '../api/post-proof';
import { adminTexts } from '../texts';

const proofLabels: Record<ProofState, () => string> = {
  missing: () => adminTexts('proofMissing'),
  pending: () => adminTexts('proofPending'),
  approved: () => adminTexts('proofApproved'),
  rejected: () => adminTexts('proofRejected'),
};

/** An employee's proof state in the page's language; '' when no proof is asked of them. */
export const proofLabel = (state: ProofState | null | undefined): string =>
  state ? proofLabels[state]() : '';

const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : commonTexts('somethingWentWrong'));

export function ProofCell({
  employerId,
  planYear,
  memberId,
  name,
  state,
}: {
  employerId: string;
  planYear: number;
  memberId: string;
  name: string;
  state: ProofState | null | undefined;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!state) return null;
  const reviewable = state === 'pending';

  async function view() {
    setError(null);
    // The tab is opened on the click itself (a popup blocker allows that), then sent to the link.
    const tab = window.open('', '_blank');
    try {
      const link = await proofLink(employerId, memberId, planYear);
      setUploadId(link.uploadId);
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
    } catch (e) {
      tab?.close();
      setError(messageOf(e));
    }
  }

  async function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && reason.trim() === '') {
      setError(adminTexts('proofReasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The upload reviewed is the one last viewed; without a view, the one the link names now.
      const upload = uploadId ?? (await proofLink(employerId, memberId, planYear)).uploadId;
      await reviewProof(employerId, {
        memberId,
        planYear,
        uploadId: upload,
        decision,
        ...(decision === 'reject' ? { reason: reason.trim() } : {}),
      });
      setOpen(false);
      await revalidator.revalidate();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-proof">
      <span>{proofLabel(state)}</span>
      {state !== 'missing' && (
        <Button
          size="small"
          variation="link"
          aria-expanded={open}
          aria-controls={`${id}-review`}
          onClick={() => setOpen((o) => !o)}
        >
          {adminTexts('proofReview', { name })}
        </Button>
      )}
      {open && (
        <div
          id={`${id}-review`}
          className="admin-proof__review"
          role="group"
          aria-label={adminTexts('proofReviewOf', { name })}
        >
          <Button size="small" onClick={() => void view()}>
            {adminTexts('proofView')}
          </Button>
          {reviewable && (
            <>
              <Button
                size="small"
                variation="primary"
                isDisabled={busy}
                onClick={() => void decide('approve')}
              >
                {adminTexts('proofApprove')}
              </Button>
              <TextAreaField
                label={adminTexts('proofReasonLabel')}
                descriptiveText={adminTexts('proofReasonHint')}
                value={reason}
                maxLength={PROOF_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
              />
              <Button
                size="small"
                variation="destructive"
                isDisabled={busy}
                onClick={() => void decide('reject')}
              >
                {adminTexts('proofReject')}
              </Button>
            </>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
