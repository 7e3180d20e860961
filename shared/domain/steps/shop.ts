/**
 * Shop Health Plans (shown when shopping): the plan. Its 'healthinsurance' order holds the plan's
 * premium alone (shared/domain/election-cost.ts), 0 while no plan is selected.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const shopStep: BuilderStep<'shop', 'healthinsurance'> = {
  id: 'shop',
  title: apiMessages.subStepShop,
  shown: (input) => input.healthOption === 'shop',
  requestFields: ['election.planid'],
  choice: null,
  order: {
    category: 'healthinsurance',
    cents: (i) => (i.waived ? null : i.planPremiumCents),
    fields: ({ plan, effectiveDate, hsaMonthlyCents }) =>
      plan
        ? {
            productname: plan.planName,
            vendorname: plan.issuerName,
            policycarriername: plan.issuerName,
            description: `${plan.metalLevel} ${plan.planType}`,
            options: plan.planId,
            productid: plan.id,
            // The plan's own effective date when it starts later than the chosen date.
            policyeffectivedate:
              plan.planEffectiveDate > effectiveDate ? plan.planEffectiveDate : effectiveDate,
            policyishsaeligible: hsaMonthlyCents > 0 || plan.hsaEligible ? 1 : 0,
            summary_link: plan.summaryOfBenefitsUrl,
          }
        : {},
    cartLine: (cart, t) =>
      cart.plan
        ? {
            kind: 'plan',
            carrier: cart.plan.issuername,
            planType: cart.plan.plantype,
            planName: cart.plan.planname,
            metalTier: t.metalTier(cart.plan.metallevel),
            monthlyCents: cart.planPremiumCents,
          }
        : null,
    mailLine: (o, amount, texts) =>
      texts.confirmationMailPlan(o.productname ?? '', o.policycarriername ?? '', amount),
  },
};
