import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginBody } from '../../../../../shared/schemas/auth';
import { Field, FormError } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { componentTexts } from '../../../components/texts';
import { adminPaths } from '../../../config/paths';
import { commonTexts } from '../../../lib/texts';
import { useRouteAction } from '../../../lib/route-action';
import { adminIntents } from '../api/intents';
import { resetForm } from '../forms';
import { adminTexts } from '../texts';
import { NewPasswordForm } from './new-password-form';

const emailField = formSchema(loginBody, ['email']);

const emailOf = (state: unknown): string =>
  state && typeof state === 'object' && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

/**
 * /admin/forgot-password: the workforce pool's own reset (ForgotPassword, then the e-mailed code
 * with the new password), whether or not the address has an account (the page never says).
 */
export function AdminForgotPasswordPage() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sendCode = useRouteAction<null>(adminIntents.sendResetCode);
  const reset = useRouteAction<null>(adminIntents.reset);
  const emailForm = useSchemaForm({
    schema: emailField,
    initial: { email: emailOf(state as unknown) },
    trimmed: ['email'],
    messages: {
      email: { required: componentTexts('fieldRequired'), invalid: componentTexts('invalidEmail') },
    },
  });
  const codeForm = useSchemaForm({
    schema: resetForm,
    initial: { code: '' },
    trimmed: ['code'],
    messages: { code: { required: adminTexts('codeInvalid'), invalid: adminTexts('codeInvalid') } },
  });

  const submitEmail = emailForm.handleSubmit(async ({ email }) => {
    const answer = await sendCode({ email });
    if (!answer.ok) return emailForm.setFormError(answer.message);
    setSentTo(email);
  });

  return (
    <section className="page page--narrow auth-page" aria-labelledby="admin-reset-title">
      <div className="card">
        <h1 id="admin-reset-title">{adminTexts('resetTitle')}</h1>
        {sentTo === null ? (
          <>
            <p>{adminTexts('resetIntro')}</p>
            <form
              className="form"
              onSubmit={(e) => void submitEmail(e)}
              noValidate
              aria-busy={emailForm.busy}
            >
              <FormError id="admin-reset-email-error" message={emailForm.formError} />
              <Field
                id="admin-reset-email"
                label={componentTexts('email')}
                type="email"
                autoComplete="username"
                {...emailForm.field('email')}
              />
              <button type="submit" className="button button--block" disabled={emailForm.busy}>
                {emailForm.busy ? commonTexts('loading') : adminTexts('sendCode')}
              </button>
            </form>
          </>
        ) : (
          <>
            <p className="notice" role="status">
              {adminTexts('resetCodeSent', { email: sentTo })}
            </p>
            <NewPasswordForm
              idPrefix="admin-reset"
              submitLabel={adminTexts('savePassword')}
              onSubmit={async (password) => {
                const check = codeForm.checkNow();
                if (!check.ok) return null;
                const answer = await reset({ email: sentTo, code: check.data.code, password });
                if (!answer.ok) return answer.message;
                void navigate(adminPaths.login, { state: { notice: adminTexts('resetDone') } });
                return 'leaving';
              }}
            >
              <Field
                id="admin-reset-code"
                label={adminTexts('resetCodeLabel')}
                inputMode="numeric"
                autoComplete="one-time-code"
                {...codeForm.field('code')}
                maxLength={6}
              />
            </NewPasswordForm>
          </>
        )}
        <p className="form__footer">
          <Link to={adminPaths.login}>{adminTexts('backToSignIn')}</Link>
        </p>
      </div>
    </section>
  );
}
