import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiTexts } from '../../../lib/api-texts';
import { setPasswordTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { setPasswordBody } from '../../../../../shared/schemas/member';
import { Modal } from '../../../components/modal';
import { formSchema } from '../../../components/form/schema-fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { NewPasswordFields, useNewPassword } from '../../../components/new-password-fields';
import { paths, withEmployer } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import { setPasswordIntent } from '../api/password-info';

/** What the set-password link allows: the form (with the member, token and employer) or Access Denied. */
export type SetPasswordAccess =
  { allowed: true; memberId: string; token: string; employerId: string } | { allowed: false };

/**
 * /set-password (spec portal section 2): the form only when the employer of the link loads,
 * the member belongs to it, the password is unset and the link's token is valid; otherwise
 * 'Access Denied' with 'Have an Account? Sign In'.
 */
export function SetPasswordPage({ access }: { access: SetPasswordAccess }) {
  if (!access.allowed) {
    return (
      <section className="page page--narrow auth-page" aria-labelledby="set-password-title">
        <div className="card access-denied">
          <h1 id="set-password-title">{setPasswordTexts('accessDenied')}</h1>
          <p>{setPasswordTexts('accessDeniedText')}</p>
          <p>
            <Link to={paths.login} className="button">
              {setPasswordTexts('haveAccountSignIn')}
            </Link>
          </p>
        </div>
      </section>
    );
  }
  return <SetPasswordForm {...access} />;
}

/** The form has no field of its own beside the new-password pair (its rules are the pair's). */
const noFields = formSchema(setPasswordBody, []);

function SetPasswordForm({
  memberId,
  token,
  employerId,
}: {
  memberId: string;
  token: string;
  employerId: string;
}) {
  const navigate = useNavigate();
  const pair = useNewPassword();
  // The password's own rules are the pair's (live while typing); the hook sends and stays busy.
  const form = useSchemaForm({ schema: noFields, initial: {} });
  const { busy } = form;
  const [failure, setFailure] = useState<string | null>(null);
  // Setting the password is the route's action (app/routes/set-password.tsx).
  const sendPassword = useRouteAction<null>(setPasswordIntent);

  const submit = form.handleSubmit(async () => {
    const answer = await sendPassword({ id: memberId, token, password: pair.password });
    if (answer.ok) {
      void navigate(withEmployer(paths.login, employerId), {
        state: { notice: setPasswordTexts('passwordSetDone') },
      });
      return 'leaving';
    }
    // spec section 8: the server's message inline, else 'Something went wrong.' (the API unreachable)
    setFailure(answer.status !== 0 && answer.message ? answer.message : commonTexts('somethingWentWrong'));
  }, pair.validate);

  return (
    <section className="page page--narrow auth-page" aria-labelledby="set-password-title">
      <div className="card">
        <h1 id="set-password-title">{setPasswordTexts('setPasswordTitle')}</h1>
        <p>{setPasswordTexts('setPasswordIntro')}</p>
        <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <NewPasswordFields idPrefix="set" state={pair} disabled={busy} />
          <button type="submit" className="button button--block" disabled={busy}>
            {busy ? commonTexts('loading') : setPasswordTexts('setPassword')}
          </button>
        </form>
      </div>
      <Modal open={failure !== null} onClose={() => setFailure(null)} title={apiTexts().passwordSetFailed}>
        <p className="error-text">{failure}</p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => setFailure(null)}>
            {commonTexts('close')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
