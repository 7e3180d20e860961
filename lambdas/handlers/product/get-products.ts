import { centsToDollars } from '../../../shared/domain/money';
import { getRoute } from '../../../shared/route-table/product';
import { callerMember } from '../../caller';
import { employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** GET /api/Product/test: the additional-service products of the caller's employer, cost in dollars. */
export const handler = httpHandler(getRoute('get-products'), async ({ caller }) => {
  const member = await callerMember(caller);
  const products = await employerRepository().products(member.employerId);
  return { productlist: products.map(({ costCents, ...p }) => ({ ...p, cost: centsToDollars(costCents) })) };
});
