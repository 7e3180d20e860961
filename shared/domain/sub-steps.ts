/**
 * The builder's sub-step tabs (spec builder section 2 "Sub-step tabs" and
 * section 4 "Numbered sub-steps by flags"), one pure function used by the tab bar in the browser
 * and by the server when it validates an authorization.
 *
 * Reading of the spec, where the two sections disagree section 4's numbering wins:
 * - Section 2 shows Flexible Spending "when hsaonly is 1 or the selected plan is HSA eligible",
 *   and says that at the cart step an HSA-eligible plan forces the step in. Section 4 numbers the
 *   HSA step only "if the plan is HSA eligible and hsaonly is 1", and numbers the flow without it
 *   "if the plan is not HSA eligible or hsaonly is 0". So the tab exists exactly when both hold,
 *   before and at the cart step alike: `cartReached` is part of the contract (the tab bar and the
 *   server pass it) but under section 4's numbering it never changes the list.
 * - Section 4 numbers shopping only for employeazecustomer 1 and 2; section 2 adds Additional
 *   Services only for 1, so shopping with 0 is numbered like 2 (the cart directly follows).
 * - Waiving: Contributions, Additional Services when employeazecustomer is 1, then Your Cart
 *   (section 4: "waiving otherwise: 2 summary", so the cart is there for 0 and 2 alike).
 * Contributions is always tab 1; the numbers are consecutive in the order of section 4.
 *
 * Each step's rule (`shown`) lives in its own module of shared/domain/steps, whose registry gives
 * the order; this module numbers the steps shown and names no step.
 */
import { builderSteps, type BuilderSteps, type SubStepId } from './steps';
import type { SubStepInput } from './steps/types';

export type { SubStepId } from './steps';
export type { SubStepInput } from './steps/types';

/** The tabs' ids, in the registry's order (shared/domain/steps). */
export const subStepIds: readonly SubStepId[] = builderSteps.map((step) => step.id);

/** Each tab's title (a shared/api-messages.ts text). */
export const subStepTitles = Object.fromEntries(builderSteps.map((step) => [step.id, step.title])) as Record<
  SubStepId,
  string
>;

export interface SubStep<Id extends string = SubStepId> {
  id: Id;
  number: number;
  title: string;
}

export function isSubStepId(value: string): value is SubStepId {
  return (subStepIds as readonly string[]).includes(value);
}

/**
 * The tabs shown, numbered: each registered step whose `shown` holds, in the registry's order.
 * `steps` is the registry (the real one by default; a test passes its own).
 */
export function subSteps(input: SubStepInput): SubStep[];
export function subSteps<Id extends string>(
  input: SubStepInput,
  steps: BuilderSteps & readonly { id: Id }[],
): SubStep<Id>[];
export function subSteps(input: SubStepInput, steps: BuilderSteps = builderSteps): SubStep<string>[] {
  return steps
    .filter((step) => step.shown(input))
    .map((step, index) => ({ id: step.id, number: index + 1, title: step.title }));
}
