/**
 * Enrollment after the window (issue 40, item 5): whether a member may elect for a plan year, and
 * the effective date an election outside open enrollment gets. Pure: the dates come in, nothing is
 * read here (the lookup is lambdas/rules/enrollment-gate.ts).
 *
 * - The employer's enrollment window of a plan year (shared/schemas/admin-window.ts) closes open
 *   enrollment: from the day after its `closes`, an election for that plan year is refused, naming
 *   the deadline that passed. An employer with no window keeps the open behaviour.
 * - A member with an open window of their own (a new hire after the employer's waiting period, a
 *   correction HR opened with a reason; 29 CFR 2590.702-2(c)(6) and 45 CFR 155.420 for special
 *   enrollment) may elect, also after the employer's window and also when already authorized: the
 *   new order set supersedes the old from the window's effective date.
 *
 * Dates are YYYY-MM-DD strings, which compare as dates.
 */
import { parseDate } from './calendar';

/** Why a member has a window of their own. */
export const memberWindowKinds = ['new-hire', 'correction', 'life-event'] as const;
export type MemberWindowKind = (typeof memberWindowKinds)[number];

/** A member's own enrollment window of a plan year, as stored. */
export interface MemberWindow {
  memberId: string;
  planYear: number;
  kind: MemberWindowKind;
  /** The first day the member may elect in it. */
  opens: string;
  /** The last day the member may elect in it. */
  closes: string;
  /**
   * The earliest coverage date the window gives: a new hire's first day of eligibility, a birth or
   * adoption's own date; otherwise the day it opened. The election's date is
   * {@link memberWindowEffectiveDate}.
   */
  effectiveFrom: string;
  /** A fixed effective date (a birth or adoption: coverage from the event), else null. */
  fixedEffectiveDate: string | null;
  reason: string;
  /** Who opened it: the administrator's e-mail, or `census` for a new hire from the hire date. */
  openedBy: string;
  openedAt: string;
}

/** The employer's window of a plan year, as far as this rule reads it. */
export interface EmployerWindowDates {
  opens: string;
  closes: string;
}

/** What the gate says of an election for a plan year on a day. */
export type EnrollmentGate =
  /** Open enrollment, or an employer with no window for the plan year: today's rules. */
  | { state: 'open'; planYear: number; deadline: string | null }
  /** The member's own window is open: they may elect (again), effective on `effectiveDate`. */
  | { state: 'member-window'; planYear: number; window: MemberWindow; effectiveDate: string }
  /** The employer's window closed on `deadline` and the member has no open window of their own. */
  | { state: 'closed'; planYear: number; deadline: string };

/** Adds whole days to a date (UTC calendar). */
export function addDays(date: string, days: number): string {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

/** The first day of the month after a date's month: 2027-03-14 → 2027-04-01, 2027-03-01 → 2027-04-01. */
export function firstOfMonthAfter(date: string): string {
  const d = parseDate(date);
  if (!d) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(d.year, d.month, 1)).toISOString().slice(0, 10);
}

/** The first of the month on or after a date: 2027-03-01 → 2027-03-01, 2027-03-02 → 2027-04-01. */
export function firstOfMonthOnOrAfter(date: string): string {
  return date.endsWith('-01') ? date : firstOfMonthAfter(date);
}

/** Whether a member window is open on a day (its first and last days included). */
export const memberWindowOpenOn = (window: Pick<MemberWindow, 'opens' | 'closes'>, today: string): boolean =>
  window.opens <= today && today <= window.closes;

/**
 * The effective date of an election made on `today` in a member window: a birth or adoption's own
 * date; otherwise the first of the month after the request (45 CFR 155.420(b)), and never before
 * the window's first day of eligibility (a new hire's waiting period: the first of the month on or
 * after it) nor before its plan year starts (a correction of next year's elections opened in
 * December is effective on 1 January).
 *
 * @example
 * memberWindowEffectiveDate({ planYear: 2027, effectiveFrom: '2027-03-10', fixedEffectiveDate: null }, '2027-03-20'); // '2027-04-01'
 */
export function memberWindowEffectiveDate(
  window: Pick<MemberWindow, 'planYear' | 'effectiveFrom' | 'fixedEffectiveDate'>,
  today: string,
): string {
  if (window.fixedEffectiveDate) return window.fixedEffectiveDate;
  const candidates = [
    firstOfMonthAfter(today),
    firstOfMonthOnOrAfter(window.effectiveFrom),
    `${window.planYear}-01-01`,
  ];
  return candidates.reduce((latest, d) => (d > latest ? d : latest));
}

/**
 * Whether a member may elect for `planYear` on `today`. The member's own open window comes first
 * (it is the only way past a closed employer window, and the only way to elect again once
 * authorized); then the employer's window: closed from the day after `closes`. Before the
 * employer's window opens nothing changes (the window's reminders say when it opens).
 */
export function enrollmentGate(input: {
  planYear: number;
  today: string;
  employerWindow: EmployerWindowDates | undefined;
  memberWindow: MemberWindow | undefined;
}): EnrollmentGate {
  const { planYear, today, employerWindow, memberWindow } = input;
  if (memberWindow && memberWindow.planYear === planYear && memberWindowOpenOn(memberWindow, today))
    return {
      state: 'member-window',
      planYear,
      window: memberWindow,
      effectiveDate: memberWindowEffectiveDate(memberWindow, today),
    };
  if (employerWindow && today > employerWindow.closes)
    return { state: 'closed', planYear, deadline: employerWindow.closes };
  return { state: 'open', planYear, deadline: employerWindow?.closes ?? null };
}

/** How an employer's new hires become eligible: the first of the month after hire, or after N days. */
export type WaitingPeriodRule =
  { kind: 'first-of-month-after-hire' } | { kind: 'days-after-hire'; days: number };

/** An employer's settings for new hires: the waiting period and the days a new hire has to enroll. */
export interface NewHireSettings {
  waitingPeriod: WaitingPeriodRule;
  daysToEnroll: number;
}

/** The most days of a waiting period (29 CFR 2590.715-2708: no more than 90 days). */
export const MAX_WAITING_DAYS = 90;
/** The most days a window of a member's own stays open. */
export const MAX_WINDOW_DAYS = 120;

/**
 * The first day a new hire is eligible under the employer's waiting period.
 *
 * @example
 * eligibilityDate('2027-03-14', { kind: 'first-of-month-after-hire' }); // '2027-04-01'
 * eligibilityDate('2027-03-14', { kind: 'days-after-hire', days: 30 }); // '2027-04-13'
 */
export function eligibilityDate(hireDate: string, rule: WaitingPeriodRule): string {
  return rule.kind === 'first-of-month-after-hire'
    ? firstOfMonthAfter(hireDate)
    : addDays(hireDate, rule.days);
}

/**
 * A new hire's window: it opens the day they become eligible and stays open `daysToEnroll` days
 * (that day included); coverage starts no earlier than the first of the month on or after it.
 */
export function newHireWindowDates(
  hireDate: string,
  settings: NewHireSettings,
): Pick<MemberWindow, 'opens' | 'closes' | 'effectiveFrom' | 'fixedEffectiveDate'> {
  const opens = eligibilityDate(hireDate, settings.waitingPeriod);
  return {
    opens,
    closes: addDays(opens, Math.max(settings.daysToEnroll, 1) - 1),
    effectiveFrom: opens,
    fixedEffectiveDate: null,
  };
}

/** A correction HR opens today for `days` days (today included): effective the first of the month after the election. */
export function correctionWindowDates(
  today: string,
  days: number,
): Pick<MemberWindow, 'opens' | 'closes' | 'effectiveFrom' | 'fixedEffectiveDate'> {
  return {
    opens: today,
    closes: addDays(today, Math.max(days, 1) - 1),
    effectiveFrom: today,
    fixedEffectiveDate: null,
  };
}

/**
 * The life events that open a window of the member's own (45 CFR 155.420(d), as the ICHRA special
 * enrollment period of 29 CFR 2590.702-2(c)(6) and 26 CFR 54.9802-4 refers to it): marriage, birth,
 * adoption (or placement for adoption), loss of other minimum essential coverage, a move to another
 * rating area, and newly gaining the ICHRA.
 */
export const lifeEventKinds = [
  'marriage',
  'birth',
  'adoption',
  'loss-of-coverage',
  'move',
  'gained-ichra',
] as const;
export type LifeEventKind = (typeof lifeEventKinds)[number];

/** The days after a life event within which the member may report it and elect (45 CFR 155.420(c)(1)). */
export const LIFE_EVENT_DAYS = 60;
/**
 * The fewest days a life event's window stays open from the day it is opened (HR's approval), so an
 * event approved near the end of its 60 days still leaves time to elect. Our choice, not a rule: the
 * employer's plan document may give more (docs/architecture.md, "Enrollment after the window").
 */
export const LIFE_EVENT_MIN_OPEN_DAYS = 14;

/** Whether the coverage of a life event starts on the event's own date (45 CFR 155.420(b)(2)(i)). */
export const lifeEventCoversFromEventDate = (kind: LifeEventKind): boolean =>
  kind === 'birth' || kind === 'adoption';

/**
 * Whether a life event of `eventDate` may be reported on `today`: not in the future, and within
 * {@link LIFE_EVENT_DAYS} days of the event (the 60th day included).
 *
 * @example
 * lifeEventReportable('2027-03-01', '2027-04-30'); // 'ok' (day 60)
 * lifeEventReportable('2027-03-01', '2027-05-01'); // 'too-late'
 */
export function lifeEventReportable(eventDate: string, today: string): 'ok' | 'future' | 'too-late' {
  if (eventDate > today) return 'future';
  return addDays(eventDate, LIFE_EVENT_DAYS) < today ? 'too-late' : 'ok';
}

/**
 * The window a life event opens on `today` (the day it is approved): open until 60 days after the
 * event, and at least {@link LIFE_EVENT_MIN_OPEN_DAYS} days from today. A birth or adoption is
 * covered from its own date (a fixed effective date); any other event from the first of the month
 * after the election (45 CFR 155.420(b)(1)), as a correction.
 *
 * @example
 * lifeEventWindowDates('birth', '2027-06-10', '2027-06-20');
 * // { opens: '2027-06-20', closes: '2027-08-09', effectiveFrom: '2027-06-10', fixedEffectiveDate: '2027-06-10' }
 */
export function lifeEventWindowDates(
  kind: LifeEventKind,
  eventDate: string,
  today: string,
): Pick<MemberWindow, 'opens' | 'closes' | 'effectiveFrom' | 'fixedEffectiveDate'> {
  const byRule = addDays(eventDate, LIFE_EVENT_DAYS);
  const atLeast = addDays(today, LIFE_EVENT_MIN_OPEN_DAYS - 1);
  const fromEvent = lifeEventCoversFromEventDate(kind);
  return {
    opens: today,
    closes: byRule > atLeast ? byRule : atLeast,
    effectiveFrom: fromEvent ? eventDate : today,
    fixedEffectiveDate: fromEvent ? eventDate : null,
  };
}

/** The day before a date: the last day an order set superseded from `effectiveDate` is in force. */
export const dayBefore = (effectiveDate: string): string => addDays(effectiveDate, -1);

/**
 * Which of a plan year's order sets is in force on a day: the one whose effective date has come
 * and whose end date (if it was superseded) has not passed; before any has started, the open one
 * (the latest, not superseded), so an order set authorized for a later start is still the
 * member's. Each set is given by its effective date and its end date (null while not superseded).
 */
export function orderSetInForce<T extends { effectiveDate: string; endDate: string | null }>(
  sets: readonly T[],
  on: string,
): T | undefined {
  const inForce = sets.find((s) => s.effectiveDate <= on && (s.endDate === null || on <= s.endDate));
  return inForce ?? sets.find((s) => s.endDate === null);
}

/** What {@link ordersInForce} reads of an order. */
export interface OrderInSet {
  businessyear: number;
  createdon: string;
  policyeffectivedate: string;
  policyenddate?: string | null;
}

/**
 * The orders of the order sets in force on a day, one set per plan year (an order set is the
 * orders one authorization wrote: the same plan year and `createdon`), in the order given. Orders
 * of a superseded set carry `policyenddate`.
 */
export function ordersInForce<T extends OrderInSet>(orders: readonly T[], on: string): T[] {
  const sets = new Map<string, { effectiveDate: string; endDate: string | null; key: string }>();
  for (const o of orders) {
    const key = `${o.businessyear}|${o.createdon}`;
    if (!sets.has(key))
      sets.set(key, { effectiveDate: o.policyeffectivedate, endDate: o.policyenddate ?? null, key });
  }
  const byYear = new Map<number, { effectiveDate: string; endDate: string | null; key: string }[]>();
  for (const [key, set] of sets) {
    const year = Number(key.split('|')[0]);
    byYear.set(year, [...(byYear.get(year) ?? []), set]);
  }
  const chosen = new Set<string>();
  for (const yearSets of byYear.values()) {
    const set = orderSetInForce(yearSets, on);
    if (set) chosen.add(set.key);
  }
  return orders.filter((o) => chosen.has(`${o.businessyear}|${o.createdon}`));
}
