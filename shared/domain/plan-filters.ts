/**
 * The filters and sorts of Shop Health Plans (spec builder sections 2 and 9): carrier, metal
 * tier, the deductible and price bands, HSA Eligible, price low to high or high to low, and (beyond
 * the spec) the estimated yearly cost. Pure: the browser applies it to the quote's answer, and the
 * tests apply the same function to the API's answer to check what the screen shows.
 */
import type { HealthPlan } from '../schemas/quote';
import { dollarsToCents, type Cents } from './money';
import { estimateYearlyCost, moneyTextToCents } from './yearly-cost';

export interface Band {
  id: string;
  label: string;
  /** Inclusive bounds in cents; null for open. */
  minCents: Cents | null;
  maxCents: Cents | null;
}

/** A band from whole-dollar bounds; `above` starts it one cent above the previous band's end. */
const band = (id: string, label: string, min: number | null, max: number | null, above = false): Band => ({
  id,
  label,
  minCents: min === null ? null : ((min * 100 + (above ? 1 : 0)) as Cents),
  maxCents: max === null ? null : ((max * 100) as Cents),
});

/**
 * Deductible bands of spec section 9, on the individual deductible. The bands meet without gaps
 * (a deductible of $1,000.50 is in the second): each starts just above the one before. A $0
 * deductible is in the first band: otherwise a plan with no deductible could never be found.
 */
export const deductibleBands: readonly Band[] = [
  band('1-1000', '$1-$1000', 0, 1000),
  band('1001-3500', '$1001-$3500', 1000, 3500, true),
  band('3501-5000', '$3501-$5000', 3500, 5000, true),
  band('5001-15000', '$5001-$15000', 5000, 15000, true),
  band('15001-up', '$15001 or higher', 15000, null, true),
];

/** Price bands of spec section 9, on the household's monthly premium. */
export const priceBands: readonly Band[] = [
  { id: '0-199', label: 'below $200', minCents: 0 as Cents, maxCents: 19_999 as Cents },
  band('200-400', '$200-$400', 200, 400),
  band('401-600', '$401-$600', 400, 600, true),
  band('601-800', '$601-$800', 600, 800, true),
  band('801-1000', '$801-$1000', 800, 1000, true),
  band('1001-up', '$1001 or higher', 1000, null, true),
];

/** Metal tiers (spec section 9). */
export const metalTiers = [
  'Gold',
  'Silver',
  'Bronze',
  'Expanded Bronze',
  'Platinum',
  'Catastrophic',
] as const;

export type PlanSort = 'priceAsc' | 'priceDesc' | 'yearlyAsc';
export const planSorts: readonly PlanSort[] = ['priceAsc', 'priceDesc', 'yearlyAsc'];

export interface PlanFilters {
  /** Issuer name, or '' for every carrier. */
  carrier: string;
  /** Metal level, or '' for every tier. */
  metal: string;
  /** A deductible band id, or ''. */
  deductible: string;
  /** A price band id, or ''. */
  price: string;
  hsaOnly: boolean;
  /** '' keeps the quote's order (cheapest first). */
  sort: PlanSort | '';
}

export const noPlanFilters: PlanFilters = {
  carrier: '',
  metal: '',
  deductible: '',
  price: '',
  hsaOnly: false,
  sort: '',
};

const inBand = (cents: Cents | null, b: Band | undefined): boolean =>
  !b ||
  (cents !== null &&
    (b.minCents === null || cents >= b.minCents) &&
    (b.maxCents === null || cents <= b.maxCents));

/** The household's monthly premium of a quoted plan, in cents. */
export const planRateCents = (plan: Pick<HealthPlan, 'rate'>): Cents => dollarsToCents(plan.rate);

/** The carriers of the results, each once, in alphabetical order (spec section 9: from the results). */
export function carriersOf(plans: readonly Pick<HealthPlan, 'issuername'>[]): string[] {
  return [...new Set(plans.map((p) => p.issuername))].sort((a, b) => a.localeCompare(b));
}

/**
 * Has the engine load the collation data `carriersOf`'s sort uses. A page's first collator costs
 * 7-11 ms (30-45 ms at the phone preset's CPU) for that data; every one after it, and
 * `localeCompare`, about 0.1 ms. The shop calls this while its quote loads (`whenIdle`), so that
 * the render that shows the plans does not pay it (issue 41).
 */
export function loadCarrierCollation(): void {
  new Intl.Collator().compare('a', 'b');
}

/** Reads filters from URL search parameters (unknown values are ignored). */
export function filtersFromParams(params: URLSearchParams): PlanFilters {
  const sort = params.get('sort') ?? '';
  const deductible = params.get('deductible') ?? '';
  const price = params.get('price') ?? '';
  return {
    carrier: params.get('carrier') ?? '',
    metal: params.get('metal') ?? '',
    deductible: deductibleBands.some((b) => b.id === deductible) ? deductible : '',
    price: priceBands.some((b) => b.id === price) ? price : '',
    hsaOnly: params.get('hsa') === '1',
    sort: (planSorts as readonly string[]).includes(sort) ? (sort as PlanSort) : '',
  };
}

/**
 * The plans the filters let through, in the chosen order. `people` (covered persons) is used by
 * the yearly-cost sort: it orders by the medium-use estimate, plans without one last. Ties keep
 * the quote's order.
 *
 * @example
 * applyPlanFilters(plans, { ...noPlanFilters, metal: 'Silver', sort: 'priceDesc' }, 1)
 */
export function applyPlanFilters<P extends HealthPlan>(
  plans: readonly P[],
  filters: PlanFilters,
  people = 1,
): P[] {
  const dBand = deductibleBands.find((b) => b.id === filters.deductible);
  const pBand = priceBands.find((b) => b.id === filters.price);
  const kept = plans.filter(
    (p) =>
      (!filters.carrier || p.issuername === filters.carrier) &&
      (!filters.metal || p.metallevel === filters.metal) &&
      (!filters.hsaOnly || p.ishsaeligible === 'Yes') &&
      inBand(moneyTextToCents(p.annualdeductibleindividual), dBand) &&
      inBand(planRateCents(p), pBand),
  );
  if (!filters.sort) return kept;
  const key =
    filters.sort === 'yearlyAsc'
      ? (p: P) => estimateYearlyCost(p, people)?.totalCents.medium ?? Number.POSITIVE_INFINITY
      : filters.sort === 'priceAsc'
        ? (p: P) => planRateCents(p)
        : (p: P) => -planRateCents(p);
  const keyed = kept.map((p, i) => ({ p, i, k: key(p) }));
  keyed.sort((a, b) => a.k - b.k || a.i - b.i);
  return keyed.map((x) => x.p);
}
