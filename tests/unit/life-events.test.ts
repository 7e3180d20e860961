/**
 * The plan year an approved life event opens (shared/domain/life-events.ts): a birth or adoption's
 * own year, any other event's the year of the first of the month after the approval day.
 */
import { describe, expect, it } from 'vitest';
import {
  lifeEventKinds,
  lifeEventWindowDates,
  memberWindowEffectiveDate,
} from '../../shared/domain/enrollment-gate';
import { lifeEventPlanYear } from '../../shared/domain/life-events';

describe('lifeEventPlanYear', () => {
  it.each([
    // A birth or adoption: the event's own year, whatever the builder enrolls for.
    ['birth', '2026-12-28', '2027-01-05', 2027, 2026],
    ['adoption', '2027-03-10', '2027-03-20', 2027, 2027],
    // Any other: the first of next month's year, or the builder's when that is later.
    ['marriage', '2026-12-02', '2026-12-10', 2027, 2027],
    ['marriage', '2026-11-20', '2026-11-28', 2027, 2027],
    ['move', '2027-05-02', '2027-05-31', 2027, 2027],
    ['loss-of-coverage', '2027-11-20', '2027-11-30', 2027, 2027],
    ['loss-of-coverage', '2027-11-20', '2027-12-05', 2028, 2028],
    ['gained-ichra', '2027-10-01', '2027-10-25', 2028, 2028],
  ] as const)(
    '%s on %s approved %s, the builder enrolling %i, opens plan year %i',
    (kind, eventDate, today, enrolling, year) => {
      expect(lifeEventPlanYear(kind, eventDate, today, enrolling)).toBe(year);
    },
  );

  it('is the plan year of the effective date the window gives an election made on the approval day, for every kind', () => {
    for (const kind of lifeEventKinds)
      for (const [eventDate, today] of [
        ['2026-11-15', '2026-12-20'],
        ['2027-06-10', '2027-06-20'],
        ['2027-02-28', '2027-03-01'],
      ] as const) {
        const enrolling = Number(today.slice(0, 4)) + (today.slice(5) >= '12-01' ? 1 : 0);
        const planYear = lifeEventPlanYear(kind, eventDate, today, enrolling);
        const window = { planYear, ...lifeEventWindowDates(kind, eventDate, today) };
        expect(Number(memberWindowEffectiveDate(window, today).slice(0, 4)), `${kind} ${eventDate}`).toBe(
          planYear,
        );
      }
  });
});
