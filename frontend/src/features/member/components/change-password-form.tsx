import { useState } from 'react';
import { memberTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { changePasswordBody } from '../../../../../shared/schemas/member';
import { Field } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { NewPasswordFields, useNewPassword } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { useRouteAction } from '../../../lib/route-action';
import { changePasswordIntent } from '../api/change-password';
import { componentTexts } from '../../../components/texts';

/** The current password, with the rule of the change-password request (shared/schemas/member.ts). */
const currentPasswordField = formSchema(changePasswordBody, ['currentpassword']);

/**
 * Change Password: the current password and a new one with the rules of set-password. The change
 * is the action of its route (app/routes/change-password.tsx).
 */
export function ChangePasswordForm() {
  const { showError } = useSnackbar();
  const pair = useNewPassword();
  const form = useSchemaForm({
    schema: currentPasswordField,
    initial: { currentpassword: '' },
    messages: { currentpassword: { required: componentTexts('fieldRequired') } },
  });
  const { busy } = form;
  const [done, setDone] = useState(false);
  const sendChange = useRouteAction<null>(changePasswordIntent);

  const submit = form.handleSubmit(
    async ({ currentpassword }) => {
      const answer = await sendChange({ currentpassword, newpassword: pair.password });
      if (!answer.ok) {
        showError(answer.message);
        return;
      }
      form.reset();
      pair.reset();
      setDone(true);
    },
    () => {
      setDone(false);
      return pair.validate();
    },
  );

  return (
    <section className="card change-password" aria-labelledby="change-password-title">
      <h2 id="change-password-title">{componentTexts('changePasswordTitle')}</h2>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <Field
          id="change-current-password"
          label={memberTexts('currentPassword')}
          type={pair.visible ? 'text' : 'password'}
          autoComplete="current-password"
          disabled={busy}
          {...form.field('currentpassword')}
          name="current-password"
        />
        <NewPasswordFields idPrefix="change" state={pair} disabled={busy} />
        <p className="notice" role="status">
          {done ? memberTexts('passwordChanged') : null}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {busy ? commonTexts('loading') : componentTexts('changePasswordTitle')}
        </button>
      </form>
    </section>
  );
}
