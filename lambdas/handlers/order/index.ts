import { familyHandler } from '../../middleware/family';
import { handler as postOrder } from './post-order';
import { handler as getOrders } from './get-orders';
import { handler as listOrders } from './list-orders';

/** The order endpoint family: one Lambda function. */
export const handler = familyHandler('order', {
  'post-order': postOrder,
  'get-orders': getOrders,
  'list-orders': listOrders,
});
