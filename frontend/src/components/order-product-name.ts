/**
 * The product name an order is shown with. The server stores a waiver's and an HSA contribution's
 * orders under fixed English names (lambdas/rules/authorization.ts), the same whatever the
 * member's language; the pages say those in their own language, as the cart names the lines. A
 * plan's or an additional service's name is the carrier's or vendor's data, shown as stored.
 */
import { componentTexts } from './texts';

export function orderProductName(order: { category: string; productname?: string | null }): string {
  if (order.category === 'waive') return componentTexts('orderAreas.waive');
  if (order.category === 'HSA') return componentTexts('hsaInstructionsTitle');
  return order.productname ?? '';
}
