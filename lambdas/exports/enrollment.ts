/**
 * One employer's enrollment as stored, read once for the operator exports (types.ts): the employer
 * profile, its members (the members table's byEmployer index), each member's dependents, and each
 * plan year the member authorized (the member account ACCOUNT#<year> and the orders of that year).
 * Everything is read through the adapters; nothing is recomputed: the amounts are the integer
 * cents Authorize Elections stored, so a file built from them equals what the employee authorized.
 *
 * Where a figure comes from:
 * - amounts: the member account's *Cents fields (employer contribution, plan premium, payroll
 *   deduction), the HSA and additional-service orders' amountspentCents;
 * - plan id, plan name and carrier: the year's health-insurance order, which Authorize Elections
 *   wrote from the plan catalog of the plan year and the member's county (options: the HIOS id,
 *   productname, policycarriername: the issuer). The order keeps them as authorized, even if the
 *   catalog is re-imported or the member moves county later; the plans table is not read;
 * - who is covered: the order set's own record (the member account's `covered`, written by
 *   Authorize Elections in its transaction: each person as priced), never the dependents saved
 *   when the file is made: a dependent removed from the profile since is still covered, one added
 *   since is not (a change of household is an order set of its own). The record holds no SSN: each
 *   person's is read by id from the member and the dependents saved now (null for one removed).
 *   An order set authorized before the record existed has none: for it the subscriber and the
 *   dependents saved now that were added on or before the authorization are taken, as before
 *   (`coveredFrom: 'read-now'`; docs/decisions/0027-order-set-records-whom-it-covers.md).
 *
 * @example
 * const enrollment = await readEmployerEnrollment(db, tables, employerId);
 * if (!enrollment) throw new Error(`No employer ${employerId}`);
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MemberRecord } from '../../shared/domain/member';
import type { Cents } from '../../shared/domain/money';
import type { DependentRecord } from '../../shared/domain/profile';
import { EmployerRepository } from '../adapters/employers';
import { MemberReader } from '../adapters/members';
import { OrderRepository, orderSetPeople, type OrderSetPerson } from '../adapters/orders';
import { ProfileStore } from '../adapters/profiles';
import type {
  EmployerEnrollment,
  ExportAddress,
  ExportPerson,
  MemberEnrollment,
  PlanYearElection,
} from './types';

export interface EnrollmentTables {
  members: string;
  dependents: string;
  orders: string;
  employers: string;
  /** Not read: the orders hold the catalog's plan and carrier names as authorized (see above). */
  plans: string;
}

/** Members read at once: each costs three Queries, kept well under a table's burst. */
const MEMBERS_IN_PARALLEL = 8;

type Item = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * An amount of the member account or an order in cents: its `<field>Cents` integer, or for an item
 * written before those existed, its dollars (two decimals) converted.
 */
function centsOf(item: Item | undefined, field: string): Cents {
  if (!item) return 0 as Cents;
  const cents = item[`${field}Cents`];
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) return cents as Cents;
  const dollars = Number(item[field] ?? 0);
  return (Number.isFinite(dollars) ? Math.round(dollars * 100) : 0) as Cents;
}

const gender = (v: unknown): ExportPerson['gender'] => (v === 'Male' || v === 'Female' ? v : null);

function subscriberOf(m: MemberRecord): ExportPerson {
  return {
    id: m.id,
    relationship: 'self',
    firstName: m.firstname,
    lastName: m.lastname,
    birthDate: text(m.birthdate),
    gender: gender(m.gender),
    ssn: text(m.ssn),
    tobaccoUser: m.istobaccouser === 'Yes' ? true : m.istobaccouser === 'No' ? false : null,
  };
}

function dependentOf(d: DependentRecord): ExportPerson {
  return {
    id: d.id,
    relationship: d.relationship,
    firstName: d.firstname,
    lastName: d.lastname,
    birthDate: text(d.dateofbirth),
    gender: gender(d.gender),
    ssn: text(d.ssn),
    tobaccoUser: d.istobaccouser === 'true',
  };
}

function addressOf(m: MemberRecord): ExportAddress | null {
  const line1 = text(m.address1);
  const city = text(m.city);
  const state = text(m.stateorprovince);
  const zip = text(m.postalcode);
  if (!line1 || !city || !state || !zip) return null;
  return { line1, line2: text(m.address2), city, state, zip, county: text(m.county) };
}

/**
 * A person of the order set's record, with the SSN stored now for that id (the subscriber's on the
 * member, a dependent's on the dependent; null once the dependent is removed).
 */
function recordedPerson(
  p: OrderSetPerson,
  subscriber: MemberRecord,
  dependents: readonly DependentRecord[],
): ExportPerson {
  const ssn =
    p.relationship === 'self' ? subscriber.ssn : (dependents.find((d) => d.id === p.id)?.ssn ?? null);
  return {
    id: p.id,
    relationship: p.relationship,
    firstName: p.firstname,
    lastName: p.lastname,
    birthDate: p.dateofbirth,
    gender: p.gender,
    ssn: text(ssn),
    tobaccoUser: p.tobacco,
  };
}

/**
 * Whom the election covers: the order set's record, or for an account written before there was
 * one, the subscriber and the dependents saved now that were added on or before the authorization.
 */
function coveredBy(
  account: Item,
  waived: boolean,
  subscriber: MemberRecord,
  dependents: readonly DependentRecord[],
): Pick<PlanYearElection, 'covered' | 'coveredFrom'> {
  const recorded = orderSetPeople(account);
  if (recorded)
    return {
      covered: recorded.map((p) => recordedPerson(p, subscriber, dependents)),
      coveredFrom: 'recorded',
    };
  const authorizedAt = String(account.createdon ?? '');
  return {
    covered: waived
      ? []
      : [
          subscriberOf(subscriber),
          ...dependents.filter((d) => d.createdon !== '' && d.createdon <= authorizedAt).map(dependentOf),
        ],
    coveredFrom: 'read-now',
  };
}

/** What a member account alone says of its plan year: the terms every reader of it takes the same way. */
export type AccountTerms = Pick<
  PlanYearElection,
  | 'planYear'
  | 'effectiveDate'
  | 'waived'
  | 'waiveReason'
  | 'employerContributionCents'
  | 'healthPremiumCents'
  | 'payrollDeductionCents'
  | 'authorizedAt'
>;

/**
 * The terms of a stored member account (ACCOUNT#<year>): the waiver, the effective date and the
 * stored amounts in cents. The exports read them here, and so does the console's tracker
 * (lambdas/admin/tracker.ts), which reads the accounts without their orders.
 */
export function accountTerms(account: Item): AccountTerms {
  const waived = Number(account.waivecoverage) === 1;
  return {
    planYear: Number(account.planyear),
    effectiveDate: String(account.effectivedate),
    waived,
    waiveReason: waived ? text(account.waivecoveragereason) : null,
    employerContributionCents: centsOf(account, 'currentemployercontribution'),
    healthPremiumCents: centsOf(account, 'currenthealthinsurancepremium'),
    payrollDeductionCents: centsOf(account, 'currentpayrolldeduction'),
    authorizedAt: String(account.createdon ?? ''),
  };
}

/** What one authorization stored for one plan year, from its member account and that year's orders. */
export function electionOf(
  account: Item,
  orders: readonly Item[],
  subscriber: MemberRecord,
  dependents: readonly DependentRecord[],
): PlanYearElection {
  const terms = accountTerms(account);
  const { planYear, waived } = terms;
  // The orders of this account's order set: a superseded set's are those written with it (the same
  // createdon; issue 40), the latest set's those not ended.
  const endDate = typeof account.enddate === 'string' ? account.enddate : null;
  const ofYear = orders.filter(
    (o) =>
      Number(o.businessyear) === planYear &&
      (endDate === null ? o.policyenddate === undefined : o.createdon === account.createdon),
  );
  const health = ofYear.find((o) => o.category === 'healthinsurance');
  const sumOf = (category: string) =>
    ofYear.filter((o) => o.category === category).reduce((s, o) => s + centsOf(o, 'amountspent'), 0) as Cents;
  return {
    planYear,
    effectiveDate: terms.effectiveDate,
    waived,
    waiveReason: terms.waiveReason,
    planId: waived ? null : text(health?.options),
    planName: waived ? null : text(health?.productname),
    carrier: waived ? null : (text(health?.policycarriername) ?? text(health?.vendorname)),
    ...coveredBy(account, waived, subscriber, dependents),
    employerContributionCents: terms.employerContributionCents,
    healthPremiumCents: terms.healthPremiumCents,
    hsaCents: sumOf('HSA'),
    serviceCents: sumOf('additionalservices'),
    payrollDeductionCents: terms.payrollDeductionCents,
    authorizedAt: terms.authorizedAt,
    ...(endDate === null ? {} : { endDate }),
  };
}

/**
 * When the member saved a profile, or null before: the profile save is the only write that sets
 * the date of birth and the address together, and every write of a postal code carries a date of
 * birth (shared/schemas/profile.ts requires one), so a stored postal code marks a saved profile
 * and no reader needs the date of birth to know it. The member item's last change is the nearest
 * stored time of the save.
 */
export function profileSavedAt(m: {
  postalcode: string | null;
  modifiedon: string | null;
  createdon: string | null;
}): string | null {
  return text(m.postalcode) !== null ? (text(m.modifiedon) ?? text(m.createdon)) : null;
}

async function memberEnrollment(
  m: MemberRecord,
  profiles: ProfileStore,
  orders: OrderRepository,
): Promise<MemberEnrollment> {
  const [dependents, accounts, stored, ended] = await Promise.all([
    profiles.dependents(m.id),
    orders.accounts(m.id),
    orders.listOrders(m.id),
    orders.endedAccounts(m.id),
  ]);
  return {
    memberId: m.id,
    accountId: m.accountid,
    email: m.email,
    phone: text(m.phonenumber),
    contributionClass: m.contributionclass,
    address: addressOf(m),
    subscriber: subscriberOf(m),
    dependents: dependents.map(dependentOf),
    elections: accounts
      .filter((a) => Number.isInteger(Number(a.planyear)))
      .map((a) => electionOf(a, stored as unknown as Item[], m, dependents))
      .sort((a, b) => a.planYear - b.planYear),
    ...(ended.length > 0
      ? { endedElections: ended.map((a) => electionOf(a, stored as unknown as Item[], m, dependents)) }
      : {}),
    registeredAt: text(m.createdon),
    profileSavedAt: profileSavedAt(m),
  };
}

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of `items`. */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const byName = (a: MemberEnrollment, b: MemberEnrollment): number =>
  a.subscriber.lastName.localeCompare(b.subscriber.lastName) ||
  a.subscriber.firstName.localeCompare(b.subscriber.firstName) ||
  a.memberId.localeCompare(b.memberId);

/**
 * The employer's enrollment as stored, members ordered by last name, first name and id; undefined
 * when there is no such employer. The members come from the byEmployer index (eventually
 * consistent: one registered a moment ago may be missing until the next run).
 */
export async function readEmployerEnrollment(
  db: DynamoDBDocumentClient,
  tables: EnrollmentTables,
  employerId: string,
): Promise<EmployerEnrollment | undefined> {
  const employer = await new EmployerRepository(db, tables.employers).getProfile(employerId);
  if (!employer) return undefined;
  // Registration copies the id as the employer's profile stores it onto the member.
  const members = await new MemberReader(db, tables.members).listByEmployer(employer.id);
  const profiles = new ProfileStore(db, tables.members, tables.dependents);
  const orders = new OrderRepository(db, tables.orders, tables.members);
  const enrolled = await mapLimited(members, MEMBERS_IN_PARALLEL, (m) =>
    memberEnrollment(m, profiles, orders),
  );
  return {
    employer: {
      id: employer.id,
      accountId: employer.accountid,
      name: employer.accountname,
      payFrequency: employer.payFrequency,
    },
    members: enrolled.sort(byName),
  };
}
