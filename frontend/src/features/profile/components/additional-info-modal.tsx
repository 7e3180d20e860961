/**
 * 'Enter Additional Enrollment Information' (spec builder sections 2 and 3) on the profile: the one
 * PCP form (components/pcp/pcp-form.tsx). Done keeps the answers in the form; they are saved with
 * the profile.
 */
import { Button } from '@aws-amplify/ui-react';
import { profileTexts } from '../texts';
import { Modal } from '../../../components/modal';
import { PcpForm } from '../../../components/pcp/pcp-form';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';
import { componentTexts } from '../../../components/texts';

export function AdditionalInfoModal({
  api,
  open,
  onClose,
}: {
  api: ProfileFormApi;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={componentTexts('additionalInfoTitle')}>
      {/* Mounted while open only: each opening starts from the form's values. */}
      {open ? <AdditionalInfoForm api={api} onClose={onClose} /> : null}
    </Modal>
  );
}

function AdditionalInfoForm({ api, onClose }: { api: ProfileFormApi; onClose: () => void }) {
  const { form, setMember } = api;
  return (
    <PcpForm
      className="profile-additional"
      initial={{ pcpname: form.pcpname, pcpid: form.pcpid, existingpatient: form.existingpatient }}
      onSave={(values) => {
        setMember('pcpname', values.pcpname);
        setMember('pcpid', values.pcpid);
        setMember('existingpatient', values.existingpatient ?? '');
        onClose();
      }}
      submitLabel={profileTexts('profileDone')}
      requiredLabel={(text) => <RequiredLabel text={text} />}
      actionsClassName="profile-modal-actions"
    >
      <Button onClick={onClose}>{profileTexts('profileCancel')}</Button>
    </PcpForm>
  );
}
