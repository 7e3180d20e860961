/**
 * The common texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  somethingWentWrong: 'Something went wrong.',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  signOut: 'Sign Out',
  loading: 'Loading...',
  opensInNewTab: '(opens in a new tab)',
  close: 'Close',
  proceed: 'Proceed',
  needHelp: 'Need Help?',
  privacyPolicy: 'Privacy Policy',
  termsOfUse: 'Terms of Use',
  supportContact: 'Support',
  frontEndVersion: 'Front-end web version 04 Feb. 2025',
} as const;
