/**
 * The console's review of life events (/admin/employers/:employerId/life-events, issue 40 item 5),
 * through its route: the loader reads the employer's events waiting for review; View asks the route
 * for a link and opens it in the tab opened on the click; Approve sends the event and says until
 * when the employee may elect, and the list is read again; Reject without a reason is refused in
 * the browser and sends nothing, with one it sends the reason; a refusal of the server (the event
 * reviewed meanwhile) is shown; with nothing waiting the page says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as lifeEventsRoute from '../../frontend/src/app/routes/admin-life-events';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { adminApiMessages } from '../../shared/admin-api-messages';
import type { EmployerLifeEvent } from '../../shared/schemas/life-event';
import { employerId, renderAdmin } from './admin-support';
import { failure, serveApi, type Answers } from './support';

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
const memberId = '3d1f6a2b-8c4e-4f0a-9b7d-1e2c3a4b5c6d';
const eventId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const pending = (over: Partial<EmployerLifeEvent> = {}): EmployerLifeEvent => ({
  eventId,
  memberId,
  email: 'jo@example.com',
  name: 'Jo Lane',
  kind: 'birth',
  eventDate: '2027-06-10',
  reportedAt: '2027-06-12T10:00:00.000Z',
  state: 'pending',
  fileType: 'pdf',
  reviewedAt: null,
  reason: null,
  window: null,
  ...over,
});

function open(answers: Answers, events: EmployerLifeEvent[] = [pending()]) {
  const waiting = [...events];
  const calls = serveApi({
    'get-admin-me': () => ({ body: { success: true, data: me } }),
    'get-employer-life-events': () => ({ body: { success: true, data: { events: [...waiting] } } }),
    ...answers,
  });
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId/life-events',
        loader: lifeEventsRoute.loader,
        action: lifeEventsRoute.action,
        Component: lifeEventsRoute.Component,
      },
    ],
    `/admin/employers/${employerId}/life-events`,
  );
  return {
    calls,
    of: (h: string) => calls.filter((c) => c.handler === h),
    reviewed: () => waiting.splice(0, waiting.length),
  };
}

describe("the console's review of life events", () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it('lists the events waiting, with the employee, the event and its date', async () => {
    open({});
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Jo Lane')).toBeTruthy();
    expect(within(first!).getByText('jo@example.com')).toBeTruthy();
    expect(within(first!).getByText('Birth of a child on Jun 10, 2027')).toBeTruthy();
  });

  it('says when nothing waits for review', async () => {
    open({}, []);
    expect(await screen.findByText('No life event is waiting for review.')).toBeTruthy();
  });

  it('opens the document through the link the route asks for', async () => {
    const opened = { href: '' };
    vi.stubGlobal('open', () => ({ location: opened, close: () => undefined }));
    const { of } = open({
      'post-life-event-link': () => ({
        body: {
          success: true,
          data: { url: 'https://files.test/birth.pdf', expiresAt: '2027-06-20T12:05:00Z', fileType: 'pdf' },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    await waitFor(() => expect(opened.href).toBe('https://files.test/birth.pdf'));
    expect(of('post-life-event-link')[0]?.body).toEqual({ memberId, eventId });
  });

  it('approves: sends the event, says until when the employee may elect, and reads the list again', async () => {
    const answers: Answers = {
      'post-life-event-review': () => {
        list.reviewed();
        return {
          body: {
            success: true,
            data: pending({
              state: 'approved',
              window: {
                planYear: 2027,
                opens: '2027-06-20',
                closes: '2027-08-09',
                fixedEffectiveDate: '2027-06-10',
              },
            }),
          },
        };
      },
    };
    const list = open(answers);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Approved: Jo Lane may change their elections until Aug 9, 2027.',
    );
    expect(list.of('post-life-event-review')[0]?.body).toEqual({ memberId, eventId, decision: 'approve' });
    expect(await screen.findByText('No life event is waiting for review.')).toBeTruthy();
    expect(list.of('get-employer-life-events')).toHaveLength(2);
  });

  it('refuses a rejection without a reason in the browser, then sends the reason given', async () => {
    const { of } = open({
      'post-life-event-review': () => ({
        body: { success: true, data: pending({ state: 'rejected', reason: 'Unreadable.' }) },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Give the reason for rejecting: the employee reads it.',
    );
    expect(of('post-life-event-review')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Reason for rejecting'), 'Unreadable.');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rejected: Jo Lane will read your reason.');
    expect(of('post-life-event-review')[0]?.body).toEqual({
      memberId,
      eventId,
      decision: 'reject',
      reason: 'Unreadable.',
    });
  });

  it("shows the server's refusal when the event was reviewed meanwhile", async () => {
    open({ 'post-life-event-review': () => failure(409, adminApiMessages.lifeEventNotPending) });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(adminApiMessages.lifeEventNotPending);
  });
});
