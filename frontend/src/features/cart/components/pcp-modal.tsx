/**
 * 'Add Primary Care Physician' in the cart opens the 'Enter Additional Enrollment Information'
 * modal (spec builder section 2): the one PCP form (components/pcp/pcp-form.tsx), saved alone
 * (PUT /api/Member/Pcp, through the /enrollment route's action) from the member version the cart
 * read: the rest of the member is not sent, so a profile saved in another tab is never overwritten;
 * a stale read answers 409 and its message (reload the page) is shown here.
 */
import { useState } from 'react';
import { cartTexts } from '../texts';
import { Modal } from '../../../components/modal';
import { PcpForm, type PcpValues } from '../../../components/pcp/pcp-form';
import { useSnackbar } from '../../../components/snackbar';
import { useRouteAction } from '../../../lib/route-action';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { componentTexts } from '../../../components/texts';
import { savePcpIntent } from '../api/intents';

export function PcpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { member } = useBuilderContext();
  const { showError, showInfo } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const savePcp = useRouteAction<void>(savePcpIntent);

  const save = async (values: PcpValues) => {
    const answer = await savePcp({ ...values, version: member.version });
    if (!answer.ok) {
      setError(answer.message);
      showError(answer.message);
      return;
    }
    setError(null);
    showInfo(cartTexts('pcpSaved'));
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} title={componentTexts('additionalInfoTitle')}>
      <PcpForm
        className="cart-pcp"
        initial={{
          pcpname: member.pcpname ?? '',
          pcpid: member.pcpid ?? '',
          existingpatient: member.existingpatient ?? '',
        }}
        onSave={save}
        submitLabel={componentTexts('profileSave')}
        formError={error}
        errorClassName="cart__error"
        actionsClassName="cart__actions"
      />
    </Modal>
  );
}
