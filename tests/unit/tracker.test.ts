/**
 * The enrollment tracker's builder (lambdas/admin/tracker.ts) from hand-built roster items: each
 * state from the member and its account of the plan year, the stored amounts as they are, census
 * entries and the member who supersedes one, counts and classes over every row whatever the
 * filters, the search, each sort in both directions and the page edges.
 */
import { describe, expect, it } from 'vitest';
import {
  buildTracker,
  DEFAULT_PAGE_SIZE,
  trackerPage,
  trackerRows,
  type RosterAccount,
  type RosterMember,
  type TrackerCensusEntry,
} from '../../lambdas/admin/tracker';
import { trackerSorts, type TrackerRow } from '../../shared/schemas/admin';

const member = (id: string, over: Partial<RosterMember> = {}): RosterMember => ({
  id,
  firstname: 'Ann',
  lastname: 'Able',
  email: `${id}@example.com`,
  contributionclass: 'ALL',
  postalcode: null,
  createdon: '2026-11-01T10:00:00.000Z',
  modifiedon: '2026-11-01T10:00:00.000Z',
  ...over,
});

const account = (memberid: string, over: Record<string, unknown> = {}): RosterAccount => ({
  memberid,
  planyear: 2027,
  effectivedate: '2027-01-01',
  waivecoverage: 0,
  waivecoveragereason: null,
  currentemployercontribution: 450.25,
  currentemployercontributionCents: 45025,
  currentpayrolldeduction: 12.34,
  currentpayrolldeductionCents: 1234,
  planname: 'Silver Choice 2000',
  plancarrier: 'Liberty Health',
  createdon: '2026-11-20T09:00:00.000Z',
  modifiedon: '2026-11-20T09:00:00.000Z',
  ...over,
});

/** Six members, one per state a member can be in, plus a second of each authorized kind. */
const members: RosterMember[] = [
  member('m-reg', { firstname: 'Rita', lastname: 'Reyes', contributionclass: 'Hourly' }),
  member('m-prof', {
    firstname: 'Paul',
    lastname: 'Park',
    postalcode: '07030',
    modifiedon: '2026-11-05T08:00:00.000Z',
  }),
  member('m-enr', {
    firstname: 'Ella',
    lastname: 'Éclair',
    postalcode: '07030',
    contributionclass: 'Salaried',
    modifiedon: '2026-11-20T09:00:00.000Z',
  }),
  member('m-wai', {
    firstname: 'Walt',
    lastname: 'Ward',
    postalcode: '07030',
    contributionclass: '',
    modifiedon: '2026-11-21T09:00:00.000Z',
  }),
  member('m-old', {
    firstname: 'Olga',
    lastname: 'Oakes',
    postalcode: '07030',
    modifiedon: '2026-10-01T09:00:00.000Z',
  }),
];
const accounts: RosterAccount[] = [
  account('m-enr'),
  account('m-wai', {
    waivecoverage: 1,
    waivecoveragereason: 'Coverage through Spouse/Partner',
    currentemployercontribution: 0,
    currentemployercontributionCents: 0,
    currentpayrolldeduction: 0,
    currentpayrolldeductionCents: 0,
    effectivedate: '2027-02-01',
    createdon: '2026-11-21T09:00:00.000Z',
    modifiedon: '2026-11-22T09:00:00.000Z',
  }),
  // An account written before the *Cents fields existed: its dollars converted.
  account('m-old', {
    currentemployercontributionCents: undefined,
    currentemployercontribution: 300.1,
    currentpayrolldeductionCents: undefined,
    currentpayrolldeduction: 0.07,
    planname: undefined,
    plancarrier: undefined,
    effectivedate: '2027-03-01',
    createdon: '2026-10-02T09:00:00.000Z',
    modifiedon: '2026-10-02T09:00:00.000Z',
  }),
];
const census: TrackerCensusEntry[] = [
  {
    email: 'Nora@Example.com',
    firstName: 'Nora',
    lastName: 'Nash',
    class: 'Hourly',
    addedAt: '2026-11-02T00:00:00.000Z',
    invitedAt: null,
  },
  {
    email: 'ivan@example.com',
    firstName: 'Ivan',
    lastName: 'Ibsen',
    class: 'Salaried',
    addedAt: '2026-11-02T00:00:00.000Z',
    invitedAt: '2026-11-03T00:00:00.000Z',
  },
];

const rows = () => trackerRows({ members, accounts, census });
const byId = (list: readonly TrackerRow[]) => Object.fromEntries(list.map((r) => [r.id, r]));

describe('trackerRows', () => {
  it('gives every state: registered, profile, enrolled, waived from members, not-started and invited from the census', () => {
    const states = Object.fromEntries(rows().map((r) => [r.id, r.state]));
    expect(states).toEqual({
      'm-reg': 'registered',
      'm-prof': 'profile',
      'm-enr': 'enrolled',
      'm-wai': 'waived',
      'm-old': 'enrolled',
      'nora@example.com': 'not-started',
      'ivan@example.com': 'invited',
    });
  });

  it('answers the stored cents, the plan, carrier, effective date and waiver reason of the account', () => {
    const r = byId(rows());
    expect(r['m-enr']).toMatchObject({
      contributionCents: 45025,
      deductionCents: 1234,
      planName: 'Silver Choice 2000',
      carrier: 'Liberty Health',
      effectiveDate: '2027-01-01',
      waiverReason: null,
      class: 'Salaried',
    });
    expect(r['m-wai']).toMatchObject({
      contributionCents: 0,
      deductionCents: 0,
      planName: null,
      carrier: null,
      waiverReason: 'Coverage through Spouse/Partner',
      effectiveDate: '2027-02-01',
      // An empty class reads as the default class.
      class: 'ALL',
    });
    // An account without *Cents fields: its dollars, to the cent.
    expect(r['m-old']).toMatchObject({
      contributionCents: 30010,
      deductionCents: 7,
      planName: null,
      carrier: null,
    });
    // Before an authorization, no amount at all (not zero).
    expect(r['m-prof']).toMatchObject({
      contributionCents: null,
      deductionCents: null,
      effectiveDate: null,
      planName: null,
      waiverReason: null,
    });
  });

  it('takes the latest stored time as the last activity (registration, profile change, account)', () => {
    const r = byId(rows());
    expect(r['m-reg']?.lastActivity).toBe('2026-11-01T10:00:00.000Z');
    expect(r['m-prof']?.lastActivity).toBe('2026-11-05T08:00:00.000Z');
    expect(r['m-wai']?.lastActivity).toBe('2026-11-22T09:00:00.000Z');
    expect(r['ivan@example.com']?.lastActivity).toBe('2026-11-03T00:00:00.000Z');
  });

  it('lets a registered member supersede the census entry with the same e-mail, in any case', () => {
    const nora = member('m-nora', { firstname: 'Nora', lastname: 'Nash', email: 'nora@example.com' });
    const out = trackerRows({ members: [nora], accounts: [], census });
    expect(out.map((r) => [r.id, r.state])).toEqual([
      ['m-nora', 'registered'],
      ['ivan@example.com', 'invited'],
    ]);
  });

  it('shows a census entry marked registered, whose member is not listed yet, as registered under the member id', () => {
    const out = trackerRows({
      members: [],
      accounts: [],
      census: [{ ...census[1]!, registeredAt: '2026-11-04T00:00:00.000Z', memberId: 'm-ivan' }],
    });
    expect(out).toMatchObject([
      { id: 'm-ivan', state: 'registered', lastActivity: '2026-11-04T00:00:00.000Z' },
    ]);
  });

  it('ignores an account of another member (matched by member id, any case)', () => {
    const out = trackerRows({ members: [member('m-x')], accounts: [account('m-y')] });
    expect(out).toHaveLength(1);
    expect(out[0]?.state).toBe('registered');
    expect(trackerRows({ members: [member('M-X')], accounts: [account('m-x')] })[0]?.state).toBe('enrolled');
  });
});

describe('trackerPage', () => {
  it('counts every state over all rows, whatever the filter, search and page', () => {
    const all = { 'not-started': 1, invited: 1, registered: 1, profile: 1, enrolled: 2, waived: 1 };
    for (const query of [{}, { state: 'waived' as const }, { class: 'Hourly' }, { q: 'zzz' }, { page: '9' }])
      expect(trackerPage(rows(), query).counts, JSON.stringify(query)).toEqual(all);
    const none = trackerPage([], {});
    expect(none.counts).toEqual({
      'not-started': 0,
      invited: 0,
      registered: 0,
      profile: 0,
      enrolled: 0,
      waived: 0,
    });
    expect(none).toMatchObject({ total: 0, rows: [], classes: [], page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('lists every class once, sorted, whatever the filter', () => {
    expect(trackerPage(rows(), { state: 'waived' }).classes).toEqual(['ALL', 'Hourly', 'Salaried']);
  });

  it('filters by state and by class (any case), both at once', () => {
    expect(trackerPage(rows(), { state: 'enrolled' }).rows.map((r) => r.id)).toEqual(['m-enr', 'm-old']);
    expect(trackerPage(rows(), { class: 'hourly' }).rows.map((r) => r.id)).toEqual([
      'nora@example.com',
      'm-reg',
    ]);
    const both = trackerPage(rows(), { state: 'invited', class: 'Salaried' });
    expect(both.rows.map((r) => r.id)).toEqual(['ivan@example.com']);
    expect(both.total).toBe(1);
  });

  it('searches part of the first name, last name, full name or e-mail, any case and accent', () => {
    const ids = (q: string) => trackerPage(rows(), { q }).rows.map((r) => r.id);
    expect(ids('RIT')).toEqual(['m-reg']);
    expect(ids('eclair')).toEqual(['m-enr']);
    expect(ids('walt wa')).toEqual(['m-wai']);
    expect(ids('oakes olg')).toEqual(['m-old']);
    expect(ids('m-prof@EXAMPLE')).toEqual(['m-prof']);
    expect(ids('nobody')).toEqual([]);
    expect(trackerPage(rows(), { q: '  ' }).total).toBe(7);
  });

  const expected: Record<(typeof trackerSorts)[number], string[]> = {
    // Last name, then first name (É sorts as E).
    name: ['m-enr', 'ivan@example.com', 'nora@example.com', 'm-old', 'm-prof', 'm-reg', 'm-wai'],
    email: ['ivan@example.com', 'm-enr', 'm-old', 'm-prof', 'm-reg', 'm-wai', 'nora@example.com'],
    // Equal classes by id.
    class: ['m-old', 'm-prof', 'm-wai', 'm-reg', 'nora@example.com', 'ivan@example.com', 'm-enr'],
    // In the order of the journey.
    state: ['nora@example.com', 'ivan@example.com', 'm-reg', 'm-prof', 'm-enr', 'm-old', 'm-wai'],
    lastActivity: ['m-old', 'm-reg', 'nora@example.com', 'ivan@example.com', 'm-prof', 'm-enr', 'm-wai'],
    // Rows without an effective date last.
    effectiveDate: ['m-enr', 'm-wai', 'm-old', 'ivan@example.com', 'm-prof', 'm-reg', 'nora@example.com'],
  };

  it.each(trackerSorts)('sorts by %s ascending and descending, ties by id, missing values last', (sort) => {
    const asc = trackerPage(rows(), { sort, dir: 'asc' }).rows.map((r) => r.id);
    expect(asc).toEqual(expected[sort]);
    const desc = trackerPage(rows(), { sort, dir: 'desc' }).rows.map((r) => r.id);
    const list = rows();
    const valued = (id: string) => {
      const r = list.find((x) => x.id === id)!;
      return sort === 'effectiveDate'
        ? r.effectiveDate !== null
        : sort === 'lastActivity'
          ? r.lastActivity !== null
          : true;
    };
    // Descending reverses the rows that have a value (ties keep id order), the missing ones stay last.
    const withValue = expected[sort].filter(valued);
    const groups = new Map<string, string[]>();
    for (const id of withValue) {
      const r = list.find((x) => x.id === id)!;
      const key =
        sort === 'name' ? `${r.lastName}|${r.firstName}` : String(r[sort === 'class' ? 'class' : sort]);
      groups.set(key, [...(groups.get(key) ?? []), id]);
    }
    const reversed = [...groups.values()].reverse().flatMap((g) => [...g].sort());
    expect(desc).toEqual([...reversed, ...expected[sort].filter((id) => !valued(id))]);
  });

  it('sorts by name by default', () => {
    expect(trackerPage(rows()).rows.map((r) => r.id)).toEqual(expected.name);
  });

  it('pages: the default size, a full first page, a partial last page and an empty page past the end', () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      member(`m-${String(i).padStart(2, '0')}`, { lastname: `L${String(i).padStart(2, '0')}` }),
    );
    const all = trackerRows({ members: many, accounts: [] });
    const first = trackerPage(all, {});
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 25 });
    expect(first.rows.map((r) => r.id)).toEqual(many.slice(0, 25).map((m) => m.id));
    const last = trackerPage(all, { page: '3' });
    expect(last.rows.map((r) => r.id)).toEqual(many.slice(50).map((m) => m.id));
    expect(trackerPage(all, { page: '4' })).toMatchObject({ total: 60, page: 4, rows: [] });
    const exact = trackerPage(all, { pageSize: '60' });
    expect(exact.rows).toHaveLength(60);
    expect(trackerPage(all, { pageSize: '1', page: '60' }).rows.map((r) => r.id)).toEqual(['m-59']);
    // The total counts the filtered rows, not the page.
    expect(trackerPage(all, { q: 'l0', pageSize: '3' })).toMatchObject({ total: 10, pageSize: 3 });
  });

  it('carries no SSN and no date of birth, even when the items read have them', () => {
    const leaky = { ...member('m-leak'), ssn: '987654321', birthdate: '1980-01-02' } as RosterMember;
    const out = buildTracker({
      members: [leaky],
      accounts: [{ ...account('m-leak'), covered: [{ dateofbirth: '1980-01-02' }] }],
    });
    const text = JSON.stringify(out);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('1980-01-02');
  });
});
