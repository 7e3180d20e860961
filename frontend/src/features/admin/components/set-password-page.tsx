import { Link, useNavigate } from 'react-router';
import { adminPaths } from '../../../config/paths';
import { useRouteAction } from '../../../lib/route-action';
import { adminIntents } from '../api/intents';
import { adminTexts } from '../texts';
import { NewPasswordForm } from './new-password-form';

/**
 * /admin/set-password?token=…: an invited administrator chooses a password (the link's one-time
 * token goes with it), then signs in at /admin/login, where the authenticator is added.
 */
export function AdminSetPasswordPage({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const setPassword = useRouteAction<null>(adminIntents.setPassword);
  return (
    <section className="page page--narrow auth-page" aria-labelledby="admin-set-password-title">
      <div className="card">
        <h1 id="admin-set-password-title">{adminTexts('setPasswordTitle')}</h1>
        {token ? (
          <>
            <p>{adminTexts('setPasswordIntro')}</p>
            <NewPasswordForm
              idPrefix="admin-set-password"
              submitLabel={adminTexts('savePassword')}
              onSubmit={async (password) => {
                const answer = await setPassword({ token, password });
                if (!answer.ok) return answer.message;
                void navigate(adminPaths.login, { state: { notice: adminTexts('passwordSaved') } });
                return 'leaving';
              }}
            />
          </>
        ) : (
          <>
            <p className="error-text">{adminTexts('setPasswordLinkMissing')}</p>
            <p>
              <Link to={adminPaths.login}>{adminTexts('backToSignIn')}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
