import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiTexts } from '../../../lib/api-texts';
import { registrationTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { paths } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import { deletePendingIntent } from '../api/delete-pending';
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
  // The delete is the action of the register route (app/routes/register.tsx).
  const deletePending = useRouteAction<null>(deletePendingIntent);

  async function remove() {
    if (!email || !pending || busy) return;
    setBusy(true);
    const answer = await deletePending({ params: { id: pending.memberid }, query: { proof: pending.proof } });
    setBusy(false);
    if (!answer.ok) {
      showError(answer.status === 429 ? answer.message : apiTexts().deletionFailed);
      return;
    }
    forgetPendingRegistration(email);
    onClose();
    // spec section 4: successful deletion goes to /register?&employer_id={id}
    navigate(`${paths.register}?&employer_id=${encodeURIComponent(employerId)}`, {
      state: { notice: registrationTexts('pendingRegistrationDeleted') },
    });
  }

  return (
    <Modal open={email !== null} onClose={onClose} title={registrationTexts('alreadyInitiatedTitle')}>
      <p>{registrationTexts('alreadyInitiatedText')}</p>
      <div className="choice">
        <p>{registrationTexts('alreadyInitiatedResetHint')}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => email && onResetPassword(email)}
          disabled={busy}
        >
          {registrationTexts('alreadyInitiatedResetAction')}
        </button>
      </div>
      <div className="choice">
        <p>{registrationTexts('alreadyInitiatedDeleteHint')}</p>
        {pending ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void remove()}
            disabled={busy}
          >
            {busy ? commonTexts('loading') : registrationTexts('alreadyInitiatedDeleteAction')}
          </button>
        ) : (
          <p className="notice">{registrationTexts('alreadyInitiatedDeleteUnavailable')}</p>
        )}
      </div>
    </Modal>
  );
}
