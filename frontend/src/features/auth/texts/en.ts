/**
 * The auth texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  registerPageTitle: 'Register',
  password: 'Password',
  logIn: 'Log In',
  forgotPassword: 'Forgot Password?',
  noAccount: "Don't have an account?",
  onboardingPendingTitle: 'Onboarding Pending',
  onboardingPendingText:
    'Thank you for registering. We have sent you an e-mail: open the link in it to confirm your e-mail address and set your password. The e-mail can take up to 30 minutes to arrive.',
  onboardingPendingSpam: 'If it does not arrive, please check your spam or junk folder.',
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  signedOutExpired: 'Your session has ended. Please sign in again.',
  passwordResetDone: 'Your password has been reset. You can now sign in.',
  forgotPasswordTitle: 'Reset Your Password',
  forgotPasswordIntro:
    'Enter the e-mail address of your account and we will send you a code to reset your password.',
  sendCode: 'Send Code',
  codeSent:
    'If an account exists for {email}, we have sent it an e-mail: with a 6-digit code, enter it and your new password below; if your registration was never completed, use the new set-password link it contains instead.',
  resetCode: 'Code from the e-mail',
  resetCodeInvalid: 'Enter the 6-digit code from the e-mail.',
  resetPassword: 'Reset Password',
  sendNewCode: 'Send a new code',
  backToSignIn: 'Back to Sign In',
  idleWarningTitle: 'Are you still there?',
  idleWarningText:
    'For your security, you will be signed out in {seconds, plural, one {# second} other {# seconds}} because of inactivity.',
  staySignedIn: 'Stay Signed In',
} as const;
