import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { invitationEntry } from './invitation';

/** GET /api/Invitation/{token}: the invited employee's name, e-mail and class, to pre-fill registration. */
export const handler = httpHandler(getRoute('get-invitation'), async ({ path, sourceIp }) => {
  const entry = await invitationEntry(path.token, sourceIp);
  return {
    data: {
      employer_id: entry.employerId,
      firstname: entry.firstName,
      lastname: entry.lastName,
      email: entry.email,
      class: entry.class,
    },
  };
});
