/**
 * GET /api/admin/employers/{employerId}/new-hire-rules: the employer's new-hire rules (the waiting
 * period and the days a new hire has to enroll), or null when none are set, read through the query
 * cache under ['admin', 'new-hire-rules', employerId]; the rules form's save
 * (put-new-hire-rules.ts) drops the entry.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type StoredNewHireRules = ApiResponse<'get-new-hire-rules'>['data'];

/** GET .../new-hire-rules. */
export async function getNewHireRules(employerId: string, signal?: AbortSignal): Promise<StoredNewHireRules> {
  const { data } = await adminRequest('get-new-hire-rules', { params: { employerId }, signal });
  return data;
}

/** An employer's new-hire rules in the query cache. They change only through the form, which says so. */
export const newHireRulesQuery = (employerId: string) =>
  queryOptions({
    queryKey: ['admin', 'new-hire-rules', employerId] as const,
    queryFn: ({ signal }) => getNewHireRules(employerId, signal),
  });
