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
  /** The employee's ICHRA notice (issue 40, item 1); `?planYear=YYYY` for the next plan year's. */
  ichraNotice: '/ichra-notice',
  /** Report a life event and see those reported (issue 40, item 5). */
  lifeEvent: '/life-event',
  /** The stand-alone version-information page (the spec leaves its path open). */
  versionInformation: '/version-information',
} as const;

/**
 * The employer console's paths (issue 39): everything under /admin, a route subtree of its own,
 * loaded only there (frontend/src/app/router.tsx, docs/architecture.md "Console").
 */
export const adminPaths = {
  root: '/admin',
  login: '/admin/login',
  mfa: '/admin/mfa',
  setPassword: '/admin/set-password',
  forgotPassword: '/admin/forgot-password',
  /** The tracker of one employer: `adminPaths.tracker(id)`. */
  tracker: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}`,
  /** The activity log of one employer. */
  activity: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}/activity`,
  /** The enrollment windows of one employer (by plan year) and their editor. */
  window: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}/window`,
  /** After the employer's window: its new-hire rules and the windows of one employee's own. */
  employeeWindows: (employerId: string) =>
    `/admin/employers/${encodeURIComponent(employerId)}/employee-windows`,
  /** The census of one employer: check a CSV file, invite the rows that pass, invite again. */
  census: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}/census`,
  /** The payroll, 834 and status files of one employer. */
  files: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}/files`,
  /** The life events one employer's employees reported, waiting for review (issue 40, item 5). */
  lifeEvents: (employerId: string) => `/admin/employers/${encodeURIComponent(employerId)}/life-events`,
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
