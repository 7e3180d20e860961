/**
 * The life event page's texts in English, the source language (docs/i18n.md). The API's refusals
 * (a date in the future, an event more than 60 days ago, a wrong document) are the API's texts.
 */
export default {
  lifeEventTitle: 'Report a life event',
  lifeEventIntro:
    'If you married, had or adopted a child, lost other health coverage, moved to another rating area or newly gained the ICHRA, you may enroll or change your elections outside open enrollment. Report the event within {days} days of it, with a document that shows it. Your benefits administrator reviews it.',
  lifeEventKindLabel: 'What happened',
  lifeEventKindPlaceholder: 'Choose the event',
  lifeEventDateLabel: 'Date of the event',
  lifeEventFileLabel: 'Document that shows the event',
  lifeEventFileHint:
    'A PDF, JPEG or PNG file of at most 10 MB, such as a marriage or birth certificate, adoption papers, a letter that ends your other coverage, or a lease at your new address.',
  lifeEventChooseFile: 'Choose the document that shows the event.',
  lifeEventFieldNeeded: 'Please fill in this field.',
  lifeEventSubmit: 'Send for review',
  lifeEventSending: 'Sending your life event…',
  lifeEventSent: 'Your life event was sent to your benefits administrator for review.',
  lifeEventListHeading: 'Your life events',
  lifeEventListLabel: 'The life events you reported',
  lifeEventNone: 'You have not reported a life event.',
  lifeEventColEvent: 'Event',
  lifeEventColState: 'Review',
  lifeEventColDetails: 'What happens next',
  lifeEventPending: 'Waiting for your benefits administrator',
  lifeEventApproved: 'Approved by your benefits administrator',
  lifeEventRejected: 'Not accepted',
  lifeEventPendingNext: 'You will be able to change your elections once it is approved.',
  lifeEventWindow: 'You may change your elections until {closes}.',
  lifeEventCoverageFromEvent: 'Coverage starts on {date}, the date of the event.',
  lifeEventCoverageNextMonth: 'Coverage starts on the first of the month after you authorize your elections.',
  lifeEventElect: 'Change your elections now',
  lifeEventReason: "Your benefits administrator's reason: {reason}",
} as const;
