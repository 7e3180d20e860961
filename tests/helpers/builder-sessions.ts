/**
 * Random builder sessions for property tests: an employer's sub-step flags, the moment the
 * sub-steps are entered, and a sequence of what an employee does, turned into the builder
 * reducer's actions one at a time against the state so far (a plan is added at the price the shop
 * quotes on the state's effective date, as the shop step does).
 *
 * The prices are this file's own tables, not the portal's: a plan's monthly premium depends on
 * the effective date (ages are taken on it), so a plan kept across a change of date would be
 * priced differently by the cart, which quotes again.
 */
import fc from 'fast-check';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { waiverReasons } from '../../shared/domain/elections';
import type { Cents } from '../../shared/domain/money';
import { subStepIds } from '../../shared/domain/sub-steps';
import type { BuilderAction, BuilderState } from '../../frontend/src/enrollment/state/builder-reducer';

export interface SessionEmployer {
  employeazecustomer: 0 | 1 | 2;
  hsaonly: 0 | 1;
  edoc_period: number;
}

export const testPlans = [
  { id: 'hsa-bronze', name: 'HSA Bronze', hsaEligible: true, baseCents: 41_250 },
  { id: 'silver-ppo', name: 'Silver PPO', hsaEligible: false, baseCents: 52_000 },
  { id: 'gold-hmo', name: 'Gold HMO', hsaEligible: false, baseCents: 86_655 },
] as const;

export const testServices = [
  { productId: 'dental', optionId: 'Employee Only', monthlyCents: 3_250 as Cents },
  { productId: 'vision', optionId: 'Family', monthlyCents: 1_875 as Cents },
] as const;

/** The household premium the quote answers for a plan on an effective date (in cents). */
export function quotedPremium(planId: string, effectiveDate: string | null): Cents {
  const plan = testPlans.find((p) => p.id === planId);
  if (!plan) throw new Error(`unknown plan ${planId}`);
  // A later date prices a little higher: enough that a plan kept across a date change shows.
  const month = effectiveDate
    ? Number(effectiveDate.slice(0, 4)) * 12 + Number(effectiveDate.slice(5, 7))
    : 0;
  return (plan.baseCents + (month % 7) * 113) as Cents;
}

/** The service's monthly cost as the employer's product list answers it. */
export function serviceCost(optionId: string, productId: string): Cents | null {
  return testServices.find((s) => s.optionId === optionId && s.productId === productId)?.monthlyCents ?? null;
}

/** The monthly employer contribution for the option on a date (the waived one when waiving). */
export function contributionFor(healthOption: 'shop' | 'waive', effectiveDate: string | null): Cents {
  const base = healthOption === 'shop' ? 90_000 : 15_000;
  return (base + (effectiveDate ? Number(effectiveDate.slice(5, 7)) * 100 : 0)) as Cents;
}

/** What the employee does; turned into an action against the current state by `toAction`. */
export type Intent =
  | { kind: 'enterProfileStep' }
  | { kind: 'enterSubSteps' }
  | { kind: 'setHealthOption'; option: 'shop' | 'waive' }
  | { kind: 'setWaiverReason'; reason: number; custom: string }
  | { kind: 'chooseDate'; which: 0 | 1 | 2 }
  | { kind: 'selectPlan'; plan: number | null }
  | { kind: 'toggleCompare'; plan: number }
  | { kind: 'setHsa'; cents: number }
  | { kind: 'setService'; service: number | null }
  | { kind: 'acknowledge'; value: boolean }
  | { kind: 'reachTab'; tab: number };

export const intentArb: fc.Arbitrary<Intent> = fc.oneof(
  fc.constant({ kind: 'enterProfileStep' as const }),
  fc.constant({ kind: 'enterSubSteps' as const }),
  fc.record({ kind: fc.constant('setHealthOption' as const), option: fc.constantFrom('shop', 'waive') }),
  fc.record({
    kind: fc.constant('setWaiverReason' as const),
    reason: fc.nat(waiverReasons.length - 1),
    custom: fc.constantFrom('', 'Covered elsewhere'),
  }),
  fc.record({ kind: fc.constant('chooseDate' as const), which: fc.constantFrom(0, 1, 2) }),
  fc.record({
    kind: fc.constant('selectPlan' as const),
    plan: fc.option(fc.nat(testPlans.length - 1), { nil: null }),
  }),
  fc.record({ kind: fc.constant('toggleCompare' as const), plan: fc.nat(testPlans.length - 1) }),
  fc.record({
    kind: fc.constant('setHsa' as const),
    cents: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 70_000 })),
  }),
  fc.record({
    kind: fc.constant('setService' as const),
    service: fc.option(fc.nat(testServices.length - 1), { nil: null }),
  }),
  fc.record({ kind: fc.constant('acknowledge' as const), value: fc.boolean() }),
  fc.record({ kind: fc.constant('reachTab' as const), tab: fc.nat(subStepIds.length - 1) }),
);

export interface Session {
  employer: SessionEmployer;
  /** When the sub-steps are entered (decides the two effective-date options). */
  now: Date;
  intents: Intent[];
}

export const sessionArb: fc.Arbitrary<Session> = fc.record({
  employer: fc.record({
    employeazecustomer: fc.constantFrom(0 as const, 1 as const, 2 as const),
    hsaonly: fc.constantFrom(0 as const, 1 as const),
    edoc_period: fc.integer({ min: 0, max: 31 }),
  }),
  now: fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T23:59:59Z'),
    noInvalidDate: true,
  }),
  intents: fc.array(intentArb, { minLength: 1, maxLength: 40 }),
});

/** A first-of-month date that is never one of the options (a stale or forged choice). */
export const offListDate = '2031-05-01';

/** The reducer action an intent makes in `state` (the shop quotes a plan on the state's date). */
export function toAction(intent: Intent, state: BuilderState, session: Session): BuilderAction {
  const options = effectiveDateOptions(session.now, session.employer.edoc_period);
  switch (intent.kind) {
    case 'enterProfileStep':
      return { type: 'enterProfileStep' };
    case 'enterSubSteps':
      return { type: 'enterSubSteps', effectiveDateOptions: options };
    case 'setHealthOption':
      return { type: 'setHealthOption', healthOption: intent.option };
    case 'setWaiverReason': {
      const reason = waiverReasons[intent.reason] ?? null;
      return { type: 'setWaiverReason', reason, custom: reason === 'Other' ? intent.custom : null };
    }
    case 'chooseDate':
      return { type: 'setEffectiveDate', iso: intent.which === 2 ? offListDate : options[intent.which] };
    case 'selectPlan': {
      if (intent.plan === null) return { type: 'selectPlan', plan: null };
      const plan = testPlans[intent.plan]!;
      return {
        type: 'selectPlan',
        plan: {
          id: plan.id,
          name: plan.name,
          hsaEligible: plan.hsaEligible,
          monthlyRateCents: quotedPremium(plan.id, state.effectiveDate),
        },
      };
    }
    case 'toggleCompare':
      return { type: 'toggleCompare', planId: testPlans[intent.plan]!.id };
    case 'setHsa':
      return { type: 'setHsaMonthlyCents', cents: intent.cents as Cents };
    case 'setService':
      return {
        type: 'setAdditionalService',
        selection: intent.service === null ? null : { ...testServices[intent.service]! },
      };
    case 'acknowledge':
      return { type: 'setIchraAcknowledged', acknowledged: intent.value };
    case 'reachTab':
      return { type: 'reachTab', tab: subStepIds[intent.tab]! };
  }
}
