/**
 * The console's activity log (/admin/employers/:employerId/activity), through its route: the
 * loader reads the first page (newest first) with the console's token, "Show more" asks for the
 * next with the last page's cursor and adds it below, and the button goes once there is no more.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as activityRoute from '../../frontend/src/app/routes/admin-activity';
import { adminTexts } from '../../frontend/src/features/admin/texts';
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

const me = {
  email: 'hr@example.com',
  role: 'hr',
  phi: false,
  mfa: true,
  employers: [{ id: employerId, name: 'Acme Manufacturing' }],
};

const entry = (n: number) => ({
  at: `2027-01-0${n}T10:00:00.000Z`,
  actor: 'hr@example.com',
  action: n === 1 ? 'invitation' : 'sign-in',
  detail: `entry ${n}`,
});

describe("the console's activity log", () => {
  it('shows the first page, then the next with the cursor on Show more, until there is no more', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me } }),
      'get-activity': (call) =>
        call.query.get('cursor') === 'page-2'
          ? { body: { success: true, data: { items: [entry(1)], next: null } } }
          : { body: { success: true, data: { items: [entry(3), entry(2)], next: 'page-2' } } },
    });
    renderAdmin(
      [
        {
          path: '/admin/employers/:employerId/activity',
          loader: activityRoute.loader,
          Component: activityRoute.Component,
        },
      ],
      `/admin/employers/${employerId}/activity`,
    );
    await screen.findByRole('heading', {
      name: adminTexts('activityTitle', { employer: 'Acme Manufacturing' }),
    });
    const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows().map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'entry 3',
      'entry 2',
    ]);
    expect(within(rows()[0]!).getByText(adminTexts('actionSignIn'))).toBeTruthy();
    expect(calls.filter((c) => c.handler === 'get-activity')[0]!.query.has('cursor')).toBe(false);

    await user.click(screen.getByRole('button', { name: adminTexts('showMore') }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[2]!).getByText(adminTexts('actionInvitation'))).toBeTruthy();
    expect(
      calls
        .filter((c) => c.handler === 'get-activity')
        .at(-1)!
        .query.get('cursor'),
    ).toBe('page-2');
    expect(screen.queryByRole('button', { name: adminTexts('showMore') })).toBeNull();
  });

  it('answers the route error for an employer outside the grant', async () => {
    serveApi({
      'get-admin-me': () => ({ body: { success: true, data: me } }),
      'get-activity': () => ({ body: { success: true, data: { items: [], next: null } } }),
    });
    const other = 'b585b1ef-706e-4ea4-b576-ad563b1fe51f';
    renderAdmin(
      [
        {
          path: '/admin/employers/:employerId/activity',
          loader: activityRoute.loader,
          Component: activityRoute.Component,
          ErrorBoundary: () => <p>refused</p>,
        },
      ],
      `/admin/employers/${other}/activity`,
    );
    expect(await screen.findByText('refused')).toBeTruthy();
  });
});
