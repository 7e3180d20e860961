/**
 * Issue 28's first acceptance line on the local stack: "a family with two dependents that shops,
 * one member that waives, one that changes plan → the payroll file's amounts equal the stored
 * member accounts to the cent, the yearly sums are exact for each pay frequency, and the 834 read
 * back by the independent parser has the right members, relationships, dates and maintenance
 * codes."
 *
 * The employer is one of its own (Birch Kettle Works), onboarded by `npm run ops -- onboard` from
 * an employer file written here for the plan year the builder offers today and the year before.
 * The family and the waiver get where they are through the API as a browser would (register, set
 * the password from the e-mail, profile with dependents and SSNs, quote, Authorize Elections). The
 * plan changer had plan year P−1 with carrier X (written through the orders adapter, as the
 * earlier year in tests/integration/employer-enrollment.test.ts), whose 834 for P−1 went out by
 * command; for P the changer authorizes, through the API, a plan of another carrier Y.
 *
 * Then everything goes through the operator commands (main() of infra/ops/commands.ts, as
 * `npm run ops -- … --local`) into temporary directories: the payroll file of each month of P for
 * each pay frequency (the employer file onboarded again with the frequency changed), the 834
 * change file of P (X's is a renewal against its P−1 file) and the full 834 of P.
 *
 * Every expectation is computed here from what DynamoDB holds (read with GetCommand and Query,
 * not through the exporter's code) and from the calendar: pay dates, covered months and sums.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { stackDb } from './access-helpers';
import {
  authorizeEarlierYear,
  enrollmentJourney,
  opsSucceeds,
  type NewDependent,
  type QuotedPlan,
} from './support/enrollment-journey';
import { readX12, type X12Segment } from './support/x12';

const stack = inject('stack');
const db = stackDb(stack);
const tables = {
  members: stack.tables.members as string,
  dependents: stack.tables.dependents as string,
  orders: stack.tables.orders as string,
  plans: stack.tables.plans as string,
};

/** The employer's edoc_period: the builder's first effective date decides the plan year P. */
const EDOC = 10;
const [effectiveDate] = effectiveDateOptions(new Date(), EDOC);
const planYear = Number(effectiveDate.slice(0, 4));
const yearBefore = planYear - 1;
const effectiveMonth = Number(effectiveDate.slice(5, 7));
/** Months of P with coverage: from the effective month to December. */
const coveredMonthCount = 13 - effectiveMonth;
const months = Array.from({ length: 12 }, (_, i) => `${planYear}-${String(i + 1).padStart(2, '0')}`);
const frequencies = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
type Frequency = (typeof frequencies)[number];

const employer = {
  id: 'e5b0c9d2-7f3a-4c61-9b8e-1d2a3c4b5e6f',
  accountid: 'BKW-734',
  accountname: 'Birch Kettle Works',
};
const ZIP = '07030';
const SSN = {
  family: '234560011',
  spouse: '234560012',
  child: '234560013',
  waiver: '234560014',
  changer: '234560015',
};
/** What the plan changer had in P−1 (carrier X is chosen from the quote below). */
const EARLIER_PLAN_ID = '99999NJ0990001';
const FICTITIOUS_CARRIER = 'Demo Former Carrier Mutual';

let workDir: string;

/** The employer file, with the pay frequency asked for; `ops onboard` of it replaces the employer's setting. */
function employerFile(payFrequency: Frequency): string {
  const policy = {
    kind: 'flat-by-tier',
    tiers: { employee: 150, employee_spouse: 260, employee_children: 240, family: 200 },
  };
  const path = join(workDir, `birch-kettle-works-${payFrequency}.json`);
  writeFileSync(
    path,
    JSON.stringify({
      ...employer,
      emailaddress: 'hr@birchkettle.example.com',
      employeazecustomer: 2,
      hsaonly: 0,
      edoc_period: EDOC,
      states: ['NJ'],
      payFrequency,
      classes: [
        {
          name: 'ALL',
          planYears: {
            [String(yearBefore)]: { policy, waived: 75 },
            [String(planYear)]: { policy, waived: 75 },
          },
        },
      ],
    }),
  );
  return path;
}

/** `npm run ops -- <args> --local` in this process, on the test stack's ports; it must succeed. */
const ops = (...args: string[]): Promise<string> => opsSucceeds(stack, ...args);

// ---------------------------------------------------------------- the members, through the API

const journey = enrollmentJourney(stack, {
  employer,
  tagPrefix: 'acc-',
  effectiveDate,
  lastname: 'Kettle',
  birthdate: '1984-03-09',
  zip: ZIP,
  home: { address1: '40 Garden Street', address2: null, phonenumber: '201-555-0142' },
});

/** The changer's P−1 authorization with carrier X, written as Authorize Elections writes one. */
function authorizedYearBefore(memberId: string, carrier: string): Promise<void> {
  return authorizeEarlierYear(db, tables, {
    memberId,
    accountname: employer.accountname,
    planYear: yearBefore,
    carrier,
    productname: 'Earlier Silver HMO',
    description: 'Silver HMO',
    planId: EARLIER_PLAN_ID,
    policyholder: 'Cole Kettle',
    premiumCents: 49876,
    contributionCents: 15000,
    deductionCents: 34876,
  });
}

// ---------------------------------------------------------------- what DynamoDB holds

interface StoredPerson {
  id: string;
  memberId: string;
  relationship: 'self' | 'spouse' | 'child';
  firstname: string;
  birthdate: string;
  ssn: string;
}

/** The member and dependents as stored, read straight from the tables. */
async function storedHousehold(memberId: string): Promise<StoredPerson[]> {
  const member = await db.send(
    new GetCommand({ TableName: tables.members, Key: { pk: `MEMBER#${memberId}`, sk: 'PROFILE' } }),
  );
  const { Items: dependents = [] } = await db.send(
    new QueryCommand({
      TableName: tables.dependents,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}` },
    }),
  );
  const m = member.Item ?? {};
  return [
    {
      id: memberId,
      memberId,
      relationship: 'self',
      firstname: String(m.firstname),
      birthdate: String(m.birthdate),
      ssn: String(m.ssn),
    },
    ...dependents.map((d): StoredPerson => ({
      id: String(d.id),
      memberId,
      relationship: d.relationship as 'spouse' | 'child',
      firstname: String(d.firstname),
      birthdate: String(d.dateofbirth),
      ssn: String(d.ssn),
    })),
  ];
}

/** The member account of a plan year as Authorize Elections stored it. */
async function storedAccount(memberId: string, year: number): Promise<Record<string, unknown>> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.orders, Key: { pk: `MEMBER#${memberId}`, sk: `ACCOUNT#${year}` } }),
  );
  if (!Item) throw new Error(`No ACCOUNT#${year} stored for member ${memberId}`);
  return Item;
}

const centsOf = (item: Record<string, unknown>, field: string): number => {
  const cents = item[`${field}Cents`];
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents))
    throw new Error(`${field}Cents is not stored as whole cents: ${String(cents)}`);
  return cents;
};

// ---------------------------------------------------------------- the calendar, independently

const iso = (d: Date): string => d.toISOString().slice(0, 10);
const lastDay = (year: number, month: number): string => iso(new Date(Date.UTC(year, month, 0)));

/** Every pay date of P from the effective month on, by the rule docs/operations.md states. */
function expectedPayDates(frequency: Frequency): string[] {
  const dates: string[] = [];
  if (frequency === 'monthly' || frequency === 'semimonthly') {
    for (let m = effectiveMonth; m <= 12; m++) {
      if (frequency === 'semimonthly') dates.push(`${planYear}-${String(m).padStart(2, '0')}-15`);
      dates.push(lastDay(planYear, m));
    }
    return dates;
  }
  // Weekly: every Friday of the year; biweekly: every other one, from the year's first Friday.
  const fridays: string[] = [];
  for (
    let d = new Date(Date.UTC(planYear, 0, 1));
    d.getUTCFullYear() === planYear;
    d.setUTCDate(d.getUTCDate() + 1)
  )
    if (d.getUTCDay() === 5) fridays.push(iso(d));
  const paid = frequency === 'weekly' ? fridays : fridays.filter((_, i) => i % 2 === 0);
  return paid.filter((date) => Number(date.slice(5, 7)) >= effectiveMonth);
}

// ---------------------------------------------------------------- reading an 834 back

interface Loop834 {
  ins: X12Segment;
  subscriberId: string | undefined;
  personId: string | undefined;
  memberDates: Record<string, string>;
  nm1: X12Segment | undefined;
  dmg: X12Segment | undefined;
  coverages: Array<{ hd: X12Segment; dates: Record<string, string> }>;
}

/** The member loops (INS up to the next INS or SE). */
function memberLoops(segments: X12Segment[]): Loop834[] {
  const loops: Loop834[] = [];
  for (const s of segments) {
    if (s.name === 'SE') break;
    if (s.name === 'INS') {
      loops.push({
        ins: s,
        subscriberId: undefined,
        personId: undefined,
        memberDates: {},
        nm1: undefined,
        dmg: undefined,
        coverages: [],
      });
      continue;
    }
    const loop = loops.at(-1);
    if (!loop) continue;
    const coverage = loop.coverages.at(-1);
    if (s.name === 'REF' && s['1'] === '0F') loop.subscriberId = s['2'];
    else if (s.name === 'REF' && s['1'] === '17') loop.personId = s['2'];
    else if (s.name === 'NM1') loop.nm1 = s;
    else if (s.name === 'DMG') loop.dmg = s;
    else if (s.name === 'HD') loop.coverages.push({ hd: s, dates: {} });
    else if (s.name === 'DTP') (coverage ? coverage.dates : loop.memberDates)[s['1'] ?? ''] = s['3'] ?? '';
  }
  return loops;
}

/** The envelope's counts and control numbers agree with each other and with the content. */
function checkEnvelope(segments: X12Segment[], action: '2' | '4'): void {
  const names = segments.map((s) => s.name);
  expect(names.slice(0, 3)).toEqual(['ISA', 'GS', 'ST']);
  expect(names.slice(-3)).toEqual(['SE', 'GE', 'IEA']);
  const [isa, gs, st] = segments as [X12Segment, X12Segment, X12Segment];
  const [se, ge, iea] = segments.slice(-3) as [X12Segment, X12Segment, X12Segment];
  const bgn = segments.find((s) => s.name === 'BGN');
  expect(isa['13']).toMatch(/^\d{9}$/);
  expect(iea).toMatchObject({ '1': '1', '2': isa['13'] });
  expect(Number(gs['6'])).toBe(Number(isa['13']));
  expect(ge).toMatchObject({ '1': '1', '2': gs['6'] });
  expect(gs['8']).toBe('005010X220A1');
  expect(st).toMatchObject({ '1': '834', '3': '005010X220A1' });
  expect(se['2']).toBe(st['2']);
  expect(Number(se['1'])).toBe(names.indexOf('SE') - names.indexOf('ST') + 1);
  expect(bgn).toMatchObject({ '1': '00', '2': isa['13'], '8': action });
  const ins = segments.filter((s) => s.name === 'INS');
  const qty = (q: string) => segments.find((s) => s.name === 'QTY' && s['1'] === q)?.['2'];
  expect(qty('TO')).toBe(String(ins.length));
  expect(qty('ET')).toBe(String(ins.filter((s) => s['1'] === 'Y').length));
  expect(qty('DT')).toBe(String(ins.filter((s) => s['1'] === 'N').length));
  const sponsor = segments.find((s) => s.name === 'N1' && s['1'] === 'P5');
  expect(sponsor).toMatchObject({
    '2': employer.accountname.toUpperCase(),
    '3': '94',
    '4': employer.accountid,
  });
}

const d8 = (date: string): string => date.replaceAll('-', '');
const RELATIONSHIP_CODE = { self: '18', spouse: '01', child: '19' } as const;

/** The person's loop says who they are as stored: ids, relationship, name, birth date, SSN. */
function checkPerson(loop: Loop834, person: StoredPerson): void {
  expect(loop.subscriberId).toBe(person.memberId);
  expect(loop.personId).toBe(person.id);
  expect(loop.ins['1']).toBe(person.relationship === 'self' ? 'Y' : 'N');
  expect(loop.ins['2']).toBe(RELATIONSHIP_CODE[person.relationship]);
  expect(loop.nm1).toMatchObject({ '1': 'IL', '3': 'KETTLE', '4': person.firstname.toUpperCase() });
  expect(loop.nm1?.['8']).toBe('34');
  expect(loop.nm1?.['9']).toBe(person.ssn);
  expect(loop.dmg?.['1']).toBe('D8');
  expect(loop.dmg?.['2']).toBe(d8(person.birthdate));
}

/** The 834 files of a directory, each read back, by the payer (N1*IN) they go to. */
async function files834(dir: string): Promise<Map<string, { name: string; segments: X12Segment[] }>> {
  const found = new Map<string, { name: string; segments: X12Segment[] }>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.x12'))) {
    const segments = await readX12(readFileSync(join(dir, name), 'ascii'));
    const payer = segments.find((s) => s.name === 'N1' && s['1'] === 'IN')?.['2'] ?? '';
    found.set(payer, { name, segments });
  }
  return found;
}

// ---------------------------------------------------------------- the story

let ids: { family: string; waiver: string; changer: string };
/** X: the changer's carrier of P−1; Y: the carrier of the plan the family and the changer shop for P. */
let carrierX: string;
let carrierY: string;
let planY: QuotedPlan;
/** Output directories: payroll per frequency, the 834 of P−1, and the change and full 834 of P. */
const dirs = {} as Record<Frequency | 'x12YearBefore' | 'x12Changes' | 'x12Full', string>;
let changesOutput: string;
let yearBeforeOutput: string;

const spouse: NewDependent = {
  firstname: 'Sam',
  relationship: 'spouse',
  dateofbirth: '1982-11-20',
  gender: 'Male',
  ssn: SSN.spouse,
};
const child: NewDependent = {
  firstname: 'Kit',
  relationship: 'child',
  dateofbirth: '2014-05-07',
  gender: 'Female',
  ssn: SSN.child,
};

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'exports-acceptance-'));
  for (const d of [...frequencies, 'x12YearBefore', 'x12Changes', 'x12Full'] as const) {
    dirs[d] = join(workDir, d);
    mkdirSync(dirs[d]);
  }
  await ensureDemoCatalog({
    db,
    tables: { plans: tables.plans },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  await ops('onboard', employerFile('monthly'));

  const [family, waiver, changer] = await Promise.all([
    journey.signedIn('family', 'Fay'),
    journey.signedIn('waiver', 'Wren'),
    journey.signedIn('changer', 'Cole'),
  ]);
  ids = { family: family.id, waiver: waiver.id, changer: changer.id };
  await journey.county(family.token);
  await Promise.all([
    journey.saveProfile(family.token, 'Fay', SSN.family, [spouse, child]),
    journey.saveProfile(waiver.token, 'Wren', SSN.waiver),
    journey.saveProfile(changer.token, 'Cole', SSN.changer),
  ]);

  // Y: the carrier of the cheapest plan quoted for the changer; X: another carrier of the county, or
  // (a county with one carrier) one no longer offered there.
  const changerPlans = await journey.quote(changer.token, 'Cole');
  carrierY = changerPlans[0]!.issuername;
  carrierX = changerPlans.find((p) => p.issuername !== carrierY)?.issuername ?? FICTITIOUS_CARRIER;
  const notX = changerPlans.find((p) => p.issuername !== carrierX);
  if (!notX) throw new Error(`Every plan quoted is ${carrierX}'s`);
  planY = notX;
  const familyPlan = (await journey.quote(family.token, 'Fay', [spouse, child])).find(
    (p) => p.id === planY.id,
  );
  expect(familyPlan, 'the family is quoted the same plan').toBeDefined();

  // The changer's P−1 with X, and its 834 sent (stored in the bucket) before the changer renews.
  await authorizedYearBefore(ids.changer, carrierX);
  yearBeforeOutput = await ops(
    'export',
    '834',
    '--employer',
    employer.id,
    '--plan-year',
    String(yearBefore),
    '--period',
    `${yearBefore}-12`,
    '--out',
    dirs.x12YearBefore,
  );

  await Promise.all([
    journey.authorize(family.token, { kind: 'shop', planid: planY.id, ichraAcknowledged: true }),
    journey.authorize(waiver.token, { kind: 'waive', reason: 'Coverage through another Employer' }),
    journey.authorize(changer.token, { kind: 'shop', planid: planY.id, ichraAcknowledged: true }),
  ]);

  // The payroll file of every month of P, for each pay frequency the employer may be set to.
  for (const frequency of frequencies) {
    await ops('onboard', employerFile(frequency));
    for (const month of months)
      await ops('export', 'payroll', '--employer', employer.id, '--period', month, '--out', dirs[frequency]);
  }

  // The 834 of P: first the change file (X's first file of P compares with its P−1 file; Y has
  // none, so its first is additions), then the full file.
  changesOutput = await ops(
    'export',
    '834',
    '--employer',
    employer.id,
    '--plan-year',
    String(planYear),
    '--changes',
    '--out',
    dirs.x12Changes,
  );
  await ops(
    'export',
    '834',
    '--employer',
    employer.id,
    '--plan-year',
    String(planYear),
    '--period',
    effectiveDate.slice(0, 7),
    '--out',
    dirs.x12Full,
  );
}, 600_000);

// The 834 files hold SSNs: nothing of them stays on the machine.
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

type PayrollRow = Record<string, string>;

/** Every row of the payroll files of P written for a frequency, oldest month first. */
function payrollRowsOf(frequency: Frequency): PayrollRow[] {
  return months.flatMap((month) => {
    const text = readFileSync(join(dirs[frequency], `payroll-${employer.accountid}-${month}.csv`), 'utf8');
    return parse(text, { columns: true, skip_empty_lines: true }) as PayrollRow[];
  });
}

/** "123.45" → 12345, refusing anything but dollars with two decimals. */
function cents(amount: string | undefined): number {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  const [dollars, fraction] = (amount ?? '').split('.');
  return Number(dollars) * 100 + Number(fraction);
}

describe('the payroll files of plan year P', () => {
  it("lists the family, the waiver and the plan changer with the stored member accounts' amounts to the cent, the waiver deducting 0", async () => {
    const who = { [ids.family]: 'shop', [ids.waiver]: 'waive', [ids.changer]: 'shop' };
    const accounts = Object.fromEntries(
      await Promise.all(Object.keys(who).map(async (id) => [id, await storedAccount(id, planYear)] as const)),
    );
    // The waiver's account: the waived contribution, nothing to deduct.
    expect(centsOf(accounts[ids.waiver]!, 'currentpayrolldeduction')).toBe(0);
    expect(centsOf(accounts[ids.waiver]!, 'currentemployercontribution')).toBe(7500);
    // A family of three over the $200.00 family contribution: there is something to deduct.
    expect(centsOf(accounts[ids.family]!, 'currentpayrolldeduction')).toBeGreaterThan(0);
    for (const frequency of frequencies) {
      const rows = payrollRowsOf(frequency);
      expect(new Set(rows.map((r) => r.employee_id))).toEqual(new Set(Object.keys(who)));
      for (const row of rows) {
        const account = accounts[row.employee_id ?? '']!;
        expect(row).toMatchObject({
          plan_year: String(planYear),
          election: who[row.employee_id ?? ''],
          pay_frequency: frequency,
        });
        expect(row.coverage_month?.slice(0, 7)).toBe(row.pay_date?.slice(0, 7));
        expect(cents(row.employer_contribution)).toBe(centsOf(account, 'currentemployercontribution'));
        expect(cents(row.monthly_deduction)).toBe(centsOf(account, 'currentpayrolldeduction'));
        if (row.employee_id === ids.waiver) expect(row.period_deduction).toBe('0.00');
      }
    }
  });

  it.each(frequencies)(
    "%s: each member's deductions fall on the year's pay dates and add up to exactly covered months × the stored monthly deduction",
    async (frequency) => {
      const rows = payrollRowsOf(frequency);
      const payDates = expectedPayDates(frequency);
      for (const id of [ids.family, ids.waiver, ids.changer]) {
        const monthly = centsOf(await storedAccount(id, planYear), 'currentpayrolldeduction');
        const mine = rows.filter((r) => r.employee_id === id);
        expect(mine.map((r) => r.pay_date)).toEqual(payDates);
        const amounts = mine.map((r) => cents(r.period_deduction));
        expect(amounts.reduce((sum, c) => sum + c, 0)).toBe(coveredMonthCount * monthly);
        // Level amounts: any two differ by at most a cent.
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
      }
    },
  );
});

describe('the 834 of plan year P', () => {
  it('went to carrier X for P−1 first: the plan changer, as of the year before', async () => {
    const files = await files834(dirs.x12YearBefore);
    expect([...files.keys()]).toEqual([carrierX.toUpperCase()]);
    const loops = memberLoops(files.get(carrierX.toUpperCase())!.segments);
    expect(loops.map((l) => [l.personId, l.ins['3'], l.coverages[0]?.hd['4']])).toEqual([
      [ids.changer, '030', EARLIER_PLAN_ID],
    ]);
    expect(yearBeforeOutput).toContain(`Wrote ${join(dirs.x12YearBefore, [...files.values()][0]!.name)}`);
  });

  it('change file: Y adds the family of three and the plan changer (021), X terminates the changer (024) on the last day of P−1, and the waiver is in neither', async () => {
    const files = await files834(dirs.x12Changes);
    expect([...files.keys()].sort()).toEqual([carrierX.toUpperCase(), carrierY.toUpperCase()].sort());
    const [familyPeople, changerPeople, waiverPeople] = await Promise.all([
      storedHousehold(ids.family),
      storedHousehold(ids.changer),
      storedHousehold(ids.waiver),
    ]);
    expect(familyPeople.map((p) => [p.relationship, p.ssn]).sort()).toEqual(
      [
        ['self', SSN.family],
        ['spouse', SSN.spouse],
        ['child', SSN.child],
      ].sort(),
    );

    // Y: everyone it covers from the effective date, as additions.
    const y = files.get(carrierY.toUpperCase())!;
    checkEnvelope(y.segments, '2');
    const yLoops = memberLoops(y.segments);
    const yPeople = [...familyPeople, ...changerPeople];
    expect(yLoops.map((l) => l.personId).sort()).toEqual(yPeople.map((p) => p.id).sort());
    for (const person of yPeople) {
      const loop = yLoops.find((l) => l.personId === person.id)!;
      checkPerson(loop, person);
      expect(loop.ins['3']).toBe('021');
      expect(loop.memberDates['356']).toBe(d8(effectiveDate));
      expect(loop.coverages).toHaveLength(1);
      expect(loop.coverages[0]?.hd).toMatchObject({ '1': '021', '3': 'HLT', '4': planY.planid });
      expect(loop.coverages[0]?.hd['5']).toBe(person.memberId === ids.family ? 'FAM' : 'EMP');
      expect(loop.coverages[0]?.dates).toEqual({ '348': d8(effectiveDate) });
    }
    // The household is in order: subscriber, spouse, child.
    expect(yLoops.filter((l) => l.subscriberId === ids.family).map((l) => l.ins['2'])).toEqual([
      '18',
      '01',
      '19',
    ]);

    // X: the renewal against its P−1 file ends the changer's coverage on 31 December of P−1.
    const x = files.get(carrierX.toUpperCase())!;
    checkEnvelope(x.segments, '2');
    const xLoops = memberLoops(x.segments);
    expect(xLoops).toHaveLength(1);
    const [ended] = xLoops as [Loop834];
    checkPerson(ended, changerPeople[0]!);
    expect(ended.ins['3']).toBe('024');
    expect(ended.ins['4']).toBe('22');
    expect(ended.memberDates).toEqual({ '357': `${yearBefore}1231` });
    expect(ended.coverages).toHaveLength(1);
    expect(ended.coverages[0]?.hd).toMatchObject({ '1': '024', '4': EARLIER_PLAN_ID, '5': 'EMP' });
    expect(ended.coverages[0]?.dates).toEqual({ '348': `${yearBefore}0101`, '349': `${yearBefore}1231` });
    expect(changesOutput).toContain(
      `${carrierX}: the changes since its last 834 (full file of ${yearBefore}-12 for plan year ${yearBefore}, a renewal`,
    );
    expect(changesOutput).toContain(`${carrierY}: its first 834 for plan year ${planYear}`);

    // The waiver is in no file, by id or by SSN.
    for (const { segments } of files.values()) {
      const text = JSON.stringify(segments);
      expect(text).not.toContain(ids.waiver);
      expect(text).not.toContain(waiverPeople[0]!.ssn);
    }
  });

  it('full file: Y lists the family and the plan changer as audit entries (030); X, covering nobody in P, gets none', async () => {
    const files = await files834(dirs.x12Full);
    expect([...files.keys()]).toEqual([carrierY.toUpperCase()]);
    const y = files.get(carrierY.toUpperCase())!;
    checkEnvelope(y.segments, '4');
    const people = [...(await storedHousehold(ids.family)), ...(await storedHousehold(ids.changer))];
    const loops = memberLoops(y.segments);
    expect(loops.map((l) => l.personId).sort()).toEqual(people.map((p) => p.id).sort());
    for (const person of people) {
      const loop = loops.find((l) => l.personId === person.id)!;
      checkPerson(loop, person);
      expect(loop.ins['3']).toBe('030');
      expect(loop.memberDates).toEqual({ '356': d8(effectiveDate) });
      expect(loop.coverages.map((c) => [c.hd['1'], c.hd['4'], c.dates['348']])).toEqual([
        ['030', planY.planid, d8(effectiveDate)],
      ]);
    }
    expect(JSON.stringify(y.segments)).not.toContain(SSN.waiver);
  });
});
