// The enrollment gate's rules (shared/domain/enrollment-gate.ts, issue 40 item 5): when open
// enrollment is closed, when a member window lets a member elect, which effective date it gives,
// and which order set is in force on a day.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  correctionWindowDates,
  dayBefore,
  eligibilityDate,
  enrollmentGate,
  firstOfMonthAfter,
  lifeEventReportable,
  lifeEventWindowDates,
  memberWindowEffectiveDate,
  newHireWindowDates,
  orderSetInForce,
  ordersInForce,
  type MemberWindow,
} from '../../shared/domain/enrollment-gate';

const employerWindow = { opens: '2026-11-01', closes: '2026-12-15' };
const correction = (over: Partial<MemberWindow> = {}): MemberWindow => ({
  memberId: 'm-1',
  planYear: 2027,
  kind: 'correction',
  ...correctionWindowDates('2027-03-10', 30),
  reason: 'Wrong plan entered',
  openedBy: 'hr@example.com',
  openedAt: '2027-03-10T09:00:00.000Z',
  ...over,
});

describe('enrollmentGate', () => {
  it('is open on the last day of the employer window and closed from the day after, naming the deadline', () => {
    const base = { planYear: 2027, employerWindow, memberWindow: undefined };
    expect(enrollmentGate({ ...base, today: '2026-12-15' })).toEqual({
      state: 'open',
      planYear: 2027,
      deadline: '2026-12-15',
    });
    expect(enrollmentGate({ ...base, today: '2026-12-16' })).toEqual({
      state: 'closed',
      planYear: 2027,
      deadline: '2026-12-15',
    });
  });

  it('keeps an employer without a window open whatever the day', () => {
    expect(
      enrollmentGate({
        planYear: 2027,
        today: '2027-09-30',
        employerWindow: undefined,
        memberWindow: undefined,
      }),
    ).toEqual({ state: 'open', planYear: 2027, deadline: null });
  });

  it('lets a member with an open window of their own elect after the employer window, effective the first of the next month', () => {
    const gate = enrollmentGate({
      planYear: 2027,
      today: '2027-03-20',
      employerWindow,
      memberWindow: correction(),
    });
    expect(gate).toMatchObject({ state: 'member-window', effectiveDate: '2027-04-01' });
  });

  it('ignores a member window that has closed, not opened yet, or is of another plan year', () => {
    const base = { planYear: 2027, employerWindow };
    expect(enrollmentGate({ ...base, today: '2027-04-09', memberWindow: correction() }).state).toBe('closed');
    expect(enrollmentGate({ ...base, today: '2027-03-09', memberWindow: correction() }).state).toBe('closed');
    expect(
      enrollmentGate({ ...base, today: '2027-03-20', memberWindow: correction({ planYear: 2028 }) }).state,
    ).toBe('closed');
  });
});

describe('effective dates of a member window', () => {
  it.each([
    ['2027-03-01', '2027-04-01'],
    ['2027-03-31', '2027-04-01'],
    ['2027-12-05', '2028-01-01'],
  ])('an election on %s is effective %s (the first of the month after the request)', (today, expected) => {
    expect(
      memberWindowEffectiveDate(
        { planYear: Number(expected.slice(0, 4)), effectiveFrom: '2027-01-01', fixedEffectiveDate: null },
        today,
      ),
    ).toBe(expected);
  });

  it('never starts before a new hire is eligible, and a birth or adoption is effective from its date', () => {
    const w = { planYear: 2027, fixedEffectiveDate: null };
    expect(memberWindowEffectiveDate({ ...w, effectiveFrom: '2027-05-14' }, '2027-03-20')).toBe('2027-06-01');
    expect(
      memberWindowEffectiveDate(
        { ...w, effectiveFrom: '2027-03-02', fixedEffectiveDate: '2027-03-02' },
        '2027-03-20',
      ),
    ).toBe('2027-03-02');
  });

  it("is never before its plan year: a correction of next year's elections opened in November starts on 1 January", () => {
    expect(
      memberWindowEffectiveDate(
        { planYear: 2027, effectiveFrom: '2026-11-28', fixedEffectiveDate: null },
        '2026-11-28',
      ),
    ).toBe('2027-01-01');
  });

  it('ends the old order set the day before the new one starts, across month and year ends', () => {
    expect(dayBefore('2027-04-01')).toBe('2027-03-31');
    expect(dayBefore('2027-03-01')).toBe('2027-02-28');
    expect(dayBefore('2028-01-01')).toBe('2027-12-31');
    expect(firstOfMonthAfter('2028-02-29')).toBe('2028-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });

  it('gives a new hire a window from the end of the waiting period for N days', () => {
    expect(eligibilityDate('2027-03-14', { kind: 'first-of-month-after-hire' })).toBe('2027-04-01');
    expect(eligibilityDate('2027-03-14', { kind: 'days-after-hire', days: 30 })).toBe('2027-04-13');
    expect(
      newHireWindowDates('2027-03-14', {
        waitingPeriod: { kind: 'first-of-month-after-hire' },
        daysToEnroll: 30,
      }),
    ).toEqual({
      opens: '2027-04-01',
      closes: '2027-04-30',
      effectiveFrom: '2027-04-01',
      fixedEffectiveDate: null,
    });
  });

  it('opens a correction today for N days, today included', () => {
    expect(correctionWindowDates('2027-03-10', 30)).toMatchObject({
      opens: '2027-03-10',
      closes: '2027-04-08',
    });
    expect(correctionWindowDates('2027-03-10', 1)).toMatchObject({
      opens: '2027-03-10',
      closes: '2027-03-10',
    });
  });
});

describe('a life event (45 CFR 155.420)', () => {
  it('may be reported from its day to the 60th day after it, not before nor after', () => {
    expect(lifeEventReportable('2027-03-01', '2027-03-01')).toBe('ok');
    expect(lifeEventReportable('2027-03-01', '2027-04-30')).toBe('ok');
    expect(lifeEventReportable('2027-03-01', '2027-05-01')).toBe('too-late');
    expect(lifeEventReportable('2027-03-02', '2027-03-01')).toBe('future');
  });

  it('covers a birth or an adoption from its own date, whenever the member elects in the window', () => {
    for (const kind of ['birth', 'adoption'] as const) {
      const dates = lifeEventWindowDates(kind, '2027-06-10', '2027-06-20');
      expect(dates).toEqual({
        opens: '2027-06-20',
        closes: '2027-08-09',
        effectiveFrom: '2027-06-10',
        fixedEffectiveDate: '2027-06-10',
      });
      const window = { planYear: 2027, ...dates };
      expect(memberWindowEffectiveDate(window, '2027-07-30')).toBe('2027-06-10');
    }
  });

  it('covers any other event from the first of the month after the election', () => {
    for (const kind of ['marriage', 'loss-of-coverage', 'move', 'gained-ichra'] as const) {
      const dates = lifeEventWindowDates(kind, '2027-06-10', '2027-06-20');
      expect(dates.fixedEffectiveDate).toBeNull();
      expect(memberWindowEffectiveDate({ planYear: 2027, ...dates }, '2027-07-02')).toBe('2027-08-01');
    }
  });

  it('stays open 60 days after the event, and at least 14 days from an approval near its end', () => {
    expect(lifeEventWindowDates('marriage', '2027-01-01', '2027-01-05').closes).toBe('2027-03-02');
    expect(lifeEventWindowDates('marriage', '2027-01-01', '2027-02-25').closes).toBe('2027-03-10');
  });
});

describe('the order set in force', () => {
  const old = { effectiveDate: '2027-01-01', endDate: '2027-03-31', name: 'old' };
  const next = { effectiveDate: '2027-04-01', endDate: null, name: 'new' };

  it('is the old set to the day before the new effective date and the new one from it', () => {
    expect(orderSetInForce([next, old], '2027-03-31')?.name).toBe('old');
    expect(orderSetInForce([next, old], '2027-04-01')?.name).toBe('new');
  });

  it('is the latest set before any has started, and never a set superseded before it started', () => {
    const never = { effectiveDate: '2027-04-01', endDate: '2027-03-31', name: 'never' };
    expect(orderSetInForce([next, old], '2026-12-20')?.name).toBe('new');
    expect(orderSetInForce([{ ...next, name: 'again' }, never, old], '2027-04-02')?.name).toBe('again');
  });

  it('answers only the orders of the set in force of each plan year', () => {
    const orders = [
      { id: 'a', businessyear: 2027, createdon: '2027-03-20T10:00:00Z', policyeffectivedate: '2027-04-01' },
      { id: 'b', businessyear: 2027, createdon: '2027-03-20T10:00:00Z', policyeffectivedate: '2027-04-01' },
      {
        id: 'c',
        businessyear: 2027,
        createdon: '2026-12-01T10:00:00Z',
        policyeffectivedate: '2027-01-01',
        policyenddate: '2027-03-31',
      },
      { id: 'd', businessyear: 2026, createdon: '2025-12-01T10:00:00Z', policyeffectivedate: '2026-01-01' },
    ];
    expect(ordersInForce(orders, '2027-03-25').map((o) => o.id)).toEqual(['c', 'd']);
    expect(ordersInForce(orders, '2027-04-01').map((o) => o.id)).toEqual(['a', 'b', 'd']);
  });
});
