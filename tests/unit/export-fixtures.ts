/**
 * Hand-built employer enrollments (lambdas/exports/types.ts) for the pure export tests: members at
 * every stage, with amounts in cents chosen so that the pay-period split leaves odd cents.
 */
import type { Cents } from '../../shared/domain/money';
import type {
  EmployerEnrollment,
  MemberEnrollment,
  PayFrequency,
  PlanYearElection,
} from '../../lambdas/exports/types';

/** SSNs of the fixture: none may appear in a payroll or status file. */
export const fixtureSsns = ['123456789', '987654321', '555443333'];

export function election(overrides: Partial<PlanYearElection> & { planYear: number }): PlanYearElection {
  return {
    effectiveDate: `${overrides.planYear}-01-01`,
    waived: false,
    waiveReason: null,
    planId: '12345NJ0010001',
    planName: 'Silver Saver HMO',
    carrier: 'Garden State Health',
    covered: [],
    coveredFrom: 'recorded',
    employerContributionCents: 40000 as Cents,
    healthPremiumCents: 52345 as Cents,
    hsaCents: 0 as Cents,
    serviceCents: 0 as Cents,
    payrollDeductionCents: 12345 as Cents,
    authorizedAt: `${overrides.planYear - 1}-12-05T10:00:00.000Z`,
    ...overrides,
  };
}

export function member(
  id: string,
  firstName: string,
  lastName: string,
  overrides: Partial<MemberEnrollment> = {},
): MemberEnrollment {
  const enrollment: MemberEnrollment = {
    memberId: id,
    accountId: 'ACME-001',
    email: `${firstName.toLowerCase().replace(/\W/g, '')}@example.com`,
    phone: '201-555-0100',
    contributionClass: 'ALL',
    address: {
      line1: '1 Main St',
      line2: null,
      city: 'Hoboken',
      state: 'NJ',
      zip: '07030',
      county: 'Hudson',
    },
    subscriber: {
      id,
      relationship: 'self',
      firstName,
      lastName,
      birthDate: '1988-04-12',
      gender: 'Female',
      ssn: fixtureSsns[0] as string,
      tobaccoUser: false,
    },
    dependents: [],
    elections: [],
    registeredAt: '2026-11-02T09:00:00.000Z',
    profileSavedAt: '2026-11-03T09:00:00.000Z',
    ...overrides,
  };
  // A shopped election that names no one covers the subscriber alone, as recorded.
  return {
    ...enrollment,
    elections: enrollment.elections.map((e) =>
      e.waived || e.covered.length > 0 ? e : { ...e, covered: [enrollment.subscriber] },
    ),
  };
}

/** Alice's spouse, on her profile and covered by her 2027 election. */
const al = {
  id: 'd-1',
  relationship: 'spouse',
  firstName: 'Al',
  lastName: 'Adams',
  birthDate: '1987-01-01',
  gender: 'Male',
  ssn: fixtureSsns[1] as string,
  tobaccoUser: false,
} as const;

/**
 * Acme's enrollment: Alice shops 2026 ($111.11 a month) and 2027 from January ($123.38), Bob waives 2027, Carol shops
 * 2027 from April ($99.99), Dan authorized 2026 only ($123.45), Erin saved a profile, Frank only registered,
 * and Mallory (a name that looks like a spreadsheet formula) shops 2027 ($0.01).
 */
export function acmeEnrollment(payFrequency: PayFrequency = 'monthly'): EmployerEnrollment {
  return {
    employer: { id: 'e-1', accountId: 'ACME-001', name: 'Acme Manufacturing', payFrequency },
    members: [
      member('m-alice', 'Alice', 'Adams', {
        dependents: [al],
        elections: [
          election({ planYear: 2026, payrollDeductionCents: 11111 as Cents }),
          election({
            planYear: 2027,
            covered: [member('m-alice', 'Alice', 'Adams').subscriber, al],
            payrollDeductionCents: 12338 as Cents,
          }),
        ],
      }),
      member('m-bob', 'Bob', 'Brown', {
        elections: [
          election({
            planYear: 2027,
            waived: true,
            waiveReason: 'Coverage through Spouse/Partner',
            planId: null,
            planName: null,
            carrier: null,
            employerContributionCents: 5000 as Cents,
            healthPremiumCents: 0 as Cents,
            payrollDeductionCents: 0 as Cents,
          }),
        ],
      }),
      member('m-carol', 'Carol', 'Clark', {
        subscriber: { ...member('m-carol', 'Carol', 'Clark').subscriber, ssn: fixtureSsns[2] as string },
        elections: [
          election({
            planYear: 2027,
            effectiveDate: '2027-04-01',
            payrollDeductionCents: 9999 as Cents,
            employerContributionCents: 30000 as Cents,
          }),
        ],
      }),
      member('m-dan', 'Dan', 'Davis', { elections: [election({ planYear: 2026 })] }),
      member('m-erin', 'Erin', 'Evans'),
      member('m-frank', 'Frank', 'Ford', {
        address: null,
        subscriber: { ...member('m-frank', 'Frank', 'Ford').subscriber, birthDate: null, ssn: null },
        profileSavedAt: null,
      }),
      member('m-mallory', '=HYPERLINK("http://x")', 'Mallory', {
        elections: [election({ planYear: 2027, payrollDeductionCents: 1 as Cents })],
      }),
    ],
  };
}

/**
 * Acme's enrollment with two members whose stored values hold what a text field refuses (issue 37),
 * as written straight into the table before the API refused them: a last name 'Minus\r\n=1+1' and a
 * NUL in the first name, an e-mail with a line break; a first name starting with a right-to-left
 * override before a formula, a line separator in the last name, a plan name and a carrier with
 * CR, LF and a C1 control. Both shop 2027 from January.
 */
export function acmeWithStoredControlCharacters(): EmployerEnrollment {
  const e = acmeEnrollment();
  e.members.push(
    member('m-minus', 'Ann\u0000e', 'Minus\r\n=1+1', {
      email: 'minus\r\n@example.com',
      elections: [
        election({ planYear: 2027, planName: 'Silver\r\nSaver\u0085HMO', carrier: 'Garden\rState' }),
      ],
    }),
    member('m-override', '\u202e=2+3', 'Evil\u2028Twin', {
      elections: [election({ planYear: 2027, payrollDeductionCents: 500 as Cents })],
    }),
  );
  return e;
}

/** Every line of a CSV body (CRLF records) and whether any CR or LF is left inside a record. */
export function csvLines(body: string): { lines: string[]; strayBreaks: boolean } {
  const lines = body.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  return { lines, strayBreaks: lines.some((l) => /[\r\n]/.test(l)) };
}
