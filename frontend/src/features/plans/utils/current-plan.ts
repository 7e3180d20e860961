/**
 * 'Your Current Plan' (spec builder sections 2 and 4): the member's plan on record among the plans
 * quoted at January 1 of next year. currentplanid is the quote's `id`, which names the plan of one
 * plan year; across years the plan is the same HIOS plan id (`planid`).
 */
import type { HealthPlan } from '../../../../../shared/schemas/quote';

/** January 1 of next year (UTC), where the current plan is looked for (spec section 9). */
export const nextJanuaryFirst = (now: Date): string => `${now.getUTCFullYear() + 1}-01-01`;

/**
 * The plan on record as offered next year, or null: the same id, or else the same HIOS plan id as
 * the plan on record in its own plan year (quoted at January 1 of that year by `quoteOn`).
 */
export async function findCurrentPlan(
  record: { currentplanid: string | null; currentplanyear: number | null },
  nextYear: readonly HealthPlan[],
  nextDate: string,
  quoteOn: (date: string) => Promise<readonly HealthPlan[]>,
): Promise<HealthPlan | null> {
  const id = record.currentplanid;
  if (!id) return null;
  const same = nextYear.find((p) => p.id === id);
  if (same) return same;
  const year = record.currentplanyear;
  if (!year || `${year}-01-01` >= nextDate) return null;
  const onRecord = (await quoteOn(`${year}-01-01`)).find((p) => p.id === id);
  return onRecord ? (nextYear.find((p) => p.planid === onRecord.planid) ?? null) : null;
}
