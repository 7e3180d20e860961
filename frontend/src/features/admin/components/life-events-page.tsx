/**
 * /admin/employers/:employerId/life-events (issue 40, item 5; 45 CFR 155.420): the life events the
 * employer's employees reported and that wait for review, oldest first. For each: View (a
 * five-minute link, opened in a new tab, where the browser shows the PDF or image inline), Approve
 * (opens the employee's own enrollment window with the dates the rule gives) or Reject with a reason
 * the employee reads. Whether an event qualifies under the plan is the reviewer's call. Both writes
 * are the route's actions; the list is read again after a review.
 */
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextAreaField,
} from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { LIFE_EVENT_REASON_MAX } from '../../../../../shared/domain/life-events';
import { lifeEventKindLabel } from '../../../components/life-event-kind';
import { useRouteAction, type ActionAnswer } from '../../../lib/route-action';
import type { AdminMe } from '../api/get-admin-me';
import {
  lifeEventReviewIntents,
  type EmployerLifeEvents,
  type LifeEventLink,
  type ReviewedLifeEvent,
} from '../api/life-events';
import { calendarDate, dateTime } from '../format';
import { adminTexts } from '../texts';

type Employer = AdminMe['employers'][number];
type Event = EmployerLifeEvents[number];

type Link = (body: unknown) => Promise<ActionAnswer<LifeEventLink>>;
type Review = (body: unknown) => Promise<ActionAnswer<ReviewedLifeEvent>>;

export function LifeEventsPage({ employer, events }: { employer: Employer; events: EmployerLifeEvents }) {
  const [done, setDone] = useState<string | null>(null);
  // Here, not in a row: a reviewed event's row goes when the list is read again, and the answer
  // must still reach the page.
  const link = useRouteAction<LifeEventLink>(lifeEventReviewIntents.link);
  const review = useRouteAction<ReviewedLifeEvent>(lifeEventReviewIntents.review);
  return (
    <section className="page admin-page" aria-labelledby="admin-life-events-title">
      <h1 id="admin-life-events-title">{adminTexts('lifeEventsTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('lifeEventsIntro')}</p>
      {done && (
        <p className="admin-life-events__done" role="status">
          {done}
        </p>
      )}
      {events.length === 0 ? (
        <p className="admin-empty">{adminTexts('lifeEventsNone')}</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-label={adminTexts('lifeEventsTableLabel')}
          tabIndex={0}
        >
          <Table className="admin-table" variation="striped" size="small">
            <TableHead>
              <TableRow>
                <TableCell as="th" scope="col">
                  {adminTexts('colName')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('lifeEventsColEvent')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('lifeEventsColReported')}
                </TableCell>
                <TableCell as="th" scope="col">
                  {adminTexts('lifeEventsColReview')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((e) => (
                <TableRow key={e.eventId}>
                  <TableCell as="th" scope="row">
                    {e.name || e.email}
                    <br />
                    <span className="admin-page__meta">{e.email}</span>
                  </TableCell>
                  <TableCell>
                    {adminTexts('lifeEventsEventOn', {
                      event: lifeEventKindLabel(e.kind),
                      date: calendarDate(e.eventDate),
                    })}
                  </TableCell>
                  <TableCell>{dateTime(e.reportedAt)}</TableCell>
                  <TableCell>
                    <ReviewEvent event={e} link={link} review={review} onReviewed={setDone} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

/** View, Approve, or Reject with a reason, for one event. */
function ReviewEvent({
  event,
  link,
  review,
  onReviewed,
}: {
  event: Event;
  link: Link;
  review: Review;
  onReviewed: (done: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = event.name || event.email;
  const ids = { memberId: event.memberId, eventId: event.eventId };

  async function view() {
    setError(null);
    // The tab is opened on the click itself (a popup blocker allows that), then sent to the link.
    const tab = window.open('', '_blank');
    const answer = await link(ids);
    if (!answer.ok) {
      tab?.close();
      setError(answer.message);
      return;
    }
    if (tab) tab.location.href = answer.data.url;
    else window.location.assign(answer.data.url);
  }

  async function decide(decision: 'approve' | 'reject') {
    if (decision === 'reject' && reason.trim() === '') {
      setError(adminTexts('proofReasonRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const answer = await review({
      ...ids,
      decision,
      ...(decision === 'reject' ? { reason: reason.trim() } : {}),
    });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    const w = answer.data.window;
    onReviewed(
      decision === 'approve' && w
        ? adminTexts('lifeEventsApproved', { name, closes: calendarDate(w.closes) })
        : adminTexts('lifeEventsRejected', { name }),
    );
  }

  return (
    <div className="admin-proof__review" role="group" aria-label={adminTexts('lifeEventsReviewOf', { name })}>
      <Button size="small" onClick={() => void view()}>
        {adminTexts('proofView')}
      </Button>
      <Button size="small" variation="primary" isDisabled={busy} onClick={() => void decide('approve')}>
        {adminTexts('proofApprove')}
      </Button>
      <TextAreaField
        id={`${id}-reason`}
        label={adminTexts('proofReasonLabel')}
        descriptiveText={adminTexts('proofReasonHint')}
        value={reason}
        maxLength={LIFE_EVENT_REASON_MAX}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button size="small" variation="destructive" isDisabled={busy} onClick={() => void decide('reject')}>
        {adminTexts('proofReject')}
      </Button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
