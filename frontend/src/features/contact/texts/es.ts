import type en from './en';

/** The contact texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  brokerName: 'Nombre del corredor',
  brokerPhone: 'Número de contacto',
  brokerLoadFailed: 'No se pudieron cargar los datos de su corredor de seguros. Vuelva a intentarlo.',
} as const satisfies Record<keyof typeof en, string>;
