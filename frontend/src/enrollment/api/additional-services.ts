/**
 * GET /api/Product/test: the additional-service products of the caller's employer, kept in the
 * query cache per member (serviceProductsQuery): the Additional Services step and the cart read
 * the same list.
 */
import { queryOptions } from '@tanstack/react-query';
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

/** The member's employer's products in the query cache. */
export const serviceProductsQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['service-products', memberId] as const,
    queryFn: ({ signal }) => getServiceProducts(signal),
  });

/** A product's key in the dropdown and in the builder state: subcategory and option together. */
export const serviceKey = (p: Pick<ServiceProduct, 'subcategory' | 'option'>): string =>
  JSON.stringify([p.subcategory, p.option]);
