// Route module for /set-password?employer_id=&member_id=&token=, loaded on demand.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { setPasswordTexts } from '../../features/set-password/texts';
import { guid } from '../../../../shared/schemas/common';
import { setPasswordBody } from '../../../../shared/schemas/member';
import { employerIdQueryParam } from '../../config/paths';
import {
  getPasswordInfo,
  setPassword,
  setPasswordIntent,
} from '../../features/set-password/api/password-info';
import {
  SetPasswordPage,
  type SetPasswordAccess,
} from '../../features/set-password/components/set-password-page';
import { ApiError } from '../../lib/api-client';
import { routeAction } from '../../lib/route-action';
import { notAfterWrites } from '../../lib/submission';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

/** An id of the link, by the shared schema's rule (the page's form brings the schemas anyway). */
const isGuid = (value: string | null): value is string => value !== null && guid.safeParse(value).success;

interface LoaderData {
  employerId: string | null;
  memberId: string | null;
  token: string | null;
  /** The password info of the link when the API confirmed it; null when refused or not asked. */
  info: Awaited<ReturnType<typeof getPasswordInfo>> | null;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const query = new URL(request.url).searchParams;
  const employerId = query.get(employerIdQueryParam);
  const memberId = query.get('member_id');
  const token = query.get('token');
  const base = { employerId, memberId, token, info: null };
  if (!isGuid(employerId) || !isGuid(memberId) || !token) return base;
  try {
    return { ...base, info: await getPasswordInfo(memberId, token, request.signal) };
  } catch (err) {
    if (request.signal.aborted) throw err;
    // 403/404/400: the link is not valid. Anything else is logged; the page denies access either way.
    if (!(err instanceof ApiError) || err.status >= 500 || err.status === 0)
      console.error('The set-password link could not be checked', err);
    return base;
  }
}

/** The page's one write: the first password, with the link's member and token, by the API's schema. */
export const action = routeAction({
  [setPasswordIntent]: async (body) => {
    const { id, token, password } = setPasswordBody.parse(body);
    await setPassword(id, token, password);
    return null;
  },
});

/**
 * Once the password is set the page goes to /login: the link is not checked again after the write
 * (it would now say the password is set, and the page would show Access Denied as it leaves).
 */
export const shouldRevalidate = notAfterWrites;

export function Component() {
  const { employerId, memberId, token, info } = useLoaderData<LoaderData>();
  const { employer } = useRootData();
  usePageTitle(setPasswordTexts('setPasswordTitle'));
  // spec section 2: the employer loads, the member belongs to it, the password is unset (and the token is valid).
  const allowed =
    !!employer &&
    !!info &&
    !!token &&
    employer.id === employerId &&
    info.employer_id === employerId &&
    info.memberid === memberId &&
    !info.passwordset;
  const access: SetPasswordAccess = allowed
    ? { allowed: true, memberId: info.memberid, token, employerId: employer.id }
    : { allowed: false };
  return <SetPasswordPage access={access} />;
}
