import type en from './en';

/** The common texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  somethingWentWrong: 'Algo salió mal.',
  signIn: 'Iniciar sesión',
  getStarted: 'Comenzar',
  signOut: 'Cerrar sesión',
  loading: 'Cargando...',
  opensInNewTab: '(se abre en una pestaña nueva)',
  close: 'Cerrar',
  proceed: 'Continuar',
  needHelp: '¿Necesita ayuda?',
  privacyPolicy: 'Política de privacidad',
  termsOfUse: 'Términos de uso',
  supportContact: 'Asistencia',
  frontEndVersion: 'Versión web de la interfaz 04 feb. 2025',
} as const satisfies Record<keyof typeof en, string>;
