import { useInfiniteQuery } from '@tanstack/react-query';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@aws-amplify/ui-react';
import type { ActivityAction } from '../../../../../shared/schemas/admin';
import { commonTexts } from '../../../lib/texts';
import { activityQuery } from '../api/get-activity';
import type { AdminMe } from '../api/get-admin-me';
import { dateTime } from '../format';
import { adminTexts } from '../texts';

const actionLabels: Record<ActivityAction, () => string> = {
  'sign-in': () => adminTexts('actionSignIn'),
  'census-upload': () => adminTexts('actionCensusUpload'),
  invitation: () => adminTexts('actionInvitation'),
  reminder: () => adminTexts('actionReminder'),
  'file-produced': () => adminTexts('actionFileProduced'),
  'file-downloaded': () => adminTexts('actionFileDownloaded'),
  'grant-change': () => adminTexts('actionGrantChange'),
  'window-change': () => adminTexts('actionWindowChange'),
  'proof-review': () => adminTexts('actionProofReview'),
  'life-event-review': () => adminTexts('actionLifeEventReview'),
};

/** The words of an action ('sign-in' → 'Signed in'), in the page's language. */
export const actionLabel = (action: ActivityAction): string => actionLabels[action]();

/**
 * /admin/employers/:employerId/activity: what was done for the employer, newest first. The loader
 * reads the first page into the query cache; "Show more" reads the next with the last page's
 * `next`, and the cache keeps the pages shown.
 */
export function ActivityPage({ employer }: { employer: AdminMe['employers'][number] }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = useInfiniteQuery(
    activityQuery(employer.id),
  );
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section className="page admin-page" aria-labelledby="admin-activity-title">
      <h1 id="admin-activity-title">{adminTexts('activityTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('activityIntro')}</p>
      {items.length === 0 ? (
        <p className="admin-empty">{adminTexts('activityNone')}</p>
      ) : (
        <div className="admin-table-scroll" role="region" aria-labelledby="admin-activity-title" tabIndex={0}>
          <Table className="admin-table" variation="striped" size="small">
            <TableHead>
              <TableRow>
                <TableCell as="th" scope="col">
                  {adminTexts('colWhen')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('colWho')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('colWhat')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('colDetail')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, i) => (
                <TableRow key={`${item.at}-${i}`}>
                  <TableCell as="th" scope="row">
                    {dateTime(item.at)}
                  </TableCell>
                  <TableCell>{item.actor}</TableCell>
                  <TableCell>{actionLabel(item.action)}</TableCell>
                  <TableCell>{item.detail || '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {isFetchNextPageError && (
        <p className="form-error" role="alert">
          {commonTexts('somethingWentWrong')}
        </p>
      )}
      {hasNextPage && (
        <p className="admin-more">
          <button
            type="button"
            className="button button--secondary"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? commonTexts('loading') : adminTexts('showMore')}
          </button>
        </p>
      )}
    </section>
  );
}
