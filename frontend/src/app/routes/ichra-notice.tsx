// Route module for /ichra-notice (signed in only, in the after-enrollment frame): the employee's
// ICHRA notice (issue 40, item 1), linked from /welcome and from the invitation e-mail.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import {
  acknowledgeNotice,
  acknowledgeNoticeIntent,
} from '../../features/ichra-notice/api/acknowledge-notice';
import { noticeQuery, type NoticeAnswer } from '../../features/ichra-notice/api/get-ichra-notice';
import { IchraNoticePage } from '../../features/ichra-notice/components/ichra-notice-page';
import { noticeTexts } from '../../features/ichra-notice/texts';
import { ApiError } from '../../lib/api-client';
import { currentLocale } from '../../lib/i18n';
import { routeAction } from '../../lib/route-action';
import { requireSession } from '../require-session';

interface LoaderData {
  planYear: number | null;
  initial: NoticeAnswer | null;
  error: string | null;
}

/** The URL's `planYear` (YYYY), or null: the server then answers the plan year being enrolled. */
export const planYearOf = (url: string): number | null => {
  const value = new URL(url).searchParams.get('planYear');
  return value !== null && /^\d{4}$/.test(value) ? Number(value) : null;
};

export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  await requireSession(request);
  const planYear = planYearOf(request.url);
  try {
    const initial = await ensureQuery(noticeQuery(planYear, currentLocale()), request.signal);
    return { planYear, initial, error: null };
  } catch (err) {
    if (request.signal.aborted) throw err;
    // A 401 has already ended the session (lib/api-client.ts); other failures are said on the page.
    return {
      planYear,
      initial: null,
      error: err instanceof ApiError ? err.message : noticeTexts('noticeLoadFailed'),
    };
  }
}

/** The page's one write: the acknowledgment of the version shown. */
export const action = routeAction({
  [acknowledgeNoticeIntent]: async (body, { request }) =>
    acknowledgeNotice(body as Parameters<typeof acknowledgeNotice>[0], planYearOf(request.url)),
});

export function Component() {
  const { planYear, initial, error } = useLoaderData<LoaderData>();
  return <IchraNoticePage planYear={planYear} initial={initial} error={error} />;
}
