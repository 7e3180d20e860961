/**
 * Contributions (tab 1, always shown): the effective date and the choice between shopping and
 * waiving, with the waiver's reason. A waiver is stored as a 'waive' order of $0.00 holding the
 * reason (spec builder section 9); its cart line reads 'Waived Coverage' with the reason.
 */
import * as apiMessages from '../../api-messages';
import type { Cents } from '../money';
import type { BuilderStep } from './types';

export const contributionsStep: BuilderStep<'contributions', 'waive'> = {
  id: 'contributions',
  title: apiMessages.subStepContributions,
  shown: () => true,
  requestFields: ['effectiveDate', 'election.kind', 'election.reason', 'election.otherReason'],
  choice: null,
  order: {
    category: 'waive',
    cents: (i) => (i.waived ? (0 as Cents) : null),
    fields: (priced) => ({
      productname: 'Waived Coverage',
      description: priced.waiverReason,
      options: priced.waiverReason,
    }),
    cartLine: (cart, t) =>
      cart.waived
        ? {
            kind: 'waive',
            carrier: '',
            planType: t.text('orderAreas.waive'),
            // The stored reason (English, or the member's own text) as the member reads it.
            planName: cart.waiverReason ? t.waiverReason(cart.waiverReason) : '',
            metalTier: '',
            monthlyCents: 0 as Cents,
          }
        : null,
    mailLine: (o, amount, texts) => texts.confirmationMailWaiver(o.options ?? '', amount),
  },
};
