/**
 * POST /api/admin/employers/{employerId}/files/link: a download link for one of the employer's
 * files, valid five minutes: fetched when the administrator clicks Download, never cached.
 */
import type { ApiResponse } from '../../../lib/api-client';
import { getRoute } from '../../../../../shared/route-table/admin-files';
import { adminCall } from './admin-request';

export type FileLink = ApiResponse<'post-file-link'>['data'];

export async function fileLink(employerId: string, id: string): Promise<FileLink> {
  const { data } = await adminCall(getRoute('post-file-link'), { params: { employerId }, body: { id } });
  return data;
}
