import { orderRoutes } from '../../../shared/route-table/order';
import { familyHandler } from '../../middleware/family';
import { handler as postOrder } from './post-order';
import { handler as getOrders } from './get-orders';
import { handler as listOrders } from './list-orders';
import { handler as getEnrollmentWindow } from './get-enrollment-window';

/** The order endpoint family: one Lambda function. */
export const handler = familyHandler('order', orderRoutes, {
  'post-order': postOrder,
  'get-orders': getOrders,
  'list-orders': listOrders,
  'get-enrollment-window': getEnrollmentWindow,
});
