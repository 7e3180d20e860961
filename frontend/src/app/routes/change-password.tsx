// Route module for /change-password (signed in only), loaded on demand.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { commonTexts } from '../../lib/texts';
import { changePasswordBody } from '../../../../shared/schemas/member';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { memberQuery, type Member } from '../../enrollment/api/get-member';
import { changePassword, changePasswordIntent } from '../../features/member/api/change-password';
import { ChangePasswordPage } from '../../features/member/components/change-password-page';
import { ApiError } from '../../lib/api-client';
import { routeAction } from '../../lib/route-action';
import { notAfterWrites } from '../../lib/submission';
import { usePageTitle } from '../../lib/use-page-title';
import { requireSession } from '../require-session';
import { componentTexts } from '../../components/texts';

interface LoaderData {
  member: Member | null;
  error: string | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  await requireSession(request);
  try {
    return { member: await ensureQuery(memberQuery, request.signal), error: null };
  } catch (err) {
    if (request.signal.aborted) throw err;
    // A 401 has already ended the session (lib/api-client.ts); other failures are said on the page.
    return { member: null, error: err instanceof ApiError ? err.message : commonTexts('somethingWentWrong') };
  }
}

/** The page's one write: the signed-in member's password, checked with the API's schema. */
export const action = routeAction({
  [changePasswordIntent]: async (body) => {
    const { currentpassword, newpassword } = changePasswordBody.parse(body);
    await changePassword(currentpassword, newpassword);
    return null;
  },
});

/**
 * A new password changes nothing the page shows (the member's name): the member is not read again
 * after the write, and the form is ready as soon as the API has answered.
 */
export const shouldRevalidate = notAfterWrites;

export function Component() {
  const { member, error } = useLoaderData<LoaderData>();
  usePageTitle(componentTexts('changePasswordTitle'));
  return <ChangePasswordPage member={member} error={error} />;
}
