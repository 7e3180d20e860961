/**
 * The tracker's reminders (/admin/employers/:employerId): a checkbox on each row of an employee who
 * has not authorized, "Remind selected" and "Remind all who have not enrolled", each written
 * through the route's action to POST .../reminders; the answer said in words, in English and in
 * Spanish, with the employees skipped because they were reminded less than 48 hours ago.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as trackerRoute from '../../frontend/src/app/routes/admin-tracker';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { employerId, renderAdmin, row, tracker } from './admin-support';
import { failure, serveApi, type ApiCall } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

/** Ann has enrolled, Bo waived; Cy was invited and Di registered: only Cy and Di can be reminded. */
const rows = [
  row({ firstName: 'Ann', lastName: 'Archer', email: 'ann@example.com', state: 'enrolled' }),
  row({ firstName: 'Bo', lastName: 'Brown', email: 'bo@example.com', state: 'waived' }),
  row({ firstName: 'Cy', lastName: 'Cole', email: 'cy@example.com', state: 'invited', planName: null }),
  row({ firstName: 'Di', lastName: 'Dunn', email: 'di@example.com', state: 'registered', planName: null }),
];

type Reminded = { queued: number; alreadyReminded: number; notDue: number };

/** The tracker with its action; the reminders answered in turn from `answers`. */
function renderTracker(...answers: Reminded[]) {
  const calls = serveApi({
    'get-tracker': () => ({ body: { success: true, data: tracker({ rows, total: rows.length }) } }),
    'post-reminders': () => ({ body: { success: true, data: answers.shift() } }),
  });
  const view = renderAdmin(
    [
      {
        path: '/admin/employers/:employerId',
        loader: trackerRoute.loader,
        action: trackerRoute.action,
        Component: trackerRoute.Component,
      },
    ],
    `/admin/employers/${employerId}`,
  );
  return { calls, view, reminders: () => calls.filter((c: ApiCall) => c.handler === 'post-reminders') };
}

const status = () => screen.getAllByRole('status').find((s) => s.classList.contains('admin-remind__said'))!;

describe("the tracker's reminders", () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it('offers a checkbox only on the rows of employees who have not authorized', async () => {
    renderTracker();
    const table = await screen.findByRole('table');
    const [, ann, bo, cy, di] = within(table).getAllByRole('row');
    expect(within(ann!).queryByRole('checkbox')).toBeNull();
    expect(within(bo!).queryByRole('checkbox')).toBeNull();
    expect(within(cy!).getByRole('checkbox', { name: 'Select Cy Cole' })).toBeTruthy();
    expect(within(di!).getByRole('checkbox', { name: 'Select Di Dunn' })).toBeTruthy();
    // Nothing selected yet: only "Remind all" can be pressed.
    expect(screen.getByRole('button', { name: 'Remind selected' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Remind all who have not enrolled' }).hasAttribute('disabled'),
    ).toBe(false);
  });

  it('reminds the selected employees by e-mail and says how many were reminded', async () => {
    const user = userEvent.setup();
    const { reminders } = renderTracker({ queued: 2, alreadyReminded: 0, notDue: 0 });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cy Cole' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Di Dunn' }));
    await user.click(screen.getByRole('button', { name: 'Remind selected' }));
    await waitFor(() => expect(status().textContent).toBe('Reminder sent to 2 employees.'));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.pathParameters).toEqual({ employerId });
    expect(reminders()[0]!.body).toEqual({ emails: ['cy@example.com', 'di@example.com'] });
    // The selection is spent: the boxes are clear again.
    expect((screen.getByRole('checkbox', { name: 'Select Cy Cole' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('reminds all who have not enrolled, and says who was skipped for the 48 hours, a second click too', async () => {
    const user = userEvent.setup();
    const { reminders } = renderTracker(
      { queued: 4, alreadyReminded: 3, notDue: 0 },
      { queued: 0, alreadyReminded: 7, notDue: 0 },
    );
    const all = await screen.findByRole('button', { name: 'Remind all who have not enrolled' });
    await user.click(all);
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Reminder sent to 4 employees. 3 were reminded less than 48 hours ago and were not reminded again.',
      ),
    );
    expect(reminders()[0]!.body).toEqual({ all: true });

    await user.click(all);
    await waitFor(() =>
      expect(status().textContent).toBe(
        'No reminder was sent. 7 were reminded less than 48 hours ago and were not reminded again.',
      ),
    );
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.body).toEqual({ all: true });
  });

  it('says one employee in the singular, and the employees who had already authorized', async () => {
    const user = userEvent.setup();
    renderTracker({ queued: 1, alreadyReminded: 1, notDue: 1 });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cy Cole' }));
    await user.click(screen.getByRole('button', { name: 'Remind selected' }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Reminder sent to 1 employee. 1 was reminded less than 48 hours ago and was not reminded again. 1 has already enrolled or waived and was not reminded.',
      ),
    );
  });

  it("shows the server's refusal and keeps the selection", async () => {
    const user = userEvent.setup();
    serveApi({
      'get-tracker': () => ({ body: { success: true, data: tracker({ rows, total: rows.length }) } }),
      'post-reminders': () => failure(403, 'You do not administer this employer.'),
    });
    renderAdmin(
      [
        {
          path: '/admin/employers/:employerId',
          loader: trackerRoute.loader,
          action: trackerRoute.action,
          Component: trackerRoute.Component,
        },
      ],
      `/admin/employers/${employerId}`,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Cy Cole' }));
    await user.click(screen.getByRole('button', { name: 'Remind selected' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('You do not administer this employer.'),
    );
    expect((screen.getByRole('checkbox', { name: 'Select Cy Cole' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says the answer in Spanish', async () => {
    await activateLocale('es', { remember: false });
    const user = userEvent.setup();
    const { reminders } = renderTracker({ queued: 4, alreadyReminded: 3, notDue: 0 });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar a Cy Cole' }));
    await user.click(screen.getByRole('button', { name: 'Recordar a los seleccionados' }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Recordatorio enviado a 4 empleados. A 3 se les recordó hace menos de 48 horas y no se les volvió a recordar.',
      ),
    );
    expect(reminders()[0]!.body).toEqual({ emails: ['cy@example.com'] });
    expect(screen.getByRole('button', { name: 'Recordar a todos los que no se han inscrito' })).toBeTruthy();
  });
});
