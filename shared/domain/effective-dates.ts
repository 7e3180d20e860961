/**
 * The two effective dates an employee may choose (spec section 9): the first of next month and
 * the first of the month after, in UTC; once the day of the month reaches 30 minus the employer's
 * edoc_period, both shift one month later.
 */
const first = (year: number, monthIndex: number): string =>
  new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);

export function effectiveDateOptions(now: Date, edocPeriod: number): [string, string] {
  const shift = now.getUTCDate() >= 30 - edocPeriod ? 1 : 0;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return [first(y, m + 1 + shift), first(y, m + 2 + shift)];
}
