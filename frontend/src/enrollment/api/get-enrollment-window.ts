/**
 * GET /api/Order/EnrollmentWindow: whether the signed-in member may elect for the plan year the
 * builder enrolls for (issue 40: open enrollment, a window of the member's own, or closed with the
 * deadline that passed), read by the builder frame's loader through the query cache. Authorize
 * Elections changes nothing it answers.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EnrollmentGateAnswer } from '../../../../shared/schemas/enrollment-gate';
import { apiRequest } from '../../lib/api-client';

export type { EnrollmentGateAnswer };

export async function getEnrollmentWindow(signal?: AbortSignal): Promise<EnrollmentGateAnswer> {
  const { data } = await apiRequest('get-enrollment-window', { signal });
  return data;
}

/** The member's enrollment gate in the query cache. */
export const enrollmentWindowQuery = queryOptions({
  queryKey: ['enrollment-window'] as const,
  queryFn: ({ signal }) => getEnrollmentWindow(signal),
});
