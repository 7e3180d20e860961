/**
 * The final thank-you modal (spec builder section 2), naming the employer account, with Close
 * Window. It opens once the server has answered the authorization; closing it goes on to
 * /welcome?authorize=true (the spec gives both orders; this one never leaves the employee on a
 * page that has not confirmed anything yet).
 */
import { cartTexts } from '../texts';
import { Modal } from '../../../components/modal';

export function ThankYouModal({
  open,
  employerName,
  emailSent,
  onClose,
}: {
  open: boolean;
  employerName: string;
  emailSent: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={cartTexts('thankYouTitle')} closeIcon={false}>
      <p className="cart-thanks__text">{cartTexts('thankYou', { employer: employerName })}</p>
      {emailSent ? <p>{cartTexts('thankYouEmailSent')}</p> : null}
      <div className="cart__actions">
        <button type="button" className="button" onClick={onClose}>
          {cartTexts('closeWindow')}
        </button>
      </div>
    </Modal>
  );
}
