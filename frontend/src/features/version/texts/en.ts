/**
 * The version texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  versionInformation: 'Version Information',
  versionEmployerLabel: 'Employer Name',
  versionEmployerName: 'ICHRA Benefits Enrollment Portal',
  versionReleaseNotice:
    'This release brings registration from your employer link, e-mail confirmation, password setting and secure sign-in to your benefits enrollment portal.',
  versionWebsiteLabel: 'Website Version',
  versionLabel: 'Version',
} as const;
