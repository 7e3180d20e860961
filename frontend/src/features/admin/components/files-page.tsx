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
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fileKinds, produceFileBody, type FileKind } from '../../../../../shared/schemas/admin-files';
import { FormError } from '../../../components/field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { currentLocale } from '../../../lib/i18n';
import { useRouteAction } from '../../../lib/route-action';
import { commonTexts } from '../../../lib/texts';
import type { AdminMe } from '../api/get-admin-me';
import { filesQuery, type EmployerFile } from '../api/get-files';
import type { FileLink } from '../api/post-file-link';
import type { ProducedFiles } from '../api/post-files';
import { dateTime } from '../format';
import { adminTexts } from '../texts';

/** The intents of the page's route action (app/routes/admin-files.tsx). */
export const fileIntents = { produce: 'admin-produce-file', link: 'admin-file-link' } as const;

const kindLabels: Record<FileKind, () => string> = {
  payroll: () => adminTexts('fileKindPayroll'),
  '834': () => adminTexts('fileKind834'),
  status: () => adminTexts('fileKindStatus'),
};

/** "12.3 KB", in the page's language. */
function size(bytes: number): string {
  const units = ['B', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** "2027-03" as "March 2027" in the page's language. */
function month(period: string): string {
  const at = new Date(`${period}-01T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return period;
  return new Intl.DateTimeFormat(currentLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
}

/**
 * Saves the file the link answers: a navigation to S3's pre-signed URL, which answers the file as
 * an attachment (Content-Disposition), so the browser saves it and the console stays on the page.
 */
export function saveFile(url: string, name: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * /admin/employers/:employerId/files: the payroll, 834 and status files the schedule, the operator
 * and the console produced for the employer, by period and carrier, each with a Download button
 * (a five-minute link fetched through the route action, then saved), and the form that produces a
 * file of a period. Without a grant for SSN files, the 834 is neither listed nor offered.
 */
export function FilesPage({ employer, phi }: { employer: AdminMe['employers'][number]; phi: boolean }) {
  const { data: files = [] } = useQuery(filesQuery(employer.id));
  return (
    <section className="page admin-page" aria-labelledby="admin-files-title">
      <h1 id="admin-files-title">{adminTexts('filesTitle', { employer: employer.name })}</h1>
      <p className="admin-page__meta">{adminTexts('filesIntro')}</p>
      {!phi && <p className="admin-page__meta">{adminTexts('filesNoSsn')}</p>}
      <ProduceForm phi={phi} />
      <FilesTable files={files} />
    </section>
  );
}

/** The table of files, newest period first, with a Download button on each. */
function FilesTable({ files }: { files: EmployerFile[] }) {
  const getLink = useRouteAction<FileLink>(fileIntents.link);
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (files.length === 0) return <p className="admin-empty">{adminTexts('filesNone')}</p>;
  const download = async (file: EmployerFile) => {
    setPending(file.id);
    setError(null);
    const answer = await getLink({ id: file.id });
    setPending(null);
    if (answer.ok) saveFile(answer.data.url, file.name);
    else setError(answer.message);
  };
  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-table-scroll" role="region" aria-labelledby="admin-files-list" tabIndex={0}>
        <h2 id="admin-files-list">{adminTexts('filesListTitle')}</h2>
        <Table className="admin-table" variation="striped" size="small">
          <TableHead>
            <TableRow>
              <TableCell as="th" scope="col">
                {adminTexts('colPeriod')}
              </TableCell>
              <TableCell as="th" scope="col">
                {adminTexts('colFileKind')}
              </TableCell>
              <TableCell as="th" scope="col">
                {adminTexts('colCarrier')}
              </TableCell>
              <TableCell as="th" scope="col">
                {adminTexts('colFileName')}
              </TableCell>
              <TableCell as="th" scope="col">
                {adminTexts('colFileSize')}
              </TableCell>
              <TableCell as="th" scope="col">
                {adminTexts('colProduced')}
              </TableCell>
              <TableCell as="th" scope="col">
                <span className="visually-hidden">{adminTexts('download')}</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id}>
                <TableCell as="th" scope="row">
                  {month(file.period)}
                </TableCell>
                <TableCell>{kindLabels[file.kind]()}</TableCell>
                <TableCell>{file.carrier ?? '—'}</TableCell>
                <TableCell>{file.name}</TableCell>
                <TableCell>{size(file.bytes)}</TableCell>
                <TableCell>{dateTime(file.producedAt)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    isDisabled={pending !== null}
                    aria-label={adminTexts('downloadFile', { name: file.name })}
                    onClick={() => void download(file)}
                  >
                    {pending === file.id ? commonTexts('loading') : adminTexts('download')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

/** This month, YYYY-MM: the period the form starts from. */
const thisMonth = (): string => new Date().toISOString().slice(0, 7);

/** "Produce a file": a kind (no 834 without the SSN grant) and a period, checked with the request's schema. */
function ProduceForm({ phi }: { phi: boolean }) {
  const produce = useRouteAction<ProducedFiles>(fileIntents.produce);
  const [produced, setProduced] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: produceFileBody,
    initial: { kind: 'payroll', period: thisMonth() },
    messages: {
      kind: { required: adminTexts('fieldNeeded') },
      period: { required: adminTexts('fieldNeeded'), invalid: adminTexts('periodInvalid') },
    },
  });
  const submit = form.handleSubmit(async (values) => {
    setProduced(null);
    const answer = await produce(values);
    if (!answer.ok) {
      form.setFormError(answer.message);
      return;
    }
    setProduced(adminTexts('filesProduced', { names: answer.data.map((f) => f.name).join(', ') }));
  });
  const kind = form.field('kind');
  const period = form.field('period');
  return (
    <form
      className="admin-produce"
      aria-labelledby="admin-produce-title"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={form.busy}
    >
      <h2 id="admin-produce-title">{adminTexts('produceTitle')}</h2>
      <FormError id="admin-produce-error" message={form.formError} />
      <SelectField
        label={adminTexts('colFileKind')}
        name={kind.name}
        value={kind.value}
        onChange={kind.onChange}
        hasError={Boolean(kind.error)}
        errorMessage={kind.error}
      >
        {fileKinds
          .filter((k) => phi || k !== '834')
          .map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]()}
            </option>
          ))}
      </SelectField>
      <TextField
        label={adminTexts('periodLabel')}
        descriptiveText={adminTexts('periodHint')}
        type="month"
        name={period.name}
        value={period.value}
        onChange={period.onChange}
        hasError={Boolean(period.error)}
        errorMessage={period.error}
        isRequired
      />
      <Button type="submit" variation="primary" isDisabled={form.busy}>
        {form.busy ? commonTexts('loading') : adminTexts('produceFile')}
      </Button>
      {produced && (
        <p className="admin-produce__done" role="status">
          {produced}
        </p>
      )}
    </form>
  );
}
