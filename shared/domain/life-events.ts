/**
 * Life events the member reports (issue 40, item 5; 45 CFR 155.420(d)): the rules the browser and
 * the server both run, beside the window rules of shared/domain/enrollment-gate.ts (the kinds, the
 * 60 days, the window's dates). A reported event carries a document (a PDF, JPEG or PNG of at most
 * 10 MB, checked by its content with the proof of coverage's rule, shared/domain/coverage-proof.ts)
 * and waits for HR: approved, it opens a window of the member's own; rejected, it carries HR's reason.
 */
import { planYearOf } from './calendar';
import { firstOfMonthAfter, lifeEventCoversFromEventDate, type LifeEventKind } from './enrollment-gate';

/** Where a reported life event stands: waiting for HR, approved (a window is open), or rejected with a reason. */
export const lifeEventStates = ['pending', 'approved', 'rejected'] as const;
export type LifeEventState = (typeof lifeEventStates)[number];

/** The longest reason HR gives for a rejection (plain text, as the proof of coverage's). */
export const LIFE_EVENT_REASON_MAX = 500;

/**
 * The plan year whose elections an approved life event opens, on the day HR approves it: the year
 * coverage changes in. A birth or adoption is covered from its own date, so its year. Any other
 * event from the first of the month after the election, and no earlier than the plan year the
 * builder enrolls for today (`enrollingPlanYear`, shared/domain/enrollment-year.ts: from late in
 * the year the builder offers only next year's dates), so the window is the one the builder reads
 * and its effective date (`memberWindowEffectiveDate`) falls in that plan year.
 *
 * @example
 * lifeEventPlanYear('birth', '2026-12-28', '2027-01-05', 2027); // 2026
 * lifeEventPlanYear('marriage', '2026-11-20', '2026-11-28', 2027); // 2027
 * lifeEventPlanYear('marriage', '2027-03-02', '2027-03-10', 2027); // 2027
 */
export function lifeEventPlanYear(
  kind: LifeEventKind,
  eventDate: string,
  today: string,
  enrollingPlanYear: number,
): number {
  if (lifeEventCoversFromEventDate(kind)) return planYearOf(eventDate);
  return Math.max(planYearOf(firstOfMonthAfter(today)), enrollingPlanYear);
}
