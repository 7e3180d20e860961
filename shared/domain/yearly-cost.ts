/**
 * The estimated yearly cost of a health plan, for choosing well (beyond spec builder section 2,
 * issue 11 item 5): 12 × the household's monthly premium plus the expected out-of-pocket cost of a
 * year of low, medium or high use of care, from the plan's deductible, copays, coinsurance and
 * out-of-pocket maximum. An estimate to compare plans with, not a price: the allowed amounts of the
 * services below are typical figures, and every covered person of the household is assumed to use
 * the same care.
 *
 * Pure and in integer cents (shared/domain/money.ts).
 */
import type { HealthPlan } from '../schemas/quote';
import { dollarsToCents, roundCents, type Cents } from './money';

/** The kinds of care a year of use is made of, each read from one benefit row of the plan. */
export type CareKind =
  'primaryCare' | 'specialist' | 'urgentCare' | 'genericDrug' | 'imaging' | 'emergencyRoom' | 'inpatientStay';

interface CareService {
  benefit:
    | 'primarycarevisit'
    | 'specialistvisit'
    | 'urgentcare'
    | 'genericdrugs'
    | 'imagingctpetscansmris'
    | 'emergencyroomservices'
    | 'inpatienthospitalservices';
  /** What the service typically costs before insurance (the allowed amount), in cents. */
  allowedCents: Cents;
  /** Days of one use, for a copay charged per day. */
  days: number;
}

/** Typical allowed amounts of one use of each kind of care. */
export const careServices: Record<CareKind, CareService> = {
  primaryCare: { benefit: 'primarycarevisit', allowedCents: 15_000 as Cents, days: 1 },
  specialist: { benefit: 'specialistvisit', allowedCents: 25_000 as Cents, days: 1 },
  urgentCare: { benefit: 'urgentcare', allowedCents: 20_000 as Cents, days: 1 },
  genericDrug: { benefit: 'genericdrugs', allowedCents: 2_000 as Cents, days: 1 },
  imaging: { benefit: 'imagingctpetscansmris', allowedCents: 100_000 as Cents, days: 1 },
  emergencyRoom: { benefit: 'emergencyroomservices', allowedCents: 250_000 as Cents, days: 1 },
  inpatientStay: { benefit: 'inpatienthospitalservices', allowedCents: 1_500_000 as Cents, days: 3 },
};

export type UseLevel = 'low' | 'medium' | 'high';
export const useLevels: readonly UseLevel[] = ['low', 'medium', 'high'];

/** A year of care of one covered person at each level of use: how many uses of each kind. */
export const careYears: Record<UseLevel, Partial<Record<CareKind, number>>> = {
  low: { primaryCare: 2, genericDrug: 3 },
  medium: { primaryCare: 4, specialist: 2, urgentCare: 1, genericDrug: 12, imaging: 1 },
  high: {
    primaryCare: 6,
    specialist: 6,
    urgentCare: 1,
    genericDrug: 24,
    imaging: 2,
    emergencyRoom: 1,
    inpatientStay: 1,
  },
};

/** How a benefit row shares the cost of one use, as read from its text. */
export type CostShare =
  | { kind: 'free'; afterDeductible: boolean }
  | { kind: 'copay'; cents: Cents; perDay: boolean; afterDeductible: boolean }
  | { kind: 'coinsurance'; percent: number; afterDeductible: boolean }
  | { kind: 'both'; copayCents: Cents; perDay: boolean; percent: number; afterDeductible: boolean }
  | { kind: 'notCovered' };

/**
 * Where a plan's row is missing or unreadable, the use is assumed to count toward the deductible
 * and then cost this share: the usual coinsurance of individual plans.
 */
export const assumedCoinsurancePercent = 20;

const afterDeductibleText = /(after|with) deductible/i;

/**
 * Reads a benefit row as the CMS files write it ("$40", "$250 Copay after deductible",
 * "$300 Copay per Day after deductible", "20% Coinsurance after deductible", "No Charge",
 * "Not Covered", or a copay and a coinsurance joined by "; ").
 */
export function parseCostShare(text: string | null): CostShare {
  const t = (text ?? '').trim();
  if (/^not covered/i.test(t)) return { kind: 'notCovered' };
  const afterDeductible = afterDeductibleText.test(t);
  const copay = /\$\s?([\d,]+(?:\.\d{1,2})?)/.exec(t);
  const percent = /(\d+(?:\.\d+)?)\s?%/.exec(t);
  const perDay = /per day/i.test(t);
  if (copay && percent && Number(percent[1]) > 0)
    return {
      kind: 'both',
      copayCents: dollarsToCents(copay[1] as string),
      perDay,
      percent: Number(percent[1]),
      afterDeductible,
    };
  if (copay) {
    const cents = dollarsToCents(copay[1] as string);
    return cents === 0
      ? { kind: 'free', afterDeductible }
      : { kind: 'copay', cents, perDay, afterDeductible };
  }
  if (percent) {
    const p = Number(percent[1]);
    return p === 0 ? { kind: 'free', afterDeductible } : { kind: 'coinsurance', percent: p, afterDeductible };
  }
  if (/^no charge/i.test(t)) return { kind: 'free', afterDeductible };
  return { kind: 'coinsurance', percent: assumedCoinsurancePercent, afterDeductible: true };
}

/** "$4,500" or "4500" to cents; null when the text is not an amount ("Not Applicable"). */
export function moneyTextToCents(text: string | null | undefined): Cents | null {
  if (!text) return null;
  const m = /^\s*\$?\s?([\d,]+(?:\.\d{1,2})?)\s*$/.exec(text);
  return m ? dollarsToCents(m[1] as string) : null;
}

export interface PlanCostTerms {
  deductibleCents: Cents;
  oopMaxCents: Cents;
  shares: Record<CareKind, CostShare>;
}

/**
 * The terms that apply to the household: the individual deductible and out-of-pocket maximum for
 * one covered person, the family ones for more (twice the individual ones when the family figure
 * is not an amount). Null when the plan's deductible or maximum cannot be read.
 */
export function planCostTerms(plan: HealthPlan, people: number): PlanCostTerms | null {
  const dedInd = moneyTextToCents(plan.annualdeductibleindividual);
  const oopInd = moneyTextToCents(plan.annualoopmaxindividual);
  if (dedInd === null || oopInd === null) return null;
  const family = people > 1;
  const deductibleCents = family
    ? (moneyTextToCents(plan.annualdeductiblefamily) ?? ((dedInd * 2) as Cents))
    : dedInd;
  const oopMaxCents = family
    ? (moneyTextToCents(plan.annualoopmaxfamily) ?? ((oopInd * 2) as Cents))
    : oopInd;
  const shares = Object.fromEntries(
    (Object.keys(careServices) as CareKind[]).map((k) => [k, parseCostShare(plan[careServices[k].benefit])]),
  ) as Record<CareKind, CostShare>;
  return { deductibleCents, oopMaxCents, shares };
}

/**
 * The out-of-pocket cost of a year of care: uses in the order of `careServices`, the deductible
 * paid first where a row says "after deductible", copays (per use or per day) and coinsurance
 * after it, everything covered capped by the out-of-pocket maximum; care the plan does not cover is
 * paid in full and does not count toward the maximum.
 */
export function outOfPocketCents(terms: PlanCostTerms, level: UseLevel, people = 1): Cents {
  let deductibleLeft: number = terms.deductibleCents;
  let oopLeft: number = terms.oopMaxCents;
  let notCovered = 0;
  for (const kind of Object.keys(careServices) as CareKind[]) {
    const uses = (careYears[level][kind] ?? 0) * Math.max(1, people);
    const service = careServices[kind];
    const share = terms.shares[kind];
    for (let i = 0; i < uses; i++) {
      if (share.kind === 'notCovered') {
        notCovered += service.allowedCents;
        continue;
      }
      let pay = 0;
      let rest: number = service.allowedCents;
      if (share.afterDeductible) {
        const toDeductible = Math.min(rest, deductibleLeft);
        deductibleLeft -= toDeductible;
        pay += toDeductible;
        rest -= toDeductible;
      }
      if (rest > 0) {
        if (share.kind === 'copay') pay += Math.min(rest, share.cents * (share.perDay ? service.days : 1));
        else if (share.kind === 'coinsurance') pay += roundCents((rest * share.percent) / 100);
        else if (share.kind === 'both') {
          const copay = Math.min(rest, share.copayCents * (share.perDay ? service.days : 1));
          pay += copay + roundCents(((rest - copay) * share.percent) / 100);
        }
      }
      pay = Math.min(pay, oopLeft);
      oopLeft -= pay;
    }
  }
  return (terms.oopMaxCents - oopLeft + notCovered) as Cents;
}

export interface YearlyCostEstimate {
  /** 12 × the household's monthly premium. */
  premiumCents: Cents;
  /** Premium plus the expected out-of-pocket cost, per level of use. */
  totalCents: Record<UseLevel, Cents>;
  outOfPocketCents: Record<UseLevel, Cents>;
}

/**
 * The estimate for a quoted plan and a household of `people` covered persons; null when the
 * plan's deductible or out-of-pocket maximum is not an amount.
 *
 * @example
 * estimateYearlyCost(plan, 1)?.totalCents.medium // cents
 */
export function estimateYearlyCost(plan: HealthPlan, people: number): YearlyCostEstimate | null {
  const terms = planCostTerms(plan, people);
  if (!terms) return null;
  const premiumCents = (dollarsToCents(plan.rate) * 12) as Cents;
  const oop = {} as Record<UseLevel, Cents>;
  const total = {} as Record<UseLevel, Cents>;
  for (const level of useLevels) {
    oop[level] = outOfPocketCents(terms, level, people);
    total[level] = (premiumCents + oop[level]) as Cents;
  }
  return { premiumCents, totalCents: total, outOfPocketCents: oop };
}
