/**
 * POST /api/admin/employers/{employerId}/files: produce the employer's file(s) of a kind for a
 * period (the same steps as the schedule and the operator's command line) and drop the cached
 * list, so the page reads it again with the new files.
 */
import type { ProduceFileBody } from '../../../../../shared/schemas/admin-files';
import type { ApiResponse } from '../../../lib/api-client';
import { dropChanged } from '../../../lib/query-client';
import { getRoute } from '../../../../../shared/route-table/admin-files';
import { adminCall } from './admin-request';
import { filesQuery } from './get-files';

export type ProducedFiles = ApiResponse<'post-files'>['data']['files'];

export async function produceFiles(employerId: string, body: ProduceFileBody): Promise<ProducedFiles> {
  const { data } = await adminCall(getRoute('post-files'), { params: { employerId }, body });
  await dropChanged(filesQuery(employerId).queryKey);
  return data.files;
}
