import type en from './en';

/** The app texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  routerError: '¡Error inesperado de la aplicación!',
  skipToContent: 'Saltar al contenido principal',
  accountNavLabel: 'Cuenta',
  legalNavLabel: 'Información legal',
  releaseVersion: 'Versión {version}',
  backHome: 'Volver a la página de inicio',
  pageNotFound: 'No hay ninguna página en {path}.',
  pageNotFoundStatus: 'Página no encontrada',
  configErrorTitle: 'No se pudo iniciar el portal',
  configErrorText:
    'No se pudo cargar su configuración. Vuelva a intentarlo más tarde; si esto sigue ocurriendo, comuníquese con su departamento de Recursos Humanos o su corredor de seguros.',
  poweredBy: 'Con la tecnología de',
  mainNavLabel: 'Principal',
  openMenu: 'Abrir menú',
  menuTitle: 'Menú',
  home: 'Inicio',
  gettingStarted: 'Primeros pasos',
  about: 'Acerca de',
  viewPlanDocuments: 'Ver documentos del plan',
  languageLabel: 'Idioma',
} as const satisfies Record<keyof typeof en, string>;
