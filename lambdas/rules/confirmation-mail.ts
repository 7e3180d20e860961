/**
 * The confirmation e-mail of an authorization: the elections, the amounts and the effective date.
 * Built only from the priced elections and the orders, never from the member's SSN.
 */
import type { Mail } from '../access/ports';
import { formatDollars, type Cents } from '../../shared/domain/money';
import * as apiMessages from '../../shared/api-messages';
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

export function confirmationMail(
  to: string,
  firstname: string,
  priced: PricedElections,
  orders: StoredOrder[],
): Mail {
  const a = priced.amounts;
  const lines = [
    `Hello ${firstname},`,
    '',
    `Your benefit elections with ${priced.employer.accountname} are authorized.`,
    `Effective date: ${priced.effectiveDate}`,
    '',
    'Elections:',
    ...[...orders]
      .sort((x, y) => categoryRank[x.category] - categoryRank[y.category])
      .map((o) => {
        const what =
          o.category === 'waive'
            ? `Waived coverage (reason: ${o.options ?? ''})`
            : o.category === 'healthinsurance'
              ? `Health plan: ${o.productname ?? ''} (${o.policycarriername ?? ''})`
              : o.category === 'HSA'
                ? 'Health Savings Account'
                : `Additional service: ${o.productname ?? ''} - ${o.options ?? ''}`;
        return `- ${what}: ${formatDollars(o.amountspentCents as Cents)} per month`;
      }),
    '',
    `Monthly Employer Contribution: ${formatDollars(priced.contributionCents)}`,
    `Total: ${formatDollars(a.totalCents)}`,
    `Amount Available: ${formatDollars(a.availableCents)}`,
    `Payroll deduction: ${formatDollars(a.payrollDeductionCents)} per month`,
    '',
    'Coverage will not be bound until the application is approved.',
  ];
  const text = lines.join('\n');
  const html = `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  return { to, subject: apiMessages.confirmationSubject, text, html };
}
