/**
 * GET /api/admin/employers/{employerId}/files: the employer's payroll, 834 and status files in the
 * exports bucket, newest period first, read through the query cache under
 * ['admin', 'files', employerId]. Producing a file (post-files.ts) drops the entry, so the list
 * the page shows after it is the server's.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { getRoute } from '../../../../../shared/route-table/admin-files';
import { adminCall } from './admin-request';

export type EmployerFiles = ApiResponse<'get-files'>['data']['files'];
export type EmployerFile = EmployerFiles[number];

/** GET .../files of every period. */
export async function getFiles(employerId: string, signal?: AbortSignal): Promise<EmployerFiles> {
  const { data } = await adminCall(getRoute('get-files'), { params: { employerId }, query: {}, signal });
  return data.files;
}

/** An employer's files in the query cache. A schedule may add some: a minute's staleness. */
export const filesQuery = (employerId: string) =>
  queryOptions({
    queryKey: ['admin', 'files', employerId] as const,
    queryFn: ({ signal }) => getFiles(employerId, signal),
    staleTime: 60_000,
  });
