/**
 * /ichra-notice (issue 40, item 1): the employee's ICHRA notice as the server rendered it from the
 * employer's terms, in the page's language; a PDF of the same text; and the acknowledgment, stored
 * with the version shown. A language switch reads the notice in the new language (its own version).
 */
import { Button, Loader } from '@aws-amplify/ui-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currentLocale } from '../../../lib/i18n';
import { commonTexts } from '../../../lib/texts';
import { useRouteAction } from '../../../lib/route-action';
import { usePageTitle } from '../../../lib/use-page-title';
import { acknowledgeNoticeIntent, type NoticeAcknowledgmentBody } from '../api/acknowledge-notice';
import { noticeQuery, type Notice, type NoticeAnswer } from '../api/get-ichra-notice';
import { noticeTexts } from '../texts';

const longDate = (iso: string): string =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(iso));

function NoticeBody({ notice }: { notice: Notice }) {
  return (
    <>
      <p>{notice.intro}</p>
      {notice.sections.map((s) => (
        <section key={s.id} aria-labelledby={`notice-${s.id}`} className="ichra-notice__section">
          <h2 id={`notice-${s.id}`}>{s.title}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {s.amounts && (
            <table className="ichra-notice__amounts">
              <thead>
                <tr>
                  <th scope="col">{noticeTexts('noticeAmountWho')}</th>
                  <th scope="col">{noticeTexts('noticeAmountMonthly')}</th>
                </tr>
              </thead>
              <tbody>
                {s.amounts.map((a) => (
                  <tr key={a.label}>
                    <th scope="row">{a.label}</th>
                    <td>{a.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
      <p className="ichra-notice__footer">{notice.footer}</p>
      <p className="ichra-notice__version">{noticeTexts('noticeVersion', { version: notice.version })}</p>
    </>
  );
}

/** The PDF's module is loaded on the first click only. */
async function downloadPdf(notice: Notice): Promise<void> {
  const { downloadNoticePdf } = await import('../notice-pdf');
  downloadNoticePdf(notice, noticeTexts('noticeVersion', { version: notice.version }));
}

export interface IchraNoticePageProps {
  /** The plan year of the URL, or null for the one being enrolled. */
  planYear: number | null;
  /** What the loader read (the page's language then), or the message of its failure. */
  initial: NoticeAnswer | null;
  error: string | null;
}

export function IchraNoticePage({ planYear, initial, error }: IchraNoticePageProps) {
  usePageTitle(noticeTexts('noticePageTitle'));
  const language = currentLocale();
  const read = useQuery({
    ...noticeQuery(planYear, language),
    initialData: initial?.notice.language === language ? initial : undefined,
    enabled: error === null,
  });
  const acknowledge = useRouteAction<NoticeAnswer['acknowledgment']>(acknowledgeNoticeIntent);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const answer = read.data;
  const loadError = error ?? (read.isError ? noticeTexts('noticeLoadFailed') : null);

  const onAcknowledge = async (notice: Notice) => {
    setBusy(true);
    setProblem(null);
    const body: NoticeAcknowledgmentBody = {
      planYear: notice.planYear,
      noticeVersion: notice.version,
      language: notice.language,
    };
    const reply = await acknowledge(body);
    setBusy(false);
    if (!reply.ok) setProblem(reply.message);
  };

  const onPdf = (notice: Notice) => {
    setProblem(null);
    downloadPdf(notice).catch(() => setProblem(noticeTexts('noticePdfFailed')));
  };

  return (
    <section className="after-page ichra-notice" aria-labelledby="ichra-notice-title">
      <h1 id="ichra-notice-title">{answer?.notice.title ?? noticeTexts('noticePageTitle')}</h1>
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !answer ? (
        <div role="status">
          <Loader size="large" ariaLabel={noticeTexts('noticeLoading')} />
          <span className="visually-hidden">{commonTexts('loading')}</span>
        </div>
      ) : (
        <>
          <NoticeBody notice={answer.notice} />
          <div className="ichra-notice__actions">
            <Button onClick={() => onPdf(answer.notice)}>{noticeTexts('noticeDownloadPdf')}</Button>
            {answer.acknowledgment ? (
              <p role="status" className="ichra-notice__acknowledged">
                {noticeTexts('noticeAcknowledgedOn', {
                  date: longDate(answer.acknowledgment.acknowledgedAt),
                })}
              </p>
            ) : (
              <>
                <p>{noticeTexts('noticeAcknowledgeHint')}</p>
                <Button
                  variation="primary"
                  isLoading={busy}
                  loadingText={noticeTexts('noticeAcknowledging')}
                  onClick={() => void onAcknowledge(answer.notice)}
                >
                  {noticeTexts('noticeAcknowledge')}
                </Button>
              </>
            )}
          </div>
          {problem && (
            <p role="alert" className="ichra-notice__error">
              {problem}
            </p>
          )}
        </>
      )}
    </section>
  );
}
