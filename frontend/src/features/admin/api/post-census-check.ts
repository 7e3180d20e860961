/**
 * POST /api/admin/employers/{employerId}/census/check: every row of a census file with its line
 * number and messages, written nowhere (the server records only that a file was checked). A file
 * that is not a census (wrong header, too many rows, not CSV) is refused with one message.
 */
import { censusCheckBody } from '../../../../../shared/schemas/admin';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type CensusCheck = ApiResponse<'post-census-check'>['data'];

/** Sends `{ fileName, csv }`, the file as the browser read it. */
export async function checkCensus(employerId: string, body: unknown): Promise<CensusCheck> {
  const { data } = await adminRequest('post-census-check', {
    params: { employerId },
    body: censusCheckBody.parse(body),
  });
  return data;
}
