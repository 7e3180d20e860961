/**
 * GET /api/media/getdocs: the caller's employer's ICHRA documents, links valid 15 minutes. The
 * documents modal and the ICHRA Acknowledgment step read them with useDocuments(): the links
 * expire, so every opening asks again (nothing is kept once no screen shows them).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { ApiError, apiRequest } from '../../../lib/api-client';

export interface IchraDocument {
  name: string;
  url: string;
}

export async function getDocuments(signal?: AbortSignal): Promise<IchraDocument[]> {
  const { data } = await apiRequest('get-documents', { signal });
  return data;
}

/** The member's documents; never fresh, and dropped as soon as no screen shows them. */
export const documentsQuery = (memberId: string) =>
  queryOptions({
    queryKey: ['documents', memberId] as const,
    queryFn: ({ signal }) => getDocuments(signal),
    staleTime: 0,
    gcTime: 0,
  });

export type DocumentsLoad =
  { state: 'loading' } | { state: 'ready'; docs: IchraDocument[] } | { state: 'failed'; error: unknown };

/** The documents as a load state; a stale answer is not shown while fresh links are on their way. */
export function useDocuments(memberId: string): DocumentsLoad {
  const query = useQuery(documentsQuery(memberId));
  if (query.isError) return { state: 'failed', error: query.error };
  if (query.isPending || query.isFetching) return { state: 'loading' };
  return { state: 'ready', docs: query.data };
}

/** What failed, in the employee's words; the server's own message adds the detail when it has one. */
export function documentsFailure(err: unknown): string {
  const detail =
    err instanceof ApiError && err.message !== commonTexts('somethingWentWrong') ? err.message : '';
  return [builderTexts('documentsLoadFailed'), detail].filter(Boolean).join(' ');
}

/** The name shown for a document: the last path segment, without .pdf, %20 shown as spaces. */
export function documentLabel(name: string): string {
  const last = name.split('/').pop() ?? name;
  return last.replace(/\.pdf$/i, '').replace(/%20/g, ' ');
}
