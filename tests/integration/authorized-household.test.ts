/**
 * Issue 37, item 4, on the local stack: "A family authorizes, then removes a dependent in the
 * profile: the 834 and the payroll file still carry the order set as authorized." Authorize
 * Elections records on the order set whom it covers, as priced, and the files read that record,
 * not the dependents saved when they are made (docs/decisions/0027).
 *
 * The employer (Quill Ferry Outfitters) is onboarded by `npm run ops -- onboard`; its members get
 * where they are through the API as a browser would (register, profile with dependents and SSNs,
 * quote, Authorize Elections), then change their households through the dependent routes:
 * - the Ferrys (spouse and child) authorize, then remove the child and change the spouse's date
 *   of birth: the 834 still lists the child and the spouse's priced date, at the family level;
 * - the Wakes (member alone) authorize, then add a child: the 834 lists the member alone.
 * The 834 (full file) and the payroll file of the effective month are written by the operator
 * commands into a temporary directory and read back: the 834 with an independent X12 parser.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { ZERO_GUID } from '../../shared/domain/elections';
import { call } from '../helpers/http';
import { stackDb } from './access-helpers';
import { enrollmentJourney, opsSucceeds, type NewDependent } from './support/enrollment-journey';
import { readX12 } from './support/x12';

const stack = inject('stack');
const db = stackDb(stack);
const tables = { orders: stack.tables.orders as string, plans: stack.tables.plans as string };

const EDOC = 10;
const [effectiveDate] = effectiveDateOptions(new Date(), EDOC);
const planYear = Number(effectiveDate.slice(0, 4));
const month = effectiveDate.slice(0, 7);

const employer = {
  id: '3c9e1f7a-2b4d-4e8f-9a1c-6d5e4f3a2b1c',
  accountid: 'QFO-437',
  accountname: 'Quill Ferry Outfitters',
};
const SSN = { ferry: '345670021', spouse: '345670022', child: '345670023', wake: '345670024' };

const spouse: NewDependent = {
  firstname: 'Rowan',
  relationship: 'spouse',
  dateofbirth: '1981-06-14',
  gender: 'Male',
  ssn: SSN.spouse,
};
const child: NewDependent = {
  firstname: 'Juniper',
  relationship: 'child',
  dateofbirth: '2013-02-09',
  gender: 'Female',
  ssn: SSN.child,
};

let workDir: string;
const journey = enrollmentJourney(stack, {
  employer,
  tagPrefix: 'cov-',
  effectiveDate,
  lastname: 'Ferry',
  birthdate: '1983-08-21',
  zip: '07030',
  home: { address1: '12 Hudson Street', address2: null, phonenumber: '201-555-0177' },
});

interface DependentAnswer {
  dependents: Array<{ id: string; firstname: string; relationship: string }>;
  version: number;
}

const dependentsOf = async (token: string, memberId: string): Promise<DependentAnswer> => {
  const res = await call<DependentAnswer>(stack.portalUrl, 'GET', `/api/Dependent/${memberId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

interface Loop {
  subscriberId: string;
  personId: string;
  relationship: string;
  firstName: string;
  ssn: string | null;
  birthDate: string;
  level: string;
}

/** Every member loop of the 834 files of a directory: who, with what SSN, date of birth and level. */
async function loopsOf(dir: string): Promise<Loop[]> {
  const loops: Loop[] = [];
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.x12'))) {
    let loop: Partial<Loop> | undefined;
    for (const s of await readX12(readFileSync(join(dir, name), 'ascii'))) {
      if (s.name === 'INS') {
        loop = { relationship: s['2'] };
        loops.push(loop as Loop);
      } else if (!loop) continue;
      else if (s.name === 'REF' && s['1'] === '0F') loop.subscriberId = s['2'];
      else if (s.name === 'REF' && s['1'] === '17') loop.personId = s['2'];
      else if (s.name === 'NM1') {
        loop.firstName = s['4'];
        loop.ssn = s['8'] === '34' ? (s['9'] ?? null) : null;
      } else if (s.name === 'DMG') loop.birthDate = s['2'];
      else if (s.name === 'HD') loop.level = s['5'];
    }
  }
  return loops;
}

const d8 = (date: string) => date.replaceAll('-', '');

let ids: { ferry: string; wake: string; spouse: string; child: string; laterChild: string };
let ferryToken: string;
let x12Dir: string;
let payrollDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'authorized-household-'));
  x12Dir = join(workDir, 'x12');
  payrollDir = join(workDir, 'payroll');
  mkdirSync(x12Dir);
  mkdirSync(payrollDir);
  await ensureDemoCatalog({
    db,
    tables: { plans: tables.plans },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  const employerFile = join(workDir, 'quill-ferry.json');
  writeFileSync(
    employerFile,
    JSON.stringify({
      ...employer,
      emailaddress: 'hr@quillferry.example.com',
      employeazecustomer: 2,
      hsaonly: 0,
      edoc_period: EDOC,
      states: ['NJ'],
      payFrequency: 'monthly',
      classes: [
        {
          name: 'ALL',
          planYears: {
            [String(planYear)]: {
              policy: {
                kind: 'flat-by-tier',
                tiers: { employee: 150, employee_spouse: 260, employee_children: 240, family: 200 },
              },
              waived: 75,
            },
          },
        },
      ],
    }),
  );
  await opsSucceeds(stack, 'onboard', employerFile);

  const [ferry, wake] = await Promise.all([
    journey.signedIn('ferry', 'Fern'),
    journey.signedIn('wake', 'Wes'),
  ]);
  await journey.county(ferry.token);
  await Promise.all([
    journey.saveProfile(ferry.token, 'Fern', SSN.ferry, [spouse, child]),
    journey.saveProfile(wake.token, 'Wes', SSN.wake),
  ]);
  const plan = (await journey.quote(ferry.token, 'Fern', [spouse, child]))[0]!;
  await Promise.all([
    journey.authorize(ferry.token, { kind: 'shop', planid: plan.id, ichraAcknowledged: true }),
    journey.authorize(wake.token, { kind: 'shop', planid: plan.id, ichraAcknowledged: true }),
  ]);

  // The Ferrys remove the child and change the spouse's date of birth; the Wakes add a child.
  const saved = await dependentsOf(ferry.token, ferry.id);
  const savedSpouse = saved.dependents.find((d) => d.relationship === 'spouse')!;
  const savedChild = saved.dependents.find((d) => d.relationship === 'child')!;
  const removed = await call<DependentAnswer>(
    stack.portalUrl,
    'DELETE',
    `/api/Dependent/${savedChild.id}?version=${saved.version}`,
    { token: ferry.token },
  );
  expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  const changed = await call<DependentAnswer>(stack.portalUrl, 'PUT', '/api/Dependent', {
    token: ferry.token,
    body: {
      id: savedSpouse.id,
      firstname: spouse.firstname,
      lastname: 'Ferry',
      dateofbirth: '1980-06-14',
      gender: spouse.gender,
      relationship: 'spouse',
      istobaccouser: 'false',
      version: removed.body.version,
    },
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
  const wakeHousehold = await dependentsOf(wake.token, wake.id);
  const added = await call<DependentAnswer>(stack.portalUrl, 'POST', '/api/Dependent', {
    token: wake.token,
    body: {
      id: ZERO_GUID,
      firstname: 'Wren',
      lastname: 'Ferry',
      dateofbirth: '2019-10-03',
      gender: 'Female',
      relationship: 'child',
      istobaccouser: 'false',
      additionalid: '345670025',
      version: wakeHousehold.version,
    },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  ids = {
    ferry: ferry.id,
    wake: wake.id,
    spouse: savedSpouse.id,
    child: savedChild.id,
    laterChild: added.body.dependents[0]!.id,
  };
  ferryToken = ferry.token;

  await opsSucceeds(
    stack,
    'export',
    '834',
    '--employer',
    employer.id,
    '--plan-year',
    String(planYear),
    '--period',
    month,
    '--out',
    x12Dir,
  );
  await opsSucceeds(
    stack,
    'export',
    'payroll',
    '--employer',
    employer.id,
    '--period',
    month,
    '--out',
    payrollDir,
  );
}, 600_000);

// The 834 files hold SSNs: nothing of them stays on the machine.
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the 834 after the household changed on the profile', () => {
  it('still lists the child removed after Authorize, and the spouse with the date of birth that was priced, at the family level', async () => {
    const ferrys = (await loopsOf(x12Dir)).filter((l) => l.subscriberId === ids.ferry);
    expect(ferrys.map((l) => [l.personId, l.relationship, l.firstName, l.birthDate, l.level])).toEqual([
      [ids.ferry, '18', 'FERN', d8('1983-08-21'), 'FAM'],
      [ids.spouse, '01', 'ROWAN', d8(spouse.dateofbirth), 'FAM'],
      [ids.child, '19', 'JUNIPER', d8(child.dateofbirth), 'FAM'],
    ]);
    // The SSNs the tables hold: the member's and the spouse's; the child's was deleted with her.
    expect(ferrys.map((l) => l.ssn)).toEqual([SSN.ferry, SSN.spouse, null]);
  });

  it('does not list the child added after Authorize: the order set covers the member alone', async () => {
    const wakes = (await loopsOf(x12Dir)).filter((l) => l.subscriberId === ids.wake);
    expect(wakes.map((l) => [l.personId, l.relationship, l.level])).toEqual([[ids.wake, '18', 'EMP']]);
    expect(wakes.map((l) => l.personId)).not.toContain(ids.laterChild);
  });
});

describe('the payroll file after the household changed on the profile', () => {
  it("deducts each member account's stored amounts to the cent, as authorized", async () => {
    const rows = parse(readFileSync(join(payrollDir, `payroll-${employer.accountid}-${month}.csv`), 'utf8'), {
      columns: true,
      skip_empty_lines: true,
    }) as Array<Record<string, string>>;
    for (const memberId of [ids.ferry, ids.wake]) {
      const { Item: account } = await db.send(
        new GetCommand({
          TableName: tables.orders,
          Key: { pk: `MEMBER#${memberId}`, sk: `ACCOUNT#${planYear}` },
        }),
      );
      const row = rows.find((r) => r.employee_id === memberId);
      const cents = (field: string) => Math.round(Number(row?.[field]) * 100);
      expect(row?.election).toBe('shop');
      expect(cents('monthly_deduction')).toBe(account?.currentpayrolldeductionCents);
      expect(cents('employer_contribution')).toBe(account?.currentemployercontributionCents);
    }
    // The Ferrys were priced and are deducted as a family (the family tier: $200.00), the Wakes alone.
    expect(rows.find((r) => r.employee_id === ids.ferry)?.employer_contribution).toBe('200.00');
    expect(rows.find((r) => r.employee_id === ids.wake)?.employer_contribution).toBe('150.00');
  });
});

describe('the record of whom the order set covers', () => {
  it('is on the member account as priced, without an SSN, and no part of the member account the API answers', async () => {
    const { Item: account } = await db.send(
      new GetCommand({
        TableName: tables.orders,
        Key: { pk: `MEMBER#${ids.ferry}`, sk: `ACCOUNT#${planYear}` },
      }),
    );
    const covered = account?.covered as Array<{ id: string; relationship: string; dateofbirth: string }>;
    expect(covered.map((p) => [p.id, p.relationship, p.dateofbirth]).sort()).toEqual(
      [
        [ids.ferry, 'self', '1983-08-21'],
        [ids.spouse, 'spouse', spouse.dateofbirth],
        [ids.child, 'child', child.dateofbirth],
      ].sort(),
    );
    expect(JSON.stringify(account)).not.toMatch(new RegExp(Object.values(SSN).join('|')));
    const answered = await call<{ data: Record<string, unknown> }>(
      stack.portalUrl,
      'GET',
      '/api/MemberAccount/GetMemberAccount',
      { token: ferryToken },
    );
    expect(answered.status).toBe(200);
    expect(answered.body.data.id).toBe(account?.id);
    expect(Object.keys(answered.body.data)).not.toContain('covered');
    // The coverage attestation (issue 40) names the people attested for, by id, relationship and
    // name, and nothing else of `covered`: no date of birth, gender or tobacco answer.
    const attestation = answered.body.data.coverageAttestation as { people: Array<Record<string, unknown>> };
    expect(attestation.people.map((p) => p.id).sort()).toEqual([ids.ferry, ids.spouse, ids.child].sort());
    for (const p of attestation.people)
      expect(Object.keys(p).sort()).toEqual(['firstname', 'id', 'lastname', 'relationship']);
    for (const dateofbirth of ['1983-08-21', spouse.dateofbirth, child.dateofbirth])
      expect(JSON.stringify(answered.body)).not.toContain(dateofbirth);
  });
});
