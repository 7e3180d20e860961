/**
 * The employer texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  defaultLogoAlt: 'Benefits Enrollment Portal logo',
  employerLogoAlt: '{accountname} logo',
} as const;
