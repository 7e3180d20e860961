import type en from './en';

/** The ICHRA notice page's texts in Spanish (docs/i18n.md): translations of en.ts, key for key. */
export default {
  noticePageTitle: 'Aviso del ICHRA',
  noticeDownloadPdf: 'Descargar el aviso (PDF)',
  noticeAcknowledge: 'Confirmo que recibí este aviso',
  noticeAcknowledging: 'Guardando su confirmación...',
  noticeAcknowledgedOn: 'Confirmó la recepción de este aviso el {date}.',
  noticeAcknowledgeHint: 'Lea el aviso y luego confirme que lo recibió. Su empleador verá que lo hizo.',
  noticeLoadFailed: 'No se pudo cargar el aviso del ICHRA. Vuelva a intentarlo.',
  noticeLoading: 'Cargando su aviso del ICHRA...',
  noticeAmountWho: 'Cobertura',
  noticeAmountMonthly: 'Asignación mensual',
  noticeVersion: 'Versión del aviso {version}',
  noticePdfFailed: 'No se pudo generar el PDF. Vuelva a intentarlo.',
} as const satisfies Record<keyof typeof en, string>;
