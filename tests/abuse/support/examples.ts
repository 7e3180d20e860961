/**
 * Realistic requests for the routes whose random schema samples would be refused by a domain rule
 * before the handler ever reaches the part under test (a child born in 1905, a waiver with no
 * reason...). Every other route falls back to a sample of its own schemas, so a new route is still
 * exercised. Each example is checked against the route's schemas.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { effectiveDateOptions } from '../../../shared/domain/effective-dates';
import type { RouteDef } from '../../../shared/routes';
import { ZERO_GUID } from '../../../shared/schemas/profile';
import { validArb } from './arbitraries';

export interface RequestParts {
  body?: unknown;
  path?: Record<string, string>;
  query?: Record<string, string>;
}

export interface ExampleContext {
  memberId: string;
  accountid: string;
  employerId: string;
  dependentId?: string;
  /** A 9-digit SSN the example may send (never a real person's: 987-65-4320..4329). */
  ssn: string;
  /** Credentials for the public sign-in route. */
  email?: string;
  password?: string;
  /** The member version the caller last read (member writes send it back); 0 for a new member. */
  version?: number;
}

const nextMonth = (): string => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
};

/** The member's own fields as the profile form sends them (Hoboken, NJ 07030, Hudson county). */
const memberExample = (c: ExampleContext) => ({
  firstname: 'Casey',
  lastname: 'Example',
  address1: '221 Washington Street',
  address2: null,
  city: 'Hoboken',
  stateorprovince: 'NJ',
  postalcode: '07030',
  county: 'Hudson',
  phonenumber: '201-555-0100',
  birthdate: '1985-03-14',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: c.ssn,
});

const examples: Record<string, (c: ExampleContext) => RequestParts> = {
  'get-admin-me': () => ({ query: {} }),
  'get-tracker': (c) => ({ path: { employerId: c.employerId }, query: {} }),
  'get-activity': (c) => ({ path: { employerId: c.employerId }, query: {} }),
  'get-files': (c) => ({ path: { employerId: c.employerId }, query: {} }),
  // The status file: it carries no SSN, so every grant may produce it.
  'post-files': (c) => ({ path: { employerId: c.employerId }, body: { kind: 'status', period: '2027-01' } }),
  'post-file-link': (c) => ({
    path: { employerId: c.employerId },
    body: { id: Buffer.from(`${c.employerId}/status/2027-01/status-ACME-2027.csv`).toString('base64url') },
  }),
  'get-windows': (c) => ({ path: { employerId: c.employerId }, query: {} }),
  // A window that closes after it opens (a random sample could close first, a 400 by design).
  'put-window': (c) => ({
    path: { employerId: c.employerId },
    body: { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
  }),
  // An e-mail on no employer: not due, so the example queues no reminder and sends no mail.
  'post-reminders': (c) => ({
    path: { employerId: c.employerId },
    body: { emails: ['nobody.reminded@example.com'] },
  }),
  'post-login': (c) => ({
    body: { email: c.email ?? 'nobody@example.com', password: c.password ?? 'Nobody#2026pass' },
  }),
  'post-register': (c) => ({
    body: {
      member: {
        firstname: 'Casey',
        lastname: 'Example',
        personalemailaddress: `casey.${randomUUID().slice(0, 8)}@example.com`,
        phonenumber: '201-555-0100',
        accountid: c.accountid,
        employer_id: c.employerId,
      },
      company: 'Example',
      plan_year: new Date().getUTCFullYear(),
    },
  }),
  'get-employer': (c) => ({ path: { id: c.employerId } }),
  'put-member': (c) => ({ body: { member: memberExample(c), version: c.version ?? 0 } }),
  'put-member-pcp': (c) => ({
    body: { pcpname: 'Dr. Example', pcpid: 'P-1234', existingpatient: 'yes', version: c.version ?? 0 },
  }),
  'put-profile': (c) => ({
    body: {
      version: c.version ?? 0,
      member: memberExample(c),
      dependents: [
        {
          id: ZERO_GUID,
          firstname: 'Sam',
          lastname: 'Example',
          dateofbirth: '2015-06-01',
          gender: 'Male',
          relationship: 'child',
          istobaccouser: 'false',
          additionalid: c.ssn,
        },
      ],
    },
  }),
  'put-member-ssn': (c) => ({ body: { additionalid: c.ssn, version: c.version ?? 0 } }),
  'post-dependent': (c) => ({
    body: {
      // A new dependent is sent with the all-zero id (spec builder section 3).
      id: ZERO_GUID,
      firstname: 'Sam',
      lastname: 'Example',
      dateofbirth: '2015-06-01',
      gender: 'Male',
      relationship: 'child',
      istobaccouser: 'false',
      additionalid: c.ssn,
      version: c.version ?? 0,
    },
  }),
  'put-dependent': (c) => ({
    body: {
      id: c.dependentId ?? randomUUID(),
      firstname: 'Sam',
      lastname: 'Example',
      dateofbirth: '2015-06-01',
      gender: 'Male',
      relationship: 'child',
      istobaccouser: 'false',
      additionalid: c.ssn,
      version: c.version ?? 0,
    },
  }),
  'delete-dependent': (c) => ({
    path: { id: c.dependentId ?? randomUUID() },
    query: { version: String(c.version ?? 0) },
  }),
  'get-dependents': (c) => ({ path: { memberid: c.memberId } }),
  'get-member-by-id': (c) => ({ path: { id: c.memberId } }),
  'get-zip-county': () => ({ path: { zip: '07030' } }),
  'get-monthly-contribution': (c) => ({
    path: {
      accountid: c.accountid,
      effectiveDate: nextMonth(),
      dob: '1985-03-14',
      state: 'NJ',
      class: 'ALL',
      d1: '1900-01-01',
      d2: '1900-01-01',
      d3: '1900-01-01',
      d4: '1900-01-01',
      d5: '1900-01-01',
    },
  }),
  'get-waived-contribution': (c) => ({
    path: { accountid: c.accountid, effectiveDate: nextMonth(), dob: '1985-03-14', state: 'NJ' },
  }),
  'get-affordability': () => ({
    path: { planYear: String(new Date().getUTCFullYear()) },
    query: { householdIncome: '65000' },
  }),
  'post-order': () => ({
    body: {
      idempotencyKey: randomUUID(),
      // The first effective-date option of edoc_period 10 (the demo employer's).
      effectiveDate: effectiveDateOptions(new Date(), 10)[0],
      election: { kind: 'waive', reason: 'Coverage through Spouse/Partner' },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    },
  }),
  'post-quote': (c) => ({
    body: {
      empinfo: { firstname: 'Casey', lastname: 'Example', createdby: 'test', birthdate: '1985-03-14' },
      postalcode: '07030',
      policyeffectivedateRequested: nextMonth(),
      gender: 'Female',
      issmoker: 'false',
      accountid: c.accountid,
      countycode: '34017',
      countyname: 'Hudson',
      state: 'NJ',
      city: 'Hoboken',
      memberdependentlist: [],
    },
  }),
};

/** A schema sample of each declared part (fixed seed). */
export function sampleParts(r: RouteDef, seed = 20261121): RequestParts {
  const one = (schema: NonNullable<RouteDef['request']['body']>) =>
    fc.sample(validArb(schema), { numRuns: 1, seed })[0];
  return {
    ...(r.request.body ? { body: one(r.request.body) } : {}),
    ...(r.request.path ? { path: one(r.request.path) as Record<string, string> } : {}),
    ...(r.request.query ? { query: one(r.request.query) as Record<string, string> } : {}),
  };
}

/** The realistic example of a route when there is one and it still fits the schemas, else a schema sample. */
export function exampleRequest(r: RouteDef, c: ExampleContext): RequestParts {
  const make = examples[r.handler];
  if (make) {
    const e = make(c);
    const fits = (['body', 'path', 'query'] as const).every((p) => {
      const schema = r.request[p];
      return schema ? schema.safeParse(e[p] ?? (p === 'body' ? undefined : {})).success : e[p] === undefined;
    });
    if (fits) return e;
  }
  return sampleParts(r);
}
