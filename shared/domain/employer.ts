import type { PublicEmployer } from '../schemas/employer';

/** An employer (account) as the domain sees it. */
export interface Employer {
  id: string;
  accountid: string;
  accountname: string;
  emailaddress: string | null;
  teamid: string | null;
  employeazecustomer: 0 | 1 | 2;
  hsaonly: 0 | 1;
  edoc_period: number;
  /** Key of the logo in the assets bucket, when there is one. */
  logoKey: string | null;
}

/** Same-origin path at which the web tier serves an employer's logo. */
export const logoPath = (employerId: string): string => `/logos/${employerId}`;

/**
 * What anyone holding the registration link may see of an employer, with the enrollment window of
 * the plan year its employees enroll for now (null when none is set).
 */
export function toPublicEmployer(
  e: Employer,
  enrollmentWindow: PublicEmployer['enrollmentWindow'] = null,
): PublicEmployer {
  return {
    id: e.id,
    accountid: e.accountid,
    accountname: e.accountname,
    logo: e.logoKey ? logoPath(e.id) : null,
    emailaddress: e.emailaddress,
    employeazecustomer: e.employeazecustomer,
    hsaonly: e.hsaonly,
    edoc_period: e.edoc_period,
    enrollmentWindow,
  };
}
