/**
 * The column types the file kinds' schemas (schemas.ts) are made of, each with the reason reported
 * when a value does not fit it, and how the check of a row reports: the first problem in column
 * order. Every message names the column and the value found; the reader adds the file and line.
 */
import { z } from 'zod';
import { parseDate } from '../../../shared/domain/rating';
import { patterns } from './layouts';

/** A row as read: its columns by header name, trimmed. */
export type RawRow = Readonly<Record<string, string>>;

/** A problem found across columns, reported at `column`. */
export const addIssue = (ctx: z.RefinementCtx, column: string, message: string, set?: string): void =>
  ctx.addIssue({ code: 'custom', path: [column], message, ...(set ? { params: { set } } : {}) });

/** `<column> "<value>" <what>` when the value does not match. */
export const matching = (column: string, pattern: RegExp, what: string) =>
  z.string().regex(pattern, { error: (issue) => `${column} "${String(issue.input)}" ${what}` });
export const filled = (column: string) => z.string().min(1, { error: `${column} is empty` });
export const oneOf = (column: string, values: readonly string[]) =>
  z.string().refine((v) => values.includes(v), {
    error: (issue) => `${column} "${String(issue.input)}" is not one of ${values.join(', ')}`,
  });
/** Dates already found valid: a file repeats a few dates on every row. */
const validDates = new Set<string>();
const isDate = (v: string): boolean => {
  if (validDates.has(v)) return true;
  if (parseDate(v) === undefined) return false;
  if (validDates.size < 10_000) validDates.add(v);
  return true;
};
export const date = (column: string) =>
  z.string().refine(isDate, {
    error: (issue) => `${column} "${String(issue.input)}" is not a date YYYY-MM-DD`,
  });
/** A column a file may leave out. */
export const optional = (schema: z.ZodString) => schema.default('');

export const yesNo = (column: string) => matching(column, patterns.yesNo, 'is not Yes or No');
export const marketCoverage = matching(
  'MarketCoverage',
  /^(Individual|SHOP \(Small Group\))$/,
  'is not Individual or SHOP (Small Group)',
);
export const planVariantId = matching(
  'PlanId',
  patterns.planVariantId,
  'is not a plan variant id like 12345NY0010001-01',
);
export const fips = (column: string) => matching(column, patterns.fips, 'is not a 5-digit county code');
export const ratingAreaId = matching('RatingAreaId', patterns.ratingArea, 'is not like "Rating Area 1"');

/** Dollars with at most two decimals ("412.35") to integer cents (a rate column; hot path). */
export function rateCents(text: string): number | undefined {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  return Number(m[1]) * 100 + (fraction.length === 1 ? Number(fraction) * 10 : Number(fraction));
}

/**
 * The outcome of a stage: the row as the schema gives it, or the first problem in column order
 * (and the others of its set, for the columns checked together: the plan's four amounts).
 */
export type Checked<T> =
  { ok: true; row: T } | { ok: false; column: string; reason: string; reasons: string[] };

export function check<S extends z.ZodObject>(schema: S, row: RawRow): Checked<z.output<S>> {
  const result = schema.safeParse(row);
  if (result.success) return { ok: true, row: result.data };
  // Issues come column by column, then the cross-column ones: report the earliest column's first.
  type Issue = (typeof result.error.issues)[number];
  const order = Object.keys(schema.shape);
  const at = (issue: Issue) => {
    const i = order.indexOf(String(issue.path[0]));
    return i < 0 ? order.length : i;
  };
  const setOf = (issue: Issue) => (issue.code === 'custom' ? issue.params?.set : undefined) as unknown;
  const issues = result.error.issues;
  const first = issues.reduce((a, b) => (at(b) < at(a) ? b : a));
  const set = setOf(first);
  const reasons = set ? issues.filter((i) => setOf(i) === set).map((i) => i.message) : [first.message];
  return { ok: false, column: String(first.path[0] ?? ''), reason: first.message, reasons };
}
