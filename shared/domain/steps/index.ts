/**
 * The builder's sub-steps, in their order (spec builder section 4 "Numbered sub-steps by flags"):
 * the one list the tabs, the cost math, the orders, the e-mail and the cart's lines iterate over.
 * Adding a step is adding its module here (docs/architecture.md, "Adding a builder step").
 *
 * The functions take the registry as a parameter, the real one by default, so a test can run them
 * over a registry of its own (tests/unit/builder-steps.test.ts registers a hypothetical step).
 */
import type { Cents } from '../money';
import { additionalServicesStep } from './additional-services';
import { cartStep } from './cart';
import { contributionsStep } from './contributions';
import { coverageAttestationStep } from './coverage-attestation';
import { hsaStep } from './hsa';
import { ichraAcknowledgmentStep } from './ichra-acknowledgment';
import { shopStep } from './shop';
import {
  builderStepParts,
  stepOrderParts,
  type BuilderStep,
  type CartLine,
  type CartLineTexts,
  type ElectionInputs,
  type StepBody,
  type StepCart,
} from './types';

export type * from './types';

export const builderSteps = [
  contributionsStep,
  ichraAcknowledgmentStep,
  shopStep,
  hsaStep,
  additionalServicesStep,
  coverageAttestationStep,
  cartStep,
] as const;

/** The registry's type: any ordered list of steps. */
export type BuilderSteps = readonly BuilderStep[];

/** A step's id: the tab's URL segment. */
export type SubStepId = (typeof builderSteps)[number]['id'];

/** The category of an order some step creates. */
export type StepOrderCategory = NonNullable<(typeof builderSteps)[number]['order']>['category'];

/** An order the elections create: which step's, its category and its monthly amount. */
export interface PricedOrder {
  stepId: string;
  category: string;
  cents: Cents;
}

/** Each step's order for the elections, in the registry's order (an order's amount counts toward spend). */
export function pricedOrders(inputs: ElectionInputs, steps: BuilderSteps = builderSteps): PricedOrder[] {
  return steps.flatMap((step) => {
    const cents = step.order?.cents(inputs) ?? null;
    return step.order && cents !== null ? [{ stepId: step.id, category: step.order.category, cents }] : [];
  });
}

/** The step whose order has this category. */
export function orderStep(category: string, steps: BuilderSteps = builderSteps): BuilderStep | undefined {
  return steps.find((step) => step.order?.category === category);
}

/** The steps' orders' lines of the cart, in the registry's order. */
export function stepCartLines(
  cart: StepCart,
  texts: CartLineTexts,
  steps: BuilderSteps = builderSteps,
): CartLine[] {
  return steps.flatMap((step) => {
    const line = step.order?.cartLine(cart, texts) ?? null;
    return line ? [line] : [];
  });
}

/**
 * The first choice of the body made on a step that is not shown: the field to name and the
 * refusal, or null when every choice is on a shown step.
 */
export function choiceNotOffered(
  body: StepBody,
  shownIds: readonly string[],
  steps: BuilderSteps = builderSteps,
): { field: string; message: string } | null {
  for (const step of steps)
    if (step.choice && !shownIds.includes(step.id) && step.choice.chosen(body))
      return { field: step.choice.field, message: step.choice.notOffered };
  return null;
}

/**
 * What a step lacks, by name ('hsa: order.cartLine'): every part of a step and of its order must
 * be there, a step's request fields owned by no other step. Empty when the registry is complete.
 */
export function missingStepParts(steps: BuilderSteps = builderSteps): string[] {
  const missing: string[] = [];
  const functions = new Set<string>(['shown', 'cents', 'fields', 'cartLine', 'mailLine', 'chosen']);
  const check = (owner: string, value: Record<string, unknown>, parts: readonly string[], prefix = '') => {
    for (const part of parts) {
      const v = value[part];
      const bad =
        v === undefined ||
        (functions.has(part) && typeof v !== 'function') ||
        ((part === 'id' || part === 'title' || part === 'category') && (typeof v !== 'string' || v === ''));
      if (bad) missing.push(`${owner}: ${prefix}${part}`);
    }
  };
  const seenIds = new Set<string>();
  const seenFields = new Map<string, string>();
  const seenCategories = new Set<string>();
  for (const [index, step] of steps.entries()) {
    const owner = typeof step.id === 'string' && step.id ? step.id : `#${index + 1}`;
    check(owner, step as unknown as Record<string, unknown>, builderStepParts);
    if (seenIds.has(owner)) missing.push(`${owner}: a unique id`);
    seenIds.add(owner);
    if (!Array.isArray(step.requestFields)) continue;
    for (const field of step.requestFields) {
      const other = seenFields.get(field);
      if (other) missing.push(`${owner}: request field ${field} (owned by ${other})`);
      seenFields.set(field, owner);
    }
    if (step.choice)
      check(
        owner,
        step.choice as unknown as Record<string, unknown>,
        ['chosen', 'field', 'notOffered'],
        'choice.',
      );
    if (step.order) {
      check(owner, step.order as unknown as Record<string, unknown>, stepOrderParts, 'order.');
      if (seenCategories.has(step.order.category)) missing.push(`${owner}: a unique order category`);
      seenCategories.add(step.order.category);
    }
  }
  return missing;
}
