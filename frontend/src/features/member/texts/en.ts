/**
 * The member texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  profileTitle: 'Welcome, {firstname}!',
  profileTitleAnonymous: 'Welcome!',
  currentPassword: 'Current Password',
  backToBuilder: 'Back to your Benefits Package Creator',
  passwordChanged: 'Your password has been changed.',
} as const;
