/**
 * The console's enrollment tracker (/admin/employers/:employerId), through its route: the loader
 * asks the tracker with the filters, search, sort and page of the URL and the console's token;
 * the page shows the counts as filter links, the rows with their amounts from cents, and every
 * change (a count, the search after its pause, a column's sort, the next page) becomes the URL's
 * query, which the loader reads again. An administrator without an authenticator goes to /admin/mfa.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as trackerRoute from '../../frontend/src/app/routes/admin-tracker';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { SEARCH_DEBOUNCE_MS } from '../../frontend/src/features/admin/components/tracker-page';
import { adminToken, employerId, recordAuthorization, renderAdmin, tracker } from './admin-support';
import { failure, serveApi } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

const path = `/admin/employers/${employerId}`;

const renderTracker = (search = '') =>
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId',
        loader: trackerRoute.loader,
        Component: trackerRoute.Component,
      },
      { path: '/admin/mfa', element: <p>enrol</p> },
    ],
    `${path}${search}`,
  );

describe("the console's enrollment tracker", () => {
  it("asks the tracker with the URL's query and the console's token, never the employee's", async () => {
    const calls = serveApi({ 'get-tracker': () => ({ body: { success: true, data: tracker() } }) });
    const auth = recordAuthorization();
    renderTracker('?state=invited&q=ann&sort=email&dir=desc&page=2&bogus=1&class=');
    await screen.findByRole('heading', {
      name: adminTexts('trackerTitle', { employer: 'Acme Manufacturing' }),
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathParameters).toEqual({ employerId });
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      state: 'invited',
      q: 'ann',
      sort: 'email',
      dir: 'desc',
      page: '2',
      pageSize: '25',
    });
    expect(auth).toEqual([`Bearer ${adminToken}`]);
  });

  it('leaves out a value of the URL that the API would refuse', async () => {
    const calls = serveApi({ 'get-tracker': () => ({ body: { success: true, data: tracker() } }) });
    renderTracker('?state=lost&page=0&dir=up');
    await screen.findByRole('heading', {
      name: adminTexts('trackerTitle', { employer: 'Acme Manufacturing' }),
    });
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ pageSize: '25' });
  });

  it('shows the counts per state, and each row with its plan or waiver and its amounts from cents', async () => {
    serveApi({ 'get-tracker': () => ({ body: { success: true, data: tracker() } }) });
    renderTracker();
    const counts = await screen.findByRole('list', { name: adminTexts('countsLabel') });
    expect(within(counts).getByRole('link', { name: `21 ${adminTexts('allStates')}` })).toBeTruthy();
    expect(within(counts).getByRole('link', { name: `2 ${adminTexts('stateInvited')}` })).toBeTruthy();
    const table = screen.getByRole('table');
    const [, ann, bo] = within(table).getAllByRole('row');
    expect(within(ann!).getByRole('rowheader').textContent).toBe('Ann Archer');
    expect(within(ann!).getByText('Acme Silver PPO (Acme Health)')).toBeTruthy();
    expect(within(ann!).getByText('$1,234.50')).toBeTruthy();
    expect(within(ann!).getByText('$45.99')).toBeTruthy();
    expect(within(bo!).getByText(adminTexts('waived', { reason: 'Covered by a spouse' }))).toBeTruthy();
    expect(within(bo!).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText(adminTexts('pageOf', { page: 1, pages: 1 }), { exact: false })).toBeTruthy();
  });

  it('filters by a count, searches after the pause, sorts by a column and pages, each through the URL', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'get-tracker': (call) => ({
        body: { success: true, data: tracker({ total: 60, page: Number(call.query.get('page') ?? 1) }) },
      }),
    });
    const { router } = renderTracker();
    const counts = await screen.findByRole('list', { name: adminTexts('countsLabel') });
    await user.click(within(counts).getByRole('link', { name: `2 ${adminTexts('stateInvited')}` }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=invited'));
    await waitFor(() => expect(calls.at(-1)!.query.get('state')).toBe('invited'));
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: `2 ${adminTexts('stateInvited')}` }).getAttribute('aria-current'),
      ).toBe('true'),
    );

    // The search: one request after the typing stops, not one per letter.
    const before = calls.length;
    const box = screen.getByRole('searchbox', { name: adminTexts('searchLabel') });
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ar' } });
    fireEvent.change(box, { target: { value: 'arch' } });
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS / 2));
    expect(calls.length).toBe(before);
    await waitFor(() => expect(router.state.location.search).toBe('?state=invited&q=arch'));
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(calls.at(-1)!.query.get('q')).toBe('arch');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));

    // The router renders a navigation in a transition: the links are the new URL's once it shows.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: componentTexts('email') }).getAttribute('href')).toContain(
        'q=arch',
      ),
    );
    await user.click(screen.getByRole('link', { name: componentTexts('email') }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?state=invited&q=arch&sort=email&dir=asc'),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('columnheader', { name: componentTexts('email') }).getAttribute('aria-sort'),
      ).toBe('ascending'),
    );

    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await user.click(screen.getByRole('link', { name: adminTexts('nextPage') }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await waitFor(() => expect(calls.at(-1)!.query.get('page')).toBe('2'));
    expect(
      await screen.findByText(adminTexts('pageOf', { page: 2, pages: 3 }), { exact: false }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    // A new filter goes back to the first page.
    await user.selectOptions(screen.getByLabelText(adminTexts('classFilter')), 'Part-time');
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(calls.at(-1)!.query.get('class')).toBe('Part-time');
  });

  it('sends an administrator without an authenticator to /admin/mfa', async () => {
    serveApi({
      'get-tracker': () => ({
        ...failure(403, 'Set up your authenticator app to continue.'),
        body: { ...failure(403, 'x').body, code: 'adminMfaRequired' },
      }),
    });
    const { router } = renderTracker();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/mfa'));
    expect(screen.getByText('enrol')).toBeTruthy();
  });
});
