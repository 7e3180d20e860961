/**
 * 'Add Primary Care Physician' in the cart opens the 'Enter Additional Enrollment Information'
 * modal (spec builder section 2): PCP name, PCP id and the existing-patient answer, saved with
 * the member's own fields (PUT /api/Member; the SSN on file is kept by leaving it out).
 */
import { Button, Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { useSnackbar } from '../../../components/snackbar';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { useBuilderContext } from '../../builder/api/builder-context';

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
    const found = {
      name: name.trim() ? undefined : messages.pcpNameRequired,
      id: id.trim() ? undefined : messages.pcpIdRequired,
    };
    if (found.name || found.id) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await apiRequest('put-member', {
        body: {
          member: {
            firstname: member.firstname,
            lastname: member.lastname,
            address1: member.address1 ?? '',
            address2: member.address2,
            phonenumber: member.phonenumber ?? '',
            postalcode: member.postalcode ?? '',
            city: member.city ?? '',
            county: member.county ?? '',
            stateorprovince: member.stateorprovince ?? '',
            birthdate: member.birthdate ?? '',
            gender: member.gender ?? ('' as 'Male'),
            istobaccouser: member.istobaccouser ?? ('' as 'No'),
            pcpname: name.trim(),
            pcpid: id.trim(),
            existingpatient: existing || null,
          },
        },
      });
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
