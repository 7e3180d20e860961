/**
 * POST /api/IchraNotice/Acknowledgment, /ichra-notice's one write: the caller acknowledges the
 * version of the notice shown. The answer is the acknowledgment, which the write puts into the
 * notice's cache entry, so the page shows it without reading the notice again.
 */
import type * as z from 'zod/mini';
import { noticeAcknowledgmentBody } from '../../../../../shared/schemas/ichra-notice';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import type { NoticeAnswer } from './get-ichra-notice';

export const acknowledgeNoticeIntent = 'acknowledge-notice';

export type NoticeAcknowledgmentBody = z.infer<typeof noticeAcknowledgmentBody>;

export async function acknowledgeNotice(
  body: NoticeAcknowledgmentBody,
  planYear: number | null,
): Promise<NoticeAnswer['acknowledgment']> {
  const checked = noticeAcknowledgmentBody.parse(body);
  const { data } = await apiRequest('post-ichra-notice-acknowledgment', { body: checked });
  queryClient.setQueryData<NoticeAnswer>(['ichra-notice', planYear, checked.language], (old) =>
    old && old.notice.version === data.version ? { ...old, acknowledgment: data } : old,
  );
  return data;
}
