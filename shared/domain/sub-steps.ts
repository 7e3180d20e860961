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
 */
import * as apiMessages from '../api-messages';

export type SubStepId =
  'contributions' | 'ichra-acknowledgment' | 'shop' | 'hsa' | 'additional-services' | 'cart';

export const subStepIds: readonly SubStepId[] = [
  'contributions',
  'ichra-acknowledgment',
  'shop',
  'hsa',
  'additional-services',
  'cart',
];

export const subStepTitles: Record<SubStepId, string> = {
  contributions: apiMessages.subStepContributions,
  'ichra-acknowledgment': apiMessages.subStepIchraAcknowledgment,
  shop: apiMessages.subStepShop,
  hsa: apiMessages.subStepHsa,
  'additional-services': apiMessages.subStepAdditionalServices,
  cart: apiMessages.subStepCart,
};

export interface SubStepInput {
  employeazecustomer: 0 | 1 | 2;
  hsaonly: 0 | 1;
  healthOption: 'shop' | 'waive';
  planHsaEligible: boolean;
  cartReached: boolean;
}

export interface SubStep {
  id: SubStepId;
  number: number;
  title: string;
}

export function isSubStepId(value: string): value is SubStepId {
  return (subStepIds as readonly string[]).includes(value);
}

export function subSteps(input: SubStepInput): SubStep[] {
  const ids: SubStepId[] = ['contributions'];
  if (input.healthOption === 'shop') {
    ids.push('ichra-acknowledgment', 'shop');
    if (input.planHsaEligible && input.hsaonly === 1) ids.push('hsa');
  }
  if (input.employeazecustomer === 1) ids.push('additional-services');
  ids.push('cart');
  return ids.map((id, index) => ({ id, number: index + 1, title: subStepTitles[id] }));
}
