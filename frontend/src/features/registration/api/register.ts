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

/**
 * POST /api/Member/Register: creates the pending member and sends the confirmation e-mail.
 * Answers the member id and the proof that lets this browser delete the pending registration.
 */
export async function register(member: Registration, employer: RegistrationEmployer, now = new Date()) {
  const { data } = await apiRequest('post-register', {
    body: {
      member: { ...member, accountid: employer.accountid, employer_id: employer.id },
      company: employer.accountname,
      // spec section 9: the registration's plan year is the current calendar year
      plan_year: now.getFullYear(),
      // The confirmation e-mail goes out in the language the employee registered in.
      language: currentLocale(),
    },
  });
  return data;
}
