/**
 * 'Add Primary Care Physician' in the cart opens the 'Enter Additional Enrollment Information'
 * modal (spec builder section 2): PCP name, PCP id and the existing-patient answer, saved alone
 * (PUT /api/Member/Pcp) from the member version the cart read: the rest of the member is not sent,
 * so a profile saved in another tab is never overwritten; a stale read answers 409 and its message
 * (reload the page) is shown here.
 */
import { Button, Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../../shared/messages';
import { savePcpBody } from '../../../../../shared/schemas/member';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { useBuilderContext } from '../../../enrollment/api/builder-context';

export function PcpModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { member, reloadMember } = useBuilderContext();
  const { showError, showInfo } = useSnackbar();
  const [name, setName] = useState(member.pcpname ?? '');
  const [id, setId] = useState(member.pcpid ?? '');
  const [existing, setExisting] = useState<'yes' | 'no' | ''>(member.existingpatient ?? '');
  const [errors, setErrors] = useState<{ name?: string; id?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The request's own schema gives the field messages, as the server would.
    const check = savePcpBody.safeParse({
      pcpname: name,
      pcpid: id,
      existingpatient: existing || null,
      version: member.version,
    });
    if (!check.success) {
      const messageOf = (field: string) => check.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ name: messageOf('pcpname'), id: messageOf('pcpid') });
      return;
    }
    setBusy(true);
    try {
      await apiRequest('put-member-pcp', { body: check.data });
      setErrors({});
      reloadMember();
      showInfo(messages.pcpSaved);
      onClose();
    } catch (err) {
      const message = err instanceof ApiError ? err.message : messages.somethingWentWrong;
      setErrors({ form: message });
      showError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={messages.additionalInfoTitle}>
      <form className="cart-pcp" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={`${messages.pcpName} *`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hasError={!!errors.name}
          errorMessage={errors.name}
          isRequired
          maxLength={100}
        />
        <TextField
          label={`${messages.pcpId} *`}
          value={id}
          onChange={(e) => setId(e.target.value)}
          hasError={!!errors.id}
          errorMessage={errors.id}
          isRequired
          maxLength={50}
        />
        <RadioGroupField
          legend={messages.existingPatient}
          name="existingpatient"
          direction="row"
          value={existing}
          onChange={(e) => setExisting(e.target.value as 'yes' | 'no')}
        >
          <Radio value="yes">{messages.profileYes}</Radio>
          <Radio value="no">{messages.profileNo}</Radio>
        </RadioGroupField>
        {errors.form ? (
          <p className="cart__error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="cart__actions">
          <Button type="submit" variation="primary" isLoading={busy}>
            {messages.pcpSave}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
