import { getRoute } from '../../../shared/routes';
import { EmployerRepository } from '../../adapters/employers';
import { callerMember } from '../../caller';
import { dynamoClient, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

const employers = () => new EmployerRepository(dynamoClient(), tableName('employers'));

/**
 * GET /api/Contacts: every contact of the caller's employer, in the employer's order. Choosing
 * which to show (displaytoemployee, the type-1 fallback) is the welcome page's rule.
 */
export const handler = httpHandler(getRoute('get-contacts'), async ({ caller }) => {
  const member = await callerMember(caller);
  return { data: await employers().contacts(member.employerId) };
});
