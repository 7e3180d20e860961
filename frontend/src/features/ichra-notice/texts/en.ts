/**
 * The ICHRA notice page's texts in English, the source language (docs/i18n.md). The notice's own
 * wording is the server's (shared/domain/ichra-notice-texts.ts): it is versioned with what it says.
 */
export default {
  noticePageTitle: 'ICHRA Notice',
  noticeDownloadPdf: 'Download the notice (PDF)',
  noticeAcknowledge: 'I acknowledge that I received this notice',
  noticeAcknowledging: 'Saving your acknowledgment...',
  noticeAcknowledgedOn: 'You acknowledged this notice on {date}.',
  noticeAcknowledgeHint:
    'Please read the notice, then confirm that you received it. Your employer sees that you did.',
  noticeLoadFailed: 'The ICHRA notice could not be loaded. Please try again.',
  noticeLoading: 'Loading your ICHRA notice...',
  noticeAmountWho: 'Coverage',
  noticeAmountMonthly: 'Monthly allowance',
  noticeVersion: 'Notice version {version}',
  noticePdfFailed: 'The PDF could not be made. Please try again.',
} as const;
