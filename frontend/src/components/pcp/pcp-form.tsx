/**
 * The one 'Enter Additional Enrollment Information' form (spec builder sections 2 and 3): the
 * primary care physician's name and id, both required, and whether the employee is an existing
 * patient. The profile keeps the answers in its form (saved with the profile); the cart saves
 * them alone (PUT /api/Member/Pcp). Both check them with the rules of that request
 * (shared/schemas/member.ts `savePcpBody`), whose messages are the spec's.
 */
import { Button, Radio, RadioGroupField, TextField } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { componentTexts } from '../texts';
import { savePcpBody } from '../../../../shared/schemas/member';
import { formSchema } from '../form/schema-fields';
import { useSchemaForm, type SubmitOutcome } from '../form/use-schema-form';

export type ExistingPatient = '' | 'yes' | 'no';

export interface PcpAnswers {
  pcpname: string;
  pcpid: string;
  existingpatient: ExistingPatient;
}

/** The answers as the request takes them: trimmed texts, no answer as null. */
export interface PcpValues {
  pcpname: string;
  pcpid: string;
  existingpatient: 'yes' | 'no' | null;
}

const pcpFields = formSchema(savePcpBody, ['pcpname', 'pcpid']);

const starred = (text: string): ReactNode => `${text} *`;

export function PcpForm({
  initial,
  onSave,
  submitLabel,
  className,
  requiredLabel = starred,
  formError,
  errorClassName,
  actionsClassName,
  children,
}: {
  initial: PcpAnswers;
  /** Called with the checked answers; busy until it settles. */
  onSave: (values: PcpValues) => Promise<SubmitOutcome> | SubmitOutcome;
  submitLabel: string;
  className?: string;
  /** How a required field's label shows its asterisk (default: 'Name *'). */
  requiredLabel?: (text: string) => ReactNode;
  /** A message of the save (e.g. the server's), said under the fields. */
  formError?: string | null;
  errorClassName?: string;
  actionsClassName?: string;
  /** More actions beside the submit button (e.g. Cancel). */
  children?: ReactNode;
}) {
  const [existing, setExisting] = useState<ExistingPatient>(initial.existingpatient);
  const form = useSchemaForm({
    schema: pcpFields,
    initial: { pcpname: initial.pcpname, pcpid: initial.pcpid },
  });
  const submit = form.handleSubmit(({ pcpname, pcpid }) =>
    onSave({ pcpname, pcpid, existingpatient: existing || null }),
  );
  const textField = (name: 'pcpname' | 'pcpid', label: string) => {
    const f = form.field(name);
    return (
      <TextField
        label={requiredLabel(label)}
        name={f.name}
        value={f.value}
        onChange={f.onChange}
        isRequired={f.required}
        maxLength={f.maxLength}
        hasError={!!f.error}
        errorMessage={f.error}
      />
    );
  };
  return (
    <form className={className} onSubmit={(e) => void submit(e)} noValidate>
      {textField('pcpname', componentTexts('pcpName'))}
      {textField('pcpid', componentTexts('pcpId'))}
      <RadioGroupField
        legend={componentTexts('existingPatient')}
        name="existingpatient"
        direction="row"
        value={existing}
        onChange={(e) => setExisting(e.target.value as ExistingPatient)}
      >
        <Radio value="yes">{componentTexts('profileYes')}</Radio>
        <Radio value="no">{componentTexts('profileNo')}</Radio>
      </RadioGroupField>
      {formError ? (
        <p className={errorClassName} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={actionsClassName}>
        <Button type="submit" variation="primary" isLoading={form.busy}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </form>
  );
}
