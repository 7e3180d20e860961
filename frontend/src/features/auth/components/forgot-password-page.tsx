import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { forgotPasswordBody, resetPasswordBody } from '../../../../../shared/schemas/member';
import { Field } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { NewPasswordFields, useNewPassword } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { paths, withEmployer } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import { resetPasswordIntent, sendResetCodeIntent } from '../api/password-reset';
import type { LoginNotice } from './login-page';
import { componentTexts } from '../../../components/texts';

const initialEmail = (state: unknown): string =>
  state && typeof state === 'object' && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

/**
 * The in-app password reset (where the stage has no hosted reset page, e.g. the local stack):
 * a code by e-mail, then the code and a new password with the rules of set-password. Both
 * requests are the route's actions (app/routes/forgot-password.tsx).
 */
export function ForgotPasswordPage({ employerId }: { employerId: string | null }) {
  const location = useLocation();
  const [email, setEmail] = useState(() => initialEmail(location.state));
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="page page--narrow auth-page" aria-labelledby="forgot-title">
      <div className="card">
        <h1 id="forgot-title">{authTexts('forgotPasswordTitle')}</h1>
        {sentTo === null ? (
          <RequestCodeForm
            email={email}
            onSent={(sent) => {
              setEmail(sent);
              setSentTo(sent);
            }}
          />
        ) : (
          <ResetForm email={sentTo} employerId={employerId} onRestart={() => setSentTo(null)} />
        )}
        <p className="form__footer">
          <Link to={withEmployer(paths.login, employerId)}>{authTexts('backToSignIn')}</Link>
        </p>
      </div>
    </section>
  );
}

/** The fields of the two steps, with the rules of their requests (shared/schemas/member.ts). */
const emailField = formSchema(forgotPasswordBody, ['email']);
const codeField = formSchema(resetPasswordBody, ['code']);

function RequestCodeForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { showError } = useSnackbar();
  const form = useSchemaForm({
    schema: emailField,
    initial: { email },
    trimmed: ['email'],
    messages: {
      email: { required: componentTexts('fieldRequired'), invalid: componentTexts('invalidEmail') },
    },
  });
  const { busy } = form;
  const sendCode = useRouteAction<null>(sendResetCodeIntent);

  const submit = form.handleSubmit(async ({ email: value }) => {
    const answer = await sendCode({ email: value });
    if (!answer.ok) {
      showError(answer.message);
      return;
    }
    onSent(value);
    return 'leaving';
  });

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <p>{authTexts('forgotPasswordIntro')}</p>
      <Field
        id="forgot-email"
        label={componentTexts('email')}
        type="email"
        autoComplete="username"
        {...form.field('email')}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? commonTexts('loading') : authTexts('sendCode')}
      </button>
    </form>
  );
}

function ResetForm({
  email,
  employerId,
  onRestart,
}: {
  email: string;
  employerId: string | null;
  onRestart: () => void;
}) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const pair = useNewPassword();
  const form = useSchemaForm({
    schema: codeField,
    initial: { code: '' },
    trimmed: ['code'],
    messages: { code: { required: authTexts('resetCodeInvalid'), invalid: authTexts('resetCodeInvalid') } },
  });
  const { busy } = form;
  const sendReset = useRouteAction<null>(resetPasswordIntent);

  const submit = form.handleSubmit(async ({ code }) => {
    const answer = await sendReset({ email, code, password: pair.password });
    if (!answer.ok) {
      showError(answer.message);
      return;
    }
    const state: LoginNotice = { notice: authTexts('passwordResetDone') };
    void navigate(withEmployer(paths.login, employerId), { state });
    return 'leaving';
  }, pair.validate);

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <p className="notice" role="status">
        {authTexts('codeSent', { email })}
      </p>
      <Field
        id="reset-code"
        label={authTexts('resetCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.field('code')}
      />
      <NewPasswordFields idPrefix="reset" state={pair} disabled={busy} />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? commonTexts('loading') : authTexts('resetPassword')}
      </button>
      <p className="form__aside">
        <button type="button" className="link-button" onClick={onRestart}>
          {authTexts('sendNewCode')}
        </button>
      </p>
    </form>
  );
}
