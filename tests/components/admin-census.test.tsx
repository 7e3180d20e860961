/**
 * The console's census page (/admin/employers/:employerId/census), through its route: the loader
 * reads the template (offered as a CSV file to save); a chosen file that is not CSV, over 5 MB or
 * with another header is refused in the browser with the server's own words before anything is
 * sent; Check sends the file and shows every row with its line number, name, e-mail, class and
 * "Ready" or its messages, the ready rows chosen and the summary announced; Invite selected sends
 * only the chosen rows and announces how many were invited (and how many were not invited twice);
 * an employee invited before can be sent a new invitation. In English and in Spanish.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as censusRoute from '../../frontend/src/app/routes/admin-census';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import * as english from '../../shared/api-messages.admin';
import * as spanish from '../../shared/api-messages.admin.es';
import { CENSUS_HEADER, CENSUS_MAX_BYTES, CENSUS_TEMPLATE } from '../../shared/domain/census';
import type { CensusCheckedRow } from '../../shared/schemas/admin';
import { employerId, renderAdmin } from './admin-support';
import { serveApi, type ApiCall, type Answers } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
  };
});

const me = {
  email: 'hr@example.com',
  role: 'hr',
  phi: false,
  mfa: true,
  employers: [{ id: employerId, name: 'Acme Manufacturing' }],
};

const people = [
  ['Ana', 'García', 'ana@example.com', 'Salaried'],
  ['Ben', 'Okafor', 'ben@example.com', ''],
  ['Bad', 'Row', 'not-an-email', ''],
  ['Chloé', 'Martin', 'chloe@example.com', 'ALL'],
  ['Dev', 'Patel', 'dev@example.com', 'Salaried'],
  ['Eve', 'Ng', 'eve@example.com', ''],
] as const;
const csv = [CENSUS_HEADER, ...people.map((p) => `${p.join(',')},2026-01-15,en`)].join('\n') + '\n';

/** The server's answer for `csv`: line 4 has a malformed e-mail, and `invited` lines were invited before. */
function checked(invited: number[] = []): { total: number; passing: number; rows: CensusCheckedRow[] } {
  const rows = people.map(([first, last, email, cls], i): CensusCheckedRow => {
    const row = i + 2;
    const messages =
      row === 4
        ? [{ code: 'censusEmailInvalid', column: 'email', message: english.censusEmailInvalid }]
        : invited.includes(row)
          ? [{ code: 'censusAlreadyInvited', column: 'email', message: english.censusAlreadyInvited }]
          : [];
    return {
      row,
      fields: {
        first_name: first,
        last_name: last,
        email,
        class: cls,
        hire_date: '2026-01-15',
        language: 'en',
      },
      ok: messages.length === 0,
      messages,
    };
  });
  return { total: rows.length, passing: rows.filter((r) => r.ok).length, rows };
}

const ok = (data: unknown) => () => ({ body: { success: true, data } });

function serve(answers: Answers = {}): ApiCall[] {
  return serveApi({
    'get-admin-me': ok(me),
    'get-census-template': ok({ fileName: 'census-template.csv', csv: CENSUS_TEMPLATE }),
    'post-census-check': ok(checked()),
    ...answers,
  });
}

const path = `/admin/employers/${employerId}/census`;

async function renderCensus() {
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId/census',
        loader: censusRoute.loader,
        action: censusRoute.action,
        Component: censusRoute.Component,
      },
    ],
    path,
  );
  await screen.findByRole('heading', {
    level: 1,
    name: adminTexts('censusTitle', { employer: 'Acme Manufacturing' }),
  });
}

const user = () => userEvent.setup({ applyAccept: false });

/** Chooses a file in the census field and presses Check. */
async function checkFile(file: File) {
  const u = user();
  await u.upload(screen.getByLabelText(adminTexts('censusFileLabel')), file);
  await u.click(screen.getByRole('button', { name: adminTexts('censusCheck') }));
}

/** A chosen file; jsdom's File has no `text()`, which every browser's has. */
function censusFile(text = csv, name = 'census.csv'): File {
  const file = new File([text], name, { type: 'text/csv' });
  return Object.assign(file, { text: () => Promise.resolve(text) });
}
const handlers = (calls: ApiCall[]) => calls.map((c) => c.handler);
const status = () => screen.getByRole('status');

describe("the console's census page", () => {
  it('offers the template of the API as a CSV file to save', async () => {
    serve();
    await renderCensus();
    const link = screen.getByRole('link', { name: adminTexts('censusTemplate') });
    expect(link.getAttribute('download')).toBe('census-template.csv');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(`\uFEFF${CENSUS_TEMPLATE}`);
  });

  it('refuses a file over 5 MB in the browser with the server’s message, sending nothing', async () => {
    const calls = serve();
    await renderCensus();
    await checkFile(censusFile(`${CENSUS_HEADER}\n${'x'.repeat(CENSUS_MAX_BYTES)}`));
    expect((await screen.findByRole('alert')).textContent).toBe(english.censusTooLarge);
    expect(screen.queryByRole('table')).toBeNull();
    expect(handlers(calls)).not.toContain('post-census-check');
  });

  it('refuses a file that is not CSV, and a wrong header, in the browser: one message, no table, nothing sent', async () => {
    const calls = serve();
    await renderCensus();
    await checkFile(censusFile(csv, 'census.xlsx'));
    expect((await screen.findByRole('alert')).textContent).toBe(english.censusNotCsv);
    await checkFile(censusFile('name,email\nAna,ana@example.com\n'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(english.censusWrongHeader(CENSUS_HEADER)),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(handlers(calls)).not.toContain('post-census-check');
  });

  it('shows the server’s refusal of a file as one message and no table', async () => {
    serve({
      'post-census-check': () => ({
        status: 400,
        body: {
          success: false,
          requestId: 'req-1',
          code: 'censusTooManyRows',
          message: english.censusTooManyRows,
        },
      }),
    });
    await renderCensus();
    await checkFile(censusFile());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(english.censusTooManyRows));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('checks the file and shows every row with its number, name, e-mail, class and Ready or its message; ready rows chosen', async () => {
    const calls = serve();
    await renderCensus();
    await checkFile(censusFile());
    const table = await screen.findByRole('table');
    const check = calls.find((c) => c.handler === 'post-census-check')!;
    expect(check.pathParameters).toEqual({ employerId });
    expect(check.body).toEqual({ fileName: 'census.csv', csv });
    expect(status().textContent).toBe('5 rows ready, 1 with a problem');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    const cells = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[0]!).slice(1)).toEqual(['Ana García', 'ana@example.com', 'Salaried', 'Ready']);
    expect(cells(rows[2]!).slice(1)).toEqual([
      'Bad Row',
      'not-an-email',
      '',
      'E-mail is not a valid e-mail address',
    ]);
    // The bad row has no box; every ready one is chosen.
    expect(within(rows[2]!).queryByRole('checkbox')).toBeNull();
    for (const row of [2, 3, 5, 6, 7])
      expect(
        (screen.getByRole('checkbox', { name: adminTexts('censusChooseRow', { row }) }) as HTMLInputElement)
          .checked,
      ).toBe(true);
    expect(handlers(calls)).not.toContain('post-census-confirm');
  });

  it('invites only the chosen rows, then announces how many were invited and that nobody was invited twice', async () => {
    const calls = serve({ 'post-census-confirm': ok({ invited: 3, emails: ['ana@example.com'] }) });
    await renderCensus();
    await checkFile(censusFile());
    await screen.findByRole('table');
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: adminTexts('censusChooseRow', { row: 3 }) }));
    await u.click(screen.getByRole('button', { name: adminTexts('censusInvite', { count: 4 }) }));
    await waitFor(() => expect(handlers(calls)).toContain('post-census-confirm'));
    const confirm = calls.find((c) => c.handler === 'post-census-confirm')!;
    expect(confirm.body).toEqual({ fileName: 'census.csv', csv, rows: [2, 5, 6, 7] });
    await waitFor(() =>
      expect(status().textContent).toBe(
        '3 employees invited: each gets an invitation e-mail with a personal link. 1 chosen employee was on the census already and not invited twice.',
      ),
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps the table and shows the refusal when the server refuses the invitation', async () => {
    serve({
      'post-census-confirm': () => ({
        status: 400,
        body: {
          success: false,
          requestId: 'req-1',
          code: 'censusRowsNotPassing',
          message: english.censusRowsNotPassing('4'),
        },
      }),
    });
    await renderCensus();
    await checkFile(censusFile());
    await screen.findByRole('table');
    await user().click(screen.getByRole('button', { name: adminTexts('censusInvite', { count: 5 }) }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
        english.censusRowsNotPassing('4'),
      ),
    );
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('sends a new invitation to the chosen employees invited before', async () => {
    const calls = serve({
      'post-census-check': ok(checked([2, 3])),
      'post-census-resend': ok({ resent: 1 }),
    });
    await renderCensus();
    await checkFile(censusFile());
    await screen.findByRole('table');
    expect(status().textContent).toBe('3 rows ready, 3 with a problem');
    const resend = screen.getByRole('button', { name: adminTexts('censusResend', { count: 0 }) });
    expect(resend.hasAttribute('disabled')).toBe(true);
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: adminTexts('censusChooseResend', { row: 3 }) }));
    await u.click(screen.getByRole('button', { name: adminTexts('censusResend', { count: 1 }) }));
    await waitFor(() => expect(status().textContent).toBe('1 new invitation sent.'));
    expect(calls.find((c) => c.handler === 'post-census-resend')!.body).toEqual({
      emails: ['ben@example.com'],
    });
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es', { remember: false }));
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('says the page, the browser’s refusal, the summary and the row messages in Spanish', async () => {
      serve();
      await renderCensus();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Censo de Acme Manufacturing');
      await checkFile(censusFile(csv, 'census.txt'));
      expect((await screen.findByRole('alert')).textContent).toBe(spanish.censusNotCsv);
      await user().click(screen.getByRole('button', { name: 'Verificar el archivo' }));
      await checkFile(censusFile());
      const table = await screen.findByRole('table');
      expect(status().textContent).toBe('5 filas listas, 1 con un problema');
      const bad = within(table).getAllByRole('row')[3]!;
      expect(within(bad).getAllByRole('cell').at(-1)!.textContent).toBe(
        `Correo electrónico: ${spanish.censusEmailInvalid}`,
      );
      expect(within(table).getAllByRole('row')[1]!.textContent).toContain('Lista');
      expect(screen.getByRole('button', { name: 'Invitar a los seleccionados (5)' })).toBeTruthy();
    });
  });
});
