/**
 * The rules of /welcome (frontend/src/features/welcome/utils/welcome-summary.ts, spec portal
 * "/welcome" and section 9): which contacts show, the latest authorization's year and waiver,
 * the contribution sentence's amount and the date of selection.
 */
import { describe, expect, it } from 'vitest';
import {
  contactsToShow,
  contributionText,
  needsBrokerFallback,
  planSummary,
  selectionDate,
} from '../../frontend/src/features/welcome/utils/welcome-summary';
import type { OrderDetail } from '../../shared/schemas/order';

type Contact = Parameters<typeof contactsToShow>[0][number];
const contact = (
  lastname: string,
  contacttype: Contact['contacttype'],
  displaytoemployee: boolean,
): Contact => ({
  firstname: 'Pat',
  middlename: null,
  lastname,
  emailaddress: `${lastname.toLowerCase()}@example.com`,
  phonenumber: '555-0100',
  contacttype,
  displaytoemployee,
});
const lead = { firstName: 'Maya', lastName: 'Lindqvist', emailAddress: null, phoneNumber: '303-555-0175' };

describe('contactsToShow', () => {
  it.each([
    {
      rule: 'flagged contacts, at most 3, in the employer order',
      contacts: [
        contact('A', 3, true),
        contact('B', 1, false),
        contact('C', 1, true),
        contact('D', 5, true),
        contact('E', 2, true),
      ],
      shown: [
        ['Pat A', 3],
        ['Pat C', 1],
        ['Pat D', 5],
      ],
    },
    {
      rule: 'none flagged: the first Insurance Broker',
      contacts: [contact('A', 3, false), contact('B', 1, false), contact('C', 1, false)],
      shown: [['Pat B', 1]],
    },
    {
      rule: 'no contacts: the broker team lead as an Insurance Broker',
      contacts: [],
      shown: [['Maya Lindqvist', 1]],
    },
    {
      rule: 'contacts, none flagged and no Insurance Broker: the broker team lead',
      contacts: [contact('A', 3, false)],
      shown: [['Maya Lindqvist', 1]],
    },
  ])('$rule', ({ contacts, shown }) => {
    expect(contactsToShow(contacts, lead).map((c) => [c.name, c.contacttype])).toEqual(shown);
  });

  it('shows nothing when there are no contacts and no broker', () => {
    expect(contactsToShow([], null)).toEqual([]);
  });

  it('joins first, middle and last names', () => {
    expect(
      contactsToShow([{ ...contact('Carter', 1, true), firstname: 'Evelyn', middlename: 'R.' }], null)[0]
        ?.name,
    ).toBe('Evelyn R. Carter');
  });

  it('asks for the broker team only when the contacts cannot answer', () => {
    expect(needsBrokerFallback([])).toBe(true);
    expect(needsBrokerFallback([contact('A', 3, false)])).toBe(true);
    expect(needsBrokerFallback([contact('A', 3, true)])).toBe(false);
    expect(needsBrokerFallback([contact('A', 1, false)])).toBe(false);
  });
});

const order = (over: Partial<OrderDetail>): OrderDetail => ({
  id: crypto.randomUUID(),
  category: 'healthinsurance',
  vendorname: 'Carrier',
  productname: 'Plan',
  description: null,
  amountspent: 100,
  policyholdersname: null,
  policycarriername: null,
  options: null,
  tax_status: null,
  ordernumber: '0',
  createdon: '2026-11-20T10:00:00.000Z',
  policyeffectivedate: '2027-01-01',
  policyishsaeligible: 0,
  waivecoverage: 0,
  businessyear: 2027,
  summary_link: null,
  accountname: 'Acme',
  address1: null,
  address2: null,
  city: null,
  stateorprovince: null,
  postalcode: null,
  phonenumber: null,
  emailaddress: null,
  ...over,
});

describe('planSummary', () => {
  it('is null without orders', () => {
    expect(planSummary([])).toBeNull();
  });

  it("takes the newest order's business year and lists that year's orders, services and summary link", () => {
    const older = order({ businessyear: 2026, createdon: '2025-11-20T10:00:00.000Z', category: 'waive' });
    const health = order({ summary_link: 'https://example.com/sbc.pdf' });
    const service = order({ category: 'additionalservices', summary_link: 'https://example.com/not-this' });
    const s = planSummary([older, service, health])!;
    expect(s.year).toBe(2027);
    expect(s.waived).toBe(false);
    expect(s.orders.map((o) => o.id).sort()).toEqual([health.id, service.id].sort());
    expect(s.services.map((o) => o.id)).toEqual([service.id]);
    expect(s.summaryLink).toBe('https://example.com/sbc.pdf');
  });

  it('is waived when the latest authorization is a waiver, in its own business year', () => {
    const earlier = order({ businessyear: 2026, createdon: '2025-11-20T10:00:00.000Z' });
    const waive = order({ category: 'waive', businessyear: 2028, createdon: '2027-11-20T10:00:00.000Z' });
    const service = order({ category: 'additionalservices', businessyear: 2028, createdon: waive.createdon });
    const s = planSummary([earlier, service, waive])!;
    expect(s).toMatchObject({ year: 2028, waived: true, summaryLink: null });
  });
});

describe('contributionText', () => {
  it.each([
    [null, '$0.00'],
    [undefined, '$0.00'],
    [0, '$0.00'],
    [-25, '$0.00'],
    [450, '$450.00'],
    [1234.5, '$1,234.50'],
    [0.07, '$0.07'],
  ])('%s dollars → %s', (dollars, text) => {
    expect(contributionText(dollars)).toBe(text);
  });
});

describe('selectionDate', () => {
  it('shows the UTC date of createdon as YYYY-MM-DD', () => {
    expect(selectionDate('2026-11-23T23:59:59.000Z')).toBe('2026-11-23');
    expect(selectionDate('2027-01-01T00:00:00Z')).toBe('2027-01-01');
  });
});
