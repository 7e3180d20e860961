import { Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Link } from 'react-router';
// Joins the console's API texts to the browser's copy of the API's texts, so that the window rule's
// message (the shared schema's, in English) shows in the page's language like the server's answer.
import '../../../../../shared/admin-api-messages';
import { enrollmentWindow, type EnrollmentWindow } from '../../../../../shared/schemas/admin-window';
import { FormError } from '../../../components/field';
import { adminPaths } from '../../../config/paths';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { commonTexts } from '../../../lib/texts';
import { useRouteAction } from '../../../lib/route-action';
import type { AdminMe } from '../api/get-admin-me';
import type { Windows } from '../api/get-windows';
import { saveWindowIntent } from '../api/put-window';
import { calendarDate } from '../format';
import { adminTexts } from '../texts';

type Employer = AdminMe['employers'][number];

/**
 * /admin/employers/:employerId/window: the employer's enrollment windows by plan year, and the form
 * that sets the window of the plan year its employees enroll for now. The form checks with the
 * schema the server checks with (`enrollmentWindow`: a window closes on or after it opens), so the
 * rule's message shows by the field before anything is sent; the server's refusals show there too.
 * Below it, a link to what follows the employer's window (issue 40, item 5): the new-hire rules and
 * the windows of one employee's own (employee-windows-page.tsx).
 */
export function WindowPage({ employer, windows }: { employer: Employer; windows: Windows }) {
  const current = windows.windows.find((w) => w.planYear === windows.currentPlanYear);
  // Said here, not in the form: the form starts again from the window saved.
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="page admin-page" aria-labelledby="admin-window-title">
      <h1 id="admin-window-title">{adminTexts('windowTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('windowIntro')}</p>
      <WindowsTable windows={windows} />
      <WindowForm
        // Kept while the page revalidates after a save (its action's answer comes to this form).
        key={windows.currentPlanYear}
        planYear={windows.currentPlanYear}
        current={current}
        onSaving={() => setSaved(null)}
        onSaved={(w) => setSaved(adminTexts('windowSaved', { year: w.planYear }))}
      />
      {saved && (
        <p className="admin-window-form__done" role="status">
          {saved}
        </p>
      )}
      <p className="admin-page__meta">
        <Link to={adminPaths.employeeWindows(employer.id)}>{adminTexts('employeeWindowsLink')}</Link>
      </p>
    </section>
  );
}

/** The windows set, by plan year; the one of the plan year enrolling now is marked. */
function WindowsTable({ windows }: { windows: Windows }) {
  if (windows.windows.length === 0) return <p className="admin-empty">{adminTexts('windowsNone')}</p>;
  return (
    <div
      className="admin-table-scroll"
      role="region"
      aria-label={adminTexts('windowsTableLabel')}
      tabIndex={0}
    >
      <Table className="admin-table" variation="striped" size="small">
        <TableHead>
          <TableRow>
            <TableCell as="th" scope="col">
              {adminTexts('colPlanYear')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('colOpens')}
            </TableCell>
            <TableCell as="th" scope="col">
              {adminTexts('colCloses')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {windows.windows.map((w) => (
            <TableRow key={w.planYear}>
              <TableCell as="th" scope="row">
                {w.planYear === windows.currentPlanYear
                  ? adminTexts('windowNow', { year: w.planYear })
                  : w.planYear}
              </TableCell>
              <TableCell>{calendarDate(w.opens)}</TableCell>
              <TableCell>{calendarDate(w.closes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Sets (or changes) the window of `planYear`. */
function WindowForm({
  planYear,
  current,
  onSaving,
  onSaved,
}: {
  planYear: number;
  current: EnrollmentWindow | undefined;
  onSaving: () => void;
  onSaved: (saved: EnrollmentWindow) => void;
}) {
  const save = useRouteAction<EnrollmentWindow>(saveWindowIntent);
  const form = useSchemaForm({
    schema: enrollmentWindow,
    initial: { planYear, opens: current?.opens ?? '', closes: current?.closes ?? '' },
    messages: {
      opens: { required: adminTexts('fieldNeeded') },
      closes: { required: adminTexts('fieldNeeded') },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    onSaving();
    const answer = await save(values);
    if (!answer.ok) {
      if (answer.fields && Object.keys(answer.fields).length > 0) form.setFieldErrors(answer.fields);
      else form.setFormError(answer.message);
      return;
    }
    form.reset({ planYear, opens: answer.data.opens, closes: answer.data.closes });
    onSaved(answer.data);
  });
  const opens = form.field('opens');
  const closes = form.field('closes');
  return (
    <form
      className="admin-window-form"
      aria-labelledby="admin-window-form-title"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id="admin-window-form-title">{adminTexts('windowFormTitle', { year: planYear })}</h2>
      <FormError id="admin-window-error" message={form.formError} />
      <TextField
        label={adminTexts('opensLabel')}
        type="date"
        name={opens.name}
        value={opens.value}
        onChange={opens.onChange}
        hasError={Boolean(opens.error)}
        errorMessage={opens.error}
        isRequired
      />
      <TextField
        label={adminTexts('closesLabel')}
        type="date"
        name={closes.name}
        value={closes.value}
        onChange={closes.onChange}
        hasError={Boolean(closes.error)}
        errorMessage={closes.error}
        isRequired
      />
      <Button type="submit" variation="primary" isDisabled={form.busy}>
        {form.busy ? commonTexts('loading') : adminTexts('saveWindow')}
      </Button>
    </form>
  );
}
