import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Field, FormError } from '../../../components/field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { adminPaths } from '../../../config/paths';
import { commonTexts } from '../../../lib/texts';
import { useRouteAction } from '../../../lib/route-action';
import { adminIntents } from '../api/intents';
import { codeForm } from '../forms';
import { adminTexts } from '../texts';
import { AuthenticatorKey } from './authenticator-key';

/**
 * /admin/mfa: a signed-in administrator without an authenticator adds one before anything else
 * (the API refuses the other admin routes until then): a new key from the pool, shown as text and
 * as an otpauth link, then its first code, which turns two-step sign-in on and tells the API.
 */
export function AdminMfaPage() {
  const navigate = useNavigate();
  const [key, setKey] = useState<{ secret: string; uri: string } | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const start = useRouteAction<{ secret: string; uri: string }>(adminIntents.startMfa);
  const finish = useRouteAction<null>(adminIntents.finishMfa);
  const form = useSchemaForm({
    schema: codeForm,
    initial: { code: '' },
    trimmed: ['code'],
    messages: { code: { required: adminTexts('codeInvalid'), invalid: adminTexts('codeInvalid') } },
  });

  async function begin() {
    setStarting(true);
    setStartError(null);
    const answer = await start({});
    setStarting(false);
    if (answer.ok) setKey(answer.data);
    else setStartError(answer.message);
  }

  const submit = form.handleSubmit(async ({ code }) => {
    const answer = await finish({ code });
    if (!answer.ok) return form.setFieldError('code', answer.message);
    void navigate(adminPaths.root);
    return 'leaving';
  });

  return (
    <section className="page page--narrow auth-page" aria-labelledby="admin-mfa-title">
      <div className="card">
        <h1 id="admin-mfa-title">{adminTexts('mfaTitle')}</h1>
        <p>{adminTexts('mfaIntro')}</p>
        {key ? (
          <>
            <AuthenticatorKey secret={key.secret} uri={key.uri} />
            <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={form.busy}>
              <FormError id="admin-mfa-error" message={form.formError} />
              <Field
                id="admin-mfa-code"
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
          </>
        ) : (
          <>
            <FormError id="admin-mfa-start-error" message={startError} />
            <button
              type="button"
              className="button button--block"
              disabled={starting}
              onClick={() => void begin()}
            >
              {starting ? commonTexts('loading') : adminTexts('mfaStart')}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
