/**
 * The ICHRA rules an employer's contribution policies must meet when they are loaded (the ICHRA
 * regulations, 26 CFR 54.9802-4): one set of terms per class, age bands that cover every age exactly
 * once, and age variation of at most 3:1 within a class. It refuses policies that break the
 * rules; computing the amounts is the contribution rules' job.
 */
import type { ContributionPolicy } from '../schemas/employer-file';
import { formatDollars, type Cents } from './money';

export type { ContributionPolicy };

/** The class every member starts in (registration sets contributionclass 'ALL'). */
export const DEFAULT_CLASS = 'ALL';
/** The ages an age-band policy must cover, inclusive. */
export const MIN_AGE = 0;
export const MAX_AGE = 120;
/** ICHRA: the amount for the oldest may be at most three times the amount for the youngest. */
export const MAX_AGE_RATIO = 3;

/** A class's policy for one plan year, amounts in cents. */
export interface ClassPolicy {
  planYear: number;
  className: string;
  policy: ContributionPolicy;
  /** Monthly contribution when the employee waives coverage. */
  waivedCents: Cents;
}

/** One broken rule: where (a path inside the checked value) and why. */
export interface PolicyProblem {
  path: (string | number)[];
  reason: string;
}

/**
 * Whether a member's contributionclass means the default class: the spec's client sends 'ALL',
 * or 'empty' when the member has no class.
 */
export const isDefaultClass = (className: string | null | undefined): boolean => {
  const name = (className ?? '').trim().toLowerCase();
  return name === '' || name === 'empty' || name === DEFAULT_CLASS.toLowerCase();
};

/** Class names are compared without regard to case or surrounding spaces. */
export const sameClass = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

interface AgeBand {
  minAge: number;
  maxAge: number;
  amount: Cents;
}

/**
 * Age bands: each band's minAge at most its maxAge; sorted by minAge they start at 0, end at 120
 * and follow each other without a gap or an overlap; the highest amount is at most three times the
 * lowest. Paths are relative to the policy (`bands.1.maxAge`).
 */
export function ageBandProblems(bands: readonly AgeBand[]): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  const order = bands.map((band, index) => ({ band, index }));
  order.forEach(({ band, index }) => {
    if (band.minAge > band.maxAge)
      problems.push({
        path: ['bands', index, 'maxAge'],
        reason: `must not be below minAge (${band.minAge})`,
      });
  });
  order.sort((a, b) => a.band.minAge - b.band.minAge || a.band.maxAge - b.band.maxAge);

  const first = order[0];
  if (first && first.band.minAge > MIN_AGE) {
    problems.push({
      path: ['bands', first.index, 'minAge'],
      reason: `the bands must start at age ${MIN_AGE}: ages ${MIN_AGE}-${first.band.minAge - 1} have no amount`,
    });
  }
  // Compare each band with the furthest-reaching band before it, so an overlap with any earlier
  // band is found, not only with the previous one.
  let reach = first;
  for (const cur of order.slice(1)) {
    const prev = reach as (typeof order)[number];
    if (cur.band.minAge > prev.band.maxAge + 1) {
      problems.push({
        path: ['bands', cur.index, 'minAge'],
        reason: `gap: ages ${prev.band.maxAge + 1}-${cur.band.minAge - 1} have no amount`,
      });
    } else if (cur.band.minAge <= prev.band.maxAge) {
      problems.push({
        path: ['bands', cur.index, 'minAge'],
        reason: `overlaps band ${prev.index} (ages ${prev.band.minAge}-${prev.band.maxAge}): age ${cur.band.minAge} would have two amounts`,
      });
    }
    if (cur.band.maxAge > prev.band.maxAge) reach = cur;
  }
  const maxEnd = Math.max(...bands.map((b) => b.maxAge));
  if (bands.length && maxEnd < MAX_AGE) {
    const last = order.reduce((a, b) => (b.band.maxAge > a.band.maxAge ? b : a));
    problems.push({
      path: ['bands', last.index, 'maxAge'],
      reason: `the bands must reach age ${MAX_AGE}: ages ${maxEnd + 1}-${MAX_AGE} have no amount`,
    });
  }

  if (bands.length) {
    const amounts = bands.map((b) => b.amount);
    const lowest = Math.min(...amounts);
    const highest = Math.max(...amounts);
    // Integer cents: highest <= 3 x lowest is exact, and a zero lowest with a positive highest fails.
    if (highest > MAX_AGE_RATIO * lowest) {
      problems.push({
        path: ['bands'],
        reason: `the highest amount (${formatDollars(highest)}) is more than ${MAX_AGE_RATIO} times the lowest (${formatDollars(lowest)}): contributions may vary by age at most ${MAX_AGE_RATIO}:1 within a class`,
      });
    }
  }
  return problems;
}

/** The load-time checks of one policy. Paths are relative to the policy. */
export function policyProblems(policy: ContributionPolicy): PolicyProblem[] {
  switch (policy.kind) {
    case 'age-band':
      return ageBandProblems(policy.bands);
    case 'flat-by-tier':
    case 'base-plus-dependent':
    case 'benchmark-percent':
      // Their shapes and ranges are the schema's (shared/schemas/employer-file.ts); none varies by age.
      return [];
  }
}

/**
 * Class names: unique within the employer (one set of terms per class), 'ALL' present (every
 * member starts there), and 'empty' not used (the client sends it for "no class"). An undefined
 * entry (a class without a usable name, reported by the schema) keeps its index but is skipped.
 */
export function classNameProblems(names: readonly (string | undefined)[]): PolicyProblem[] {
  const problems: PolicyProblem[] = [];
  names.forEach((name, index) => {
    if (name === undefined) return;
    const firstIndex = names.findIndex((n) => n !== undefined && sameClass(n, name));
    if (firstIndex !== index) {
      problems.push({
        path: ['classes', index, 'name'],
        reason: `class "${name}" is defined twice (also classes.${firstIndex}): one set of terms per class`,
      });
    }
    if (name.trim().toLowerCase() === 'empty') {
      problems.push({
        path: ['classes', index, 'name'],
        reason: `"empty" is reserved: it means a member without a class, who gets the ${DEFAULT_CLASS} class's terms`,
      });
    }
  });
  if (!names.some((n) => n !== undefined && sameClass(n, DEFAULT_CLASS))) {
    problems.push({
      path: ['classes'],
      reason: `a class named ${DEFAULT_CLASS} is required: every member starts in it at registration`,
    });
  }
  return problems;
}

/**
 * The policy that applies to a member's class among one plan year's policies: the class's own,
 * else the default class's ('ALL'/'empty' mean the default class).
 */
export function policyForClass<P extends { className: string }>(
  policies: readonly P[],
  className: string | null | undefined,
): P | undefined {
  const own = isDefaultClass(className)
    ? undefined
    : policies.find((p) => sameClass(p.className, className ?? ''));
  return own ?? policies.find((p) => sameClass(p.className, DEFAULT_CLASS));
}
