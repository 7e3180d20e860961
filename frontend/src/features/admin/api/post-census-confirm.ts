/**
 * POST /api/admin/employers/{employerId}/census/confirm: the server checks the same file again and
 * invites the chosen rows (line numbers), each employee with one invitation e-mail; an employee on
 * the census already is not invited twice (the answer's `invited` counts only the new ones). The
 * tracker's pages are dropped from the cache: they now hold invited employees.
 */
import { censusConfirmBody } from '../../../../../shared/schemas/admin';
import type { ApiResponse } from '../../../lib/api-client';
import { dropChanged } from '../../../lib/query-client';
import { adminRequest } from './admin-request';

export type CensusConfirmed = ApiResponse<'post-census-confirm'>['data'];

/** Sends `{ fileName, csv, rows }`. */
export async function confirmCensus(employerId: string, body: unknown): Promise<CensusConfirmed> {
  const { data } = await adminRequest('post-census-confirm', {
    params: { employerId },
    body: censusConfirmBody.parse(body),
  });
  await dropChanged(['admin', 'tracker', employerId]);
  return data;
}
