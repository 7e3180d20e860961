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
import { builderSteps, orderStep, type BuilderSteps } from '../../shared/domain/steps';
import type { StoredOrder } from '../adapters/orders';
import type { PricedElections } from './elections';

/** The orders in the order of the steps that create them (the plan or the waiver, the HSA, the service). */
const stepRank = (o: StoredOrder, steps: BuilderSteps): number =>
  steps.findIndex((step) => step.order?.category === o.category);

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One order's line, written by the step that creates it: what it is and its monthly amount. */
function orderLine(texts: ApiMessages, o: StoredOrder, steps: BuilderSteps): string {
  const amount = formatDollars(o.amountspentCents as Cents);
  const step = orderStep(o.category, steps);
  return step?.order ? step.order.mailLine(o, amount, texts) : `${o.productname ?? o.category}: ${amount}`;
}

export function confirmationMail(
  to: string,
  firstname: string,
  priced: PricedElections,
  orders: StoredOrder[],
  language: Language,
  steps: BuilderSteps = builderSteps,
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
      .sort((x, y) => stepRank(x, steps) - stepRank(y, steps))
      .map((o) => `- ${orderLine(texts, o, steps)}`),
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
