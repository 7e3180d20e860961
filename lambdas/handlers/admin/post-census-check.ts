import { getRoute } from '../../../shared/route-table/admin';
import { adminStore, censusStore, clock } from '../../composition';
import { adminHttpHandler } from '../../middleware/admin-http';
import { censusRowAnswer, checkCensusFile } from '../../rules/census-check';

/**
 * POST /api/admin/employers/{employerId}/census/check: every row of the census with its line and
 * messages; writes nothing but the activity entry of the upload.
 */
export const handler = adminHttpHandler(getRoute('post-census-check'), async ({ path, body, admin }) => {
  const rows = await checkCensusFile(censusStore(), path.employerId, body.fileName, body.csv);
  const passing = rows.filter((r) => r.employee !== null).length;
  await adminStore().record(
    {
      employerIds: [path.employerId],
      actor: admin.grant.email,
      action: 'census-upload',
      detail: `Checked ${body.fileName}: ${passing} of ${rows.length} rows pass`,
    },
    clock(),
  );
  return { data: { total: rows.length, passing, rows: rows.map(censusRowAnswer) } };
});
