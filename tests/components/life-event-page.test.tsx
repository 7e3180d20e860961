/**
 * /life-event through its route (issue 40, item 5): the loader reads the caller's reported events
 * and the page shows each state (waiting for review; approved with the window's last day, the
 * coverage date and a link into the builder; not accepted with the administrator's reason). The
 * report form checks kind and date with the request's schema and a document with the server's own
 * rule (a text file renamed .pdf is refused in the browser with the server's message, in Spanish
 * too, and nothing is sent); a good report goes through the route's two writes around the post of
 * the document to the grant's URL, then the list is read again; the server's refusal of the date is
 * shown by the date field. The page is linked from /welcome and from the builder's closed message.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lifeEventRoute from '../../frontend/src/app/routes/life-event';
import { WelcomePage } from '../../frontend/src/features/welcome/components/welcome-page';
import { lifeEventTexts } from '../../frontend/src/features/life-event/texts';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { QueryProvider } from '../../frontend/src/lib/query-client';
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import type { LifeEvent } from '../../shared/schemas/life-event';
import { employer, newMember, renderBuilderFrame } from './builder-fixtures';
import { recordIntents } from './route-intents';
import { descriptionOf, renderRoutes, serveApi, type Answer, type ApiCall } from './support';

const uploadId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const bucketUrl = 'https://member-files.s3.us-east-1.amazonaws.com/';

const event = (over: Partial<LifeEvent> = {}): LifeEvent => ({
  eventId: uploadId,
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

const pdf = () => new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'certificate.pdf');

/** The route with the API answering; each form posted to the bucket is recorded with its entries. */
function renderPage(events: LifeEvent[], report?: (call: ApiCall) => Answer) {
  const stored = [...events];
  const calls = serveApi({
    'get-life-events': () => ({ body: { success: true, data: { events: [...stored] } } }),
    'post-life-event':
      report ??
      (() => ({
        body: {
          success: true,
          data: {
            url: bucketUrl,
            fields: { key: `m/life-event/${uploadId}`, Policy: 'cG9saWN5' },
            uploadId,
            maxBytes: PROOF_MAX_BYTES,
            expiresAt: '2027-06-20T12:05:00.000Z',
          },
        },
      })),
    'post-life-event-confirm': (call) => {
      const body = call.body as { kind: LifeEvent['kind']; eventDate: string };
      const saved = event({
        kind: body.kind,
        eventDate: body.eventDate,
        reportedAt: '2027-06-20T12:00:00.000Z',
      });
      stored.unshift(saved);
      return { body: { success: true, data: saved } };
    },
  });
  const api = globalThis.fetch;
  const posted: Array<[string, FormDataEntryValue][]> = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    if (String(input) === bucketUrl) {
      posted.push([...(init.body as FormData).entries()]);
      return new Response(null, { status: 204 });
    }
    return api(input, init);
  });
  const recorded = recordIntents(lifeEventRoute.action);
  renderRoutes(
    [
      {
        element: (
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        ),
        children: [
          {
            path: '/life-event',
            loader: lifeEventRoute.loader,
            action: recorded.action,
            Component: lifeEventRoute.Component,
          },
        ],
      },
    ],
    '/life-event',
  );
  return {
    calls,
    posted,
    intents: recorded.intents,
    of: (h: string) => calls.filter((c) => c.handler === h),
  };
}

async function fillIn(kind: string, date: string, file: File) {
  const user = userEvent.setup({ applyAccept: false });
  await user.selectOptions(
    await screen.findByLabelText(lifeEventTexts('lifeEventKindLabel'), { exact: false }),
    kind,
  );
  fireEvent.change(screen.getByLabelText(lifeEventTexts('lifeEventDateLabel'), { exact: false }), {
    target: { value: date },
  });
  await user.upload(screen.getByLabelText(lifeEventTexts('lifeEventFileLabel')), file);
  await user.click(screen.getByRole('button', { name: lifeEventTexts('lifeEventSubmit') }));
}

describe('the life event page', () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it("shows each event's state: waiting, approved with the window and a link into the builder, not accepted with the reason", async () => {
    renderPage([
      event({
        state: 'approved',
        window: {
          planYear: 2027,
          opens: '2027-06-15',
          closes: '2027-08-09',
          fixedEffectiveDate: '2027-06-10',
        },
      }),
      event({
        eventId: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        kind: 'move',
        state: 'rejected',
        reason: 'The lease is unsigned.',
      }),
      event({ eventId: '2a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', kind: 'marriage' }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Report a life event' })).toBeTruthy();
    const [, approved, rejected, pending] = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(approved!).getByText('Birth of a child')).toBeTruthy();
    expect(within(approved!).getByText('Approved by your benefits administrator')).toBeTruthy();
    expect(within(approved!).getByText('You may change your elections until 2027-08-09.')).toBeTruthy();
    expect(within(approved!).getByText('Coverage starts on 2027-06-10, the date of the event.')).toBeTruthy();
    expect(
      within(approved!).getByRole('link', { name: 'Change your elections now' }).getAttribute('href'),
    ).toBe('/profile');
    expect(
      within(rejected!).getByText("Your benefits administrator's reason: The lease is unsigned."),
    ).toBeTruthy();
    expect(within(rejected!).queryByRole('link')).toBeNull();
    expect(within(pending!).getByText('Waiting for your benefits administrator')).toBeTruthy();
  });

  it('says when no event was reported', async () => {
    renderPage([]);
    expect(await screen.findByText('You have not reported a life event.')).toBeTruthy();
  });

  it('reports an event through the route: the grant, the document posted with its fields first, the confirmation, the list read again', async () => {
    const { of, posted, intents } = renderPage([]);
    await fillIn('marriage', '2027-06-01', pdf());
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your life event was sent to your benefits administrator for review.',
    );
    expect(intents).toEqual(['report-life-event', 'confirm-life-event']);
    expect(of('post-life-event')[0]?.body).toEqual({ kind: 'marriage', eventDate: '2027-06-01' });
    expect(posted).toHaveLength(1);
    expect(posted[0]!.map(([k]) => k)).toEqual(['key', 'Policy', 'file']);
    expect(of('post-life-event-confirm')[0]?.body).toEqual({
      kind: 'marriage',
      eventDate: '2027-06-01',
      uploadId,
    });
    await waitFor(() => expect(of('get-life-events')).toHaveLength(2));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Marriage')).toBeTruthy();
  });

  it.each([
    ['en', apiMessages.lifeEventDocumentWrongType],
    ['es', apiMessagesEs.lifeEventDocumentWrongType],
  ] as const)(
    "refuses a text file renamed .pdf in the browser with the server's message (%s) and sends nothing",
    async (locale, message) => {
      await activateLocale(locale, { remember: false });
      const { calls } = renderPage([]);
      await fillIn('marriage', '2027-06-01', new File(['I got married'], 'certificate.pdf'));
      const field = screen.getByLabelText(lifeEventTexts('lifeEventFileLabel'));
      await waitFor(() => expect(descriptionOf(field)).toContain(message));
      expect(calls.map((c) => c.handler)).toEqual(['get-life-events']);
    },
  );

  it('asks for the kind, the date and the document before sending anything', async () => {
    const { calls } = renderPage([]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: lifeEventTexts('lifeEventSubmit') }));
    expect(
      descriptionOf(screen.getByLabelText(lifeEventTexts('lifeEventKindLabel'), { exact: false })),
    ).toContain(lifeEventTexts('lifeEventFieldNeeded'));
    expect(calls.map((c) => c.handler)).toEqual(['get-life-events']);
  });

  it("shows the server's refusal of a future date by the date field, and posts no document", async () => {
    const { posted, of } = renderPage([], () => ({
      status: 400,
      body: {
        success: false,
        message: adminApiMessages.lifeEventDateInFuture,
        fields: { eventDate: adminApiMessages.lifeEventDateInFuture },
        requestId: 'req-1',
      },
    }));
    await fillIn('birth', '2099-01-01', pdf());
    const date = screen.getByLabelText(lifeEventTexts('lifeEventDateLabel'), { exact: false });
    await waitFor(() => expect(descriptionOf(date)).toContain(adminApiMessages.lifeEventDateInFuture));
    expect(posted).toHaveLength(0);
    expect(of('post-life-event-confirm')).toHaveLength(0);
  });

  it('is linked from /welcome', async () => {
    renderRoutes(
      [
        {
          path: '/welcome',
          Component: () => (
            <WelcomePage
              orders={[]}
              account={null}
              contacts={[]}
              firstname="Jo"
              authorized={false}
              employerName={null}
            />
          ),
        },
      ],
      '/welcome',
    );
    expect(
      (await screen.findByRole('link', { name: 'Tell us about a life event' })).getAttribute('href'),
    ).toBe('/life-event');
  });

  it("is linked from the builder's closed-enrollment message", async () => {
    renderBuilderFrame({
      member: newMember(),
      employer,
      enrollment: { planYear: 2027, state: 'closed', deadline: '2026-12-15', memberWindow: null },
    });
    const link = await screen.findByRole('link', { name: /Report the life event$/ });
    expect(link.getAttribute('href')).toBe('/life-event');
  });
});
