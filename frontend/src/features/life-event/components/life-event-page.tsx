/**
 * /life-event (issue 40, item 5; 45 CFR 155.420): the employee reports a life event — what
 * happened, its date and a document that shows it (a PDF, JPEG or PNG of at most 10 MB, checked here
 * with the server's own rule before it is sent) — and sees the events reported: waiting for review,
 * approved with the window it opened and a link into the builder, or not accepted with the benefits
 * administrator's reason. The kind and date are checked with the request's own schema; the report's
 * two API writes are the route's actions, and the document goes straight to storage between them.
 */
import {
  Button,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { proofAccept } from '../../../../../shared/domain/coverage-proof';
import { lifeEventKinds } from '../../../../../shared/domain/enrollment-gate';
import type { LifeEventState } from '../../../../../shared/domain/life-events';
import { lifeEventReportBody } from '../../../../../shared/schemas/life-event';
import { FormError } from '../../../components/field';
import { lifeEventKindLabel } from '../../../components/life-event-kind';
import { useSchemaForm, type FormValues } from '../../../components/form/use-schema-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useRouteAction } from '../../../lib/route-action';
import { commonTexts } from '../../../lib/texts';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  documentMessage,
  lifeEventIntents,
  postDocument,
  type LifeEvent,
  type LifeEventGrant,
} from '../api/life-events';
import { lifeEventTexts } from '../texts';

const stateLabels: Record<LifeEventState, () => string> = {
  pending: () => lifeEventTexts('lifeEventPending'),
  approved: () => lifeEventTexts('lifeEventApproved'),
  rejected: () => lifeEventTexts('lifeEventRejected'),
};

export function LifeEventPage({ events }: { events: LifeEvent[] }) {
  const title = lifeEventTexts('lifeEventTitle');
  usePageTitle(title);
  return (
    <section className="after-page life-event-page" aria-labelledby="life-event-title">
      <h1 id="life-event-title">{title}</h1>
      <p>{lifeEventTexts('lifeEventIntro')}</p>
      <ReportForm />
      <EventList events={events} />
    </section>
  );
}

/** The report: kind and date (the request's schema), the document, then the two writes around the upload. */
function ReportForm() {
  const id = useId();
  const report = useRouteAction<LifeEventGrant>(lifeEventIntents.report);
  const confirm = useRouteAction<LifeEvent>(lifeEventIntents.confirm);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useSchemaForm<typeof lifeEventReportBody, FormValues<'kind' | 'eventDate'>>({
    schema: lifeEventReportBody,
    initial: { kind: '', eventDate: '' },
    messages: {
      kind: { required: lifeEventTexts('lifeEventFieldNeeded') },
      eventDate: { required: lifeEventTexts('lifeEventFieldNeeded') },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    if (!file) {
      setFileError(lifeEventTexts('lifeEventChooseFile'));
      return;
    }
    // Checked when chosen (below): a refused file keeps its message and nothing is sent.
    if (fileError) return;
    const granted = await report(values);
    if (!granted.ok) {
      if (granted.fields && Object.keys(granted.fields).length > 0) form.setFieldErrors(granted.fields);
      else form.setFormError(granted.message);
      return;
    }
    try {
      await postDocument(granted.data, file);
    } catch (e) {
      setFileError(e instanceof ApiError ? e.message : commonTexts('somethingWentWrong'));
      return;
    }
    const confirmed = await confirm({ ...values, uploadId: granted.data.uploadId });
    if (!confirmed.ok) {
      form.setFormError(confirmed.message);
      return;
    }
    form.reset({ kind: '', eventDate: '' });
    setFile(null);
    setSent(true);
  });
  const kind = form.field('kind');
  const eventDate = form.field('eventDate');
  return (
    <form
      className="life-event-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id={`${id}-title`} className="visually-hidden">
        {lifeEventTexts('lifeEventTitle')}
      </h2>
      <FormError id={`${id}-error`} message={form.formError} />
      <SelectField
        label={lifeEventTexts('lifeEventKindLabel')}
        name={kind.name}
        value={kind.value}
        onChange={kind.onChange}
        hasError={Boolean(kind.error)}
        errorMessage={kind.error}
        placeholder={lifeEventTexts('lifeEventKindPlaceholder')}
        isRequired
      >
        {lifeEventKinds.map((k) => (
          <option key={k} value={k}>
            {lifeEventKindLabel(k)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={lifeEventTexts('lifeEventDateLabel')}
        type="date"
        name={eventDate.name}
        value={eventDate.value}
        onChange={eventDate.onChange}
        hasError={Boolean(eventDate.error)}
        errorMessage={eventDate.error}
        isRequired
      />
      <div className="life-event-form__file">
        <label htmlFor={`${id}-file`}>{lifeEventTexts('lifeEventFileLabel')}</label>
        <input
          id={`${id}-file`}
          // A new input after a report, so the sent file is no longer shown as chosen.
          key={sent ? 'sent' : 'choosing'}
          type="file"
          accept={proofAccept}
          aria-describedby={`${id}-hint${fileError ? ` ${id}-file-error` : ''}`}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => {
            const chosen = e.currentTarget.files?.[0] ?? null;
            setFile(chosen);
            setFileError(null);
            // The server's own rule on the file, before anything is sent.
            if (chosen) void documentMessage(chosen).then((refused) => setFileError(refused));
          }}
        />
        <p id={`${id}-hint`} className="life-event-form__hint">
          {lifeEventTexts('lifeEventFileHint')}
        </p>
        {fileError ? (
          <p id={`${id}-file-error`} className="field-error" role="alert">
            {fileError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variation="primary" isDisabled={form.busy}>
        {form.busy ? lifeEventTexts('lifeEventSending') : lifeEventTexts('lifeEventSubmit')}
      </Button>
      {sent ? <p role="status">{lifeEventTexts('lifeEventSent')}</p> : null}
    </form>
  );
}

/** What an event means for the employee now: wait, elect until the window closes, or HR's reason. */
function Details({ event }: { event: LifeEvent }) {
  if (event.state === 'rejected')
    return <>{lifeEventTexts('lifeEventReason', { reason: event.reason ?? '' })}</>;
  if (event.state === 'pending' || !event.window) return <>{lifeEventTexts('lifeEventPendingNext')}</>;
  const { closes, fixedEffectiveDate } = event.window;
  return (
    <>
      <p>{lifeEventTexts('lifeEventWindow', { closes })}</p>
      <p>
        {fixedEffectiveDate
          ? lifeEventTexts('lifeEventCoverageFromEvent', { date: fixedEffectiveDate })
          : lifeEventTexts('lifeEventCoverageNextMonth')}
      </p>
      <Link to={paths.profile}>{lifeEventTexts('lifeEventElect')}</Link>
    </>
  );
}

function EventList({ events }: { events: LifeEvent[] }) {
  const id = useId();
  return (
    <section className="life-event-list" aria-labelledby={id}>
      <h2 id={id}>{lifeEventTexts('lifeEventListHeading')}</h2>
      {events.length === 0 ? (
        <p>{lifeEventTexts('lifeEventNone')}</p>
      ) : (
        <div
          className="after-table"
          role="region"
          aria-label={lifeEventTexts('lifeEventListLabel')}
          tabIndex={0}
        >
          <Table size="small" variation="bordered">
            <TableHead>
              <TableRow>
                <TableCell as="th">{lifeEventTexts('lifeEventColEvent')}</TableCell>
                <TableCell as="th">{lifeEventTexts('lifeEventDateLabel')}</TableCell>
                <TableCell as="th">{lifeEventTexts('lifeEventColState')}</TableCell>
                <TableCell as="th">{lifeEventTexts('lifeEventColDetails')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((e) => (
                <TableRow key={e.eventId}>
                  <TableCell>{lifeEventKindLabel(e.kind)}</TableCell>
                  <TableCell>{e.eventDate}</TableCell>
                  <TableCell>{stateLabels[e.state]()}</TableCell>
                  <TableCell>
                    <Details event={e} />
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
