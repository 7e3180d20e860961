/**
 * GET /api/admin/employers/{employerId}/windows: the employer's enrollment windows by plan year and
 * the plan year its employees enroll for now, read through the query cache under
 * ['admin', 'windows', employerId]; the window editor's save (put-window.ts) drops the entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type Windows = ApiResponse<'get-windows'>['data'];

/** GET .../windows. */
export async function getWindows(employerId: string, signal?: AbortSignal): Promise<Windows> {
  const { data } = await adminRequest('get-windows', { params: { employerId }, signal });
  return data;
}

/** An employer's windows in the query cache. They change only through the editor, which says so. */
export const windowsQuery = (employerId: string) =>
  queryOptions({
    queryKey: ['admin', 'windows', employerId] as const,
    queryFn: ({ signal }) => getWindows(employerId, signal),
  });
