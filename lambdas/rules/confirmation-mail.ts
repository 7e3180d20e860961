/**
 * The confirmation e-mail of an authorization: the elections, the amounts and the effective date.
 * Built only from the priced elections and the orders, never from the member's SSN. It goes out in
 * the member's language (shared/api-messages.ts or its Spanish twin); the amounts and the date are
 * the same figures, written the same way, in every language.
 */
import type { Mail } from '../access/ports';
import { apiMessagesIn, type ApiMessages } from '../../shared/api-message-codes';
import type { Language } from '../../shared/domain/language';
import { formatDollars, type Cents } from '../../shared/domain/money';
import type { StoredOrder } from '../adapters/orders';
import type { PricedElections } from './elections';

/** The mail lists the plan (or the waiver) first, then the HSA, then the additional service. */
const categoryRank: Record<StoredOrder['category'], number> = {
  healthinsurance: 0,
  waive: 0,
  HSA: 1,
  additionalservices: 2,
};

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One order's line: what it is and its monthly amount. */
function orderLine(texts: ApiMessages, o: StoredOrder): string {
  const amount = formatDollars(o.amountspentCents as Cents);
  switch (o.category) {
    case 'waive':
      return texts.confirmationMailWaiver(o.options ?? '', amount);
    case 'healthinsurance':
      return texts.confirmationMailPlan(o.productname ?? '', o.policycarriername ?? '', amount);
    case 'HSA':
      return texts.confirmationMailHsa(amount);
    case 'additionalservices':
      return texts.confirmationMailService(o.productname ?? '', o.options ?? '', amount);
  }
}

export function confirmationMail(
  to: string,
  firstname: string,
  priced: PricedElections,
  orders: StoredOrder[],
  language: Language,
): Mail {
  const texts = apiMessagesIn(language);
  const a = priced.amounts;
  const lines = [
    texts.confirmationEmailGreeting(firstname),
    '',
    texts.confirmationMailAuthorized(priced.employer.accountname),
    texts.confirmationMailEffectiveDate(priced.effectiveDate),
    '',
    texts.confirmationMailElections,
    ...[...orders]
      .sort((x, y) => categoryRank[x.category] - categoryRank[y.category])
      .map((o) => `- ${orderLine(texts, o)}`),
    '',
    texts.confirmationMailContribution(formatDollars(priced.contributionCents)),
    texts.confirmationMailTotal(formatDollars(a.totalCents)),
    texts.confirmationMailAvailable(formatDollars(a.availableCents)),
    texts.confirmationMailPayroll(formatDollars(a.payrollDeductionCents)),
    '',
    texts.confirmationMailNotBound,
  ];
  const text = lines.join('\n');
  const html = `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  return { to, subject: texts.confirmationSubject, text, html };
}
