/**
 * The contact texts in English, the source language (docs/i18n.md). ICU messages: `{name}` is a
 * value the caller passes. Keep the spec's wording where it has one.
 */
export default {
  brokerName: 'Broker Name',
  brokerPhone: 'Contact Number',
  brokerLoadFailed: 'Your broker details could not be loaded. Please try again.',
} as const;
