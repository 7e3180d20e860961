import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { Field, ShowHideToggle } from '../../../components/field';
import { focusFirstInvalid } from '../../../components/new-password-fields';
import { useSnackbar } from '../../../components/snackbar';
import { env } from '../../../config/env';
import { paths, withEmployer } from '../../../config/paths';
import { signOutReasonParam } from '../../../lib/session';
import { goToHostedPasswordReset } from '../api/hosted-reset';
import { signInWithPassword, signInErrorMessage } from '../api/sign-in';

/** Navigation state with which other pages leave a note for /login (e.g. after setting a password). */
export interface LoginNotice {
  notice: string;
}

const isLoginNotice = (state: unknown): state is LoginNotice =>
  !!state && typeof state === 'object' && typeof (state as { notice?: unknown }).notice === 'string';

/** /login (spec portal section 2): the Sign In form, or the 'Onboarding Pending' panel after registering. */
export function LoginPage({ employerId }: { employerId: string | null }) {
  const [search] = useSearchParams();
  const location = useLocation();
  const registered = search.get('register') === 'true';
  const reason = search.get(signOutReasonParam);
  const notice = isLoginNotice(location.state)
    ? location.state.notice
    : reason === 'idle'
      ? messages.signedOutIdle
      : reason === 'expired'
        ? messages.signedOutExpired
        : null;

  return (
    <section className="page page--narrow auth-page" aria-labelledby="login-title">
      <div className="card">
        {registered ? (
          <OnboardingPending employerId={employerId} />
        ) : (
          <>
            <h1 id="login-title">{messages.signInPageTitle}</h1>
            {notice && (
              <p className="notice" role="status">
                {notice}
              </p>
            )}
            <LoginForm employerId={employerId} />
          </>
        )}
      </div>
    </section>
  );
}

function OnboardingPending({ employerId }: { employerId: string | null }) {
  return (
    <div className="onboarding-pending">
      <h1 id="login-title">{messages.onboardingPendingTitle}</h1>
      <p>{messages.onboardingPendingText}</p>
      <p>{messages.onboardingPendingSpam}</p>
      <p>
        <Link to={withEmployer(paths.login, employerId)}>{messages.backToSignIn}</Link>
      </p>
    </div>
  );
}

function LoginForm({ employerId }: { employerId: string | null }) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const next = {
      email: email.trim() ? undefined : messages.fieldRequired,
      password: password ? undefined : messages.fieldRequired,
    };
    setErrors(next);
    if (next.email || next.password) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    try {
      await signInWithPassword(email, password);
      navigate(paths.profile);
    } catch (err) {
      showError(signInErrorMessage(err));
      setBusy(false);
    }
  }

  async function forgotHosted() {
    try {
      await goToHostedPasswordReset();
    } catch (err) {
      console.error('The hosted password reset could not start', err);
      showError(messages.somethingWentWrong);
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <Field
        id="login-email"
        name="email"
        label={messages.email}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
        maxLength={254}
      />
      <Field
        id="login-password"
        name="password"
        label={messages.password}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
        maxLength={256}
        after={
          <ShowHideToggle
            visible={visible}
            onToggle={() => setVisible((v) => !v)}
            controls="login-password"
          />
        }
      />
      <p className="form__aside">
        {env().hostedDomain ? (
          <button type="button" className="link-button" onClick={() => void forgotHosted()}>
            {messages.forgotPassword}
          </button>
        ) : (
          <Link to={withEmployer(paths.forgotPassword, employerId)} state={{ email: email.trim() }}>
            {messages.forgotPassword}
          </Link>
        )}
      </p>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? messages.loading : messages.logIn}
      </button>
      {employerId && (
        <p className="form__footer">
          {messages.noAccount} <Link to={withEmployer(paths.register, employerId)}>{messages.register}</Link>
        </p>
      )}
    </form>
  );
}
