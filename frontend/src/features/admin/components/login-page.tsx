import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginBody } from '../../../../../shared/schemas/auth';
import { Field, FormError } from '../../../components/field';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { componentTexts } from '../../../components/texts';
import { adminPaths } from '../../../config/paths';
import { commonTexts } from '../../../lib/texts';
import { useRouteAction } from '../../../lib/route-action';
import { adminSignOutReasonParam, type AdminSignInStep } from '../api/admin-auth';
import { adminIntents } from '../api/intents';
import { codeForm } from '../forms';
import { adminTexts } from '../texts';
import { AuthenticatorKey } from './authenticator-key';

/** Navigation state with which other console pages leave a note for /admin/login. */
export interface AdminLoginNotice {
  notice: string;
}

const noticeOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as { notice?: unknown }).notice === 'string'
    ? (state as AdminLoginNotice).notice
    : null;

/**
 * /admin/login: e-mail and password, then the authenticator's 6-digit code (or, where the pool
 * requires an authenticator the administrator has not added yet, its key and first code). Each
 * step is a write of the route's action (app/routes/admin-login.tsx); a refusal keeps the page on
 * its step with the message.
 */
export function AdminLoginPage() {
  const [search] = useSearchParams();
  const { state } = useLocation();
  const [step, setStep] = useState<{
    email: string;
    next: Exclude<AdminSignInStep, { step: 'done' }>;
  } | null>(null);
  const reason = search.get(adminSignOutReasonParam);
  const notice =
    noticeOf(state as unknown) ??
    (reason === 'idle'
      ? adminTexts('signedOutIdle')
      : reason === 'expired'
        ? adminTexts('signedOutExpired')
        : null);

  return (
    <section className="page page--narrow auth-page" aria-labelledby="admin-login-title">
      <div className="card">
        {step ? (
          <CodeStep email={step.email} next={step.next} onStartOver={() => setStep(null)} />
        ) : (
          <>
            <h1 id="admin-login-title">{adminTexts('signInTitle')}</h1>
            {notice && (
              <p className="notice" role="status">
                {notice}
              </p>
            )}
            <PasswordStep onNext={(email, next) => setStep({ email, next })} />
          </>
        )}
      </div>
    </section>
  );
}

const loginFields = formSchema(loginBody, ['email', 'password']);

function PasswordStep({
  onNext,
}: {
  onNext: (email: string, next: Exclude<AdminSignInStep, { step: 'done' }>) => void;
}) {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: loginFields,
    initial: { email: '', password: '' },
    trimmed: ['email'],
    messages: {
      email: { required: componentTexts('fieldRequired'), invalid: componentTexts('invalidEmail') },
      password: { required: componentTexts('fieldRequired') },
    },
  });
  const signIn = useRouteAction<AdminSignInStep>(adminIntents.signIn);

  const submit = form.handleSubmit(async ({ email, password }) => {
    const answer = await signIn({ email, password });
    if (!answer.ok) return form.setFormError(answer.message);
    if (answer.data.step === 'done') {
      void navigate(adminPaths.root);
      return 'leaving';
    }
    onNext(email, answer.data);
  });

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={form.busy}>
      <FormError id="admin-login-error" message={form.formError} />
      <Field
        id="admin-login-email"
        label={componentTexts('email')}
        type="email"
        autoComplete="username"
        {...form.field('email')}
      />
      <Field
        id="admin-login-password"
        label={adminTexts('passwordLabel')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <p className="form__aside">
        <Link to={adminPaths.forgotPassword} state={{ email: form.values.email.trim() }}>
          {adminTexts('forgotPassword')}
        </Link>
      </p>
      <button type="submit" className="button button--block" disabled={form.busy}>
        {form.busy ? commonTexts('loading') : adminTexts('continue')}
      </button>
    </form>
  );
}

function CodeStep({
  email,
  next,
  onStartOver,
}: {
  email: string;
  next: Exclude<AdminSignInStep, { step: 'done' }>;
  onStartOver: () => void;
}) {
  const navigate = useNavigate();
  const form = useSchemaForm({
    schema: codeForm,
    initial: { code: '' },
    trimmed: ['code'],
    messages: { code: { required: adminTexts('codeInvalid'), invalid: adminTexts('codeInvalid') } },
  });
  const confirm = useRouteAction<AdminSignInStep>(adminIntents.code);
  const enrolling = next.step === 'totp-setup';

  const submit = form.handleSubmit(async ({ code }) => {
    const answer = await confirm({ code, email, enrolling });
    if (!answer.ok) return form.setFieldError('code', answer.message);
    if (answer.data.step !== 'done') return form.setFormError(adminTexts('signInFailed'));
    void navigate(adminPaths.root);
    return 'leaving';
  });

  return (
    <>
      <h1 id="admin-login-title">{enrolling ? adminTexts('mfaTitle') : adminTexts('codeTitle')}</h1>
      {next.step === 'totp-setup' ? (
        <>
          <p>{adminTexts('mfaIntro')}</p>
          <AuthenticatorKey secret={next.secret} uri={next.uri} />
        </>
      ) : (
        <p>{adminTexts('codeIntro')}</p>
      )}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={form.busy}>
        <FormError id="admin-code-error" message={form.formError} />
        <Field
          id="admin-code"
          label={adminTexts('codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          {...form.field('code')}
          maxLength={6}
        />
        <button type="submit" className="button button--block" disabled={form.busy}>
          {form.busy ? commonTexts('loading') : adminTexts('verify')}
        </button>
      </form>
      <p className="form__footer">
        <button type="button" className="link-button" onClick={onStartOver}>
          {adminTexts('startOver')}
        </button>
      </p>
    </>
  );
}
