/** Browser paths of the portal (spec/portal.md section 2) and external links. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  profile: '/profile',
} as const;

export const externalLinks = {
  termsOfUse: 'https://example.com/terms',
  privacyPolicy: 'https://example.com/privacy',
} as const;

/** Where the employer of the visit comes from, and where it is remembered between visits. */
export const employerIdQueryParam = 'employer_id';
export const employerIdStorageKey = 'ichra.employer_id';
