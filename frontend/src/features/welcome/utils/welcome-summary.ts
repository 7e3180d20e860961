/**
 * What /welcome shows, from the caller's own orders, member account, employer contacts and broker
 * (spec portal "/welcome"). Pure: the page and the unit tests call it.
 */
import type * as z from 'zod/mini';
import { compareIso } from '../../../../../shared/domain/calendar';
import { formatDollars, roundCents, type Cents } from '../../../../../shared/domain/money';
import type { broker, employerContact } from '../../../../../shared/schemas/employer';
import type { OrderDetail } from '../../../../../shared/schemas/order';

type Contact = z.infer<typeof employerContact>;
type Broker = z.infer<typeof broker>;

/** Up to this many flagged contacts are shown (spec portal section 9). */
export const MAX_CONTACTS = 3;
const INSURANCE_BROKER = 1;

export interface ContactCard {
  contacttype: Contact['contacttype'];
  name: string;
  emailaddress: string | null;
  phonenumber: string | null;
}

const fullName = (...parts: Array<string | null | undefined>) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** The broker-team fallback is needed only when no contact is flagged and none is an Insurance Broker. */
export function needsBrokerFallback(contacts: readonly Contact[]): boolean {
  return !contacts.some((c) => c.displaytoemployee || c.contacttype === INSURANCE_BROKER);
}

/**
 * The contacts of /welcome: up to 3 flagged displaytoemployee; if none is flagged, the first
 * Insurance Broker contact; if the employer has none of those (the spec: no contacts at all), the
 * broker team's lead broker as an Insurance Broker; nothing when there is no broker either.
 */
export function contactsToShow(contacts: readonly Contact[], lead: Broker | null): ContactCard[] {
  const card = (c: Contact): ContactCard => ({
    contacttype: c.contacttype,
    name: fullName(c.firstname, c.middlename, c.lastname),
    emailaddress: c.emailaddress,
    phonenumber: c.phonenumber,
  });
  const flagged = contacts.filter((c) => c.displaytoemployee);
  if (flagged.length) return flagged.slice(0, MAX_CONTACTS).map(card);
  const broker = contacts.find((c) => c.contacttype === INSURANCE_BROKER);
  if (broker) return [card(broker)];
  if (!lead) return [];
  return [
    {
      contacttype: INSURANCE_BROKER,
      name: fullName(lead.firstName, lead.lastName),
      emailaddress: lead.emailAddress,
      phonenumber: lead.phoneNumber,
    },
  ];
}

export interface PlanSummary {
  /** The business year of the latest order (from the order, never a fixed year). */
  year: number;
  waived: boolean;
  /** Every order of that business year, as the plan panel's table lists them. */
  orders: OrderDetail[];
  services: OrderDetail[];
  summaryLink: string | null;
}

/** The latest authorization: the newest order decides the year and waived or enrolled. */
export function planSummary(orders: readonly OrderDetail[]): PlanSummary | null {
  const newest = [...orders].sort((a, b) => compareIso(b.createdon, a.createdon));
  const latest = newest[0];
  if (!latest) return null;
  const ofYear = newest.filter((o) => o.businessyear === latest.businessyear);
  return {
    year: latest.businessyear,
    waived: latest.category === 'waive' || ofYear.some((o) => o.category === 'waive'),
    orders: ofYear,
    services: ofYear.filter((o) => o.category === 'additionalservices'),
    summaryLink: ofYear.find((o) => o.category === 'healthinsurance' && o.summary_link)?.summary_link ?? null,
  };
}

/** An amount of dollars with two decimals (as the API answers it) shown as "$1,234.50". */
export const dollarsText = (dollars: number): string => formatDollars(roundCents(dollars * 100));

/** The employer's monthly contribution: two decimals, $0.00 when none or negative. */
export function contributionText(dollars: number | null | undefined): string {
  const cents = dollars ? roundCents(dollars * 100) : (0 as Cents);
  return formatDollars(cents > 0 ? cents : (0 as Cents));
}

/** The date of selection, YYYY-MM-DD (UTC, as the order's createdon is stored). */
export const selectionDate = (createdon: string): string => {
  const d = new Date(createdon);
  return Number.isNaN(d.getTime()) ? createdon.slice(0, 10) : d.toISOString().slice(0, 10);
};
