import { z } from 'zod';
import { guid, isoDate, ok } from './common';

export const orderCategory = z.enum(['HSA', 'additionalservices', 'healthinsurance', 'waive']);
export const orderDetail = z.object({
  id: guid,
  category: orderCategory,
  vendorname: z.string().nullable(),
  productname: z.string().nullable(),
  amountspent: z.number(),
  policycarriername: z.string().nullable(),
  options: z.string().nullable(),
  tax_status: z.string().nullable(),
  createdon: z.string(),
  policyeffectivedate: isoDate,
  businessyear: z.number(),
  summary_link: z.string().nullable(),
});
export const ordersResponse = ok({ orderdetails: z.array(orderDetail) });

/**
 * Authorize Elections: one call with the choices only. The server recomputes every amount
 * (DESIGN.md section 5), so no amount is accepted from the browser.
 */
export const authorizeBody = z.strictObject({
  idempotencyKey: guid,
  effectiveDate: isoDate,
  choice: z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('shop'),
      planid: z.string().min(1).max(40),
      hsaMonthly: z.number().min(0).max(10_000).optional(),
    }),
    z.strictObject({ kind: z.literal('waive'), reason: z.string().trim().min(1).max(500) }),
  ]),
  additionalService: z.strictObject({ option: z.string().max(200) }).nullable(),
  payrollDeductionAcknowledged: z.boolean(),
});
export const authorizeResponse = ok({ orderdetails: z.array(orderDetail) });
