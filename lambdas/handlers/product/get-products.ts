import { centsToDollars } from '../../../shared/domain/money';
import { getRoute } from '../../../shared/routes';
import { EmployerRepository } from '../../adapters/employers';
import { callerMember } from '../../caller';
import { dynamoClient, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

const employers = () => new EmployerRepository(dynamoClient(), tableName('employers'));

/** GET /api/Product/test: the additional-service products of the caller's employer, cost in dollars. */
export const handler = httpHandler(getRoute('get-products'), async ({ caller }) => {
  const member = await callerMember(caller);
  const products = await employers().products(member.employerId);
  return { productlist: products.map(({ costCents, ...p }) => ({ ...p, cost: centsToDollars(costCents) })) };
});
