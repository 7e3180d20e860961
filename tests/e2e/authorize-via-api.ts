/**
 * A member of a given employer who has authorized (shopped or waived) through the API with the
 * member's own token, exactly as the cart sends it (profile save, quote, POST /api/Order). The
 * browser tests authorize through the builder's screens (tests/e2e/builder-walk.ts); this path
 * stays for the members the builder cannot or need not walk: an employee of an employer with
 * employeazecustomer 0 (the builder's Next is off, yet /welcome must show that employer's contacts
 * rule) and a member with no election at all (`{ kind: 'none' }`). The demo employers' ZIP codes
 * are here too.
 */
import { randomUUID } from 'node:crypto';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import type { StackInfo } from '../helpers/global-stack';
import { call } from '../helpers/http';
import { confirmationLink, goodPassword, uniqueEmail, type Member } from './support';

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
async function signedInMember(
  stack: StackInfo,
  employer: TestEmployer,
  tag: string,
  firstname: string,
): Promise<Member & { token: string }> {
  const email = uniqueEmail(tag);
  const base = stack.portalUrl;
  const reg = await call(base, 'POST', '/api/Member/Register', {
    body: {
      member: {
        firstname,
        lastname: 'Tester',
        personalemailaddress: email,
        phonenumber: '555-010-2030',
        accountid: employer.accountid,
        employer_id: employer.id,
      },
      company: employer.accountname,
      plan_year: new Date().getFullYear(),
    },
  });
  expectStatus(reg, 'Register');
  const link = await confirmationLink(stack, email);
  const set = await call(base, 'POST', '/api/Member/SetPassword', {
    body: {
      id: link.searchParams.get('member_id'),
      token: link.searchParams.get('token'),
      password: goodPassword,
    },
  });
  expectStatus(set, 'SetPassword');
  const login = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email, password: goodPassword },
  });
  expectStatus(login, 'Login');
  return { email, password: goodPassword, firstname, token: login.body.tokenResponse.access_token };
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
  const base = stack.portalUrl;
  const m = await signedInMember(stack, employer, tag, firstname);
  if (election.kind === 'none') return { ...m, orders: [], planYear: null };
  const token = m.token;

  const zip = await call<{
    locationlist: Array<{ countyname: string; countycode: string; state: string; city: string }>;
  }>(base, 'GET', `/api/USZipCounty/${employer.zip}`, { token });
  expectStatus(zip, `ZIP ${employer.zip}`);
  const where = zip.body.locationlist[0];
  if (!where) throw new Error(`ZIP ${employer.zip} has no county on the local stack`);

  const birthdate = '1988-04-12';
  const profile = await call(base, 'PUT', '/api/Member/Profile', {
    token,
    body: {
      // A member just registered: its first save, from version 0.
      version: 0,
      member: {
        firstname,
        lastname: 'Tester',
        address1: '12 Main Street',
        address2: null,
        phonenumber: '555-010-2030',
        postalcode: employer.zip,
        city: where.city,
        county: where.countyname,
        stateorprovince: where.state,
        birthdate,
        gender: 'Female',
        istobaccouser: 'No',
        additionalid: '987654323',
        pcpname: null,
        pcpid: null,
        existingpatient: null,
      },
      dependents: [],
    },
  });
  expectStatus(profile, 'Profile save');

  const emp = await call<{ data: { edoc_period: number } }>(base, 'GET', `/api/Employer/${employer.id}`);
  expectStatus(emp, 'Employer');
  const [effectiveDate] = effectiveDateOptions(new Date(), emp.body.data.edoc_period);

  let body: Record<string, unknown>;
  if (election.kind === 'waive') {
    body = {
      election: { kind: 'waive', reason: election.reason, otherReason: election.otherReason },
      additionalServiceOption: null,
    };
  } else {
    const quote = await call<{ healthplans: Array<{ id: string }> }>(base, 'POST', '/api/HealthPlanQuote', {
      token,
      body: {
        empinfo: { firstname, lastname: 'Tester', createdby: firstname, birthdate },
        postalcode: employer.zip,
        policyeffectivedateRequested: effectiveDate,
        gender: 'Female',
        issmoker: 'false',
        accountid: employer.accountid,
        countycode: where.countycode,
        countyname: where.countyname,
        state: where.state,
        city: where.city,
        memberdependentlist: [],
      },
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
  const order = await call<{ orderdetails: AuthorizedMember['orders'] }>(base, 'POST', '/api/Order', {
    token,
    body: { idempotencyKey: randomUUID(), effectiveDate, payrollDeductionAcknowledged: true, ...body },
  });
  expectStatus(order, 'Authorize Elections');
  return { ...m, orders: order.body.orderdetails, planYear: Number(effectiveDate.slice(0, 4)) };
}
