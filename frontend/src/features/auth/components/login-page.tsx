import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { authTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { loginBody } from '../../../../../shared/schemas/auth';
import { Field, ShowHideToggle } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useSnackbar } from '../../../components/snackbar';
import { env } from '../../../config/env';
import { paths, withEmployer } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import { signOutReasonParam } from '../../../lib/session';
import { goToHostedPasswordReset } from '../api/hosted-reset';
import { signInIntent } from '../api/sign-in';
import { componentTexts } from '../../../components/texts';

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
      ? authTexts('signedOutIdle')
      : reason === 'expired'
        ? authTexts('signedOutExpired')
        : null;

  return (
    <section className="page page--narrow auth-page" aria-labelledby="login-title">
      <div className="card">
        {registered ? (
          <OnboardingPending employerId={employerId} />
        ) : (
          <>
            <h1 id="login-title">{commonTexts('signIn')}</h1>
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
      <h1 id="login-title">{authTexts('onboardingPendingTitle')}</h1>
      <p>{authTexts('onboardingPendingText')}</p>
      <p>{authTexts('onboardingPendingSpam')}</p>
      <p>
        <Link to={withEmployer(paths.login, employerId)}>{authTexts('backToSignIn')}</Link>
      </p>
    </div>
  );
}

/** The sign-in fields, with the rules of the login request (shared/schemas/auth.ts). */
const loginFields = formSchema(loginBody, ['email', 'password']);

function LoginForm({ employerId }: { employerId: string | null }) {
  const navigate = useNavigate();
  const { showError } = useSnackbar();
  const [visible, setVisible] = useState(false);
  const form = useSchemaForm({
    schema: loginFields,
    initial: { email: '', password: '' },
    trimmed: ['email'],
    messages: {
      email: { required: componentTexts('fieldRequired'), invalid: componentTexts('invalidEmail') },
      password: { required: componentTexts('fieldRequired') },
    },
  });
  const { busy } = form;
  // The sign-in is the route's action (app/routes/login.tsx); a refusal answers with what to show.
  const signIn = useRouteAction<null>(signInIntent);

  const submit = form.handleSubmit(async ({ email, password }) => {
    const answer = await signIn({ email, password });
    if (!answer.ok) {
      showError(answer.message);
      return;
    }
    void navigate(paths.profile);
    return 'leaving';
  });

  async function forgotHosted() {
    try {
      await goToHostedPasswordReset();
    } catch (err) {
      console.error('The hosted password reset could not start', err);
      showError(commonTexts('somethingWentWrong'));
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
      <Field
        id="login-email"
        label={componentTexts('email')}
        type="email"
        autoComplete="username"
        {...form.field('email')}
      />
      <Field
        id="login-password"
        label={authTexts('password')}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        {...form.field('password')}
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
            {authTexts('forgotPassword')}
          </button>
        ) : (
          <Link
            to={withEmployer(paths.forgotPassword, employerId)}
            state={{ email: form.values.email.trim() }}
          >
            {authTexts('forgotPassword')}
          </Link>
        )}
      </p>
      <button type="submit" className="button button--block" disabled={busy}>
        {busy ? commonTexts('loading') : authTexts('logIn')}
      </button>
      {employerId && (
        <p className="form__footer">
          {authTexts('noAccount')}{' '}
          <Link to={withEmployer(paths.register, employerId)}>{authTexts('registerPageTitle')}</Link>
        </p>
      )}
    </form>
  );
}
