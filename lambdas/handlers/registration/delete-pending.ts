import { deletePending } from '../../access/registration';
import { getRoute } from '../../../shared/route-table/registration';
import { httpHandler } from '../../middleware/http';
import { accessDeps } from '../../composition';

/** DELETE /api/Member/{id}?proof=: deletes a pending registration, only with the proof its registration returned. */
export const handler = httpHandler(getRoute('delete-pending'), async ({ path, query, sourceIp }) => {
  await deletePending(path.id, query.proof, sourceIp, accessDeps());
  return {};
});
