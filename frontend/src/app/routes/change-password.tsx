// Route module for /change-password (signed in only), loaded on demand.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { commonTexts } from '../../lib/texts';
import { getMember, type Member } from '../../enrollment/api/get-member';
import { ChangePasswordPage } from '../../features/member/components/change-password-page';
import { ApiError } from '../../lib/api-client';
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
    return { member: await getMember(request.signal), error: null };
  } catch (err) {
    if (request.signal.aborted) throw err;
    // A 401 has already ended the session (lib/api-client.ts); other failures are said on the page.
    return { member: null, error: err instanceof ApiError ? err.message : commonTexts('somethingWentWrong') };
  }
}

export function Component() {
  const { member, error } = useLoaderData<LoaderData>();
  usePageTitle(componentTexts('changePasswordTitle'));
  return <ChangePasswordPage member={member} error={error} />;
}
