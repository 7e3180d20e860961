/**
 * The console's enrollment window editor (/admin/employers/:employerId/window), through its
 * route: the loader reads the windows by plan year; the form sets the window of the plan year the
 * employees enroll for now, checked in the browser with the server's schema (a window closes on or
 * after it opens: the message by the field, in English and Spanish, nothing sent), written through
 * the route's action to PUT .../windows, the server's messages shown by the field too.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as windowRoute from '../../frontend/src/app/routes/admin-window';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { employerId, renderAdmin } from './admin-support';
import { descriptionOf, serveApi, type Answer, type ApiCall } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

const me = {
  email: 'hr@example.com',
  role: 'hr',
  phi: false,
  mfa: true,
  employers: [{ id: employerId, name: 'Acme Manufacturing' }],
};

type Window = { planYear: number; opens: string; closes: string };

/** The editor on its route; GET .../windows answers what is stored, PUT stores it (or `put` answers). */
function renderEditor(stored: Window[], put?: (call: ApiCall) => Answer) {
  const windows = [...stored];
  const calls = serveApi({
    'get-admin-me': () => ({ body: { success: true, data: me } }),
    'get-windows': () => ({
      body: { success: true, data: { windows: [...windows], currentPlanYear: 2027 } },
    }),
    'put-window':
      put ??
      ((call) => {
        const w = call.body as Window;
        windows.splice(0, windows.length, ...windows.filter((x) => x.planYear !== w.planYear), w);
        windows.sort((a, b) => a.planYear - b.planYear);
        return { body: { success: true, data: w } };
      }),
  });
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId/window',
        loader: windowRoute.loader,
        action: windowRoute.action,
        Component: windowRoute.Component,
      },
    ],
    `/admin/employers/${employerId}/window`,
  );
  return { calls, of: (handler: string) => calls.filter((c) => c.handler === handler) };
}

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the console's enrollment window editor", () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it("shows the windows by plan year, the current one marked, and starts the form from the current year's", async () => {
    renderEditor([
      { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' },
      { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
    ]);
    await screen.findByRole('heading', { name: 'Enrollment window for Acme Manufacturing' });
    const table = screen.getByRole('table');
    const [, y2026, y2027] = within(table).getAllByRole('row');
    expect(within(y2026!).getByRole('rowheader').textContent).toBe('2026');
    expect(within(y2026!).getByText('Dec 15, 2025')).toBeTruthy();
    expect(within(y2027!).getByRole('rowheader').textContent).toBe('2027 (enrolling now)');
    expect(within(y2027!).getByText('Nov 1, 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Window for plan year 2027' })).toBeTruthy();
    expect((screen.getByLabelText('Opens on') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('Closes on (the last day to enroll)') as HTMLInputElement).value).toBe(
      '2026-12-15',
    );
  });

  it('says by the field that a window must close on or after it opens, and sends nothing', async () => {
    const user = userEvent.setup();
    const { of } = renderEditor([]);
    await screen.findByText('No enrollment window is set yet.');
    setDate('Opens on', '2026-12-15');
    setDate('Closes on (the last day to enroll)', '2026-12-14');
    await user.click(screen.getByRole('button', { name: 'Save the window' }));
    const closes = screen.getByLabelText('Closes on (the last day to enroll)');
    await waitFor(() =>
      expect(descriptionOf(closes)).toContain(
        'The enrollment window must close on or after the day it opens.',
      ),
    );
    expect(closes.getAttribute('aria-invalid')).toBe('true');
    expect(of('put-window')).toHaveLength(0);
  });

  it('saves a window that closes the day it opens, and shows it in the list', async () => {
    const user = userEvent.setup();
    const { of } = renderEditor([{ planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' }]);
    await screen.findByRole('table');
    setDate('Opens on', '2026-12-01');
    setDate('Closes on (the last day to enroll)', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save the window' }));
    expect(await screen.findByText('The enrollment window for 2027 is saved.')).toBeTruthy();
    expect(of('put-window')).toHaveLength(1);
    expect(of('put-window')[0]!.pathParameters).toEqual({ employerId });
    expect(of('put-window')[0]!.body).toEqual({ planYear: 2027, opens: '2026-12-01', closes: '2026-12-01' });
    // The list is read again after the write and shows the new window.
    await waitFor(() => expect(of('get-windows')).toHaveLength(2));
    const [, , y2027] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(y2027!).getAllByText('Dec 1, 2026')).toHaveLength(2);
  });

  it("shows the server's message by the field it names, and its other refusals above the form", async () => {
    const user = userEvent.setup();
    let answer = 0;
    renderEditor([], () =>
      answer++ === 0
        ? {
            status: 400,
            body: {
              success: false,
              message: 'The enrollment window must close on or after the day it opens.',
              code: 'adminWindowClosesBeforeOpens',
              fields: { closes: 'The enrollment window must close on or after the day it opens.' },
              requestId: 'req-1',
            },
          }
        : {
            status: 403,
            body: { success: false, message: 'You do not administer this employer.', requestId: 'r' },
          },
    );
    await screen.findByText('No enrollment window is set yet.');
    setDate('Opens on', '2026-11-01');
    setDate('Closes on (the last day to enroll)', '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Save the window' }));
    const closes = screen.getByLabelText('Closes on (the last day to enroll)');
    await waitFor(() =>
      expect(descriptionOf(closes)).toContain(
        'The enrollment window must close on or after the day it opens.',
      ),
    );
    setDate('Closes on (the last day to enroll)', '2026-12-16');
    await user.click(screen.getByRole('button', { name: 'Save the window' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You do not administer this employer.'),
    );
  });

  it('says the rule in Spanish', async () => {
    await activateLocale('es', { remember: false });
    const user = userEvent.setup();
    const { of } = renderEditor([]);
    await screen.findByRole('heading', { name: 'Período de inscripción de Acme Manufacturing' });
    setDate('Abre el', '2026-12-15');
    setDate('Cierra el (último día para inscribirse)', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Guardar el período' }));
    const closes = screen.getByLabelText('Cierra el (último día para inscribirse)');
    await waitFor(() =>
      expect(descriptionOf(closes)).toContain(
        'El período de inscripción debe cerrar el mismo día en que abre o después.',
      ),
    );
    expect(of('put-window')).toHaveLength(0);
  });
});
