/**
 * The console's files (/admin/employers/:employerId/files), through its route: the loader reads
 * the list, the table shows each file by month, kind and carrier; Download asks the route action
 * for the file's link and saves it; "Produce a file" sends the kind and month through the action,
 * reads the list again and says what was produced; a refusal of the API shows its message; an
 * empty month is refused by the form before any request; and without the SSN grant the 834 is
 * not offered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as filesRoute from '../../frontend/src/app/routes/admin-files';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import type { ExportFileEntry } from '../../shared/schemas/admin-files';
import { employerId, renderAdmin } from './admin-support';
import { serveApi } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
  };
});

const me = (phi: boolean) => ({
  email: 'hr@example.com',
  role: 'hr',
  phi,
  mfa: true,
  employers: [{ id: employerId, name: 'Acme Manufacturing' }],
});

const file = (over: Partial<ExportFileEntry>): ExportFileEntry => ({
  id: 'cGF5cm9sbA',
  kind: 'payroll',
  period: '2027-01',
  carrier: null,
  name: 'payroll-ACME-001-2027-01.csv',
  bytes: 2048,
  producedAt: '2027-01-01T06:00:00.000Z',
  ssn: false,
  ...over,
});

const january = file({});
const x12 = file({
  id: 'ODM0',
  kind: '834',
  carrier: 'Summit Health',
  name: '834-ACME-001-SUMMIT-HEALTH-2027-full-000000001.x12',
  ssn: true,
});
const march = file({ id: 'bWFyY2g', period: '2027-03', name: 'payroll-ACME-001-2027-03.csv', bytes: 300 });

const render = () =>
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId/files',
        loader: filesRoute.loader,
        action: filesRoute.action,
        Component: filesRoute.Component,
      },
    ],
    `/admin/employers/${employerId}/files`,
  );

const title = () =>
  screen.findByRole('heading', { name: adminTexts('filesTitle', { employer: 'Acme Manufacturing' }) });
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.restoreAllMocks());

describe("the console's files", () => {
  it('lists the files by month, kind and carrier, and saves a file from the link the action fetched', async () => {
    // Prepare
    const user = userEvent.setup();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const url = 'http://127.0.0.1:4569/ichra-local-exports/x?X-Amz-Expires=300';
    const calls = serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me(true) } }),
      'get-files': () => ({ body: { success: true, data: { files: [january, x12] } } }),
      'post-file-link': () => ({
        body: { success: true, data: { url, expiresAt: '2027-01-05T10:05:00.000Z' } },
      }),
    });
    // Act
    render();
    await title();
    // Assess: one row per file, the 834 with its carrier.
    expect(rows().map((r) => r.slice(1, 5))).toEqual([
      [adminTexts('fileKindPayroll'), '—', january.name, '2 KB'],
      [adminTexts('fileKind834'), 'Summit Health', x12.name, '2 KB'],
    ]);
    // Act: Download the 834.
    await user.click(screen.getByRole('button', { name: adminTexts('downloadFile', { name: x12.name }) }));
    // Assess
    await waitFor(() => expect(clicked).toEqual([{ href: url, download: x12.name }]));
    expect(calls.find((c) => c.handler === 'post-file-link')?.body).toEqual({ id: x12.id });
  });

  it('produces a file of the chosen kind and month, lists it and says what was produced', async () => {
    // Prepare
    const user = userEvent.setup();
    let stored = [january];
    const calls = serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me(true) } }),
      'get-files': () => ({ body: { success: true, data: { files: stored } } }),
      'post-files': () => {
        stored = [march, january];
        return { body: { success: true, data: { files: [march] } } };
      },
    });
    render();
    await title();
    // Act
    await user.selectOptions(screen.getByLabelText(adminTexts('colFileKind')), 'payroll');
    const month = screen.getByLabelText(adminTexts('periodLabel'));
    await user.clear(month);
    await user.type(month, '2027-03');
    await user.click(screen.getByRole('button', { name: adminTexts('produceFile') }));
    // Assess
    expect(
      await screen.findByText(adminTexts('filesProduced', { names: 'payroll-ACME-001-2027-03.csv' })),
    ).toBeTruthy();
    expect(calls.find((c) => c.handler === 'post-files')?.body).toEqual({
      kind: 'payroll',
      period: '2027-03',
    });
    await waitFor(() => expect(rows().map((r) => r[3])).toEqual([march.name, january.name]));
  });

  it("shows the API's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me(true) } }),
      'get-files': () => ({ body: { success: true, data: { files: [] } } }),
      'post-files': () => ({
        status: 409,
        body: {
          success: false,
          message: 'No employee has authorized a plan',
          code: 'filesNo834',
          requestId: 'r-1',
        },
      }),
    });
    render();
    await title();
    expect(screen.getByText(adminTexts('filesNone'))).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(adminTexts('colFileKind')), '834');
    await user.click(screen.getByRole('button', { name: adminTexts('produceFile') }));
    expect(await screen.findByText('No employee has authorized a plan')).toBeTruthy();
    expect((screen.getByLabelText(adminTexts('colFileKind')) as HTMLSelectElement).value).toBe('834');
  });

  it('refuses an empty month before any request', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me(true) } }),
      'get-files': () => ({ body: { success: true, data: { files: [] } } }),
    });
    render();
    await title();
    const month = screen.getByLabelText(adminTexts('periodLabel'));
    await user.clear(month);
    await user.click(screen.getByRole('button', { name: adminTexts('produceFile') }));
    expect(await screen.findByText(adminTexts('fieldNeeded'))).toBeTruthy();
    expect(calls.filter((c) => c.handler === 'post-files')).toEqual([]);
  });

  it('does not offer the 834 without the SSN grant, and says why', async () => {
    serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me(false) } }),
      'get-files': () => ({ body: { success: true, data: { files: [january] } } }),
    });
    render();
    await title();
    expect(screen.getByText(adminTexts('filesNoSsn'))).toBeTruthy();
    const options = within(screen.getByLabelText(adminTexts('colFileKind'))).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['payroll', 'status']);
  });
});
