/**
 * The carriers' X12 834 files (lambdas/exports/x12-834.ts), read back with x12-parser, a reader
 * the generator does not use: envelopes and counts (SE01, GE01, IEA01, matching control
 * numbers), and every person's loop against the hand-built enrollment (names, relationship
 * codes, birth dates, gender, SSN, maintenance codes, plan, coverage level and dates). The
 * expected values are written out from the fixture here, not computed by the generator's code.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { X12parser } from 'x12-parser';
import type {
  EmployerEnrollment,
  ExportPerson,
  MemberEnrollment,
  PlanYearElection,
} from '../../lambdas/exports/types';
import { type Coverage834State, enrollment834Files } from '../../lambdas/exports/x12-834';
import { d8 } from '../../lambdas/exports/x12/segments';

// ---------------------------------------------------------------- fixture

const EVERGREEN = 'Evergreen Health';
const HARBOR = 'Harbor Mutual';
const PLAN_A = '12345NY0010001-01';
const PLAN_B = '12345NY0010002-01';
const PLAN_H = '67890NY0020001-01';
const createdAt = new Date('2027-02-15T09:30:05Z');

const id = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function person(
  n: number,
  relationship: ExportPerson['relationship'],
  first: string,
  last: string,
  birthDate: string,
  gender: ExportPerson['gender'],
  ssn: string | null,
): ExportPerson {
  return {
    id: id(n),
    relationship,
    firstName: first,
    lastName: last,
    birthDate,
    gender,
    ssn,
    tobaccoUser: false,
  };
}

function election(
  planYear: number,
  effectiveDate: string,
  authorizedAt: string,
  plan: { planId: string; carrier: string } | 'waive',
  covered: ExportPerson[] = [],
): PlanYearElection {
  const waived = plan === 'waive';
  return {
    planYear,
    effectiveDate,
    waived,
    waiveReason: waived ? 'Covered by spouse' : null,
    planId: waived ? null : plan.planId,
    planName: waived ? null : `Plan ${plan.planId}`,
    carrier: waived ? null : plan.carrier,
    // Everyone the order set recorded, the subscriber first.
    covered: waived ? [] : covered,
    coveredFrom: 'recorded',
    employerContributionCents: 50000,
    healthPremiumCents: waived ? 0 : 60000,
    hsaCents: 0,
    serviceCents: 0,
    payrollDeductionCents: waived ? 0 : 10000,
    authorizedAt,
  };
}

function member(
  n: number,
  subscriber: ExportPerson,
  dependents: ExportPerson[],
  elections: PlanYearElection[],
  contact: { email: string; phone: string | null },
): MemberEnrollment {
  return {
    memberId: subscriber.id,
    accountId: `ACC-${n}`,
    email: contact.email,
    phone: contact.phone,
    contributionClass: 'Full-time',
    address: {
      line1: `${n} Main Street`,
      line2: n === 1 ? 'Apt 4B' : null,
      city: 'Albany',
      state: 'NY',
      zip: '12207',
      county: '36001',
    },
    subscriber,
    dependents,
    elections,
    registeredAt: '2026-11-01T10:00:00Z',
    profileSavedAt: '2026-11-02T10:00:00Z',
  };
}

// A family of four that shops with Evergreen (plan A); the mother's SSN and the spouse's are stored, the children's not.
const jane = person(1, 'self', 'Jane', 'Doe', '1985-04-12', 'Female', '123456789');
const john = person(2, 'spouse', 'John', 'Doe', '1984-01-30', 'Male', '234567890');
const amy = person(3, 'child', 'Amy', 'Doe', '2015-06-01', 'Female', null);
const ben = person(4, 'child', 'Ben', 'Doe', '2018-09-30', 'Male', null);
// Walt shops with Evergreen (plan B) and waives in the second snapshot.
const walt = person(10, 'self', 'Walt', 'Waiver', '1990-07-07', 'Male', '345678901');
// Pat and spouse Sam shop with Evergreen (plan A), then move to Harbor.
const pat = person(20, 'self', 'Pat', 'Planchange', '1979-12-24', null, '456789012');
const sam = person(21, 'spouse', 'Sam', 'Planchange', '1980-03-03', 'Female', null);
// Hana is Harbor's; in 2026 she was with Evergreen (another plan year: never in a 2027 file).
const hana = person(30, 'self', 'Hana', 'Harbor', '1995-05-05', 'Female', '567890123');
// Will waives from the start; Rita registered and never authorized.
const will = person(40, 'self', 'Will', 'Neverbuy', '1970-02-02', 'Male', '678901234');
const rita = person(50, 'self', 'Rita', 'Registered', '1999-09-09', 'Female', '789012345');

const jan = '2027-01-01';
const family = member(
  1,
  jane,
  [john, amy, ben],
  [
    election(2027, jan, '2026-12-01T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [
      jane,
      john,
      amy,
      ben,
    ]),
  ],
  { email: 'jane.doe@example.com', phone: '(518) 555-0101' },
);
const waltBefore = member(
  10,
  walt,
  [],
  [election(2027, jan, '2026-12-02T00:00:00Z', { planId: PLAN_B, carrier: EVERGREEN }, [walt])],
  { email: 'walt@example.com', phone: null },
);
const patBefore = member(
  20,
  pat,
  [sam],
  [election(2027, jan, '2026-12-03T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [pat, sam])],
  { email: 'pat@example.com', phone: '5185550120' },
);
const hanaMember = member(
  30,
  hana,
  [],
  [
    election(2026, '2026-01-01', '2025-12-01T00:00:00Z', { planId: PLAN_B, carrier: EVERGREEN }, [hana]),
    election(2027, jan, '2026-12-04T00:00:00Z', { planId: PLAN_H, carrier: HARBOR }, [hana]),
  ],
  { email: 'hana@example.com', phone: null },
);
const willMember = member(40, will, [], [election(2027, jan, '2026-12-05T00:00:00Z', 'waive')], {
  email: 'will@example.com',
  phone: null,
});
const ritaMember: MemberEnrollment = {
  ...member(50, rita, [], [], { email: 'rita@example.com', phone: null }),
  profileSavedAt: null,
};

const employer = {
  id: id(900),
  accountId: 'ACME-01',
  name: 'Acme Tools, Inc.',
  payFrequency: 'monthly' as const,
};
const before: EmployerEnrollment = {
  employer,
  members: [family, waltBefore, patBefore, hanaMember, willMember, ritaMember],
};

// The second snapshot: Walt waives from March, Pat moves to Harbor (with Sam) from February.
const waltAfter: MemberEnrollment = {
  ...waltBefore,
  elections: [...waltBefore.elections, election(2027, '2027-03-01', '2027-02-10T00:00:00Z', 'waive')],
};
const patAfter: MemberEnrollment = {
  ...patBefore,
  elections: [
    ...patBefore.elections,
    election(2027, '2027-02-01', '2027-01-20T00:00:00Z', { planId: PLAN_H, carrier: HARBOR }, [pat, sam]),
  ],
};
const after: EmployerEnrollment = {
  employer,
  members: [family, waltAfter, patAfter, hanaMember, willMember, ritaMember],
};

const everyone = [jane, john, amy, ben, walt, pat, sam, hana, will, rita];

// ---------------------------------------------------------------- reading the file back

type X12Segment = { name: string } & Record<string, string>;

async function readX12(body: string): Promise<X12Segment[]> {
  const parser = new X12parser();
  Readable.from([Buffer.from(body, 'ascii')]).pipe(parser);
  const segments: X12Segment[] = [];
  for await (const segment of parser) segments.push(segment as X12Segment);
  return segments;
}

/** PER03/04, 05/06, 07/08 are qualifier and number pairs: the number of the given kind. */
function communication(per: X12Segment | undefined, qualifier: 'TE' | 'EM'): string | null {
  for (const q of ['3', '5', '7']) if (per?.[q] === qualifier) return per[String(Number(q) + 1)] ?? null;
  return null;
}

/** What one member loop (INS up to the next INS or SE) says, element by element. */
function memberLoops(segments: X12Segment[]) {
  const loops: X12Segment[][] = [];
  for (const s of segments) {
    if (s.name === 'INS') loops.push([s]);
    else if (s.name === 'SE') break;
    else loops.at(-1)?.push(s);
  }
  return loops.map((loop) => {
    const seg = (name: string, qualifier?: string) =>
      loop.find((s) => s.name === name && (qualifier === undefined || s['1'] === qualifier));
    const hdIndexes = loop.flatMap((s, i) => (s.name === 'HD' ? [i] : []));
    const beforeHd = loop.slice(0, hdIndexes[0] ?? loop.length);
    const memberDate = (q: string) => beforeHd.find((s) => s.name === 'DTP' && s['1'] === q)?.['3'] ?? null;
    return {
      subscriberIndicator: seg('INS')?.['1'],
      relationship: seg('INS')?.['2'],
      maintenance: seg('INS')?.['3'],
      reason: seg('INS')?.['4'],
      employmentStatus: seg('INS')?.['8'] ?? '',
      subscriberId: seg('REF', '0F')?.['2'],
      personId: seg('REF', '17')?.['2'],
      eligibilityBegin: memberDate('356'),
      eligibilityEnd: memberDate('357'),
      lastName: seg('NM1')?.['3'],
      firstName: seg('NM1')?.['4'],
      ssn: seg('NM1')?.['8'] === '34' ? seg('NM1')?.['9'] : null,
      birthDate: seg('DMG')?.['2'],
      gender: seg('DMG')?.['3'],
      phone: communication(seg('PER'), 'TE'),
      email: communication(seg('PER'), 'EM'),
      street: seg('N3')?.['1'],
      zip: seg('N4')?.['3'],
      coverages: hdIndexes.map((i, k) => {
        const dates = loop.slice(i + 1, hdIndexes[k + 1] ?? loop.length).filter((s) => s.name === 'DTP');
        return {
          maintenance: loop[i]?.['1'],
          line: loop[i]?.['3'],
          planId: loop[i]?.['4'],
          level: loop[i]?.['5'],
          begin: dates.find((d) => d['1'] === '348')?.['3'] ?? null,
          end: dates.find((d) => d['1'] === '349')?.['3'] ?? null,
        };
      }),
    };
  });
}

type Expected = {
  who: ExportPerson;
  subscriber: ExportPerson;
  relationship: '18' | '01' | '19';
  maintenance: string;
  reason: string;
  coverages: Array<{ maintenance: string; planId: string; level: string; begin: string; end: string | null }>;
};

/** The loop the guide asks for, written out from the fixture: D8 dates, upper-case names, M/F/U. */
function expectedLoop(e: Expected) {
  const d8 = (d: string) => d.replaceAll('-', '');
  const isSubscriber = e.relationship === '18';
  const first = e.coverages[0]!;
  return expect.objectContaining({
    subscriberIndicator: isSubscriber ? 'Y' : 'N',
    relationship: e.relationship,
    maintenance: e.maintenance,
    reason: e.reason,
    employmentStatus: isSubscriber ? 'AC' : '',
    subscriberId: e.subscriber.id,
    personId: e.who.id,
    lastName: e.who.lastName.toUpperCase(),
    firstName: e.who.firstName.toUpperCase(),
    ssn: e.who.ssn,
    birthDate: d8(e.who.birthDate!),
    gender: e.who.gender === 'Male' ? 'M' : e.who.gender === 'Female' ? 'F' : 'U',
    eligibilityBegin: e.maintenance === '024' || e.maintenance === '001' ? null : d8(first.begin),
    eligibilityEnd: e.maintenance === '024' ? d8(first.end!) : null,
    coverages: e.coverages.map((c) => ({
      maintenance: c.maintenance,
      line: 'HLT',
      planId: c.planId,
      level: c.level,
      begin: d8(c.begin),
      end: c.end && d8(c.end),
    })),
  });
}

/** Envelope and counts: control numbers match, SE01 counts ST..SE, one group and one set. */
function checkEnvelope(body: string, segments: X12Segment[], controlNumber: number, action: '4' | '2') {
  expect(body.slice(0, 106)).toMatch(/^ISA\*.{101}~$/);
  expect(body.slice(106, 109)).toBe('GS*');
  const names = segments.map((s) => s.name);
  expect(names.slice(0, 3)).toEqual(['ISA', 'GS', 'ST']);
  expect(names.slice(-3)).toEqual(['SE', 'GE', 'IEA']);
  const [isa, gs, st] = segments as [X12Segment, X12Segment, X12Segment];
  const [se, ge, iea] = segments.slice(-3) as [X12Segment, X12Segment, X12Segment];
  expect(isa['13']).toBe(String(controlNumber).padStart(9, '0'));
  expect(iea['2']).toBe(isa['13']);
  expect(iea['1']).toBe('1');
  expect(isa['12']).toBe('00501');
  expect(gs['1']).toBe('BE');
  expect(gs['6']).toBe(String(controlNumber));
  expect(ge['2']).toBe(gs['6']);
  expect(ge['1']).toBe('1');
  expect(gs['8']).toBe('005010X220A1');
  expect(st['1']).toBe('834');
  expect(st['3']).toBe('005010X220A1');
  expect(se['2']).toBe(st['2']);
  expect(Number(se['1'])).toBe(names.indexOf('SE') - names.indexOf('ST') + 1);
  const bgn = segments.find((s) => s.name === 'BGN')!;
  expect(bgn['1']).toBe('00');
  expect(bgn['8']).toBe(action);
  const n1 = segments.filter((s) => s.name === 'N1');
  expect(n1[0]).toMatchObject({ '1': 'P5', '2': 'ACME TOOLS, INC.', '3': '94', '4': 'ACME-01' });
  expect(n1[1]?.['1']).toBe('IN');
  const loops = names.filter((n) => n === 'INS').length;
  const qty = (q: string) => segments.find((s) => s.name === 'QTY' && s['1'] === q)?.['2'];
  expect(qty('TO')).toBe(String(loops));
  expect(Number(qty('ET')) + Number(qty('DT'))).toBe(loops);
}

// ---------------------------------------------------------------- tests

describe('834 full file', () => {
  it('writes one file per carrier of the plan year with every covered person as an audit entry (030)', async () => {
    const files = enrollment834Files(before, { planYear: 2027, controlNumber: 42, createdAt });
    expect(files.map((f) => [f.carrier, f.kind, f.personCount])).toEqual([
      [EVERGREEN, 'full', 7],
      [HARBOR, 'full', 1],
    ]);

    const evergreen = files[0]!;
    expect(evergreen.file.contentType).toBe('application/edi-x12');
    expect(evergreen.file.name).toBe('834-acme-01-evergreen-health-2027-full-000000042.x12');
    const segments = await readX12(evergreen.file.body);
    checkEnvelope(evergreen.file.body, segments, 42, '4');
    expect(segments.find((s) => s.name === 'N1' && s['1'] === 'IN')?.['2']).toBe('EVERGREEN HEALTH');
    const audit = (
      who: ExportPerson,
      subscriber: ExportPerson,
      relationship: Expected['relationship'],
      planId: string,
      level: string,
    ) =>
      expectedLoop({
        who,
        subscriber,
        relationship,
        maintenance: '030',
        reason: 'XN',
        coverages: [{ maintenance: '030', planId, level, begin: jan, end: null }],
      });
    expect(memberLoops(segments)).toEqual([
      audit(jane, jane, '18', PLAN_A, 'FAM'),
      audit(john, jane, '01', PLAN_A, 'FAM'),
      audit(amy, jane, '19', PLAN_A, 'FAM'),
      audit(ben, jane, '19', PLAN_A, 'FAM'),
      audit(walt, walt, '18', PLAN_B, 'EMP'),
      audit(pat, pat, '18', PLAN_A, 'ESP'),
      audit(sam, pat, '01', PLAN_A, 'ESP'),
    ]);

    const harbor = files[1]!;
    const harborSegments = await readX12(harbor.file.body);
    checkEnvelope(harbor.file.body, harborSegments, 42, '4');
    expect(memberLoops(harborSegments)).toEqual([audit(hana, hana, '18', PLAN_H, 'EMP')]);
  });

  it('gives the subscriber phone, e-mail and address, and each dependent the household address', async () => {
    const [evergreen] = enrollment834Files(before, {
      planYear: 2027,
      carrier: EVERGREEN,
      controlNumber: 7,
      createdAt,
    });
    const loops = memberLoops(await readX12(evergreen!.file.body));
    expect(loops[0]).toMatchObject({
      phone: '5185550101',
      email: 'jane.doe@example.com',
      street: '1 MAIN STREET',
      zip: '12207',
    });
    expect(loops[1]).toMatchObject({ phone: null, email: null, street: '1 MAIN STREET', zip: '12207' });
    expect(evergreen!.file.body).toContain('N3*1 MAIN STREET*APT 4B~N4*ALBANY*NY*12207**CY*36001~');
  });

  it('puts no one in a file who is not covered by that carrier for that plan year', async () => {
    const files = enrollment834Files(before, { planYear: 2027, controlNumber: 1, createdAt });
    const coveredBy: Record<string, string[]> = {
      [EVERGREEN]: [jane, john, amy, ben, walt, pat, sam].map((p) => p.id),
      [HARBOR]: [hana.id],
    };
    for (const { carrier, file } of files) {
      const loops = memberLoops(await readX12(file.body));
      expect(loops.map((l) => l.personId).sort()).toEqual([...coveredBy[carrier]!].sort());
      for (const p of everyone.filter((q) => !coveredBy[carrier]!.includes(q.id))) {
        expect(file.body).not.toContain(p.id);
        expect(file.body).not.toContain(p.lastName.toUpperCase() + '*' + p.firstName.toUpperCase());
        if (p.ssn) expect(file.body).not.toContain(p.ssn);
      }
    }
  });

  it('writes the same bytes for the same input, whatever the order of the members', () => {
    const options = { planYear: 2027, controlNumber: 99, createdAt };
    const once = enrollment834Files(before, options);
    const again = enrollment834Files(structuredClone(before), options);
    const reordered = enrollment834Files({ ...before, members: [...before.members].reverse() }, options);
    expect(again).toEqual(once);
    expect(reordered.map((f) => f.file.body)).toEqual(once.map((f) => f.file.body));
    expect(reordered.map((f) => JSON.stringify(f.state))).toEqual(once.map((f) => JSON.stringify(f.state)));
  });

  it('answers only the carrier asked for, matched without regard to case, and nothing for a carrier with no members', () => {
    const options = { planYear: 2027, controlNumber: 3, createdAt };
    expect(
      enrollment834Files(before, { ...options, carrier: ' harbor mutual ' }).map((f) => f.carrier),
    ).toEqual([HARBOR]);
    expect(enrollment834Files(before, { ...options, carrier: 'Nobody Health' })).toEqual([]);
    expect(enrollment834Files(before, { ...options, planYear: 2030 })).toEqual([]);
  });

  it('keeps the SSN in the file only: never in the state stored beside it', () => {
    const files = enrollment834Files(before, { planYear: 2027, controlNumber: 5, createdAt });
    const stored = JSON.stringify(files.map((f) => f.state));
    for (const p of everyone) if (p.ssn) expect(stored).not.toContain(p.ssn);
    expect(files[0]!.file.body).toContain('NM1*IL*1*DOE*JANE****34*123456789~');
    expect(files[0]!.file.body).toContain('NM1*IL*1*DOE*AMY~');
  });
});

describe('834 change file', () => {
  const previous = (): Record<string, Coverage834State> =>
    Object.fromEntries(
      enrollment834Files(before, {
        planYear: 2027,
        controlNumber: 42,
        createdAt: new Date('2027-01-05T08:00:00Z'),
      }).map((f) => [f.carrier, f.state]),
    );

  it('terminates (024) the waiver and the plan that was replaced, and adds (021) the new plan with the other carrier', async () => {
    const files = enrollment834Files(after, {
      planYear: 2027,
      changesSince: previous(),
      controlNumber: 43,
      createdAt,
    });
    expect(files.map((f) => [f.carrier, f.kind, f.personCount])).toEqual([
      [EVERGREEN, 'changes', 3],
      [HARBOR, 'changes', 2],
    ]);

    const evergreen = await readX12(files[0]!.file.body);
    checkEnvelope(files[0]!.file.body, evergreen, 43, '2');
    expect(memberLoops(evergreen)).toEqual([
      // Walt waives from 1 March: plan B ends on 28 February (voluntary withdrawal).
      expectedLoop({
        who: walt,
        subscriber: walt,
        relationship: '18',
        maintenance: '024',
        reason: '14',
        coverages: [{ maintenance: '024', planId: PLAN_B, level: 'EMP', begin: jan, end: '2027-02-28' }],
      }),
      // Pat and Sam leave plan A on 31 January for Harbor (plan change).
      expectedLoop({
        who: pat,
        subscriber: pat,
        relationship: '18',
        maintenance: '024',
        reason: '22',
        coverages: [{ maintenance: '024', planId: PLAN_A, level: 'ESP', begin: jan, end: '2027-01-31' }],
      }),
      expectedLoop({
        who: sam,
        subscriber: pat,
        relationship: '01',
        maintenance: '024',
        reason: '22',
        coverages: [{ maintenance: '024', planId: PLAN_A, level: 'ESP', begin: jan, end: '2027-01-31' }],
      }),
    ]);

    const harbor = await readX12(files[1]!.file.body);
    checkEnvelope(files[1]!.file.body, harbor, 43, '2');
    expect(memberLoops(harbor)).toEqual([
      expectedLoop({
        who: pat,
        subscriber: pat,
        relationship: '18',
        maintenance: '021',
        reason: '28',
        coverages: [{ maintenance: '021', planId: PLAN_H, level: 'ESP', begin: '2027-02-01', end: null }],
      }),
      expectedLoop({
        who: sam,
        subscriber: pat,
        relationship: '01',
        maintenance: '021',
        reason: '28',
        coverages: [{ maintenance: '021', planId: PLAN_H, level: 'ESP', begin: '2027-02-01', end: null }],
      }),
    ]);

    // The states now hold who each carrier covers after the change.
    expect(files[0]!.state.covered.map((c) => c.personId)).toEqual([jane.id, john.id, amy.id, ben.id]);
    expect(files[1]!.state.covered.map((c) => [c.personId, c.planId, c.coverageBegin])).toEqual([
      [pat.id, PLAN_H, '2027-02-01'],
      [sam.id, PLAN_H, '2027-02-01'],
      [hana.id, PLAN_H, jan],
    ]);
  });

  it('still sends a carrier that no longer covers anyone its terminations', async () => {
    const hanaWaives: MemberEnrollment = {
      ...hanaMember,
      elections: [...hanaMember.elections, election(2027, '2027-04-01', '2027-03-10T00:00:00Z', 'waive')],
    };
    const snapshot = {
      employer,
      members: [family, waltBefore, patBefore, hanaWaives, willMember, ritaMember],
    };
    const options = { planYear: 2027, changesSince: previous(), controlNumber: 70, createdAt };
    const [harbor] = enrollment834Files(snapshot, { ...options, carrier: HARBOR });
    expect(harbor).toMatchObject({
      carrier: HARBOR,
      kind: 'changes',
      personCount: 1,
      state: { covered: [] },
    });
    expect(memberLoops(await readX12(harbor!.file.body))).toEqual([
      expectedLoop({
        who: hana,
        subscriber: hana,
        relationship: '18',
        maintenance: '024',
        reason: '14',
        coverages: [{ maintenance: '024', planId: PLAN_H, level: 'EMP', begin: jan, end: '2027-03-31' }],
      }),
    ]);
    // Without a previous file there is nothing to tell Harbor: no file.
    expect(enrollment834Files(snapshot, { ...options, changesSince: undefined, carrier: HARBOR })).toEqual(
      [],
    );
  });

  it('cancels coverage replaced before it began: the end date is the begin date', async () => {
    const hanaWaivesFromTheStart: MemberEnrollment = {
      ...hanaMember,
      elections: [...hanaMember.elections, election(2027, jan, '2026-12-20T00:00:00Z', 'waive')],
    };
    const snapshot = { employer, members: [family, waltBefore, patBefore, hanaWaivesFromTheStart] };
    const [harbor] = enrollment834Files(snapshot, {
      planYear: 2027,
      carrier: HARBOR,
      changesSince: previous(),
      controlNumber: 71,
      createdAt,
    });
    const [loop] = memberLoops(await readX12(harbor!.file.body));
    expect(loop).toMatchObject({
      maintenance: '024',
      eligibilityEnd: '20270101',
      coverages: [{ maintenance: '024', begin: '20270101', end: '20270101' }],
    });
  });

  it('lists nothing when nothing changed since the previous file, and sends a carrier without a previous file everyone as additions', () => {
    const first = enrollment834Files(after, {
      planYear: 2027,
      changesSince: previous(),
      controlNumber: 43,
      createdAt,
    });
    const states = new Map(first.map((f) => [f.carrier, f.state]));
    const second = enrollment834Files(after, {
      planYear: 2027,
      changesSince: states,
      controlNumber: 44,
      createdAt,
    });
    expect(second.map((f) => [f.carrier, f.personCount])).toEqual([
      [EVERGREEN, 0],
      [HARBOR, 0],
    ]);
    expect(second.map((f) => f.state)).toEqual(first.map((f) => f.state));

    const fresh = enrollment834Files(before, {
      planYear: 2027,
      changesSince: {},
      controlNumber: 1,
      createdAt,
    });
    expect(fresh.map((f) => [f.carrier, f.personCount])).toEqual([
      [EVERGREEN, 7],
      [HARBOR, 1],
    ]);
    expect(fresh[1]!.file.body).toContain('INS*Y*18*021*28*A***AC~');
  });

  it('writes a plan change within one carrier as one change (001) with the old plan ended (024) and the new one added (021)', async () => {
    const moved: MemberEnrollment = {
      ...family,
      elections: [
        ...family.elections,
        election(2027, '2027-03-01', '2027-02-01T00:00:00Z', { planId: PLAN_B, carrier: EVERGREEN }, [
          jane,
          john,
          amy,
          ben,
        ]),
      ],
    };
    const files = enrollment834Files(
      { employer, members: [moved] },
      { planYear: 2027, changesSince: previous(), controlNumber: 50, createdAt },
    );
    const evergreen = files.find((f) => f.carrier === EVERGREEN)!;
    const loops = memberLoops(await readX12(evergreen.file.body));
    const change = (who: ExportPerson, relationship: Expected['relationship']) =>
      expectedLoop({
        who,
        subscriber: jane,
        relationship,
        maintenance: '001',
        reason: '22',
        coverages: [
          { maintenance: '024', planId: PLAN_A, level: 'FAM', begin: jan, end: '2027-02-28' },
          { maintenance: '021', planId: PLAN_B, level: 'FAM', begin: '2027-03-01', end: null },
        ],
      });
    // Walt and Pat are gone from this snapshot: their coverage ends with the file's month.
    expect(loops.slice(0, 4)).toEqual([
      change(jane, '18'),
      change(john, '01'),
      change(amy, '19'),
      change(ben, '19'),
    ]);
    expect(loops.slice(4).map((l) => [l.personId, l.maintenance, l.reason, l.coverages[0]?.end])).toEqual([
      [walt.id, '024', '07', '20270228'],
      [pat.id, '024', '07', '20270228'],
      [sam.id, '024', '07', '20270228'],
    ]);
    expect(evergreen.file.body).toContain('DTP*303*D8*20270301~');
  });

  it('adds a new dependent (021), changes the others (001: address, coverage level) and keeps their begin date', async () => {
    const cleo = person(5, 'child', 'Cleo', 'Doe', '2027-01-20', 'Female', null);
    const kim = person(22, 'child', 'Kim', 'Planchange', '2027-01-10', 'Male', null);
    const movedHouse: MemberEnrollment = {
      ...family,
      dependents: [...family.dependents, cleo],
      address: { ...family.address!, line1: '9 New Road' },
      elections: [
        ...family.elections,
        election(2027, '2027-02-01', '2027-01-25T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [
          jane,
          john,
          amy,
          ben,
          cleo,
        ]),
      ],
    };
    const patWithKim: MemberEnrollment = {
      ...patBefore,
      dependents: [sam, kim],
      elections: [
        ...patBefore.elections,
        election(2027, '2027-02-01', '2027-01-26T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [
          pat,
          sam,
          kim,
        ]),
      ],
    };
    const snapshot = {
      employer,
      members: [movedHouse, waltBefore, patWithKim, hanaMember, willMember, ritaMember],
    };
    const [evergreen] = enrollment834Files(snapshot, {
      planYear: 2027,
      carrier: EVERGREEN,
      changesSince: previous(),
      controlNumber: 60,
      createdAt,
    });
    const loops = memberLoops(await readX12(evergreen!.file.body));
    const hd = (maintenance: string, level: string, begin: string) => [
      { maintenance, line: 'HLT', planId: PLAN_A, level, begin, end: null },
    ];
    expect(loops.map((l) => [l.personId, l.maintenance, l.reason, l.street, l.coverages])).toEqual([
      // The Does moved: a change of location for each, coverage untouched (FAM already).
      [jane.id, '001', '43', '9 NEW ROAD', []],
      [john.id, '001', '43', '9 NEW ROAD', []],
      [amy.id, '001', '43', '9 NEW ROAD', []],
      [ben.id, '001', '43', '9 NEW ROAD', []],
      [cleo.id, '021', '28', '9 NEW ROAD', hd('021', 'FAM', '20270201')],
      // Pat and Sam go from ESP to FAM; their coverage still began on 1 January.
      [pat.id, '001', 'AI', '20 MAIN STREET', hd('001', 'FAM', '20270101')],
      [sam.id, '001', 'AI', '20 MAIN STREET', hd('001', 'FAM', '20270101')],
      [kim.id, '021', '28', '20 MAIN STREET', hd('021', 'FAM', '20270201')],
    ]);
    const begins = Object.fromEntries(evergreen!.state.covered.map((c) => [c.personId, c.coverageBegin]));
    expect(begins).toEqual({
      [jane.id]: jan,
      [john.id]: jan,
      [amy.id]: jan,
      [ben.id]: jan,
      [cleo.id]: '2027-02-01',
      [walt.id]: jan,
      [pat.id]: jan,
      [sam.id]: jan,
      [kim.id]: '2027-02-01',
    });
  });

  it('refuses a previous state of a plan year other than this one and the year before, or of another employer, with a message that names it', () => {
    const state = previous()[EVERGREEN]!;
    expect(() =>
      enrollment834Files(after, {
        planYear: 2027,
        changesSince: { [EVERGREEN]: { ...state, planYear: 2025 } },
        controlNumber: 1,
        createdAt,
      }),
    ).toThrow('The previous 834 state for carrier Evergreen Health is for plan year 2025, not 2027');
    expect(() =>
      enrollment834Files(after, {
        planYear: 2027,
        changesSince: { [EVERGREEN]: { ...state, planYear: 2028 } },
        controlNumber: 1,
        createdAt,
      }),
    ).toThrow(/is for plan year 2028, not 2027: .*of a 2026 file/);
    expect(() =>
      enrollment834Files(after, {
        planYear: 2027,
        changesSince: { [EVERGREEN]: { ...state, employerId: id(901) } },
        controlNumber: 1,
        createdAt,
      }),
    ).toThrow(/belongs to employer/);
    expect(() =>
      enrollment834Files(after, {
        planYear: 2027,
        changesSince: { [EVERGREEN]: { ...state, covered: [{}] } as unknown as Coverage834State },
        controlNumber: 1,
        createdAt,
      }),
    ).toThrow(/not readable: covered\.0\.personId/);
  });
});

// ---------------------------------------------------------------- renewal across plan years

// What each household had in 2026, all with Evergreen from 1 January 2026: at renewal the Does
// keep plan A, Walt waives (from February), Pat and Sam move from plan B to plan A, Hana moves to
// Harbor, Will has not authorized 2027 yet; Rita is new in 2027.
const y2026 = '2026-01-01';
const in2026 = (planId: string, covered: ExportPerson[]): PlanYearElection =>
  election(2026, y2026, '2025-12-01T00:00:00Z', { planId, carrier: EVERGREEN }, covered);
const renewalFamily: MemberEnrollment = {
  ...family,
  elections: [in2026(PLAN_A, [jane, john, amy, ben]), ...family.elections],
};
const renewalWalt: MemberEnrollment = {
  ...waltBefore,
  elections: [in2026(PLAN_B, [walt]), election(2027, '2027-02-01', '2027-01-10T00:00:00Z', 'waive')],
};
const renewalPat: MemberEnrollment = {
  ...patBefore,
  elections: [in2026(PLAN_B, [pat, sam]), ...patBefore.elections],
};
const renewalWill: MemberEnrollment = { ...willMember, elections: [in2026(PLAN_A, [will])] };
const renewalRita: MemberEnrollment = {
  ...ritaMember,
  profileSavedAt: '2026-11-02T10:00:00Z',
  elections: [election(2027, jan, '2026-12-07T00:00:00Z', { planId: PLAN_B, carrier: EVERGREEN }, [rita])],
};
/** Hana's own fixture already holds 2026 with Evergreen (plan B) and 2027 with Harbor. */
const renewal2027: EmployerEnrollment = {
  employer,
  members: [renewalFamily, renewalWalt, renewalPat, hanaMember, renewalWill, renewalRita],
};
/** The same people before anyone authorized 2027: what Evergreen's last 2026 file was made from. */
const renewal2026: EmployerEnrollment = {
  employer,
  members: renewal2027.members.map((m) => ({
    ...m,
    elections: m.elections.filter((e) => e.planYear === 2026),
  })),
};

describe('834 renewal: a change file of 2027 against the state of 2026', () => {
  const evergreen2026 = (): Coverage834State => {
    const [file] = enrollment834Files(renewal2026, {
      planYear: 2026,
      carrier: EVERGREEN,
      controlNumber: 20,
      createdAt: new Date('2026-12-01T00:00:00Z'),
    });
    return file!.state;
  };
  const endOf2026 = '2026-12-31';

  it('terminates (024) at the old carrier on 31 December 2026 the waiver and the move to another carrier, changes (001) a plan change within the carrier, and adds (021) the new member', async () => {
    const files = enrollment834Files(renewal2027, {
      planYear: 2027,
      changesSince: { [EVERGREEN]: evergreen2026() },
      controlNumber: 80,
      createdAt,
    });
    expect(files.map((f) => [f.carrier, f.kind, f.personCount])).toEqual([
      [EVERGREEN, 'changes', 5],
      [HARBOR, 'changes', 1],
    ]);
    const evergreen = await readX12(files[0]!.file.body);
    checkEnvelope(files[0]!.file.body, evergreen, 80, '2');
    const planChange = (who: ExportPerson, relationship: Expected['relationship']) =>
      expectedLoop({
        who,
        subscriber: pat,
        relationship,
        maintenance: '001',
        reason: '22',
        coverages: [
          { maintenance: '024', planId: PLAN_B, level: 'ESP', begin: y2026, end: endOf2026 },
          { maintenance: '021', planId: PLAN_A, level: 'ESP', begin: jan, end: null },
        ],
      });
    // The Does renew plan A (nothing to say) and Will has not authorized 2027 (not in the file).
    expect(memberLoops(evergreen)).toEqual([
      // Walt waives 2027 from 1 February: his 2026 coverage still ends with 2026 (voluntary withdrawal).
      expectedLoop({
        who: walt,
        subscriber: walt,
        relationship: '18',
        maintenance: '024',
        reason: '14',
        coverages: [{ maintenance: '024', planId: PLAN_B, level: 'EMP', begin: y2026, end: endOf2026 }],
      }),
      planChange(pat, '18'),
      planChange(sam, '01'),
      // Hana chose Harbor for 2027 (plan change).
      expectedLoop({
        who: hana,
        subscriber: hana,
        relationship: '18',
        maintenance: '024',
        reason: '22',
        coverages: [{ maintenance: '024', planId: PLAN_B, level: 'EMP', begin: y2026, end: endOf2026 }],
      }),
      expectedLoop({
        who: rita,
        subscriber: rita,
        relationship: '18',
        maintenance: '021',
        reason: '28',
        coverages: [{ maintenance: '021', planId: PLAN_B, level: 'EMP', begin: jan, end: null }],
      }),
    ]);
    expect(files[0]!.file.body).toContain('DTP*303*D8*20270101~');

    // Harbor has no state at all: its first file adds Hana.
    expect(memberLoops(await readX12(files[1]!.file.body))).toEqual([
      expectedLoop({
        who: hana,
        subscriber: hana,
        relationship: '18',
        maintenance: '021',
        reason: '28',
        coverages: [{ maintenance: '021', planId: PLAN_H, level: 'EMP', begin: jan, end: null }],
      }),
    ]);
  });

  it('keeps in the 2027 state who Evergreen covers, renewed plans with their first begin date, and who of 2026 has not authorized yet, without an SSN', () => {
    const [evergreen] = enrollment834Files(renewal2027, {
      planYear: 2027,
      carrier: EVERGREEN,
      changesSince: { [EVERGREEN]: evergreen2026() },
      controlNumber: 81,
      createdAt,
    });
    const state = evergreen!.state;
    expect(state.planYear).toBe(2027);
    expect(state.covered.map((c) => [c.personId, c.planId, c.coverageBegin])).toEqual([
      [jane.id, PLAN_A, y2026],
      [john.id, PLAN_A, y2026],
      [amy.id, PLAN_A, y2026],
      [ben.id, PLAN_A, y2026],
      [pat.id, PLAN_A, jan],
      [sam.id, PLAN_A, jan],
      [rita.id, PLAN_B, jan],
    ]);
    expect(state.renewing?.map((c) => [c.personId, c.planId, c.coverageBegin])).toEqual([
      [will.id, PLAN_A, y2026],
    ]);
    const stored = JSON.stringify(state);
    for (const p of everyone) if (p.ssn) expect(stored).not.toContain(p.ssn);
  });

  it('terminates a member who had not authorized at renewal once they waive, still on 31 December 2026, and then nothing more', async () => {
    const options = { planYear: 2027, carrier: EVERGREEN, controlNumber: 82, createdAt };
    const [first] = enrollment834Files(renewal2027, {
      ...options,
      changesSince: { [EVERGREEN]: evergreen2026() },
    });
    // Nothing new: the state of 2027 is the baseline now, and Will is still undecided.
    const [quiet] = enrollment834Files(renewal2027, {
      ...options,
      changesSince: { [EVERGREEN]: first!.state },
    });
    expect(quiet!.personCount).toBe(0);
    expect(quiet!.state).toEqual(first!.state);

    const willWaives: MemberEnrollment = {
      ...renewalWill,
      elections: [...renewalWill.elections, election(2027, '2027-03-01', '2027-02-15T00:00:00Z', 'waive')],
    };
    const later = { employer, members: renewal2027.members.map((m) => (m === renewalWill ? willWaives : m)) };
    const [settled] = enrollment834Files(later, { ...options, changesSince: { [EVERGREEN]: first!.state } });
    expect(memberLoops(await readX12(settled!.file.body))).toEqual([
      expectedLoop({
        who: will,
        subscriber: will,
        relationship: '18',
        maintenance: '024',
        reason: '14',
        coverages: [{ maintenance: '024', planId: PLAN_A, level: 'EMP', begin: y2026, end: endOf2026 }],
      }),
    ]);
    expect(settled!.state.renewing).toBeUndefined();
    const [after] = enrollment834Files(later, { ...options, changesSince: { [EVERGREEN]: settled!.state } });
    expect(after!.personCount).toBe(0);
  });

  it('sends nothing while the members of 2026 have not authorized 2027 or renew the same plan', () => {
    // Only the Does have authorized 2027 (plan A again).
    const undecided: EmployerEnrollment = {
      employer,
      members: renewal2026.members.map((m) => (m.memberId === jane.id ? renewalFamily : m)),
    };
    const [evergreen] = enrollment834Files(undecided, {
      planYear: 2027,
      carrier: EVERGREEN,
      changesSince: { [EVERGREEN]: evergreen2026() },
      controlNumber: 83,
      createdAt,
    });
    expect(evergreen!.personCount).toBe(0);
    expect(evergreen!.file.body).not.toContain('INS*');
    expect(evergreen!.state.renewing?.map((c) => c.personId)).toEqual([
      walt.id,
      pat.id,
      sam.id,
      hana.id,
      will.id,
    ]);
  });

  it('writes a full file of 2027 given the 2026 state as without it, and keeps those it cannot terminate for the next change file', async () => {
    const options = { planYear: 2027, carrier: EVERGREEN, controlNumber: 84, createdAt };
    const [plain] = enrollment834Files(renewal2027, options);
    const [full] = enrollment834Files(renewal2027, {
      ...options,
      kind: 'full',
      changesSince: { [EVERGREEN]: evergreen2026() },
    });
    expect(full!.kind).toBe('full');
    expect(full!.file.body).toBe(plain!.file.body);
    expect(full!.state.covered).toEqual(plain!.state.covered);
    expect(plain!.state.renewing).toBeUndefined();
    // Walt and Hana left Evergreen, Will is undecided: a full file (030 only) says nothing of them.
    expect(full!.state.renewing?.map((c) => c.personId)).toEqual([walt.id, hana.id, will.id]);

    const [next] = enrollment834Files(renewal2027, {
      ...options,
      changesSince: { [EVERGREEN]: full!.state },
    });
    const loops = memberLoops(await readX12(next!.file.body));
    expect(loops.map((l) => [l.personId, l.maintenance, l.reason, l.eligibilityEnd])).toEqual([
      [walt.id, '024', '14', '20261231'],
      [hana.id, '024', '22', '20261231'],
    ]);
    expect(next!.state.renewing?.map((c) => c.personId)).toEqual([will.id]);
  });
});

describe('834 of an order set whose household changed on the profile since Authorize', () => {
  // The Does authorized Jane, John, Amy and Ben. Since then John was removed from the profile (the
  // reader then finds no SSN for him: enrollment.ts), Ben's date of birth was changed, and Cleo was
  // added. The order set's record is what the carrier gets.
  const cleo = person(5, 'child', 'Cleo', 'Doe', '2026-12-20', 'Female', null);
  const johnRemoved: ExportPerson = { ...john, ssn: null };
  const changedHousehold: MemberEnrollment = {
    ...family,
    dependents: [amy, { ...ben, birthDate: '2019-09-30' }, cleo],
    elections: [
      election(2027, jan, '2026-12-01T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [
        jane,
        johnRemoved,
        amy,
        ben,
      ]),
    ],
  };
  const changed: EmployerEnrollment = { employer, members: [changedHousehold] };

  it('lists everyone the order set covers as recorded: the removed spouse still FAM, the later child not at all', async () => {
    const [evergreen] = enrollment834Files(changed, { planYear: 2027, controlNumber: 70, createdAt });
    const loops = memberLoops(await readX12(evergreen!.file.body));
    const fam = [{ maintenance: '030', planId: PLAN_A, level: 'FAM', begin: jan, end: null }];
    expect(loops).toEqual([
      expectedLoop({
        who: jane,
        subscriber: jane,
        relationship: '18',
        maintenance: '030',
        reason: 'XN',
        coverages: fam,
      }),
      expectedLoop({
        who: johnRemoved,
        subscriber: jane,
        relationship: '01',
        maintenance: '030',
        reason: 'XN',
        coverages: fam,
      }),
      expectedLoop({
        who: amy,
        subscriber: jane,
        relationship: '19',
        maintenance: '030',
        reason: 'XN',
        coverages: fam,
      }),
      // Ben's date of birth as priced (2018), not as the profile says now (2019).
      expectedLoop({
        who: ben,
        subscriber: jane,
        relationship: '19',
        maintenance: '030',
        reason: 'XN',
        coverages: fam,
      }),
    ]);
    expect(evergreen!.file.body).not.toContain(cleo.id);
  });

  it("changes nothing in its coverage against the file sent before: the one change is the removed spouse's SSN, no longer stored (001, 25)", async () => {
    const [sent] = enrollment834Files(before, {
      planYear: 2027,
      carrier: EVERGREEN,
      controlNumber: 71,
      createdAt: new Date('2027-01-05T08:00:00Z'),
    });
    const [evergreen] = enrollment834Files(changed, {
      planYear: 2027,
      carrier: EVERGREEN,
      changesSince: { [EVERGREEN]: sent!.state },
      controlNumber: 72,
      createdAt,
    });
    const loops = memberLoops(await readX12(evergreen!.file.body)).filter((l) => l.subscriberId === jane.id);
    // John's SSN was deleted with him: a change of identifying data (001, 25), his coverage untouched.
    expect(loops.map((l) => [l.personId, l.maintenance, l.reason, l.ssn, l.coverages])).toEqual([
      [john.id, '001', '25', null, []],
    ]);
  });
});

describe('834 bad input', () => {
  it('keeps separators and accents out of the values, so one name cannot break the file', async () => {
    const odd = person(60, 'self', 'José~Luis', "O'Brien*Núñez", '1988-08-08', 'Male', '890123456');
    const oddMember: MemberEnrollment = {
      ...member(
        60,
        odd,
        [],
        [election(2027, jan, '2026-12-06T00:00:00Z', { planId: PLAN_H, carrier: HARBOR }, [odd])],
        { email: 'a*b@example.com', phone: '518-555-0199' },
      ),
      address: {
        line1: '5 Elm St ^ Rear',
        line2: null,
        city: 'Saratoga:Springs',
        state: 'NY',
        zip: '12866-1234',
        county: 'Saratoga',
      },
    };
    const [harbor] = enrollment834Files(
      { employer, members: [oddMember] },
      { planYear: 2027, controlNumber: 8, createdAt },
    );
    const segments = await readX12(harbor!.file.body);
    checkEnvelope(harbor!.file.body, segments, 8, '4');
    expect(memberLoops(segments)[0]).toMatchObject({
      lastName: "O'BRIENNUNEZ",
      firstName: 'JOSELUIS',
      ssn: '890123456',
      phone: '5185550199',
      email: null,
      street: '5 ELM ST REAR',
      zip: '128661234',
    });
    expect(harbor!.file.body).toContain('N4*SARATOGASPRINGS*NY*128661234~');
  });

  it('writes a stored name and address with line breaks, NUL, a lone surrogate and a direction override as one segment each, without them (issue 37)', async () => {
    // Values an older API let through, written straight into the table: the 834 must still hold one segment per element list.
    const odd = person(61, 'self', 'Ann\u0000e\u202e', 'Minus\r\n=1+1', '1988-08-08', 'Female', '890123457');
    const kid = person(62, 'child', '\ud800Kai\u2066', 'Minus\n~ISA*00', '2016-02-02', 'Male', null);
    const oddMember: MemberEnrollment = {
      ...member(
        61,
        odd,
        [kid],
        [election(2027, jan, '2026-12-06T00:00:00Z', { planId: PLAN_H, carrier: HARBOR }, [odd, kid])],
        { email: 'ann\r\n@example.com', phone: '518-555-0199\r\n' },
      ),
      address: {
        line1: '5 Elm St\r\nN3*X~',
        line2: 'Unit\u00852\u2028B',
        city: 'Saratoga\rSprings',
        state: 'NY',
        zip: '12866',
        county: 'Saratoga',
      },
    };
    const [harbor] = enrollment834Files(
      { employer, members: [oddMember] },
      { planYear: 2027, controlNumber: 9, createdAt },
    );
    const body = harbor!.file.body;
    const segments = await readX12(body);
    checkEnvelope(body, segments, 9, '4');
    // One segment per terminator, and not a character outside printable ASCII anywhere in the file.
    expect(segments).toHaveLength(body.split('~').length - 1);
    expect(body).toMatch(/^[\x20-\x7e]*$/);
    expect(segments.filter((s) => s.name === 'INS')).toHaveLength(2);
    expect(segments.filter((s) => s.name === 'NM1')).toHaveLength(2);
    const [self, child] = memberLoops(segments);
    expect(self).toMatchObject({
      lastName: 'MINUS =1+1',
      firstName: 'ANNE',
      ssn: '890123457',
      phone: '5185550199',
      email: null,
      street: '5 ELM ST N3X',
      zip: '12866',
    });
    expect(child).toMatchObject({ lastName: 'MINUS ISA00', firstName: 'KAI', relationship: '19' });
    expect(body).toContain('N3*5 ELM ST N3X*UNIT 2 B~');
    expect(body).toContain('N4*SARATOGA SPRINGS*NY*12866~');
    // A stored date reaches a D8 element as its digits only.
    expect(d8('2027-01-01\r\n~*')).toBe('20270101');
  });

  it('refuses a control number outside 1..999999999', () => {
    expect(() => enrollment834Files(before, { planYear: 2027, controlNumber: 0, createdAt })).toThrow(
      /control number/,
    );
    expect(() => enrollment834Files(before, { planYear: 2027, controlNumber: 1e9, createdAt })).toThrow(
      /control number/,
    );
  });

  it('refuses an election whose record does not cover its subscriber, naming ids only', () => {
    const broken: MemberEnrollment = {
      ...family,
      elections: [
        election(2027, jan, '2026-12-01T00:00:00Z', { planId: PLAN_A, carrier: EVERGREEN }, [john, amy]),
      ],
    };
    let message = '';
    try {
      enrollment834Files({ employer, members: [broken] }, { planYear: 2027, controlNumber: 1, createdAt });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(jane.id);
    for (const p of everyone) if (p.ssn) expect(message).not.toContain(p.ssn);
  });
});
