import type { RegisterBody } from '../../../../../shared/schemas/member';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';

export interface Registration {
  firstname: string;
  lastname: string;
  personalemailaddress: string;
  phonenumber: string;
}

export interface RegistrationEmployer {
  id: string;
  accountid: string;
  accountname: string;
}

/** The intent of the registration form's submission (lib/route-action.ts). */
export const registerIntent = 'register';

/**
 * The body of POST /api/Member/Register for the member typed in the form and the employer of the
 * link. The form builds it and the route's action sends it, once checked with the server's schema.
 */
export function registrationBody(
  member: Registration,
  employer: RegistrationEmployer,
  now = new Date(),
  /** The token of the invitation link the page was opened with: the member then takes the census's class. */
  invite?: string,
): RegisterBody {
  return {
    member: { ...member, accountid: employer.accountid, employer_id: employer.id },
    company: employer.accountname,
    // spec section 9: the registration's plan year is the current calendar year
    plan_year: now.getFullYear(),
    // The confirmation e-mail goes out in the language the employee registered in.
    language: currentLocale(),
    ...(invite && { invite }),
  };
}

/**
 * POST /api/Member/Register: creates the pending member and sends the confirmation e-mail.
 * Answers the member id and the proof that lets this browser delete the pending registration.
 */
export async function register(body: RegisterBody) {
  const { data } = await apiRequest('post-register', { body });
  return data;
}
