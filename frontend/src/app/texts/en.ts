/**
 * The app texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  routerError: 'Unexpected Application Error!',
  skipToContent: 'Skip to main content',
  accountNavLabel: 'Account',
  legalNavLabel: 'Legal',
  releaseVersion: 'Release {version}',
  backHome: 'Back to the home page',
  pageNotFound: 'There is no page at {path}.',
  pageNotFoundStatus: 'Not Found',
  configErrorTitle: 'The portal could not start',
  configErrorText:
    'Its configuration could not be loaded. Please try again later; if this keeps happening, contact your HR department or broker.',
  poweredBy: 'Powered by',
  mainNavLabel: 'Main',
  openMenu: 'Open menu',
  menuTitle: 'Menu',
  home: 'Home',
  gettingStarted: 'Getting Started',
  about: 'About',
  viewPlanDocuments: 'View Plan Documents',
  languageLabel: 'Language',
} as const;
