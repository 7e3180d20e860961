/**
 * Which plan year the builder enrolls for, and whether the member already authorized it: a member
 * with an order for that year who opens the builder goes to /health-plan (spec builder sections 2
 * and 4), as the server refuses a second authorization for the same plan year
 * (docs/decisions/0012-second-authorization.md).
 */
import { effectiveDateOptions } from './effective-dates';

/**
 * The plan year of the first effective date the employee may choose today.
 *
 * @example
 * enrollmentPlanYear(new Date('2026-12-05T00:00:00Z'), 10); // 2027 (coverage from 2027-01-01)
 */
export function enrollmentPlanYear(now: Date, edocPeriod: number): number {
  const [first] = effectiveDateOptions(now, edocPeriod);
  return Number(first.slice(0, 4));
}

/** Whether the member's orders hold an authorization for the plan year. */
export function alreadyEnrolled(orders: ReadonlyArray<{ businessyear: number }>, planYear: number): boolean {
  return orders.some((o) => o.businessyear === planYear);
}
