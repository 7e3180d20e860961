/**
 * The registration texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  acceptTerms: 'Please accept the terms and conditions.',
  allFieldsRequired: 'All fields are required.',
  invalidPhone: 'Please enter a valid phone number.',
  registerHeroTitle: 'Your Benefits Program Just Got Real!',
  'registerBullets.0': 'Shop and enroll in health care coverage.',
  'registerBullets.1': 'Personalize your health and wellness benefits.',
  'registerBullets.2': 'Save for non-medical life events and emergencies.',
  registerFormTitle: 'Create Your Account',
  invitationInvalid:
    'This invitation link is no longer valid: it was used, replaced by a newer one, or has expired. You can still register below, or ask your HR administrator for a new invitation.',
  personalEmail: 'Personal E-mail',
  termsAgreePrefix: 'I agree to the',
  termsAgreeAnd: 'and',
  registerAccount: 'Register Account',
  haveAccount: 'Already have an account?',
  stopSignTitle: 'Access Required',
  stopSignText: 'Your employer must give you access before you can register an account.',
  stopSignAdvice: 'Please contact your current or previous employer for your registration link.',
  alreadyInitiatedTitle: 'Registration Already Initiated',
  alreadyInitiatedText: 'A registration for this e-mail address has already been started.',
  alreadyInitiatedResetHint:
    'Has the confirmation e-mail not arrived? Use the password-reset link to get into your account.',
  alreadyInitiatedResetAction: 'Reset My Password',
  alreadyInitiatedDeleteHint:
    'Was the e-mail address wrong? Delete the pending registration and register again.',
  alreadyInitiatedDeleteAction: 'Delete Pending Registration',
  alreadyInitiatedDeleteUnavailable:
    'A pending registration can only be deleted from the browser in which it was started. Please contact your HR department or broker.',
  pendingRegistrationDeleted: 'The pending registration was deleted. You can register again.',
} as const;
