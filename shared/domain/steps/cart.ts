/**
 * Your Cart (always the last tab): the lines of the other steps' orders, the totals, the payroll
 * deduction's acknowledgment and Authorize Elections. It creates no order of its own.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const cartStep: BuilderStep<'cart', never> = {
  id: 'cart',
  title: apiMessages.subStepCart,
  shown: () => true,
  requestFields: ['idempotencyKey', 'payrollDeductionAcknowledged'],
  choice: null,
  order: null,
};
