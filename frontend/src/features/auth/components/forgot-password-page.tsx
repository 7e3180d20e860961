import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { Field } from '../../../components/field';
import {
  NewPasswordFields,
  focusFirstInvalid,
  useNewPassword,
} from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { paths, withEmployer } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { requestResetCode, resetPassword } from '../api/password-reset';
import type { LoginNotice } from './login-page';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const initialEmail = (state: unknown): string =>
  state && typeof state === 'object' && typeof (state as { email?: unknown }).email === 'string'
    ? (state as { email: string }).email
    : '';

const errorText = (err: unknown): string =>
  err instanceof ApiError ? err.message : messages.somethingWentWrong;

/**
 * The in-app password reset (where the stage has no hosted reset page, e.g. the local stack):
 * a code by e-mail, then the code and a new password with the rules of set-password.
 */
export function ForgotPasswordPage({ employerId }: { employerId: string | null }) {
  const location = useLocation();
  const [email, setEmail] = useState(() => initialEmail(location.state));
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <section className="page page--narrow auth-page" aria-labelledby="forgot-title">
      <div className="card">
        <h1 id="forgot-title">{messages.forgotPasswordTitle}</h1>
        {sentTo === null ? (
          <RequestCodeForm email={email} onEmail={setEmail} onSent={setSentTo} />
        ) : (
          <ResetForm email={sentTo} employerId={employerId} onRestart={() => setSentTo(null)} />
        )}
        <p className="form__footer">
          <Link to={withEmployer(paths.login, employerId)}>{messages.backToSignIn}</Link>
        </p>
      </div>
    </section>
  );
}

function RequestCodeForm({
  email,
  onEmail,
  onSent,
}: {
  email: string;
  onEmail: (v: string) => void;
  onSent: (email: string) => void;
}) {
  const { showError } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const value = email.trim();
    const problem = !value
      ? messages.fieldRequired
      : emailPattern.test(value)
        ? undefined
        : messages.invalidEmail;
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await requestResetCode(value);
      onSent(value);
    } catch (err) {
      showError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <p>{messages.forgotPasswordIntro}</p>
      <Field
        id="forgot-email"
        name="email"
        label={messages.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => onEmail(e.target.value)}
        error={error}
        required
        maxLength={254}
      />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? messages.loading : messages.sendCode}
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
  const formRef = useRef<HTMLFormElement>(null);
  const pair = useNewPassword();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const codeProblem = /^\d{6}$/.test(code.trim()) ? undefined : messages.resetCodeInvalid;
    setCodeError(codeProblem);
    const pairOk = pair.validate();
    if (codeProblem || !pairOk) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await resetPassword(email, code.trim(), pair.password);
      const state: LoginNotice = { notice: messages.passwordResetDone };
      navigate(withEmployer(paths.login, employerId), { state });
    } catch (err) {
      showError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="notice" role="status">
        {messages.codeSent(email)}
      </p>
      <Field
        id="reset-code"
        name="code"
        label={messages.resetCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={codeError}
        required
        maxLength={6}
      />
      <NewPasswordFields idPrefix="reset" state={pair} disabled={busy} />
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? messages.loading : messages.resetPassword}
      </button>
      <p className="form__aside">
        <button type="button" className="link-button" onClick={onRestart}>
          {messages.sendNewCode}
        </button>
      </p>
    </form>
  );
}
