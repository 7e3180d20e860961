import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { employerContact } from '../../../../../shared/schemas/employer';
import { apiRequest } from '../../../lib/api-client';

export type EmployerContact = z.infer<typeof employerContact>;

/** GET /api/Contacts: every contact of the caller's own employer, in the employer's order. */
export async function getContacts(signal?: AbortSignal): Promise<EmployerContact[]> {
  const { data } = await apiRequest('get-contacts', { signal });
  return data;
}

/** The employer’s contacts in the query cache (read by /welcome). */
export const contactsQuery = queryOptions({
  queryKey: ['contacts'] as const,
  queryFn: ({ signal }) => getContacts(signal),
});
