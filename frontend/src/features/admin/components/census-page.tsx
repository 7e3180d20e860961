import { Button, Flex, Input, Label } from '@aws-amplify/ui-react';
import { useReducer, useRef, type FormEvent } from 'react';
import { FormError } from '../../../components/field';
import { useRouteAction } from '../../../lib/route-action';
import type { AdminMe } from '../api/get-admin-me';
import type { CensusTemplate } from '../api/get-census-template';
import type { CensusCheck } from '../api/post-census-check';
import type { CensusConfirmed } from '../api/post-census-confirm';
import { readCensusFile } from '../census-file';
import { adminTexts } from '../texts';
import { CensusRows, invitedBefore } from './census-rows';
import { censusReducer, initialCensus, type CensusOutcome } from './census-state';

/** The intents of the page's route action (app/routes/admin-census.tsx). */
export const censusIntents = {
  check: 'admin-census-check',
  confirm: 'admin-census-confirm',
  resend: 'admin-census-resend',
} as const;

/** What the live region says after a check, an Invite or a Resend. */
function outcomeText(outcome: CensusOutcome | null): string {
  switch (outcome?.kind) {
    case undefined:
      return '';
    case 'checked':
      return adminTexts('censusSummary', { ready: outcome.ready, problems: outcome.problems });
    case 'invited': {
      const invited = adminTexts('censusInvited', { invited: outcome.invited });
      const notAgain = outcome.chosen - outcome.invited;
      return notAgain > 0 ? `${invited} ${adminTexts('censusNotAgain', { count: notAgain })}` : invited;
    }
    case 'resent':
      return adminTexts('censusResent', { resent: outcome.resent });
  }
}

/**
 * The template as a file to save: its text as the API answers it, after a byte-order mark so that
 * a spreadsheet opens the accents as UTF-8 (the census rules drop the mark again).
 */
const templateHref = (template: CensusTemplate): string =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${template.csv}`)}`;

/**
 * /admin/employers/:employerId/census: HR downloads the template, chooses a census file (refused
 * at once, with the server's own rules and words, when it is not CSV, too large or has another
 * header), checks it (every row with its line number and "Ready" or its messages; nothing is
 * written), and invites the ready rows it keeps chosen. Rows of employees invited before can be
 * sent a new invitation. The outcome of each step is announced in the page's live region.
 */
export function CensusPage({
  employer,
  template,
}: {
  employer: AdminMe['employers'][number];
  template: CensusTemplate;
}) {
  const [state, dispatch] = useReducer(censusReducer, initialCensus);
  const fileInput = useRef<HTMLInputElement>(null);
  const check = useRouteAction<CensusCheck>(censusIntents.check);
  const confirm = useRouteAction<CensusConfirmed>(censusIntents.confirm);
  const resend = useRouteAction<{ resent: number }>(censusIntents.resend);
  const { checked, busy } = state;

  const onCheck = async (e: FormEvent) => {
    e.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return dispatch({ type: 'refused', message: adminTexts('censusFileNeeded') });
    dispatch({ type: 'started', busy: 'check' });
    const read = await readCensusFile(file);
    if (!read.ok) return dispatch({ type: 'refused', message: read.message });
    const answer = await check({ fileName: read.fileName, csv: read.csv });
    if (!answer.ok) return dispatch({ type: 'refused', message: answer.message });
    dispatch({ type: 'checked', file: { fileName: read.fileName, csv: read.csv }, check: answer.data });
  };

  const onInvite = async () => {
    if (!checked) return;
    const rows = [...state.invite].sort((a, b) => a - b);
    if (rows.length === 0) return dispatch({ type: 'failed', message: adminTexts('censusNoneChosen') });
    dispatch({ type: 'started', busy: 'confirm' });
    const answer = await confirm({ fileName: checked.fileName, csv: checked.csv, rows });
    if (!answer.ok) return dispatch({ type: 'failed', message: answer.message });
    dispatch({ type: 'invited', invited: answer.data.invited, chosen: rows.length });
  };

  const onResend = async () => {
    const emails = [...state.resend];
    if (emails.length === 0) return;
    dispatch({ type: 'started', busy: 'resend' });
    const answer = await resend({ emails });
    if (!answer.ok) return dispatch({ type: 'failed', message: answer.message });
    dispatch({ type: 'resent', resent: answer.data.resent });
  };

  const invitedRows = checked?.check.rows.filter(invitedBefore).length ?? 0;
  return (
    <section className="page admin-page" aria-labelledby="admin-census-title">
      <h1 id="admin-census-title">{adminTexts('censusTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('censusIntro')}</p>

      <p>
        <a className="button button--secondary" href={templateHref(template)} download={template.fileName}>
          {adminTexts('censusTemplate')}
        </a>
      </p>
      <p className="admin-page__meta" id="admin-census-hint">
        {adminTexts('censusTemplateHint')}
      </p>

      <form
        className="admin-census__upload"
        onSubmit={(e) => void onCheck(e)}
        noValidate
        aria-busy={busy === 'check'}
      >
        <Flex direction="column" gap="0.5rem" alignItems="flex-start">
          <Label htmlFor="admin-census-file">{adminTexts('censusFileLabel')}</Label>
          <Input
            id="admin-census-file"
            ref={fileInput}
            type="file"
            name="census"
            accept=".csv,text/csv"
            hasError={Boolean(state.fileProblem)}
            aria-describedby="admin-census-hint admin-census-error"
          />
          <FormError id="admin-census-error" message={state.fileProblem} />
          <Button type="submit" variation="primary" isDisabled={busy !== null}>
            {busy === 'check' ? adminTexts('censusChecking') : adminTexts('censusCheck')}
          </Button>
        </Flex>
      </form>

      <p className="admin-census__status" role="status">
        {outcomeText(state.outcome)}
      </p>

      {checked && (
        <>
          <CensusRows
            fileName={checked.fileName}
            rows={checked.check.rows}
            invite={state.invite}
            resend={state.resend}
            onInvite={(row, chosen) => dispatch({ type: 'toggled-invite', row, chosen })}
            onResend={(email, chosen) => dispatch({ type: 'toggled-resend', email, chosen })}
          />
          <FormError id="admin-census-failure" message={state.failure} />
          <Flex wrap="wrap" gap="0.75rem" marginTop="1rem">
            <Button variation="primary" isDisabled={busy !== null} onClick={() => void onInvite()}>
              {busy === 'confirm'
                ? adminTexts('censusInviting')
                : adminTexts('censusInvite', { count: state.invite.size })}
            </Button>
            {invitedRows > 0 && (
              <Button isDisabled={busy !== null || state.resend.size === 0} onClick={() => void onResend()}>
                {adminTexts('censusResend', { count: state.resend.size })}
              </Button>
            )}
          </Flex>
          {invitedRows > 0 && <p className="admin-page__meta">{adminTexts('censusResendIntro')}</p>}
        </>
      )}
    </section>
  );
}
