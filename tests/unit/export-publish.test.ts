/**
 * The export steps over an in-memory bucket (lambdas/exports/publish.ts, delivery.ts): where each
 * file lands, that a re-run finds the same bytes and writes nothing, what a change file compares
 * with, what is refused before anything is written, and what the scheduled run reports.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  changesInterchange,
  exportKeys,
  ExportRefusedError,
  fullInterchange,
  periodOf,
  runRequestOf,
  stableControlNumber,
} from '../../lambdas/exports/delivery';
import { payrollFile } from '../../lambdas/exports/payroll';
import {
  publish834,
  publishPayroll,
  runScheduledExports,
  planYearsToSend,
  type ExportStore,
  type LastSent834,
  type WriteOutcome,
} from '../../lambdas/exports/publish';
import type { EmployerEnrollment } from '../../lambdas/exports/types';
import type { Cents } from '../../shared/domain/money';
import { acmeEnrollment, election, member } from './export-fixtures';

/** A bucket in memory: every put is counted, as S3 would store a new version for it. */
class MemoryStore implements ExportStore {
  readonly objects = new Map<string, { body: string; contentType: string }>();
  readonly writes: string[] = [];
  async put(key: string, body: string, contentType: string): Promise<WriteOutcome> {
    if (this.objects.get(key)?.body === body) return 'unchanged';
    this.objects.set(key, { body, contentType });
    this.writes.push(key);
    return 'written';
  }
  async getText(key: string): Promise<string | undefined> {
    return this.objects.get(key)?.body;
  }
  async keys(prefix: string): Promise<string[]> {
    return [...this.objects.keys()].filter((k) => k.startsWith(prefix)).sort();
  }
}

const employerId = 'e-1';
const carrier = 'Garden State Health';

/** The ISA13 and BGN date/time of an 834 body. */
function envelope(body: string) {
  const segments = body.split('~').map((s) => s.trim().split('*'));
  const isa = segments.find((s) => s[0] === 'ISA') ?? [];
  const bgn = segments.find((s) => s[0] === 'BGN') ?? [];
  return { isa13: Number(isa[13]), bgnDate: bgn[3], bgnTime: bgn[4], bgn08: bgn[8] };
}

describe('the payroll file in the bucket', () => {
  it('lands on the period key and, run again, is found unchanged: one write, the same bytes', async () => {
    // Prepare
    const store = new MemoryStore();
    const enrollment = acmeEnrollment('biweekly');
    // Act
    const first = await publishPayroll(store, enrollment, '2027-05');
    const second = await publishPayroll(store, enrollment, '2027-05');
    // Assess
    const key = `${employerId}/payroll/2027-05/full/payroll-ACME-001-2027-05.csv`;
    expect(first.full).toMatchObject({ key, outcome: 'written', kind: 'full' });
    expect(second.full).toMatchObject({ key, outcome: 'unchanged' });
    expect(store.writes).toEqual([key]);
    expect(store.objects.get(key)?.body).toBe(payrollFile(enrollment, '2027-05').body);
    expect(second.full.file.body).toBe(first.full.file.body);
  });

  it('makes the change file against the newest full file of an earlier period, ignoring later ones and change files', async () => {
    // Prepare: February's file was made when Carol had another deduction; a later and a change file lie beside it.
    const store = new MemoryStore();
    const before = acmeEnrollment();
    const carol = before.members.find((m) => m.memberId === 'm-carol');
    if (!carol) throw new Error('fixture without Carol');
    carol.elections = [
      election({ planYear: 2027, effectiveDate: '2027-01-01', payrollDeductionCents: 5000 }),
    ];
    await publishPayroll(store, acmeEnrollment(), '2027-01');
    await publishPayroll(store, before, '2027-02');
    await publishPayroll(store, acmeEnrollment(), '2027-06');
    await store.put(
      exportKeys.payroll(employerId, '2027-02', 'changes', 'x.csv'),
      'change,file\r\n',
      'text/csv',
    );
    const february = store.objects.get(
      exportKeys.payroll(employerId, '2027-02', 'full', 'payroll-ACME-001-2027-02.csv'),
    );
    // Act
    const result = await publishPayroll(store, acmeEnrollment(), '2027-04', { changes: 'required' });
    // Assess
    const expected = payrollFile(acmeEnrollment(), '2027-04', {
      changesSince: {
        name: 'payroll-ACME-001-2027-02.csv',
        body: february?.body ?? '',
        contentType: 'text/csv',
      },
    });
    expect(result.changes?.key).toBe(
      `${employerId}/payroll/2027-04/changes/payroll-changes-ACME-001-2027-04.csv`,
    );
    expect(result.changes?.file.body).toBe(expected.body);
    expect(result.changes?.file.body).toContain('m-carol');
  });

  it('refuses a change file when no earlier full file is stored, and writes nothing', async () => {
    // Prepare
    const store = new MemoryStore();
    // Act
    const refused = publishPayroll(store, acmeEnrollment(), '2027-01', { changes: 'required' });
    // Assess
    await expect(refused).rejects.toThrow(ExportRefusedError);
    await expect(refused).rejects.toThrow(
      /No payroll file of a period before 2027-01 .*\(without --changes\)/,
    );
    expect(store.writes).toEqual([]);
  });
});

describe('the 834 files in the bucket', () => {
  it('writes one full file per carrier at its key, numbered and dated from the period only, and the record a change file compares with', async () => {
    // Prepare
    const store = new MemoryStore();
    // Act
    const { files } = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
    });
    // Assess
    expect(files.map((f) => f.carrier)).toEqual([carrier]);
    const [file] = files;
    const identity = fullInterchange(employerId, carrier, 2027, '2027-03');
    expect(file?.key).toBe(
      `${employerId}/834/garden-state-health/2027/2027-03/full/834-acme-001-garden-state-health-2027-full-${String(identity.controlNumber).padStart(9, '0')}.x12`,
    );
    expect(envelope(file?.file.body ?? '')).toEqual({
      isa13: identity.controlNumber,
      bgnDate: '20270301',
      bgnTime: '000000',
      bgn08: '4',
    });
    const record = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2027))) ?? '{}',
    ) as LastSent834;
    expect(record).toMatchObject({
      carrier,
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
      key: file?.key,
    });
    expect(record.state.covered.length).toBeGreaterThan(0);
    // The file goes in first, the record after it.
    expect(store.writes).toEqual([file?.key, exportKeys.x12LastSent(employerId, carrier, 2027)]);
  });

  it('run again for the period, a week later, writes nothing: the same bytes under the same keys', async () => {
    // Prepare: the first run on the 1st, the re-run a week later.
    vi.useFakeTimers({ now: new Date('2027-03-01T06:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const store = new MemoryStore();
    const first = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
    });
    const written = [...store.writes];
    vi.setSystemTime(new Date('2027-03-08T17:45:12Z'));
    // Act
    const second = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
    });
    // Assess
    expect(second.files.map((f) => f.outcome)).toEqual(['unchanged']);
    expect(second.files[0]?.file.body).toBe(first.files[0]?.file.body);
    expect(store.writes).toEqual(written);
  });

  it('refuses a carrier no member is enrolled with, naming those that have members, and writes nothing', async () => {
    // Prepare
    const store = new MemoryStore();
    // Act
    const refused = publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
      carrier: 'Blue Harbor',
    });
    // Assess
    await expect(refused).rejects.toThrow(
      'No member of Acme Manufacturing (e-1) is enrolled with carrier "Blue Harbor" for plan year 2027. Carriers with members: Garden State Health.',
    );
    expect(store.writes).toEqual([]);
  });

  it('finds the carrier however the operator writes its name', async () => {
    // Act
    const { files } = await publish834(new MemoryStore(), acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'full',
      carrier: 'garden state  HEALTH',
    });
    // Assess
    expect(files.map((f) => f.carrier)).toEqual([carrier]);
  });

  it('refuses a plan year with no member enrolled with any carrier when files are required', async () => {
    // Act
    const refused = publish834(new MemoryStore(), acmeEnrollment(), {
      planYear: 2030,
      period: '2030-01',
      kind: 'full',
      requireFiles: true,
    });
    // Assess
    await expect(refused).rejects.toThrow(
      /is enrolled with a carrier for plan year 2030: there is no 834 to send/,
    );
  });

  it("sends a carrier's first change file, with none stored, as additions of everyone it covers", async () => {
    // Prepare
    const store = new MemoryStore();
    const now = new Date('2027-03-17T10:00:00Z');
    // Act
    const { files } = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'changes',
      now,
    });
    // Assess
    expect(files.map((f) => [f.carrier, f.kind, f.since])).toEqual([[carrier, 'changes', undefined]]);
    const body = files[0]?.file.body ?? '';
    expect(envelope(body).bgn08).toBe('2');
    const ins = body.split('~').filter((seg) => seg.trim().startsWith('INS*'));
    expect(ins.length).toBeGreaterThan(0);
    for (const seg of ins) expect(seg.trim().split('*')[3]).toBe('021');
  });

  it('sends the terminations to a carrier that covered members and now covers none', async () => {
    // Prepare: after the full file, everyone who had Garden State Health for 2027 waives.
    const store = new MemoryStore();
    await publish834(store, acmeEnrollment(), { planYear: 2027, period: '2027-03', kind: 'full' });
    const waived = acmeEnrollment();
    for (const m of waived.members)
      m.elections = m.elections.map((e) =>
        e.planYear === 2027 ? { ...e, waived: true, planId: null, planName: null, carrier: null } : e,
      );
    // Act
    const { files } = await publish834(store, waived, {
      planYear: 2027,
      period: '2027-04',
      kind: 'changes',
      carrier,
      now: new Date('2027-04-02T08:00:00Z'),
    });
    // Assess
    expect(files.map((f) => [f.carrier, f.since?.kind])).toEqual([[carrier, 'full']]);
    const ins = (files[0]?.file.body ?? '').split('~').filter((seg) => seg.trim().startsWith('INS*'));
    expect(ins.length).toBeGreaterThan(0);
    for (const seg of ins) expect(seg.trim().split('*')[3]).toBe('024');
  });

  it('after a full file: nothing changed writes no file; a new member makes a change file that becomes the new record', async () => {
    // Prepare
    const store = new MemoryStore();
    await publish834(store, acmeEnrollment(), { planYear: 2027, period: '2027-03', kind: 'full' });
    const now = new Date('2027-03-17T10:04:31Z');
    // Act
    const quiet = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-03',
      kind: 'changes',
      now,
    });
    const grown: EmployerEnrollment = acmeEnrollment();
    grown.members.push(member('m-zoe', 'Zoe', 'Zimmer', { elections: [election({ planYear: 2027 })] }));
    const changed = await publish834(store, grown, {
      planYear: 2027,
      period: '2027-03',
      kind: 'changes',
      now,
    });
    // Assess
    expect(quiet.files).toEqual([]);
    expect(quiet.nothingChanged.map((n) => [n.carrier, n.since?.kind, n.since?.period])).toEqual([
      [carrier, 'full', '2027-03'],
    ]);
    const [file] = changed.files;
    const identity = changesInterchange(employerId, carrier, 2027, now);
    expect(file?.key).toMatch(new RegExp(`^e-1/834/garden-state-health/2027/2027-03/changes/.*-changes-`));
    expect(envelope(file?.file.body ?? '')).toEqual({
      isa13: identity.controlNumber,
      bgnDate: '20270317',
      bgnTime: '100400',
      bgn08: '2',
    });
    expect(file?.file.body.toUpperCase()).toContain('ZIMMER');
    expect(file?.file.body.toUpperCase()).not.toContain('ADAMS');
    const record = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2027))) ?? '{}',
    ) as LastSent834;
    expect(record).toMatchObject({ kind: 'changes', key: file?.key, controlNumber: identity.controlNumber });
  });
});

describe('the 834 at renewal: the year before as the baseline', () => {
  /** The INS, member-level DTP and HD facts of each loop, by REF*17 (the person's id). */
  function loopsOf(body: string) {
    const segments = body.split('~').map((seg) => seg.trim().split('*'));
    const loops: { person: string; ins03: string; end?: string; hd: string[] }[] = [];
    for (const seg of segments) {
      if (seg[0] === 'INS') loops.push({ person: '', ins03: seg[3] ?? '', hd: [] });
      const loop = loops.at(-1);
      if (!loop) continue;
      if (seg[0] === 'REF' && seg[1] === '17') loop.person = seg[2] ?? '';
      if (seg[0] === 'DTP' && seg[1] === '357') loop.end = seg[3];
      if (seg[0] === 'HD') loop.hd.push(`${seg[1]} ${seg[4]}`);
    }
    return loops;
  }
  const waives2027 = (e: EmployerEnrollment, memberId: string): EmployerEnrollment => {
    const changed = structuredClone(e);
    const m = changed.members.find((x) => x.memberId === memberId);
    if (!m) throw new Error(`fixture without ${memberId}`);
    m.elections.push(
      election({
        planYear: 2027,
        waived: true,
        waiveReason: 'Coverage through Spouse/Partner',
        planId: null,
        planName: null,
        carrier: null,
        payrollDeductionCents: 0 as Cents,
      }),
    );
    return changed;
  };

  it("makes a carrier's first change file of 2027 against its last 834 of 2026, then against its own record of 2027", async () => {
    // Prepare: Garden State Health's full file of December 2026 covered Alice and Dan; Dan has not authorized 2027.
    const store = new MemoryStore();
    await publish834(store, acmeEnrollment(), { planYear: 2026, period: '2026-12', kind: 'full' });
    const record2026 = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2026))) ?? '{}',
    ) as LastSent834;
    // Act
    const renewal = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-01',
      kind: 'changes',
      now: new Date('2027-01-04T09:00:00Z'),
    });
    const record2027 = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2027))) ?? '{}',
    ) as LastSent834;
    const danWaives = await publish834(store, waives2027(acmeEnrollment(), 'm-dan'), {
      planYear: 2027,
      period: '2027-01',
      kind: 'changes',
      now: new Date('2027-01-20T09:00:00Z'),
    });
    // Assess: Alice renews her plan (her spouse joins: a coverage level change), Carol and Mallory
    // are new, Al is added; Dan, undecided, is not in the file.
    const [first] = renewal.files;
    expect(first?.since).toEqual(record2026);
    expect(loopsOf(first?.file.body ?? '').map((l) => [l.person, l.ins03])).toEqual([
      ['m-alice', '001'],
      ['d-1', '021'],
      ['m-carol', '021'],
      ['m-mallory', '021'],
    ]);
    expect(record2027.state.renewing?.map((p) => p.personId)).toEqual(['m-dan']);
    // Once Dan waives 2027, the next change file (against the 2027 record) ends his 2026 coverage on 31 December.
    const [second] = danWaives.files;
    expect(second?.since).toMatchObject({ planYear: 2027, kind: 'changes', key: first?.key });
    expect(loopsOf(second?.file.body ?? '')).toEqual([
      { person: 'm-dan', ins03: '024', end: '20261231', hd: ['024 12345NJ0010001'] },
    ]);
  });

  it('sends the carrier of the year before, which covers nobody now, the terminations of those who chose otherwise', async () => {
    // Prepare: in 2026 Dan was with Harbor Mutual; for 2027 he waives.
    const store = new MemoryStore();
    const with2026Harbor = acmeEnrollment();
    const dan = with2026Harbor.members.find((m) => m.memberId === 'm-dan');
    if (!dan) throw new Error('fixture without Dan');
    dan.elections = [
      election({
        planYear: 2026,
        carrier: 'Harbor Mutual',
        planId: '99999NJ0990001',
        covered: [dan.subscriber],
      }),
    ];
    await publish834(store, with2026Harbor, { planYear: 2026, period: '2026-12', kind: 'full' });
    // Act
    const { files, nothingChanged } = await publish834(store, waives2027(with2026Harbor, 'm-dan'), {
      planYear: 2027,
      period: '2027-01',
      kind: 'changes',
      carrier: 'harbor mutual',
      now: new Date('2027-01-04T09:00:00Z'),
    });
    // Assess
    expect(nothingChanged).toEqual([]);
    expect(files.map((f) => [f.carrier, f.since?.planYear, f.key.split('/').slice(0, 5).join('/')])).toEqual([
      ['Harbor Mutual', 2026, `${employerId}/834/harbor-mutual/2027/2027-01`],
    ]);
    expect(loopsOf(files[0]?.file.body ?? '')).toEqual([
      { person: 'm-dan', ins03: '024', end: '20261231', hd: ['024 99999NJ0990001'] },
    ]);
  });

  it('keeps, in the record of a full file of 2027, who of 2026 it could not terminate, and writes the same bytes as without a baseline', async () => {
    // Prepare
    const store = new MemoryStore();
    await publish834(store, acmeEnrollment(), { planYear: 2026, period: '2026-12', kind: 'full' });
    // Act
    const full = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-01',
      kind: 'full',
    });
    const record = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2027))) ?? '{}',
    ) as LastSent834;
    const alone = await publish834(new MemoryStore(), acmeEnrollment(), {
      planYear: 2027,
      period: '2027-01',
      kind: 'full',
    });
    const next = await publish834(store, waives2027(acmeEnrollment(), 'm-dan'), {
      planYear: 2027,
      period: '2027-01',
      kind: 'changes',
      now: new Date('2027-01-20T09:00:00Z'),
    });
    // Assess: the full file lists Alice, Al, Carol and Mallory (030) and cannot say Dan left.
    expect(full.files[0]?.file.body).toBe(alone.files[0]?.file.body);
    expect(full.files[0]?.since).toBeUndefined();
    expect(record).toMatchObject({ planYear: 2027, kind: 'full' });
    expect(record.state.renewing?.map((p) => p.personId)).toEqual(['m-dan']);
    expect(next.files[0]?.since).toMatchObject({ planYear: 2027, kind: 'full' });
    expect(loopsOf(next.files[0]?.file.body ?? '').map((l) => [l.person, l.ins03, l.end])).toEqual([
      ['m-dan', '024', '20261231'],
    ]);
  });

  it('looks no further back than the year before', async () => {
    // Prepare: the 2026 record of Garden State Health, stored again as Old Mutual's of 2025.
    const store = new MemoryStore();
    await publish834(store, acmeEnrollment(), { planYear: 2026, period: '2026-12', kind: 'full' });
    const of2026 = JSON.parse(
      (await store.getText(exportKeys.x12LastSent(employerId, carrier, 2026))) ?? '{}',
    ) as LastSent834;
    const old = 'Old Mutual';
    await store.put(
      exportKeys.x12LastSent(employerId, old, 2025),
      JSON.stringify({
        ...of2026,
        carrier: old,
        planYear: 2025,
        period: '2025-12',
        state: { ...of2026.state, carrier: old, planYear: 2025 },
      }),
      'application/json',
    );
    // Act
    const { files, nothingChanged } = await publish834(store, acmeEnrollment(), {
      planYear: 2027,
      period: '2027-01',
      kind: 'changes',
      now: new Date('2027-01-04T09:00:00Z'),
    });
    // Assess
    expect([...files, ...nothingChanged].map((f) => [f.carrier, f.since?.planYear])).toEqual([
      [carrier, 2026],
    ]);
  });
});

describe('the scheduled run', () => {
  it('sends the period plan year and every later one a member authorized', () => {
    // Prepare
    const enrollment = acmeEnrollment();
    // Assess: Acme has 2026 and 2027 elections.
    expect(planYearsToSend(enrollment, '2026-12')).toEqual([2026, 2027]);
    expect(planYearsToSend(enrollment, '2027-01')).toEqual([2027]);
  });

  it('writes every employer it can, reports one it cannot, and a second run writes nothing', async () => {
    // Prepare
    const store = new MemoryStore();
    const ports = {
      store,
      employerIds: async () => ['e-1', 'e-missing'],
      enrollment: async (id: string) => (id === 'e-1' ? acmeEnrollment() : undefined),
    };
    // Act
    const first = await runScheduledExports(ports, { period: '2027-02' });
    const writesAfterFirst = store.writes.length;
    const second = await runScheduledExports(ports, { period: '2027-02' });
    // Assess
    expect(first.failed).toEqual(['e-missing']);
    expect(first.employers).toContainEqual({
      employerId: 'e-missing',
      error: 'ExportRefusedError: No employer e-missing',
    });
    // The payroll file and the 834 (its last-sent record is written beside it, not counted as a file).
    expect(first.written).toBe(2);
    expect(second).toMatchObject({ written: 0, unchanged: 2, failed: ['e-missing'] });
    expect(store.writes).toHaveLength(writesAfterFirst);
  });

  it('runs only the employers asked for', async () => {
    // Prepare
    const asked: string[] = [];
    const ports = {
      store: new MemoryStore(),
      employerIds: async () => {
        throw new Error('must not list');
      },
      enrollment: async (id: string) => {
        asked.push(id);
        return acmeEnrollment();
      },
    };
    // Act
    const report = await runScheduledExports(ports, { period: '2027-02', employers: ['e-1'] });
    // Assess
    expect(asked).toEqual(['e-1']);
    expect(report.failed).toEqual([]);
  });
});

describe('what a run is asked for', () => {
  it('takes the month of the time the schedule fired for, else a given period, else the month of now', () => {
    const now = new Date('2027-05-20T12:00:00Z');
    expect(runRequestOf({ scheduledTime: '2027-02-01T06:00:00Z' }, now)).toEqual({ period: '2027-02' });
    expect(runRequestOf({ period: '2026-12', scheduledTime: '2027-02-01T06:00:00Z' }, now)).toEqual({
      period: '2026-12',
    });
    expect(runRequestOf(undefined, now)).toEqual({ period: '2027-05' });
    const employers = ['6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41'];
    expect(runRequestOf({ employers }, now)).toEqual({ period: '2027-05', employers });
  });

  it('refuses a malformed input, naming the field', () => {
    const now = new Date();
    expect(() => runRequestOf({ period: '2027-13' }, now)).toThrow(/period must be a period YYYY-MM/);
    expect(() => runRequestOf({ employers: ['acme'] }, now)).toThrow(/employers\.0/);
    expect(() => runRequestOf({ periods: '2027-01' }, now)).toThrow(ExportRefusedError);
  });
});

describe('the identity of an interchange', () => {
  it('is a nine-digit number that only its parts decide', () => {
    const a = stableControlNumber(['834', 'full', 'e-1', 'garden-state-health', 2027, '2027-01']);
    expect(a).toBe(stableControlNumber(['834', 'full', 'e-1', 'garden-state-health', 2027, '2027-01']));
    expect(a).not.toBe(stableControlNumber(['834', 'full', 'e-1', 'garden-state-health', 2027, '2027-02']));
    for (let i = 0; i < 500; i++) {
      const n = stableControlNumber(['x', i]);
      expect(Number.isInteger(n) && n >= 1 && n <= 999_999_999).toBe(true);
    }
  });

  it('dates a full file at the first moment of its period, and a change file at the minute it was made', () => {
    expect(fullInterchange('e-1', carrier, 2027, '2027-03').createdAt.toISOString()).toBe(
      '2027-03-01T00:00:00.000Z',
    );
    expect(
      changesInterchange('e-1', carrier, 2027, new Date('2027-03-17T10:04:31.250Z')).createdAt.toISOString(),
    ).toBe('2027-03-17T10:04:00.000Z');
    expect(periodOf(new Date('2027-12-31T23:59:59Z'))).toBe('2027-12');
  });
});
