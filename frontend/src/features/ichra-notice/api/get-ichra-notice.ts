/**
 * GET /api/IchraNotice: the caller's ICHRA notice of a plan year in a language, rendered by the
 * server from the employer's terms, with the caller's acknowledgment of that version (or null).
 * Read by /ichra-notice's loader and page through the query cache under
 * ['ichra-notice', planYear, language] (noticeQuery).
 */
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { noticeResponse } from '../../../../../shared/schemas/ichra-notice';
import type { Locale } from '../../../lib/i18n';
import { apiRequest } from '../../../lib/api-client';

export type NoticeAnswer = z.infer<typeof noticeResponse>['data'];
export type Notice = NoticeAnswer['notice'];

/** The notice of `planYear` (the one being enrolled when null) in `language`. */
export async function getIchraNotice(
  planYear: number | null,
  language: Locale,
  signal?: AbortSignal,
): Promise<NoticeAnswer> {
  const query = planYear === null ? { language } : { planYear: String(planYear), language };
  const { data } = await apiRequest('get-ichra-notice', { query, signal });
  return data;
}

/** The notice in the query cache. */
export const noticeQuery = (planYear: number | null, language: Locale) =>
  queryOptions({
    queryKey: ['ichra-notice', planYear, language] as const,
    queryFn: ({ signal }) => getIchraNotice(planYear, language, signal),
  });
