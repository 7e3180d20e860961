/**
 * Additional Services (shown when the employer's employeazecustomer is 1, shopping or waiving):
 * one of the employer's products. Its 'additionalservices' order holds the product's cost; a
 * product sent where the step is not shown is refused. Which product the body names is checked by
 * lambdas/rules/elections.ts against the employer's products.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const additionalServicesStep: BuilderStep<'additional-services', 'additionalservices'> = {
  id: 'additional-services',
  title: apiMessages.subStepAdditionalServices,
  shown: (input) => input.employeazecustomer === 1,
  requestFields: ['additionalServiceOption', 'additionalServiceSubcategory'],
  choice: {
    chosen: (body) => body.additionalServiceOption !== null,
    field: 'additionalServiceOption',
    notOffered: apiMessages.additionalServiceNotOffered,
  },
  order: {
    category: 'additionalservices',
    cents: (i) => ((i.serviceChosen ?? i.serviceCents > 0) ? i.serviceCents : null),
    fields: ({ service }) =>
      service
        ? {
            productname: service.subcategory,
            vendorname: service.vendorname,
            description: service.description,
            options: service.option,
            tax_status: service.taxstatus,
          }
        : {},
    cartLine: (cart) =>
      cart.service
        ? {
            kind: 'service',
            carrier: cart.service.vendorname,
            planType: cart.service.subcategory,
            planName: cart.service.option,
            metalTier: '',
            monthlyCents: cart.service.costCents,
          }
        : null,
    mailLine: (o, amount, texts) =>
      texts.confirmationMailService(o.productname ?? '', o.options ?? '', amount),
  },
};
