import type en from './en';

/** The version texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  versionInformation: 'Información de la versión',
  versionEmployerLabel: 'Nombre del empleador',
  versionEmployerName: 'ICHRA Benefits Enrollment Portal',
  versionReleaseNotice:
    'Esta versión incorpora a su portal de inscripción en beneficios el registro desde el enlace de su empleador, la confirmación por correo electrónico, el establecimiento de la contraseña y el inicio de sesión seguro.',
  versionWebsiteLabel: 'Versión del sitio web',
  versionLabel: 'Versión',
} as const satisfies Record<keyof typeof en, string>;
