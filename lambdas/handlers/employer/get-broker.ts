import { getRoute } from '../../../shared/routes';
import { EmployerRepository } from '../../adapters/employers';
import { callerMember } from '../../caller';
import { dynamoClient, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

const employers = () => new EmployerRepository(dynamoClient(), tableName('employers'));

/** GET /api/Brocker: the lead broker of the caller's employer's broker team, or null when it has none. */
export const handler = httpHandler(getRoute('get-broker'), async ({ caller }) => {
  const member = await callerMember(caller);
  const [lead] = await employers().brokers(member.employerId);
  return { data: lead ?? null };
});
