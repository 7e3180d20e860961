/**
 * 'Enter Additional Enrollment Information' (spec builder sections 2 and 3): the primary care
 * physician's name and id (marked required) and whether the employee is an existing patient.
 * Done keeps the answers in the form; they are saved with the profile.
 */
import { Button, Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import type { YesNo } from '../profile-form';
import type { ProfileFormApi } from '../use-profile-form';
import { RequiredLabel } from './required-label';

interface Draft {
  pcpname: string;
  pcpid: string;
  existingpatient: YesNo;
}

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
    <Modal open={open} onClose={onClose} title={messages.additionalInfoTitle}>
      {/* Mounted while open only: each opening starts from the form's values. */}
      {open ? <AdditionalInfoForm api={api} onClose={onClose} /> : null}
    </Modal>
  );
}

function AdditionalInfoForm({ api, onClose }: { api: ProfileFormApi; onClose: () => void }) {
  const { form, setMember } = api;
  const [draft, setDraft] = useState<Draft>({
    pcpname: form.pcpname,
    pcpid: form.pcpid,
    existingpatient: form.existingpatient,
  });
  const [tried, setTried] = useState(false);
  const nameError = tried && !draft.pcpname.trim() ? messages.pcpNameRequired : undefined;
  const idError = tried && !draft.pcpid.trim() ? messages.pcpIdRequired : undefined;
  return (
    <form
      className="profile-additional"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!draft.pcpname.trim() || !draft.pcpid.trim()) return;
        setMember('pcpname', draft.pcpname.trim());
        setMember('pcpid', draft.pcpid.trim());
        setMember('existingpatient', draft.existingpatient);
        onClose();
      }}
    >
      <TextField
        label={<RequiredLabel text={messages.pcpName} />}
        name="pcpname"
        isRequired
        value={draft.pcpname}
        hasError={!!nameError}
        errorMessage={nameError}
        onChange={(e) => setDraft({ ...draft, pcpname: e.target.value })}
      />
      <TextField
        label={<RequiredLabel text={messages.pcpId} />}
        name="pcpid"
        isRequired
        value={draft.pcpid}
        hasError={!!idError}
        errorMessage={idError}
        onChange={(e) => setDraft({ ...draft, pcpid: e.target.value })}
      />
      <RadioGroupField
        legend={messages.existingPatient}
        name="existingpatient"
        direction="row"
        value={draft.existingpatient}
        onChange={(e) => setDraft({ ...draft, existingpatient: e.target.value as YesNo })}
      >
        <Radio value="yes">{messages.profileYes}</Radio>
        <Radio value="no">{messages.profileNo}</Radio>
      </RadioGroupField>
      <div className="profile-modal-actions">
        <Button type="submit" variation="primary">
          {messages.profileDone}
        </Button>
        <Button onClick={onClose}>{messages.profileCancel}</Button>
      </div>
    </form>
  );
}
