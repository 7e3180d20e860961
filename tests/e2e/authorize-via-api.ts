/**
 * A member of a given employer who has authorized (shopped or waived) through the API with the
 * member's own token, exactly as the cart sends it (profile save, quote, POST /api/Order). The
 * browser tests authorize through the builder's screens (tests/e2e/builder-walk.ts); this path
 * stays for the members the builder cannot or need not walk: an employee of an employer with
 * employeazecustomer 0 (the builder's Next is off, yet /welcome must show that employer's contacts
 * rule) and a member with no election at all (`{ kind: 'none' }`). The demo employers' ZIP codes
 * are here too, and the steps themselves (sign in, county, first profile save, quote body,
 * Authorize Elections), which the integration tests' members take too
 * (tests/integration/support/enrollment-journey.ts).
 */
import { randomUUID } from 'node:crypto';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import type { StackInfo } from '../helpers/global-stack';
import { call } from '../helpers/http';
import { createMember, type DemoEmployer, type Member } from './support';

/** An employer of the local stack, with a ZIP code of its state that lies in one county. */
export interface TestEmployer {
  id: string;
  accountid: string;
  accountname: string;
  zip: string;
}

/** The three demo employers (infra/local/demo/employers), one per contacts rule of /welcome. */
export const demoEmployers = {
  /** Contacts flagged displaytoemployee (four: the page shows three). */
  acme: {
    id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
    accountid: 'ACME-001',
    accountname: 'Acme Manufacturing',
    zip: '07030',
  },
  /** Contacts, none flagged: the first Insurance Broker. */
  greenMountain: {
    id: '0352a4cd-fc38-40fa-8dba-426f84f1c15f',
    accountid: 'GMO-014',
    accountname: 'Green Mountain Outfitters',
    zip: '05401',
  },
  /** No contacts: the broker team's lead broker. */
  frontRange: {
    id: 'b585b1ef-706e-4ea4-b576-ad563b1fe51f',
    accountid: 'FRDG-203',
    accountname: 'Front Range Dental Group',
    zip: '80202',
  },
} satisfies Record<string, TestEmployer>;

export type Election =
  | { kind: 'shop'; additionalService?: boolean }
  | { kind: 'waive'; reason: string; otherReason?: string }
  | { kind: 'none' };

export interface AuthorizedMember extends Member {
  token: string;
  /** The orders POST /api/Order answered (none for `{ kind: 'none' }`). */
  orders: Array<{
    category: string;
    productname: string | null;
    businessyear: number;
    vendorname: string | null;
  }>;
  planYear: number | null;
}

function expectStatus(res: { status: number; body: unknown }, what: string, status = 200): void {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
}

/** Registers a member of the employer, sets the password from the e-mailed link and signs in (API). */
export async function signedInMember(
  stack: StackInfo,
  employer: DemoEmployer,
  tag: string,
  firstname: string,
): Promise<Member & { token: string }> {
  const member = await createMember(stack, tag, firstname, employer);
  const login = await call<{ tokenResponse: { access_token: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Login',
    {
      body: { email: member.email, password: member.password },
    },
  );
  expectStatus(login, 'Login');
  return { ...member, token: login.body.tokenResponse.access_token };
}

/** A county of a ZIP code as the profile page looks it up: the first the lookup answers. */
export interface County {
  countyname: string;
  countycode: string;
  state: string;
  city: string;
}

/** The first county of `zip` (GET /api/USZipCounty), with the member's token. */
export async function countyOf(stack: StackInfo, zip: string, token: string): Promise<County> {
  const res = await call<{ locationlist: County[] }>(stack.portalUrl, 'GET', `/api/USZipCounty/${zip}`, {
    token,
  });
  expectStatus(res, `ZIP ${zip}`);
  const county = res.body.locationlist[0];
  if (!county) throw new Error(`ZIP ${zip} has no county on the local stack`);
  return county;
}

/** A spouse or child as the profile adds one (and the quote prices one). */
export interface NewDependent {
  firstname: string;
  relationship: 'spouse' | 'child';
  dateofbirth: string;
  gender: 'Male' | 'Female';
  ssn: string;
}

/** The subscriber the profile and the quote describe: a non-smoking woman living in `county`. */
export interface Subscriber {
  firstname: string;
  lastname: string;
  birthdate: string;
  zip: string;
  county: County;
}

/** The dependents of a first profile save (new ones: the nil id), with their SSNs. */
function newDependentsOf(lastname: string, dependents: readonly NewDependent[]) {
  return dependents.map((d) => ({
    id: '00000000-0000-0000-0000-000000000000',
    firstname: d.firstname,
    lastname,
    dateofbirth: d.dateofbirth,
    gender: d.gender,
    relationship: d.relationship,
    istobaccouser: 'false',
    additionalid: d.ssn,
  }));
}

/** What the profile says besides the quote's subscriber: the street address, phone and SSN. */
export interface ProfileDetails {
  address1: string;
  address2: string | null;
  phonenumber: string;
  ssn: string;
}

/**
 * A member's first profile save (PUT /api/Member/Profile from version 0) with the member's token:
 * the subscriber, `extra` member fields as a page sends them, and the new dependents.
 */
export async function saveFirstProfile(
  stack: StackInfo,
  token: string,
  who: Subscriber & ProfileDetails,
  dependents: readonly NewDependent[] = [],
  extra: Record<string, unknown> = {},
): Promise<void> {
  const res = await call(stack.portalUrl, 'PUT', '/api/Member/Profile', {
    token,
    body: {
      // A member just registered: its first save, from version 0.
      version: 0,
      member: {
        firstname: who.firstname,
        lastname: who.lastname,
        address1: who.address1,
        address2: who.address2,
        phonenumber: who.phonenumber,
        postalcode: who.zip,
        city: who.county.city,
        county: who.county.countyname,
        stateorprovince: who.county.state,
        birthdate: who.birthdate,
        gender: 'Female',
        istobaccouser: 'No',
        additionalid: who.ssn,
        ...extra,
      },
      dependents: newDependentsOf(who.lastname, dependents),
    },
  });
  expectStatus(res, 'Profile save');
}

/** POST /api/HealthPlanQuote's body for the household, as the shop sends it. */
export function quoteBody(
  subscriber: Subscriber,
  accountid: string,
  effectiveDate: string,
  dependents: readonly NewDependent[] = [],
) {
  const { firstname, lastname, birthdate, zip, county } = subscriber;
  return {
    empinfo: { firstname, lastname, createdby: firstname, birthdate },
    postalcode: zip,
    policyeffectivedateRequested: effectiveDate,
    gender: 'Female',
    issmoker: 'false',
    accountid,
    countycode: county.countycode,
    countyname: county.countyname,
    state: county.state,
    city: county.city,
    memberdependentlist: dependents.map((d) => ({
      dateofbirth: d.dateofbirth,
      gender: d.gender,
      relationship: d.relationship,
      istobaccouser: 'false',
    })),
  };
}

/**
 * The coverage attestation the Coverage Attestation step sends (issue 40): the current text's
 * version, for the member and each dependent saved on the profile, read through the API.
 */
export async function coverageAttestationOf(
  stack: StackInfo,
  token: string,
): Promise<{ version: string; people: string[] }> {
  const member = await call<{ data: { id: string } }>(stack.portalUrl, 'GET', '/api/Member/GetMember', {
    token,
  });
  expectStatus(member, 'Member');
  const dependents = await call<{ dependents: Array<{ id: string }> }>(
    stack.portalUrl,
    'GET',
    `/api/Dependent/${member.body.data.id}`,
    { token },
  );
  expectStatus(dependents, 'Dependents');
  return {
    version: coverageAttestationVersion,
    people: [member.body.data.id, ...dependents.body.dependents.map((d) => d.id)],
  };
}

/**
 * Authorize Elections (POST /api/Order) with the member's own token and a fresh idempotency key. A
 * shop election without a coverage attestation gets the one the builder's step sends: the member
 * and every saved dependent.
 */
export async function authorizeElections(
  stack: StackInfo,
  token: string,
  given: { effectiveDate: string; election: Record<string, unknown> } & Record<string, unknown>,
): Promise<AuthorizedMember['orders']> {
  const body =
    given.election.kind === 'shop' && !('coverageAttestation' in given.election)
      ? {
          ...given,
          election: { ...given.election, coverageAttestation: await coverageAttestationOf(stack, token) },
        }
      : given;
  const order = await call<{ orderdetails: AuthorizedMember['orders'] }>(
    stack.portalUrl,
    'POST',
    '/api/Order',
    {
      token,
      body: { idempotencyKey: randomUUID(), payrollDeductionAcknowledged: true, ...body },
    },
  );
  expectStatus(order, 'Authorize Elections');
  return order.body.orderdetails;
}

/**
 * A member of `employer` who has made `election` (or none) for the first plan year the builder
 * offers today: profile saved with an SSN, then Authorize Elections with the member's own token.
 */
export async function authorizedMember(
  stack: StackInfo,
  employer: TestEmployer,
  election: Election,
  { tag = 'after', firstname = 'Robin' }: { tag?: string; firstname?: string } = {},
): Promise<AuthorizedMember> {
  return electAs(stack, employer, await signedInMember(stack, employer, tag, firstname), election);
}

/**
 * A signed-in member's first election (or none), as `authorizedMember` makes it: profile saved with
 * an SSN, then Authorize Elections with the member's own token.
 */
export async function electAs(
  stack: StackInfo,
  employer: TestEmployer,
  m: Member & { token: string },
  election: Election,
): Promise<AuthorizedMember> {
  const base = stack.portalUrl;
  const { firstname } = m;
  if (election.kind === 'none') return { ...m, orders: [], planYear: null };
  const token = m.token;

  const subscriber: Subscriber = {
    firstname,
    lastname: 'Tester',
    birthdate: '1988-04-12',
    zip: employer.zip,
    county: await countyOf(stack, employer.zip, token),
  };
  await saveFirstProfile(
    stack,
    token,
    {
      ...subscriber,
      address1: '12 Main Street',
      address2: null,
      phonenumber: '555-010-2030',
      ssn: '987654323',
    },
    [],
    { pcpname: null, pcpid: null, existingpatient: null },
  );

  const emp = await call<{ data: { edoc_period: number } }>(base, 'GET', `/api/Employer/${employer.id}`);
  expectStatus(emp, 'Employer');
  const [effectiveDate] = effectiveDateOptions(new Date(), emp.body.data.edoc_period);

  let body: { election: Record<string, unknown> } & Record<string, unknown>;
  if (election.kind === 'waive') {
    body = {
      election: { kind: 'waive', reason: election.reason, otherReason: election.otherReason },
      additionalServiceOption: null,
    };
  } else {
    const quote = await call<{ healthplans: Array<{ id: string }> }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: quoteBody(subscriber, employer.accountid, effectiveDate),
    });
    expectStatus(quote, 'Quote');
    const plan = quote.body.healthplans[0];
    if (!plan) throw new Error(`No plan quoted for ${employer.zip} on ${effectiveDate}`);
    let service: { option: string; subcategory: string } | undefined;
    if (election.additionalService) {
      const products = await call<{ productlist: Array<{ option: string; subcategory: string }> }>(
        base,
        'GET',
        '/api/Product/test',
        { token },
      );
      expectStatus(products, 'Products');
      service = products.body.productlist[0];
      if (!service) throw new Error(`${employer.accountname} offers no additional service`);
    }
    body = {
      election: { kind: 'shop', planid: plan.id, ichraAcknowledged: true },
      additionalServiceOption: service?.option ?? null,
      ...(service ? { additionalServiceSubcategory: service.subcategory } : {}),
    };
  }
  const orders = await authorizeElections(stack, token, { effectiveDate, ...body });
  return { ...m, orders, planYear: Number(effectiveDate.slice(0, 4)) };
}
