/**
 * `npm run ops -- plan-year set|list|remove`: a plan year's figures (the ICHRA affordability
 * percentage, the HSA and HDHP limits, the ACA out-of-pocket caps) entered by an operator for one
 * stage, without a release. The IRS and CMS publish them in the summer and autumn before the plan
 * year; until a release adds them to shared/data/plan-years.ts, the functions read what is stored
 * here beside the built-in years (lambdas/rules/plan-year-figures.ts says which one counts).
 *
 * `set` checks everything before it writes anything, and lists every problem at once:
 * - each figure whole, in the shape the built-in years hold it (all its amounts), with `--source`;
 * - the percentage between 5 and 15 with at most two decimals; amounts in dollars (cents allowed);
 * - family never below self-only; an HDHP's minimum deductible not above its out-of-pocket
 *   maximum, which is not above the year's ACA cap;
 * - each amount within 25% of the previous plan year's (built-in or stored) when there is one:
 *   these limits move a few percent a year, so a larger step is a typing error until shown not;
 * - never over a figure the built-in year holds as published (that is a release's change); over
 *   a provisional built-in figure, or a figure stored before, it says what it replaces.
 *
 * @example
 * npm run ops -- plan-year set 2027 --affordability-percent 9.5 --source "IRS Rev. Proc. 2026-38" --stage prod
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import {
  PlanYearFigureStore,
  type Stored,
  type StoredPlanYearFigures,
} from '../../lambdas/adapters/plan-year-figures';
import {
  provisionalNote,
  resolveFigure,
  withStoredFigures,
  type FigureShapes,
} from '../../lambdas/rules/plan-year-figures';
import {
  builtInYears,
  planYearFigures,
  yearlyFigureNames,
  type YearlyFigureName,
} from '../../shared/data/plan-years';
import { dollarsToCents, formatDollars } from '../../shared/domain/money';
import type { OpsCommand, OpsContext } from './command';
import { OpsError } from './errors';

/** What an operator sees for each figure: its name and the flags of its amounts. */
export const figureFlags = {
  affordability: {
    label: 'affordability percentage',
    flags: { 'affordability-percent': 'requiredContributionPercent' },
  },
  hsa: {
    label: 'HSA limits',
    flags: {
      'hsa-self-only': 'selfOnlyCents',
      'hsa-family': 'familyCents',
      'hsa-catch-up': 'catchUp55Cents',
    },
  },
  hdhp: {
    label: 'HDHP limits',
    flags: {
      'hdhp-min-deductible-self-only': 'minDeductibleSelfOnlyCents',
      'hdhp-min-deductible-family': 'minDeductibleFamilyCents',
      'hdhp-oop-max-self-only': 'maxOutOfPocketSelfOnlyCents',
      'hdhp-oop-max-family': 'maxOutOfPocketFamilyCents',
    },
  },
  outOfPocketMax: {
    label: 'ACA out-of-pocket caps',
    flags: { 'oop-max-self-only': 'selfOnlyCents', 'oop-max-family': 'familyCents' },
  },
} as const satisfies Record<YearlyFigureName, { label: string; flags: Record<string, string> }>;

/** Each action's command line after `npm run ops -- `. */
export const planYearActionUsage = {
  set: [
    'plan-year set <year> --source "<citation>" <figures> [--entered-by <name>] [--stage <name> | --local]',
    '    <figures>, one or more, each whole:',
    '      --affordability-percent <p>',
    '      --hsa-self-only <$> --hsa-family <$> --hsa-catch-up <$>',
    '      --hdhp-min-deductible-self-only <$> --hdhp-min-deductible-family <$> --hdhp-oop-max-self-only <$> --hdhp-oop-max-family <$>',
    '      --oop-max-self-only <$> --oop-max-family <$>',
  ].join('\n'),
  list: 'plan-year list [--stage <name> | --local]',
  remove: 'plan-year remove <year> [--stage <name> | --local]',
} as const;

export const planYearUsage = Object.values(planYearActionUsage)
  .map((u) => `npm run ops -- ${u}`)
  .join('\n');

const usageError = (problem: string) => new OpsError(`${problem}\n\nUsage:\n${planYearUsage}`);

/** One plan year's entry as the operator typed it: the year, the source and each flag's text. */
export interface SetArgs {
  year: string;
  source?: string;
  enteredBy?: string;
  values: Partial<Record<string, string>>;
}

const amountFlags = Object.values(figureFlags).flatMap((f) => Object.keys(f.flags));

/** Reads `set`'s arguments; an unknown flag, a flag without a value or a missing year is a usage error. */
export function parseSetArgs(args: readonly string[]): SetArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        ['source', 'entered-by', ...amountFlags].map((flag) => [flag, { type: 'string' as const }]),
      ),
    });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
  const [year, ...extra] = parsed.positionals;
  if (!year || extra.length) throw usageError('plan-year set needs exactly one plan year, e.g. 2027.');
  const { source, 'entered-by': enteredBy, ...values } = parsed.values as Record<string, string | undefined>;
  return { year, source, enteredBy, values };
}

/** What `set` will store: each figure given, in cents, with the source and the operator. */
export interface SetRequest {
  planYear: number;
  source: string;
  enteredBy: string;
  figures: { [K in YearlyFigureName]?: Omit<FigureShapes[K], 'source' | 'provisional'> };
}

/** Figures move a few percent a year; a step of more than this from the year before is refused. */
export const maxYearlyChangePercent = 25;
const MAX_DOLLARS = 100_000;

const dollarText = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** Whole dollars as the sources write them ("$4,500"), cents only when there are some. */
export const dollars = (cents: number): string => formatDollars(cents).replace(/\.00$/, '');

/**
 * The flags' texts → the request, or every problem, each naming its flag. Built per call: the
 * plausible years depend on today.
 */
function setSchema(now: Date) {
  const firstYear = Math.min(...builtInYears());
  const lastYear = now.getUTCFullYear() + 2;
  const amount = (flag: string) =>
    z.pipe(
      z.string().check(
        z.refine((v) => dollarText.test(v.trim()), {
          message: `--${flag} must be an amount of dollars like 4500 or $4,500.00`,
        }),
        z.refine((v) => !dollarText.test(v.trim()) || dollarsToCents(v.trim()) > 0, {
          message: `--${flag} must be more than $0`,
        }),
        z.refine((v) => !dollarText.test(v.trim()) || dollarsToCents(v.trim()) <= MAX_DOLLARS * 100, {
          message: `--${flag} must be at most ${dollars(MAX_DOLLARS * 100)}`,
        }),
      ),
      z.transform((v) => dollarsToCents(v.trim()) as number),
    );
  const percent = z.string().check(
    z.refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v.trim()), {
      message: '--affordability-percent must be a percentage with at most two decimals, like 9.96',
    }),
    z.refine((v) => !/^\d{1,2}(\.\d{1,2})?$/.test(v.trim()) || (Number(v) >= 5 && Number(v) <= 15), {
      message:
        '--affordability-percent must be between 5 and 15 (the IRS percentage has stayed near 9 to 10)',
    }),
  );
  /** A figure's flags: all given (its whole shape, as the built-in years hold it), family ≥ self-only. */
  const group = <K extends YearlyFigureName>(name: K, fields: Record<string, z.ZodMiniType>) =>
    z.optional(
      z.object(fields).check(
        z.superRefine((v: Record<string, unknown>, ctx) => {
          const pairs: [string, string][] =
            name === 'hsa'
              ? [['selfOnlyCents', 'familyCents']]
              : name === 'hdhp'
                ? [
                    ['minDeductibleSelfOnlyCents', 'minDeductibleFamilyCents'],
                    ['maxOutOfPocketSelfOnlyCents', 'maxOutOfPocketFamilyCents'],
                  ]
                : name === 'outOfPocketMax'
                  ? [['selfOnlyCents', 'familyCents']]
                  : [];
          const flagOf = flagOfField(name);
          for (const [self, family] of pairs) {
            const s = v[self];
            const f = v[family];
            if (typeof s === 'number' && typeof f === 'number' && f < s)
              ctx.addIssue({
                code: 'custom',
                message: `--${flagOf(family)} ${dollars(f)} is below --${flagOf(self)} ${dollars(s)}: a family figure is never below the self-only one`,
                path: [family],
                input: v,
              });
          }
          if (name === 'hdhp')
            for (const [deductible, oop] of [
              ['minDeductibleSelfOnlyCents', 'maxOutOfPocketSelfOnlyCents'],
              ['minDeductibleFamilyCents', 'maxOutOfPocketFamilyCents'],
            ] as const) {
              const d = v[deductible];
              const o = v[oop];
              if (typeof d === 'number' && typeof o === 'number' && d > o)
                ctx.addIssue({
                  code: 'custom',
                  message: `--${flagOf(deductible)} ${dollars(d)} is above --${flagOf(oop)} ${dollars(o)}: an HDHP's minimum deductible is within its out-of-pocket maximum`,
                  path: [deductible],
                  input: v,
                });
            }
        }),
      ),
    );
  const fieldsOf = (name: Exclude<YearlyFigureName, 'affordability'>) =>
    Object.fromEntries(Object.entries(figureFlags[name].flags).map(([flag, field]) => [field, amount(flag)]));
  return z.object({
    planYear: z.pipe(
      z.string().check(
        z.refine((v) => /^\d{4}$/.test(v) && Number(v) >= firstYear && Number(v) <= lastYear, {
          message: `the plan year must be a year from ${firstYear} to ${lastYear} (figures are published the year before)`,
        }),
      ),
      z.transform(Number),
    ),
    source: z.string().check(
      z.trim(),
      z.minLength(3, {
        message: '--source must cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"',
      }),
      z.maxLength(300, { message: '--source must be at most 300 characters' }),
    ),
    enteredBy: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { message: '--entered-by must name who enters the figures' }),
        z.maxLength(100, { message: '--entered-by must be at most 100 characters' }),
      ),
    figures: z.object({
      affordability: z.optional(z.object({ requiredContributionPercent: percent })),
      hsa: group('hsa', fieldsOf('hsa')),
      hdhp: group('hdhp', fieldsOf('hdhp')),
      outOfPocketMax: group('outOfPocketMax', fieldsOf('outOfPocketMax')),
    }),
  });
}

/** The flag an amount field of a figure is typed with. */
const flagOfField =
  (name: YearlyFigureName) =>
  (field: string): string =>
    Object.entries(figureFlags[name].flags as Record<string, string>).find(([, f]) => f === field)?.[0] ??
    field;

/**
 * The typed flags → the request, or the problems of their form: a figure given in part, a missing
 * source, an amount or percentage that is no number or out of range.
 */
export function readSetRequest(
  args: SetArgs,
  defaults: { now: Date; user: string },
): { request: SetRequest; problems: [] } | { request?: undefined; problems: string[] } {
  const problems: string[] = [];
  const figures: Record<string, Record<string, string>> = {};
  for (const name of yearlyFigureNames) {
    const flags = Object.entries(figureFlags[name].flags as Record<string, string>);
    const given = flags.filter(([flag]) => args.values[flag] !== undefined);
    if (given.length === 0) continue;
    if (given.length < flags.length) {
      const missing = flags.filter(([flag]) => args.values[flag] === undefined).map(([flag]) => `--${flag}`);
      problems.push(
        `the ${figureFlags[name].label} are entered whole: also give ${missing.join(', ')} (all of ${flags.map(([f]) => `--${f}`).join(', ')})`,
      );
      continue;
    }
    figures[name] = Object.fromEntries(given.map(([flag, field]) => [field, args.values[flag] as string]));
  }
  if (Object.keys(figures).length === 0 && problems.length === 0)
    problems.push(
      'no figure given: enter at least one of the affordability percentage, HSA limits, HDHP limits or ACA out-of-pocket caps',
    );
  if (args.source === undefined)
    problems.push('--source is required: cite where the figures come from, e.g. "IRS Rev. Proc. 2026-38"');
  const parsed = setSchema(defaults.now).safeParse({
    planYear: args.year,
    source: args.source ?? 'not given',
    enteredBy: args.enteredBy ?? defaults.user,
    figures,
  });
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => i.message));
  if (problems.length || !parsed.success) return { problems };
  return { request: parsed.data as SetRequest, problems: [] };
}

const amountsOf = (figure: object): [string, number][] =>
  Object.entries(figure).filter(
    (e): e is [string, number] => e[0].endsWith('Cents') && typeof e[1] === 'number',
  );

/**
 * The problems that need what is already held: a published built-in figure is never replaced;
 * each amount is within 25% of the previous year's; the HDHP out-of-pocket maximum is within the
 * year's ACA cap (as it will read after this entry).
 */
export function planYearProblems(request: SetRequest, stored: readonly StoredPlanYearFigures[]): string[] {
  const problems: string[] = [];
  const year = request.planYear;
  const builtIn = planYearFigures(year);
  const held = withStoredFigures(stored);
  const previous = held.of(year - 1);
  for (const name of yearlyFigureNames) {
    const entered = request.figures[name];
    if (!entered) continue;
    const { label } = figureFlags[name];
    const own = builtIn?.[name];
    if (own && !provisionalNote(own)) {
      problems.push(
        `plan year ${year} has built-in ${label} (${own.source}), which a stored figure cannot replace: a correction to a built-in year is a release (shared/data/plan-years.ts)`,
      );
      continue;
    }
    const before = previous?.[name];
    if (!before) continue;
    const flagOf = flagOfField(name);
    const beforeAmounts = new Map(amountsOf(before));
    for (const [field, cents] of amountsOf(entered)) {
      const was = beforeAmounts.get(field);
      if (was === undefined) continue;
      // |cents − was| ≤ 25% of was, in integers: 100·|cents − was| ≤ 25·was.
      if (100 * Math.abs(cents - was) > maxYearlyChangePercent * was)
        problems.push(
          `--${flagOf(field)} ${dollars(cents)} is more than ${maxYearlyChangePercent}% away from ${year - 1}'s ${dollars(was)} (${before.source}); check it against the source`,
        );
    }
  }
  const hdhp = request.figures.hdhp ?? held.of(year)?.hdhp;
  const caps = request.figures.outOfPocketMax ?? held.of(year)?.outOfPocketMax;
  if (hdhp && caps && (request.figures.hdhp || request.figures.outOfPocketMax)) {
    for (const [hdhpField, capField, tier] of [
      ['maxOutOfPocketSelfOnlyCents', 'selfOnlyCents', 'self-only'],
      ['maxOutOfPocketFamilyCents', 'familyCents', 'family'],
    ] as const)
      if (hdhp[hdhpField] > caps[capField])
        problems.push(
          `the ${tier} HDHP out-of-pocket maximum ${dollars(hdhp[hdhpField])} is above the ${year} ACA out-of-pocket cap ${dollars(caps[capField])}: an HDHP's maximum is always within the ACA cap`,
        );
  }
  return problems;
}

/** A figure's value as one line of text. */
export function figureValue(name: YearlyFigureName, figure: object): string {
  const f = figure as Record<string, number | string>;
  const $ = (key: string) => dollars(Number(f[key]));
  switch (name) {
    case 'affordability':
      return `${String(f.requiredContributionPercent)}%`;
    case 'hsa':
      return `${$('selfOnlyCents')} self-only, ${$('familyCents')} family, ${$('catchUp55Cents')} catch-up at 55`;
    case 'hdhp':
      return `minimum deductible ${$('minDeductibleSelfOnlyCents')} / ${$('minDeductibleFamilyCents')}, out-of-pocket maximum ${$('maxOutOfPocketSelfOnlyCents')} / ${$('maxOutOfPocketFamilyCents')} (self-only / family)`;
    case 'outOfPocketMax':
      return `${$('selfOnlyCents')} self-only, ${$('familyCents')} family`;
  }
}

const enteredText = (f: Stored<object> & { source: string }) =>
  `stored: "${f.source}", entered by ${f.enteredBy} on ${f.enteredAt}`;

/** One year as `list` shows it: every figure, its value and where it comes from. */
export function yearLines(planYear: number, stored: StoredPlanYearFigures | undefined): string[] {
  const builtIn = planYearFigures(planYear);
  const lines = [`${planYear}${builtIn ? '' : ' (no built-in figures)'}`];
  for (const name of yearlyFigureNames) {
    const { label } = figureFlags[name];
    const resolved = resolveFigure(name, builtIn, stored);
    const head = `  ${label.padEnd(26)}`;
    if (resolved.from === 'missing') {
      lines.push(`${head}missing: not published or not entered yet`);
      continue;
    }
    const value = figureValue(name, resolved.figure);
    if (resolved.from === 'stored') {
      lines.push(`${head}${value}`);
      lines.push(`  ${''.padEnd(26)}${enteredText(resolved.figure)}`);
      if (resolved.replaces)
        lines.push(
          `  ${''.padEnd(26)}replaces the provisional built-in figure (${provisionalNote(resolved.replaces) ?? ''})`,
        );
      continue;
    }
    lines.push(`${head}${value}`);
    const note = provisionalNote(resolved.figure);
    lines.push(
      `  ${''.padEnd(26)}built in${note ? `, provisional (${note})` : ''}: ${resolved.figure.source}`,
    );
    if (resolved.unread)
      lines.push(
        `  ${''.padEnd(26)}not read: the ${enteredText(resolved.unread)}, since a release built the figure in`,
      );
  }
  return lines;
}

/** The year a `remove` names. */
function yearArg(args: readonly string[], usage: string): number {
  const [year, ...extra] = args;
  if (!year || extra.length || !/^\d{4}$/.test(year))
    throw usageError(`${usage} needs one plan year, e.g. 2027.`);
  return Number(year);
}

/** What `set` says about each figure it stores. */
function replacing(
  name: YearlyFigureName,
  planYear: number,
  stored: StoredPlanYearFigures | undefined,
): string {
  const own = planYearFigures(planYear)?.[name];
  const before = stored?.[name];
  if (before) return `replaces the figure ${enteredText(before).replace(/^stored: /, 'stored as ')}`;
  if (own) return `replaces the provisional built-in figure (${provisionalNote(own) ?? ''})`;
  return 'fills a figure the built-in years do not hold';
}

export interface PlanYearDeps {
  now: () => Date;
  /** Who runs the command, when --entered-by does not say. */
  user: () => string;
}

const defaultDeps: PlanYearDeps = { now: () => new Date(), user: () => userInfo().username };

/** `plan-year <set|list|remove> ...` on the context's target. */
export async function runPlanYear(
  args: readonly string[],
  { target, out }: OpsContext,
  deps: PlanYearDeps = defaultDeps,
): Promise<void> {
  const [action, ...rest] = args;
  const store = new PlanYearFigureStore(target.db, target.tables.plans);
  switch (action) {
    case 'list': {
      if (rest.length) throw usageError('plan-year list takes no arguments.');
      const stored = await store.list();
      const byYear = new Map(stored.map((s) => [s.planYear, s]));
      const years = [...new Set([...builtInYears(), ...byYear.keys()])].sort((a, b) => a - b);
      for (const year of years) for (const line of yearLines(year, byYear.get(year))) out(line);
      out(
        `${years.length} plan year(s): ${builtInYears().length} built in, ${stored.length} with stored figures in ${target.description}.`,
      );
      return;
    }
    case 'remove': {
      const planYear = yearArg(rest, 'plan-year remove');
      const removed = await store.remove(planYear);
      if (!removed)
        throw new OpsError(
          `No stored figures for plan year ${planYear} in ${target.description}; nothing was removed. See what is held with: npm run ops -- plan-year list`,
        );
      const names = yearlyFigureNames.filter((n) => removed[n]).map((n) => figureFlags[n].label);
      out(`Removed the stored ${names.join(', ')} of plan year ${planYear}. The year now reads:`);
      for (const line of yearLines(planYear, undefined)) out(line);
      return;
    }
    case 'set': {
      const now = deps.now();
      const read = readSetRequest(parseSetArgs(rest), { now, user: deps.user() });
      const stored = read.request ? await store.list() : [];
      const problems = read.request ? planYearProblems(read.request, stored) : read.problems;
      if (!read.request || problems.length)
        throw new OpsError(
          `plan-year set: ${problems.length} problem(s); nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
        );
      const { request } = read;
      const current = stored.find((s) => s.planYear === request.planYear);
      const entry = { source: request.source, enteredBy: request.enteredBy, enteredAt: now.toISOString() };
      const next: Omit<StoredPlanYearFigures, 'version'> = {
        planYear: request.planYear,
        affordability: current?.affordability,
        hsa: current?.hsa,
        hdhp: current?.hdhp,
        outOfPocketMax: current?.outOfPocketMax,
      };
      const said: string[] = [];
      for (const name of yearlyFigureNames) {
        const figure = request.figures[name];
        if (!figure) continue;
        Object.assign(next, { [name]: { ...figure, ...entry } });
        said.push(
          `  ${figureFlags[name].label}: ${figureValue(name, figure)}; ${replacing(name, request.planYear, current)}`,
        );
      }
      if ((await store.save(next, current?.version)) === 'changed')
        throw new OpsError(
          `The stored figures of plan year ${request.planYear} changed while this command ran; nothing was written. Run it again.`,
        );
      out(`Stored for plan year ${request.planYear} ("${request.source}", entered by ${request.enteredBy}):`);
      for (const line of said) out(line);
      out('The year now reads:');
      for (const line of yearLines(request.planYear, { ...next, version: (current?.version ?? 0) + 1 }))
        out(line);
      return;
    }
    default:
      throw usageError(action ? `Unknown plan-year action "${action}".` : 'plan-year needs an action.');
  }
}

export const planYearCommands: Record<string, OpsCommand> = {
  'plan-year': {
    usage:
      'plan-year set <year> --source "<citation>" <figures> | plan-year list | plan-year remove <year> [--stage <name> | --local]',
    summary:
      "a plan year's figures (affordability %, HSA, HDHP, out-of-pocket caps) entered for the stage without a release; list shows where each comes from",
    subcommand([action]) {
      return action === 'set' || action === 'list' || action === 'remove'
        ? { name: `plan-year ${action}`, usage: planYearActionUsage[action] }
        : undefined;
    },
    run: (args, context) => runPlanYear(args, context),
  },
};
