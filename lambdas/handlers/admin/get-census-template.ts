import { CENSUS_TEMPLATE } from '../../../shared/domain/census';
import { getRoute } from '../../../shared/route-table/admin';
import { adminHttpHandler } from '../../middleware/admin-http';

/** GET /api/admin/census-template: the census file's header and one example line, for HR to fill in. */
export const handler = adminHttpHandler(getRoute('get-census-template'), async () => ({
  data: { fileName: 'census-template.csv', csv: CENSUS_TEMPLATE },
}));
