import { NotFoundError } from '../../../shared/domain/errors';
import { normalizeZip } from '../../../shared/domain/location';
import * as apiMessages from '../../../shared/api-messages';
import { getRoute } from '../../../shared/route-table/location';
import { locationRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** GET /api/USZipCounty/{zip}: every county of a ZIP, with its city and state (one Query). */
export const handler = httpHandler(getRoute('get-zip-county'), async ({ path }) => {
  const locationlist = await locationRepository().byZip(normalizeZip(path.zip));
  if (locationlist.length === 0) throw new NotFoundError(apiMessages.unknownZip);
  return { locationlist };
});
