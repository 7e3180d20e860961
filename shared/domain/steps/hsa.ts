/**
 * Flexible Spending, the HSA (spec builder section 4: shown when shopping, the plan is HSA eligible
 * and the employer's hsaonly is 1). Its 'HSA' order holds the monthly HSA amount; an amount sent
 * where the step is not shown is refused. The HSA limit is checked by lambdas/rules/elections.ts.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const hsaStep: BuilderStep<'hsa', 'HSA'> = {
  id: 'hsa',
  title: apiMessages.subStepHsa,
  shown: (input) => input.healthOption === 'shop' && input.planHsaEligible && input.hsaonly === 1,
  requestFields: ['election.hsaMonthlyCents'],
  choice: {
    chosen: (body) => body.election.kind === 'shop' && (body.election.hsaMonthlyCents ?? 0) > 0,
    field: 'election.hsaMonthlyCents',
    notOffered: apiMessages.hsaNotAvailable,
  },
  order: {
    category: 'HSA',
    cents: (i) => (i.hsaCounts && i.hsaMonthlyCents > 0 ? i.hsaMonthlyCents : null),
    fields: () => ({
      productname: 'Health Savings Account',
      description: 'Monthly HSA contribution',
      policyishsaeligible: 1,
    }),
    cartLine: (cart, t) =>
      !cart.waived && cart.hsaMonthlyCents > 0
        ? {
            kind: 'hsa',
            carrier: '',
            planType: t.text('orderAreas.HSA'),
            planName: t.text('hsaInstructionsTitle'),
            metalTier: '',
            monthlyCents: cart.hsaMonthlyCents,
          }
        : null,
    mailLine: (_o, amount, texts) => texts.confirmationMailHsa(amount),
  },
};
