import type en from './en';

/** The member texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  profileTitle: '¡Le damos la bienvenida, {firstname}!',
  profileTitleAnonymous: '¡Le damos la bienvenida!',
  currentPassword: 'Contraseña actual',
  backToBuilder: 'Volver a su creador de paquetes de beneficios',
  passwordChanged: 'Se cambió su contraseña.',
} as const satisfies Record<keyof typeof en, string>;
