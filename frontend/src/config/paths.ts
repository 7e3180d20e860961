/** Browser paths of the portal (spec portal section 2) and external links. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  setPassword: '/set-password',
  /** The in-app password reset, used where no hosted reset page exists (the local stack). */
  forgotPassword: '/forgot-password',
  gettingStarted: '/getting-started',
  profile: '/profile',
  /** Change Password, linked from the enrollment pages' top bar. */
  changePassword: '/change-password',
  healthPlan: '/health-plan',
  // Builder frame (w/frame): the sub-step flow (/enrollment/:tab) and the pages the top bar links to.
  enrollment: '/enrollment',
  contactUs: '/contact-us',
  welcome: '/welcome',
  /** The stand-alone version-information page (the spec leaves its path open). */
  versionInformation: '/version-information',
} as const;

export const externalLinks = {
  termsOfUse: 'https://example.com/terms',
  privacyPolicy: 'https://example.com/privacy',
  planNotice: 'https://example.com/plan-notice.pdf',
} as const;

/** Where the employer of the visit comes from, and where it is remembered between visits. */
export const employerIdQueryParam = 'employer_id';
export const employerIdStorageKey = 'ichra.employer_id';

/** /login?employer_id=..., or /login when no employer is known. */
export function withEmployer(
  path: string,
  employerId: string | null | undefined,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(extra);
  if (employerId) query.set(employerIdQueryParam, employerId);
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
