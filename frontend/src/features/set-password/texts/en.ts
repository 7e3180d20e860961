/**
 * The set-password texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  passwordSetDone: 'Your password is set. You can now sign in.',
  setPasswordTitle: 'Set Your Password',
  setPasswordIntro: 'Choose the password you will use to sign in to the portal.',
  setPassword: 'Set Password',
  accessDenied: 'Access Denied',
  accessDeniedText:
    'This link is not valid for setting a password: it may have expired, been used already, or belong to another employer.',
  haveAccountSignIn: 'Have an Account? Sign In',
} as const;
