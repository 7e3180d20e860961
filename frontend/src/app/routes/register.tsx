// Route module for /register, loaded on demand (route `lazy`).
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import * as z from 'zod/mini';
import { authTexts } from '../../features/auth/texts';
import { deletePendingQuery, memberIdPath, registerBody } from '../../../../shared/schemas/member';
import { env } from '../../config/env';
import { employerIdQueryParam, paths, withEmployer } from '../../config/paths';
import { goToHostedPasswordReset } from '../../features/auth/api/hosted-reset';
import {
  deletePendingIntent,
  deletePendingRegistration,
} from '../../features/registration/api/delete-pending';
import {
  getInvitation,
  inviteQueryParam,
  type RegistrationInvitation,
} from '../../features/registration/api/get-invitation';
import { register, registerIntent } from '../../features/registration/api/register';
import { RegisterPage } from '../../features/registration/components/register-page';
import { routeAction } from '../../lib/route-action';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

/** The delete of a pending registration: the member's id and its proof, by the request's own rules. */
const deletePendingRequest = z.strictObject({ params: memberIdPath, query: deletePendingQuery });

/**
 * The writes of the page: the registration, and the delete of a pending one from the 'already
 * initiated' dialog. Each body is checked with the schemas the API parses the request with.
 */
export const action = routeAction({
  [registerIntent]: async (body) => register(registerBody.parse(body)),
  [deletePendingIntent]: async (body) => {
    const { params, query } = deletePendingRequest.parse(body);
    await deletePendingRegistration(params.id, query.proof);
    return null;
  },
});

interface RegisterData {
  invitation: RegistrationInvitation | null;
  /** The link carried an invitation that is no longer valid (used, replaced or expired). */
  invitationInvalid: boolean;
}

/**
 * A census invitation link (`invite=`) pre-fills the form: its employee, read before the page
 * shows. A link whose invitation is no longer valid still registers, and the page says why the
 * form is empty.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<RegisterData> {
  const token = new URL(request.url).searchParams.get(inviteQueryParam);
  const invitation = token ? await getInvitation(token, request.signal) : null;
  return { invitation, invitationInvalid: Boolean(token) && invitation === null };
}

export function Component() {
  const { invitation, invitationInvalid } = useLoaderData<RegisterData>();
  const { employer } = useRootData();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  usePageTitle(authTexts('registerPageTitle'));
  // Registration needs the employer named by the link itself, not one remembered from a visit.
  const linked = employer && employer.id === search.get(employerIdQueryParam) ? employer : null;

  const onResetPassword = (email: string) => {
    if (env().hostedDomain) {
      goToHostedPasswordReset().catch((err: unknown) =>
        console.error('The hosted password reset could not start', err),
      );
    } else {
      navigate(withEmployer(paths.forgotPassword, linked?.id), { state: { email } });
    }
  };

  // A new visit of /register (e.g. after deleting a pending registration) starts a fresh form.
  return (
    <RegisterPage
      key={location.key}
      employer={linked}
      supportEmail={env().supportEmail}
      onResetPassword={onResetPassword}
      invitation={invitation}
      invitationInvalid={invitationInvalid}
    />
  );
}
