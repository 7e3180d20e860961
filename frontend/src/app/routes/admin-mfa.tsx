// Route module for /admin/mfa: a signed-in administrator adds an authenticator app.
import { ensureQuery } from '../../enrollment/api/cached-read';
import { AdminAuthError, finishTotpEnrolment, startTotpEnrolment } from '../../features/admin/api/admin-auth';
import { adminMeQuery } from '../../features/admin/api/get-admin-me';
import { adminIntents } from '../../features/admin/api/intents';
import { recordMfa } from '../../features/admin/api/post-mfa';
import { AdminMfaPage } from '../../features/admin/components/mfa-page';
import { codeForm } from '../../features/admin/forms';
import { adminTexts } from '../../features/admin/texts';
import { ApiError } from '../../lib/api-client';
import { dropChanged } from '../../lib/query-client';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';

/** A refusal of the pool becomes an ApiError, so the form shows it as it shows the API's. */
const refused = (err: unknown): never => {
  throw err instanceof AdminAuthError ? new ApiError(400, err.message) : err;
};

export const action = routeAction({
  [adminIntents.startMfa]: async () => {
    const { email } = await ensureQuery(adminMeQuery);
    return startTotpEnrolment(email).catch(refused);
  },
  [adminIntents.finishMfa]: async (body) => {
    const { code } = codeForm.parse(body);
    await finishTotpEnrolment(code).catch(refused);
    await recordMfa();
    // The administrator now has an authenticator: the layout's loader reads it again.
    await dropChanged(adminMeQuery.queryKey);
    return null;
  },
});

export function Component() {
  usePageTitle(adminTexts('mfaTitle'));
  return <AdminMfaPage />;
}
