import type en from './en';

/** The employer texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  defaultLogoAlt: 'Logotipo de Benefits Enrollment Portal',
  employerLogoAlt: 'Logotipo de {accountname}',
} as const satisfies Record<keyof typeof en, string>;
