import { defineTexts } from '../../../lib/i18n';

/** The ICHRA notice page's texts: `noticeTexts('key', { values })`. */
export const noticeTexts = defineTexts('ichraNotice', { en: () => import('./en'), es: () => import('./es') });
