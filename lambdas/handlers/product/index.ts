import { productRoutes } from '../../../shared/route-table/product';
import { familyHandler } from '../../middleware/family';
import { handler as getProducts } from './get-products';

/** The product endpoint family: one Lambda function. */
export const handler = familyHandler('product', productRoutes, {
  'get-products': getProducts,
});
