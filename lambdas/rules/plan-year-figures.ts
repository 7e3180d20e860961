/**
 * The yearly figures the functions decide with: the built-in years of shared/data/plan-years.ts,
 * and beside them the figures an operator stored for the stage without a release
 * (`npm run ops -- plan-year set`, lambdas/adapters/plan-year-figures.ts).
 *
 * Which one counts, figure by figure (docs/operations.md, "Yearly figures"):
 * - a figure the built-in year holds as published wins; the command refuses to store one over it,
 *   and if a release later publishes a figure an operator had stored, the built-in one wins and
 *   `ops plan-year list` says the stored one is no longer read;
 * - a stored figure fills one the built-in year lacks, or replaces one it carries `provisional`;
 * - a figure neither holds is missing, and every rule says so: nothing is carried or guessed.
 *
 * The rules of shared/domain take the resulting view as an argument (`YearlyFigures`); this module
 * builds it, reading the stored figures only when the built-in year does not already decide.
 */
import {
  builtInFigures,
  builtInYears,
  planYearFigures,
  type AffordabilityFigure,
  type HdhpLimits,
  type HsaLimits,
  type OutOfPocketCaps,
  type PlanYearFigures,
  type YearFigures,
  type YearlyFigureName,
  type YearlyFigures,
} from '../../shared/data/plan-years';
import type { PlanYearFigureStore, Stored, StoredPlanYearFigures } from '../adapters/plan-year-figures';

/** The store the figure rules read. */
export interface PlanYearFiguresPorts {
  figures: Pick<PlanYearFigureStore, 'list'>;
}

/** Each figure's own shape. */
export interface FigureShapes {
  affordability: AffordabilityFigure;
  hsa: HsaLimits;
  hdhp: HdhpLimits;
  outOfPocketMax: OutOfPocketCaps;
}

/** Where a year's figure comes from, and what else is held for it. */
export type ResolvedFigure<K extends YearlyFigureName> =
  | {
      from: 'built-in';
      figure: FigureShapes[K];
      /** A stored figure the built-in one keeps from being read (stored before a release published it). */
      unread?: Stored<FigureShapes[K]>;
    }
  | {
      from: 'stored';
      figure: Stored<FigureShapes[K]>;
      /** The provisional built-in figure the stored one replaces. */
      replaces?: FigureShapes[K];
    }
  | { from: 'missing' };

/** The note of a figure carried from an earlier year, when it is one. */
export function provisionalNote(figure: object | undefined): string | undefined {
  return figure && 'provisional' in figure && typeof figure.provisional === 'string'
    ? figure.provisional
    : undefined;
}

/** One figure of one year: the built-in one if published, else the stored one, else a provisional one. */
export function resolveFigure<K extends YearlyFigureName>(
  name: K,
  builtIn: PlanYearFigures | undefined,
  stored: StoredPlanYearFigures | undefined,
): ResolvedFigure<K> {
  const own = builtIn?.[name] as FigureShapes[K] | undefined;
  const entered = stored?.[name] as Stored<FigureShapes[K]> | undefined;
  if (own && !provisionalNote(own))
    return entered ? { from: 'built-in', figure: own, unread: entered } : { from: 'built-in', figure: own };
  if (entered)
    return own ? { from: 'stored', figure: entered, replaces: own } : { from: 'stored', figure: entered };
  if (own) return { from: 'built-in', figure: own };
  return { from: 'missing' };
}

/** The built-in years with a stage's stored figures beside them, as the domain rules read them. */
export function withStoredFigures(stored: readonly StoredPlanYearFigures[]): YearlyFigures {
  const byYear = new Map(stored.map((s) => [s.planYear, s]));
  const of = (planYear: number): YearFigures | undefined => {
    const builtIn = planYearFigures(planYear);
    const entered = byYear.get(planYear);
    if (!builtIn && !entered) return undefined;
    const pick = <K extends YearlyFigureName>(name: K): FigureShapes[K] | undefined => {
      const resolved = resolveFigure(name, builtIn, entered);
      // A stored figure is the built-in shape without `provisional`, plus who entered it.
      return resolved.from === 'missing' ? undefined : (resolved.figure as FigureShapes[K]);
    };
    return {
      planYear,
      affordability: pick('affordability'),
      hsa: pick('hsa'),
      hdhp: pick('hdhp'),
      outOfPocketMax: pick('outOfPocketMax'),
    };
  };
  const years = [...new Set([...builtInYears(), ...byYear.keys()])].sort((a, b) => a - b);
  return { of, yearsWith: (name) => years.filter((y) => of(y)?.[name] !== undefined) };
}

/** Whether the stored figures can matter for this figure of this year: not when it is built in, published. */
export function storedFiguresMatter(planYear: number, name: YearlyFigureName): boolean {
  const own = planYearFigures(planYear)?.[name];
  return !own || provisionalNote(own) !== undefined;
}

/**
 * The yearly figures for a rule about one figure of one plan year: the built-in table alone when
 * it holds that figure published (no read), else with the stage's stored figures (one Query, read
 * on every such request, so an operator's set or remove counts from the next request on).
 */
export async function yearlyFiguresFor(
  { figures }: PlanYearFiguresPorts,
  planYear: number,
  name: YearlyFigureName,
): Promise<YearlyFigures> {
  return storedFiguresMatter(planYear, name) ? withStoredFigures(await figures.list()) : builtInFigures;
}
