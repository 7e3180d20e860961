/**
 * The builder's sub-steps by the employer's flags and the election (spec/enrollment-builder.md
 * section 4 'Sub-step order'). Minimal version on w/orders-api: the lead takes the sub-steps
 * engineer's module at merge (same signature).
 */
export type SubStepId =
  'contributions' | 'ichra-acknowledgment' | 'shop' | 'hsa' | 'additional-services' | 'cart';

export interface SubStepInput {
  employeazecustomer: 0 | 1 | 2;
  hsaonly: 0 | 1;
  healthOption: 'shop' | 'waive';
  planHsaEligible: boolean;
  cartReached: boolean;
}

const titles: Record<SubStepId, string> = {
  contributions: 'Contributions',
  'ichra-acknowledgment': 'ICHRA Acknowledgment',
  shop: 'Shop Health Plans',
  hsa: 'Flexible Spending',
  'additional-services': 'Additional Services',
  cart: 'Your Cart',
};

export function subSteps(i: SubStepInput): { id: SubStepId; number: number; title: string }[] {
  const ids: SubStepId[] = ['contributions'];
  if (i.healthOption === 'shop') {
    ids.push('ichra-acknowledgment', 'shop');
    if (i.planHsaEligible && i.hsaonly === 1) ids.push('hsa');
  }
  if (i.employeazecustomer === 1) ids.push('additional-services');
  ids.push('cart');
  return ids.map((id, n) => ({ id, number: n + 1, title: titles[id] }));
}
