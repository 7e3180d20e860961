import { Field, FormError } from '../../../components/field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { commonTexts } from '../../../lib/texts';
import { newPasswordForm } from '../forms';
import { adminTexts } from '../texts';

export type NewPasswordSubmit = (password: string) => Promise<string | null | 'leaving'>;

/**
 * The new password twice, with the workforce pool's rule (features/admin/forms.ts): used by
 * /admin/set-password and the reset. `onSubmit` sends it and answers the message to show, or null.
 */
export function NewPasswordForm({
  idPrefix,
  submitLabel,
  onSubmit,
  children,
}: {
  idPrefix: string;
  submitLabel: string;
  onSubmit: NewPasswordSubmit;
  children?: React.ReactNode;
}) {
  const form = useSchemaForm({
    schema: newPasswordForm,
    initial: { password: '', confirm: '' },
    messages: {
      password: { required: adminTexts('fieldNeeded'), invalid: adminTexts('passwordRule') },
      confirm: { required: adminTexts('fieldNeeded') },
    },
  });
  const submit = form.handleSubmit(async ({ password, confirm }) => {
    if (password !== confirm) return form.setFieldError('confirm', adminTexts('passwordsDiffer'));
    const outcome = await onSubmit(password);
    if (outcome === 'leaving') return 'leaving';
    if (outcome) form.setFormError(outcome);
  });
  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={form.busy}>
      <FormError id={`${idPrefix}-error`} message={form.formError} />
      {children}
      <Field
        id={`${idPrefix}-password`}
        label={adminTexts('newPasswordLabel')}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
      <Field
        id={`${idPrefix}-confirm`}
        label={adminTexts('confirmPasswordLabel')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
      <button type="submit" className="button button--block" disabled={form.busy}>
        {form.busy ? commonTexts('loading') : submitLabel}
      </button>
    </form>
  );
}
