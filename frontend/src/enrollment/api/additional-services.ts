/** GET /api/Product/test: the additional-service products of the caller's employer. */
import { dollarsToCents, type Cents } from '../../../../shared/domain/money';
import { apiRequest } from '../../lib/api-client';

export interface ServiceProduct {
  option: string;
  subcategory: string;
  vendorname: string;
  description: string;
  taxstatus: string;
  costCents: Cents;
}

export async function getServiceProducts(signal?: AbortSignal): Promise<ServiceProduct[]> {
  const { productlist } = await apiRequest('get-products', { signal });
  return productlist.map(({ cost, ...p }) => ({ ...p, costCents: dollarsToCents(cost.toFixed(2)) }));
}

/** A product's key in the dropdown and in the builder state: subcategory and option together. */
export const serviceKey = (p: Pick<ServiceProduct, 'subcategory' | 'option'>): string =>
  JSON.stringify([p.subcategory, p.option]);
