/**
 * Proof of coverage on /welcome (issue 40, item 3): where the employee's proof of the plan year
 * stands, HR's reason when it was rejected, and, from the coverage's effective date until it is
 * approved, a file field to upload a PDF, JPEG or PNG of at most 10 MB (an insurance card or a
 * premium invoice: 29 CFR 2590.702-2(c)(5)). The file is checked here with the server's own rule
 * before it is sent, then posted straight to storage (api/coverage-proof.ts).
 */
import { useId, useState, type FormEvent } from 'react';
import { proofAccept, proofUploadAllowed } from '../../../../../shared/domain/coverage-proof';
import { ApiError } from '../../../lib/api-client';
import { commonTexts } from '../../../lib/texts';
import { proofFileMessage, uploadProof, type ProofStatus } from '../api/coverage-proof';
import { welcomeTexts } from '../texts';

const stateText = (state: ProofStatus['state']): string =>
  ({
    missing: welcomeTexts('proofMissing'),
    pending: welcomeTexts('proofPending'),
    approved: welcomeTexts('proofApproved'),
    rejected: welcomeTexts('proofRejected'),
  })[state];

export function CoverageProofSection({ initial }: { initial: ProofStatus }) {
  const id = useId();
  const [status, setStatus] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const canUpload = status.open && proofUploadAllowed(status.state);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSent(false);
    if (!file) {
      setError(welcomeTexts('proofChooseFile'));
      return;
    }
    const refused = await proofFileMessage(file);
    if (refused) {
      setError(refused);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setStatus(await uploadProof(file));
      setFile(null);
      setSent(true);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : commonTexts('somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="welcome-proof" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{welcomeTexts('proofHeading')}</h2>
      <p>{welcomeTexts('proofIntro', { year: status.planYear })}</p>
      <p className="welcome-proof__state">
        {welcomeTexts('proofStateLabel')} <strong>{stateText(status.state)}</strong>
      </p>
      {status.state === 'rejected' && status.reason ? (
        <p className="welcome-proof__reason">
          {welcomeTexts('proofReasonLabel')} {status.reason}
        </p>
      ) : null}
      {sent ? <p role="status">{welcomeTexts('proofSent')}</p> : null}
      {!status.open ? (
        <p>{welcomeTexts('proofFrom', { date: status.effectiveDate })}</p>
      ) : canUpload ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={`${id}-file`}>
            {status.state === 'missing'
              ? welcomeTexts('proofFileLabel')
              : welcomeTexts('proofFileAgainLabel')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={proofAccept}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setError(null);
            }}
          />
          <p id={`${id}-hint`} className="welcome-proof__hint">
            {welcomeTexts('proofHint')}
          </p>
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? welcomeTexts('proofUploading') : welcomeTexts('proofUpload')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
