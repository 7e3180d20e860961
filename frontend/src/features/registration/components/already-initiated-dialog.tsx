import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { deletePendingRegistration } from '../api/delete-pending';
import { findPendingRegistration, forgetPendingRegistration } from '../utils/pending-registrations';

export interface AlreadyInitiatedDialogProps {
  /** The e-mail that is already registered; null keeps the dialog closed. */
  email: string | null;
  employerId: string;
  onClose: () => void;
  onResetPassword: (email: string) => void;
}

/**
 * The 'already initiated' modal (spec portal section 2): use the password reset when the
 * confirmation e-mail has not arrived, or delete the pending registration when the e-mail was
 * wrong; deletion only from the browser that holds the registration's proof.
 */
export function AlreadyInitiatedDialog({
  email,
  employerId,
  onClose,
  onResetPassword,
}: AlreadyInitiatedDialogProps) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const pending = email ? findPendingRegistration(email) : undefined;

  async function remove() {
    if (!email || !pending || busy) return;
    setBusy(true);
    try {
      await deletePendingRegistration(pending.memberid, pending.proof);
      forgetPendingRegistration(email);
      setBusy(false);
      onClose();
      // spec section 4: successful deletion goes to /register?&employer_id={id}
      navigate(`${paths.register}?&employer_id=${encodeURIComponent(employerId)}`, {
        state: { notice: messages.pendingRegistrationDeleted },
      });
    } catch (err) {
      setBusy(false);
      showError(err instanceof ApiError && err.status === 429 ? err.message : messages.deletionFailed);
    }
  }

  return (
    <Modal open={email !== null} onClose={onClose} title={messages.alreadyInitiatedTitle}>
      <p>{messages.alreadyInitiatedText}</p>
      <div className="choice">
        <p>{messages.alreadyInitiatedResetHint}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => email && onResetPassword(email)}
          disabled={busy}
        >
          {messages.alreadyInitiatedResetAction}
        </button>
      </div>
      <div className="choice">
        <p>{messages.alreadyInitiatedDeleteHint}</p>
        {pending ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void remove()}
            disabled={busy}
          >
            {busy ? messages.loading : messages.alreadyInitiatedDeleteAction}
          </button>
        ) : (
          <p className="notice">{messages.alreadyInitiatedDeleteUnavailable}</p>
        )}
      </div>
    </Modal>
  );
}
