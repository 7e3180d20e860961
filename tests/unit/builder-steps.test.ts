/**
 * The builder's step registry (shared/domain/steps): every registered step declares every part
 * (checked by the type and at run time), every field of the Authorize Elections body is owned by
 * one step, and a step registered in a fixture registry, without touching another module, is found
 * in the tabs, the priced orders and the spend, the cart's lines and the printed summary's.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { electionAmounts, type ElectionInputs } from '../../shared/domain/election-cost';
import type { Cents } from '../../shared/domain/money';
import {
  builderSteps,
  choiceNotOffered,
  missingStepParts,
  pricedOrders,
  type BuilderStep,
  type BuilderSteps,
  type StepOrder,
} from '../../shared/domain/steps';
import type { builderStepParts, stepOrderParts } from '../../shared/domain/steps/types';
import { subSteps, type SubStepInput } from '../../shared/domain/sub-steps';
import { authorizeBody, orderCategory } from '../../shared/schemas/order';
import type { HealthPlan } from '../../shared/schemas/quote';
import type { CartData } from '../../frontend/src/features/cart/api/load-cart';
import { cartLines, cartSummaryOf } from '../../frontend/src/features/cart/summary/purchase-summary';

const c = (n: number) => n as Cents;

/** A hypothetical step: a wellness program, $4.00 a month for a member who shops, before the cart. */
const wellnessStep: BuilderStep<'wellness', 'wellness'> = {
  id: 'wellness',
  title: 'Wellness Program',
  shown: (input) => input.healthOption === 'shop',
  requestFields: ['wellnessProgram'],
  choice: null,
  order: {
    category: 'wellness',
    cents: (i) => (i.waived ? null : c(400)),
    fields: () => ({ productname: 'Wellness Program' }),
    cartLine: (cart) =>
      cart.waived
        ? null
        : {
            kind: 'wellness',
            carrier: 'Fit Co',
            planType: 'Wellness',
            planName: 'Wellness Program',
            metalTier: '',
            monthlyCents: c(400),
          },
    mailLine: (_o, amount) => `Wellness Program: ${amount} per month`,
  },
};

/** The real registry with the wellness step before the cart. */
const withWellness: BuilderSteps = [...builderSteps.slice(0, -1), wellnessStep, ...builderSteps.slice(-1)];

const shopping: SubStepInput = {
  employeazecustomer: 1,
  hsaonly: 1,
  healthOption: 'shop',
  planHsaEligible: true,
  cartReached: true,
};

const inputs: ElectionInputs = {
  contributionCents: c(60_000),
  waived: false,
  planPremiumCents: c(61_234),
  hsaMonthlyCents: c(5_000),
  hsaCounts: true,
  serviceCents: c(3_250),
};

const plan = {
  id: 'plan-1',
  issuername: 'Acme Health',
  plantype: 'PPO',
  planname: 'Acme Silver PPO',
  metallevel: 'Silver',
  rate: 612.34,
} as HealthPlan;

const cartData = (steps?: BuilderSteps): CartData => ({
  plan,
  planPremiumCents: c(61_234),
  service: {
    subcategory: 'Dental',
    option: 'Employee Only',
    vendorname: 'Smile Co',
    taxstatus: 'Pre-Tax',
    costCents: c(3_250),
  },
  contributionCents: c(60_000),
  hsaMonthlyCents: c(5_000),
  amounts: electionAmounts(inputs, steps),
});

/** The Authorize Elections body's fields, read from its schema ('election.planid' for the election's). */
function bodyFields(): string[] {
  type Shape = Record<string, { _zod: { def: { options?: Array<{ shape: Record<string, unknown> }> } } }>;
  const schema = (
    authorizeBody as unknown as { _zod: { def: { getter: () => { shape: Shape } } } }
  )._zod.def.getter();
  return Object.entries(schema.shape).flatMap(([key, field]) => {
    const options = field._zod.def.options;
    if (!options) return [key];
    return [...new Set(options.flatMap((o) => Object.keys(o.shape)))].map((k) => `${key}.${k}`);
  });
}

describe('the step registry', () => {
  it('every registered step declares every part (its tab, request fields, choice and order)', () => {
    expect(missingStepParts()).toEqual([]);
    expect(builderSteps.map((s) => s.id)).toEqual([
      'contributions',
      'ichra-acknowledgment',
      'shop',
      'hsa',
      'additional-services',
      'coverage-attestation',
      'cart',
    ]);
  });

  it('the run-time check names every part of the step type, and the type requires each', () => {
    expectTypeOf<Exclude<keyof BuilderStep, (typeof builderStepParts)[number]>>().toBeNever();
    expectTypeOf<Exclude<keyof StepOrder, (typeof stepOrderParts)[number]>>().toBeNever();
    // A step without its order part does not type-check: `order: null` says it creates none.
    // @ts-expect-error -- 'order' is missing
    const noOrder: BuilderStep = { id: 'x', title: 'X', shown: () => true, requestFields: [], choice: null };
    expect(noOrder.id).toBe('x');
  });

  it('fails a step that lacks a part, names a field or category owned twice', () => {
    const { cartLine: _omitted, ...orderWithoutLine } = wellnessStep.order!;
    const broken = { ...wellnessStep, order: orderWithoutLine } as unknown as BuilderStep;
    expect(missingStepParts([...builderSteps, broken])).toEqual(['wellness: order.cartLine']);
    const { shown: _shown, ...noShown } = wellnessStep;
    expect(missingStepParts([noShown as unknown as BuilderStep])).toEqual(['wellness: shown']);
    const twice = { ...wellnessStep, id: 'again', requestFields: ['election.planid'] };
    expect(missingStepParts([...builderSteps, wellnessStep, twice])).toEqual([
      'again: request field election.planid (owned by shop)',
      'again: a unique order category',
    ]);
  });

  it('every field of the Authorize Elections body is owned by exactly one step', () => {
    const owned = builderSteps.flatMap((s) => s.requestFields);
    expect([...owned].sort()).toEqual(bodyFields().sort());
  });

  it("the steps' order categories are exactly the ones the order schema knows", () => {
    const schema = (
      orderCategory as unknown as { _zod: { def: { getter: () => { options: string[] } } } }
    )._zod.def.getter();
    const categories = builderSteps.flatMap((s) => (s.order ? [s.order.category] : []));
    expect([...categories].sort()).toEqual([...schema.options].sort());
  });

  it('refuses a choice made on a step that is not shown, naming its field', () => {
    const body = { election: { kind: 'shop', hsaMonthlyCents: 100 }, additionalServiceOption: 'x' } as const;
    expect(choiceNotOffered(body, ['contributions', 'shop', 'cart'])).toEqual({
      field: 'election.hsaMonthlyCents',
      message: expect.any(String),
    });
    expect(choiceNotOffered(body, ['hsa'])?.field).toBe('additionalServiceOption');
    expect(choiceNotOffered(body, ['hsa', 'additional-services'])).toBeNull();
  });
});

describe('a step registered in a fixture registry', () => {
  it('is a tab, numbered in its place, where it is shown', () => {
    expect(subSteps(shopping, withWellness).map((t) => `${t.number} ${t.id}`)).toEqual([
      '1 contributions',
      '2 ichra-acknowledgment',
      '3 shop',
      '4 hsa',
      '5 additional-services',
      '6 coverage-attestation',
      '7 wellness',
      '8 cart',
    ]);
    expect(subSteps({ ...shopping, healthOption: 'waive' }, withWellness).map((t) => t.id)).not.toContain(
      'wellness',
    );
    expect(subSteps(shopping).map((t) => t.id)).not.toContain('wellness');
  });

  it('prices its order, which counts toward spend', () => {
    expect(pricedOrders(inputs, withWellness)).toEqual([
      { stepId: 'shop', category: 'healthinsurance', cents: 61_234 },
      { stepId: 'hsa', category: 'HSA', cents: 5_000 },
      { stepId: 'additional-services', category: 'additionalservices', cents: 3_250 },
      { stepId: 'wellness', category: 'wellness', cents: 400 },
    ]);
    const without = electionAmounts(inputs);
    const withIt = electionAmounts(inputs, withWellness);
    expect(withIt.totalCents).toBe(without.totalCents + 400);
    expect(withIt.payrollDeductionCents).toBe(61_234 + 5_000 + 3_250 + 400 - 60_000);
    // The orders still add up to the Total.
    expect(pricedOrders(inputs, withWellness).reduce((sum, o) => sum + o.cents, 0)).toBe(withIt.totalCents);
    expect(
      pricedOrders({ ...inputs, waived: true, hsaMonthlyCents: c(0), hsaCounts: false }, withWellness).map(
        (o) => o.stepId,
      ),
    ).toEqual(['contributions', 'additional-services']);
  });

  it('has its line in the cart and in the printed summary', () => {
    const choices = { waived: false, waiverReason: null, hsaMonthlyCents: c(5_000) };
    expect(cartLines(cartData(withWellness), choices, withWellness).map((l) => l.kind)).toEqual([
      'plan',
      'hsa',
      'service',
      'wellness',
    ]);
    const summary = cartSummaryOf({
      data: cartData(withWellness),
      member: { firstname: 'Ada', lastname: 'Lovelace' },
      employerName: 'Initech',
      state: {
        effectiveDate: '2026-07-01',
        healthOption: 'shop',
        waiverReason: null,
        customWaiverReason: null,
      },
      steps: withWellness,
    })!;
    expect(summary.lines.at(-1)).toEqual({
      kind: 'wellness',
      carrier: 'Fit Co',
      planType: 'Wellness',
      planName: 'Wellness Program',
      metalTier: '',
      monthlyCents: 400,
    });
    expect(summary.lines.reduce((sum, l) => sum + l.monthlyCents, 0)).toBe(summary.totalCents);
  });
});
