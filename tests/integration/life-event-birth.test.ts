/**
 * A birth mid-year on the local stack (issue 40, item 5, acceptance line 2): a member with a spouse
 * authorizes a plan for the plan year; the payroll file of the month of the birth and the carrier's
 * 834 are produced (full) by the operator commands; a child is born on the 10th of a month of that
 * year; HR opens the life-event window (POST .../member-windows, kind life-event, event birth); the
 * member adds the child (POST /api/Dependent) and authorizes again in the window (POST /api/Order,
 * effective on the birth date). Then:
 * - the order rows: the old set's orders end the day before the birth, the new ones start on it;
 *   its account is kept under ENDED#, nothing is deleted;
 * - the payroll change file of the month after the birth (against the full file of the month of
 *   the birth) and the 834 change file (read back by the independent parser, x12-parser) carry
 *   only the difference: the member's new deduction; the child's 021 from the birth date, a 001 of
 *   each parent at the family level from it (their coverage keeps its first day), nothing for the
 *   other member of the employer, who did not change;
 * - each month of the plan year deducts, summed over its pay dates, the monthly deduction of the
 *   order set in force on its first day, as authorized: recomputed here from the stored member
 *   accounts, and those from the quote route's premium and the employer file's contribution tier,
 *   to the cent.
 *
 * The employer is the test's own (onboarded by `npm run ops -- onboard`, paid monthly), so that its
 * change files cannot see another test file's members. The part after the birth happens "later in
 * the plan year": those calls run the route handlers in this process (the ones the local server
 * runs, on the same tables) with the clock set to ten days after the birth; everything before runs
 * through the local server on today's date.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { decodeJwt } from 'jose';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ensureDemoCatalog } from '../../infra/local/catalog';
import { readEmployerEnrollment } from '../../lambdas/exports/enrollment';
import { payrollFile } from '../../lambdas/exports/payroll';
import type { LambdaHandler } from '../../lambdas/middleware/http';
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { ZERO_GUID } from '../../shared/domain/elections';
import { putTestGrant } from '../helpers/admin';
import { apiEvent, lambdaContext } from '../helpers/events';
import { call } from '../helpers/http';
import { stackDb } from './access-helpers';
import { enrollmentJourney, opsSucceeds, type County, type NewDependent } from './support/enrollment-journey';
import { readX12 } from './support/x12';

const stack = inject('stack');
const db = stackDb(stack);

const EDOC = 10;
const [effectiveDate] = effectiveDateOptions(new Date(), EDOC);
const planYear = Number(effectiveDate.slice(0, 4));
const effectiveMonth = Number(effectiveDate.slice(5, 7));
const pad = (n: number) => String(n).padStart(2, '0');
/**
 * The 10th of a month after the coverage starts (June when it starts in January), with a month
 * after it in the plan year for the change file.
 */
const birthMonth = Math.max(6, effectiveMonth + 1);
/**
 * Today's API authorizes only the dates the builder offers: from late September to mid-October the
 * first is 1 November or 1 December, which leaves no month after a birth in that plan year.
 */
const noRoomForABirth = birthMonth > 11;
const BIRTH = `${planYear}-${pad(birthMonth)}-10`;
const month = (m: number) => `${planYear}-${pad(m)}`;

/** Days added to a date, computed here on its own (not the portal's rule). */
const plusDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const d8 = (date: string) => date.replaceAll('-', '');

const employer = {
  id: '7d2e9b41-5c3a-4f8e-b1d6-0a9c8e7f6b54',
  accountid: 'LBC-240',
  accountname: 'Larkspur Bindery Cooperative',
};
/** The employer file's flat contribution per coverage tier, in dollars: the test's own figures. */
const TIERS = { employee: 150, employee_spouse: 260, employee_children: 240, family: 300 };
const SSN = { mae: '456780031', ned: '456780032', ivy: '456780033', otto: '456780034' };

const spouse: NewDependent = {
  firstname: 'Ned',
  relationship: 'spouse',
  dateofbirth: '1986-03-03',
  gender: 'Male',
  ssn: SSN.ned,
};

const journey = enrollmentJourney(stack, {
  employer,
  tagPrefix: 'birth-',
  effectiveDate,
  lastname: 'Lark',
  birthdate: '1988-02-02',
  zip: '07030',
  home: { address1: '4 Bindery Row', address2: null, phonenumber: '201-555-0144' },
});

type Item = Record<string, unknown>;

let workDir: string;
let mae: { token: string; id: string; sub: string; email: string };
let county: County;
let otto: { token: string; id: string };
let plan: { id: string; planid: string; issuername: string };
let families: Record<string, LambdaHandler>;
let before: Item[];

const ordersTable = async (memberId: string): Promise<Item[]> =>
  (
    await db.send(
      new QueryCommand({
        TableName: stack.tables.orders,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}` },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

/** A route called in this process, as the local server calls it: the family's Lambda with the caller's claims. */
async function invoke<T>(
  family: string,
  routeKey: string,
  sub: string,
  options: { body?: unknown; pathParameters?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const res = (await families[family]!(
    apiEvent(routeKey, { ...options, claims: { sub, username: sub, token_use: 'access' } }),
    lambdaContext(),
  )) as { statusCode: number; body: string };
  return { status: res.statusCode, body: JSON.parse(res.body) as T };
}

/** A fresh directory under the work directory for one command's files. */
const dir = (name: string): string => {
  const d = join(workDir, name);
  mkdirSync(d);
  return d;
};
const onlyFile = (d: string, suffix: string): string => {
  const names = readdirSync(d).filter((f) => f.endsWith(suffix));
  expect(names).toHaveLength(1);
  return readFileSync(join(d, names[0]!), 'ascii');
};

interface Loop {
  subscriber: string;
  person: string;
  ins: string;
  memberDates: string[];
  hd: Array<{ code: string; plan: string; level: string; dates: string[] }>;
}

/** The member loops of an 834 as x12-parser reads them: who, which codes, which dates. */
async function loopsOf(body: string): Promise<Loop[]> {
  const loops: Loop[] = [];
  let loop: Loop | undefined;
  for (const s of await readX12(body)) {
    if (s.name === 'INS') {
      loop = { subscriber: '', person: '', ins: s['3']!, memberDates: [], hd: [] };
      loops.push(loop);
    } else if (!loop) continue;
    else if (s.name === 'REF' && s['1'] === '0F') loop.subscriber = s['2']!;
    else if (s.name === 'REF' && s['1'] === '17') loop.person = s['2']!;
    else if (s.name === 'HD') loop.hd.push({ code: s['1']!, plan: s['4']!, level: s['5']!, dates: [] });
    else if (s.name === 'DTP') (loop.hd.at(-1)?.dates ?? loop.memberDates).push(`${s['1']}:${s['3']}`);
    else if (s.name === 'SE') loop = undefined;
  }
  return loops;
}

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, skip_empty_lines: true }) as Row[];
/** "123.45" as cents, digit by digit. */
const cents = (text: string): number => {
  const m = /^(\d+)\.(\d{2})$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return Number(m[1]) * 100 + Number(m[2]);
};

beforeAll(async () => {
  if (noRoomForABirth) return;
  workDir = mkdtempSync(join(tmpdir(), 'life-event-birth-'));
  await ensureDemoCatalog({
    db,
    tables: { plans: stack.tables.plans as string },
    states: ['NJ'],
    years: [planYear],
    log: () => undefined,
  });
  const employerFile = join(workDir, 'larkspur.json');
  writeFileSync(
    employerFile,
    JSON.stringify({
      ...employer,
      emailaddress: 'hr@larkspur.example.com',
      employeazecustomer: 2,
      hsaonly: 0,
      edoc_period: EDOC,
      states: ['NJ'],
      payFrequency: 'monthly',
      classes: [
        {
          name: 'ALL',
          planYears: { [String(planYear)]: { policy: { kind: 'flat-by-tier', tiers: TIERS }, waived: 75 } },
        },
      ],
    }),
  );
  await opsSucceeds(stack, 'onboard', employerFile);

  const [m, o] = await Promise.all([journey.signedIn('mae', 'Mae'), journey.signedIn('otto', 'Otto')]);
  const me = await call<{ data: { emailaddress: string | null; personalemailaddress: string | null } }>(
    stack.portalUrl,
    'GET',
    '/api/Member/GetMember',
    {
      token: m.token,
    },
  );
  mae = {
    ...m,
    sub: String(decodeJwt(m.token).sub),
    email: String(me.body.data.personalemailaddress ?? me.body.data.emailaddress).toLowerCase(),
  };
  otto = o;
  county = await journey.county(mae.token);
  await Promise.all([
    journey.saveProfile(mae.token, 'Mae', SSN.mae, [spouse]),
    journey.saveProfile(otto.token, 'Otto', SSN.otto),
  ]);
  plan = (await journey.quote(mae.token, 'Mae', [spouse]))[0]!;
  await Promise.all([
    journey.authorize(mae.token, { kind: 'shop', planid: plan.id, ichraAcknowledged: true }),
    journey.authorize(otto.token, { kind: 'shop', planid: plan.id, ichraAcknowledged: true }),
  ]);
  before = await ordersTable(mae.id);

  // The files as they stood before the birth: the payroll file of the birth's month and the 834.
  await opsSucceeds(
    stack,
    'export',
    'payroll',
    '--employer',
    employer.id,
    '--period',
    month(birthMonth),
    '--out',
    dir('payroll-full'),
  );
  await opsSucceeds(
    stack,
    'export',
    '834',
    '--employer',
    employer.id,
    '--plan-year',
    String(planYear),
    '--out',
    dir('834-full'),
  );

  // The handlers this process runs after the birth: configured as the local server's are.
  Object.assign(process.env, stack.handlerEnv);
  families = (await import('../../infra/local/handlers')).familyHandlers;
}, 120_000);

afterAll(() => {
  vi.useRealTimers();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe.skipIf(noRoomForABirth)(
  'a birth mid-year: the child from the birth date, the new order set from it, files with only the difference',
  () => {
    it('supersedes the old set from the birth date, and the change files and every month of the year agree to the cent', async () => {
      // Ten days after the birth: HR opens the life-event window, the member adds the child and
      // authorizes again.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${plusDays(BIRTH, 10)}T15:00:00Z`));
      const hr = { sub: randomUUID(), email: `hr-birth-${randomUUID().slice(0, 8)}@example.com` };
      await putTestGrant(stack, hr, [employer.id]);
      const window = await invoke<{ data: { opens: string; closes: string } }>(
        'admin',
        'POST /api/admin/employers/{employerId}/member-windows',
        hr.sub,
        {
          pathParameters: { employerId: employer.id },
          body: {
            email: mae.email,
            planYear,
            kind: 'life-event',
            event: 'birth',
            eventDate: BIRTH,
            reason: 'Ivy was born',
          },
        },
      );
      expect(window.status, JSON.stringify(window.body)).toBe(200);
      expect(window.body.data).toMatchObject({ opens: plusDays(BIRTH, 10), closes: plusDays(BIRTH, 60) });

      const household = await invoke<{ version: number }>(
        'dependent',
        'GET /api/Dependent/{memberid}',
        mae.sub,
        {
          pathParameters: { memberid: mae.id },
        },
      );
      const added = await invoke<{
        dependents: Array<{ id: string; relationship: string; firstname: string }>;
      }>('dependent', 'POST /api/Dependent', mae.sub, {
        body: {
          id: ZERO_GUID,
          firstname: 'Ivy',
          lastname: 'Lark',
          dateofbirth: BIRTH,
          gender: 'Female',
          relationship: 'child',
          istobaccouser: 'false',
          additionalid: SSN.ivy,
          version: household.body.version,
        },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const ned = added.body.dependents.find((d) => d.relationship === 'spouse')!;
      const ivy = added.body.dependents.find((d) => d.firstname === 'Ivy')!;

      const gate = await invoke<{ data: { state: string; memberWindow: { effectiveDate: string } } }>(
        'order',
        'GET /api/Order/EnrollmentWindow',
        mae.sub,
      );
      expect(gate.body.data.state).toBe('member-window');
      expect(gate.body.data.memberWindow.effectiveDate).toBe(BIRTH);

      // The premium of the plan for the family on the birth date, as the quote route rates it.
      const quote = await invoke<{ healthplans: Array<{ id: string; rate: number }> }>(
        'quote',
        'POST /api/HealthPlanQuote',
        mae.sub,
        {
          body: {
            ...journeyQuoteBody(BIRTH),
            memberdependentlist: [
              {
                dateofbirth: spouse.dateofbirth,
                gender: 'Male',
                relationship: 'spouse',
                istobaccouser: 'false',
              },
              { dateofbirth: BIRTH, gender: 'Female', relationship: 'child', istobaccouser: 'false' },
            ],
          },
        },
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const familyRate = quote.body.healthplans.find((p) => p.id === plan.id)!.rate;

      const authorized = await invoke<{ message: string }>('order', 'POST /api/Order', mae.sub, {
        body: {
          idempotencyKey: randomUUID(),
          effectiveDate: BIRTH,
          election: {
            kind: 'shop',
            planid: plan.id,
            ichraAcknowledged: true,
            coverageAttestation: { version: coverageAttestationVersion, people: [mae.id, ned.id, ivy.id] },
          },
          additionalServiceOption: null,
          payrollDeductionAcknowledged: true,
        },
      });
      expect(authorized.status, JSON.stringify(authorized.body)).toBe(200);
      // What the member's pages read on that day: the set in force, the new one.
      const ordersRead = await invoke<{ orderdetails: Array<{ id: string }> }>(
        'order',
        'GET /api/Order',
        mae.sub,
      );
      const accountRead = await invoke<{ data: { currentpayrolldeduction: number } }>(
        'member-account',
        'GET /api/MemberAccount/GetMemberAccount',
        mae.sub,
      );
      vi.useRealTimers();

      // The order rows: nothing deleted, the old set ends the day before the birth, the new one starts on it.
      const after = await ordersTable(mae.id);
      for (const item of before) expect(after.some((i) => i.sk === item.sk)).toBe(true);
      const oldOrders = after.filter((i) => i.kind === 'order' && i.policyenddate !== undefined);
      const newOrders = after.filter((i) => i.kind === 'order' && i.policyenddate === undefined);
      expect(oldOrders.map((o) => o.sk).sort()).toEqual(
        before
          .filter((i) => i.kind === 'order')
          .map((o) => o.sk)
          .sort(),
      );
      for (const o of oldOrders) expect(o.policyenddate).toBe(plusDays(BIRTH, -1));
      expect(newOrders.length).toBeGreaterThan(0);
      for (const o of newOrders) expect(o.policyeffectivedate).toBe(BIRTH);
      const oldAccount = after.find((i) => String(i.sk).startsWith(`ENDED#ACCOUNT#${planYear}#`))!;
      const newAccount = after.find((i) => i.sk === `ACCOUNT#${planYear}`)!;
      expect(oldAccount).toMatchObject({ effectivedate: effectiveDate, enddate: plusDays(BIRTH, -1) });
      expect(newAccount).toMatchObject({ effectivedate: BIRTH });
      expect(ordersRead.body.orderdetails.map((o) => o.id).sort()).toEqual(newOrders.map((o) => o.id).sort());
      expect(Math.round(accountRead.body.data.currentpayrolldeduction * 100)).toBe(
        newAccount.currentpayrolldeductionCents,
      );

      // The stored figures, recomputed: the employer file's tier, the quote's premium, the difference.
      expect(oldAccount.currentemployercontributionCents).toBe(TIERS.employee_spouse * 100);
      expect(newAccount.currentemployercontributionCents).toBe(TIERS.family * 100);
      const newPremium = Math.round(familyRate * 100);
      expect(newAccount.currenthealthinsurancepremiumCents).toBe(newPremium);
      expect(newOrders.find((o) => o.category === 'healthinsurance')!.amountspentCents).toBe(newPremium);
      for (const account of [oldAccount, newAccount])
        expect(account.currentpayrolldeductionCents).toBe(
          Math.max(
            0,
            Number(account.currenthealthinsurancepremiumCents) -
              Number(account.currentemployercontributionCents),
          ),
        );
      const oldMonthly = Number(oldAccount.currentpayrolldeductionCents);
      const newMonthly = Number(newAccount.currentpayrolldeductionCents);

      // The payroll change file of the month after the birth, against the birth month's full file:
      // the member alone, from the old monthly deduction to the new one.
      const payrollChanges = dir('payroll-changes');
      await opsSucceeds(
        stack,
        'export',
        'payroll',
        '--employer',
        employer.id,
        '--period',
        month(birthMonth + 1),
        '--changes',
        '--out',
        payrollChanges,
      );
      const changeRows = rowsOf(onlyFile(payrollChanges, '.csv'));
      expect(changeRows.map((r) => [r.change, r.employee_id])).toEqual(
        changeRows.map(() => ['changed', mae.id]),
      );
      expect(changeRows.length).toBeGreaterThan(0);
      for (const r of changeRows) {
        expect(cents(r.previous_monthly_deduction!)).toBe(oldMonthly);
        expect(cents(r.monthly_deduction!)).toBe(newMonthly);
      }

      // The 834 change file against the full one: the child's 021 from the birth date, each parent's
      // 001 at the family level from it (coverage still from its first day), nothing for Otto.
      const x12Changes = dir('834-changes');
      await opsSucceeds(
        stack,
        'export',
        '834',
        '--employer',
        employer.id,
        '--plan-year',
        String(planYear),
        '--changes',
        '--out',
        x12Changes,
      );
      const loops = await loopsOf(onlyFile(x12Changes, '.x12'));
      const levelChange = (person: string) => ({
        subscriber: mae.id,
        person,
        ins: '001',
        memberDates: [`303:${d8(BIRTH)}`],
        hd: [
          {
            code: '001',
            plan: plan.planid,
            level: 'FAM',
            dates: [`348:${d8(effectiveDate)}`, `303:${d8(BIRTH)}`],
          },
        ],
      });
      expect(loops).toEqual([
        levelChange(mae.id),
        levelChange(ned.id),
        {
          subscriber: mae.id,
          person: ivy.id,
          ins: '021',
          memberDates: [`356:${d8(BIRTH)}`],
          hd: [{ code: '021', plan: plan.planid, level: 'FAM', dates: [`348:${d8(BIRTH)}`] }],
        },
      ]);
      // The full 834 before the birth carried the couple at the spouse level from the first day,
      // and Otto, whom the change file leaves out.
      const fullLoops = await loopsOf(onlyFile(join(workDir, '834-full'), '.x12'));
      expect(fullLoops.map((l) => [l.person, l.hd[0]!.level, l.hd[0]!.dates])).toEqual(
        expect.arrayContaining([
          [mae.id, 'ESP', [`348:${d8(effectiveDate)}`]],
          [ned.id, 'ESP', [`348:${d8(effectiveDate)}`]],
          [otto.id, 'EMP', [`348:${d8(effectiveDate)}`]],
        ]),
      );
      expect(fullLoops).toHaveLength(3);
      // So did the birth month's full payroll file.
      const fullPayroll = rowsOf(onlyFile(join(workDir, 'payroll-full'), '.csv'));
      expect(new Set(fullPayroll.map((r) => r.employee_id))).toEqual(new Set([mae.id, otto.id]));

      // Every month of the plan year: the sum of its pay periods equals the monthly deduction of the
      // set in force on its first day (the old one up to the birth's month, the new one after), and
      // the year the sum of those twelve, to the cent.
      const enrollment = await readEmployerEnrollment(
        db,
        {
          members: stack.tables.members as string,
          dependents: stack.tables.dependents as string,
          orders: stack.tables.orders as string,
          employers: stack.tables.employers as string,
          plans: '',
        },
        employer.id,
      );
      let year = 0;
      let expectedYear = 0;
      for (let m = 1; m <= 12; m++) {
        const first = `${month(m)}-01`;
        const expected =
          m < effectiveMonth ? 0 : first <= String(oldAccount.enddate) ? oldMonthly : newMonthly;
        const sum = rowsOf(payrollFile(enrollment!, month(m)).body)
          .filter((r) => r.employee_id === mae.id)
          .reduce((s, r) => s + cents(r.period_deduction!), 0);
        expect(sum, month(m)).toBe(expected);
        year += sum;
        expectedYear += expected;
      }
      expect(year).toBe(expectedYear);
    }, 120_000);
  },
);

/** The quote body of Mae's household's subscriber, for an effective date. */
function journeyQuoteBody(date: string) {
  return {
    empinfo: { firstname: 'Mae', lastname: 'Lark', createdby: 'Mae', birthdate: '1988-02-02' },
    postalcode: '07030',
    policyeffectivedateRequested: date,
    gender: 'Female',
    issmoker: 'false',
    accountid: employer.accountid,
    countycode: county.countycode,
    countyname: county.countyname,
    state: county.state,
    city: county.city,
  };
}
