/**
 * /ichra-notice through its route: the loader reads the caller's notice of the URL's plan year in
 * the page's language; the page shows the server's sections and amounts, a PDF of the same text,
 * and each state of the acknowledgment (to do, saving, done, refused), and says so when the notice
 * cannot be loaded.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as noticeRoute from '../../frontend/src/app/routes/ichra-notice';
import { noticeTexts } from '../../frontend/src/features/ichra-notice/texts';
import { QueryProvider } from '../../frontend/src/lib/query-client';
import { linesToPdf, noticeLines } from '../../frontend/src/features/ichra-notice/notice-pdf';
import { pdfString } from '../../frontend/src/lib/pdf-writer';
import { ichraNotice } from '../../shared/domain/ichra-notice';
import type { Cents } from '../../shared/domain/money';
import { deferred, failure, renderRoutes, serveApi } from './support';

/** The notice as the server renders it, from the shared domain module itself. */
const notice = ichraNotice({
  employerName: 'Initech',
  className: 'ALL',
  planYear: 2027,
  terms: {
    policy: {
      kind: 'flat-by-tier',
      tiers: { employee: 40_000, employee_spouse: 70_000, employee_children: 65_000, family: 90_000 },
    },
    waivedCents: 0 as Cents,
  },
  affordabilityPercent: null,
  contacts: [{ name: 'Hal Rogers', email: 'hr@initech.test', phone: null, type: 3 }],
  language: 'en',
});

const answer = (acknowledgment: object | null = null) => ({
  body: { success: true, data: { notice, acknowledgment } },
});

function renderNotice(path = '/ichra-notice?planYear=2027') {
  return renderRoutes(
    [
      {
        element: (
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        ),
        children: [
          {
            path: '/ichra-notice',
            loader: noticeRoute.loader,
            action: noticeRoute.action,
            Component: noticeRoute.Component,
          },
        ],
      },
    ],
    path,
  );
}

describe('the ICHRA notice page', () => {
  it("reads the URL's plan year in the page's language and shows every section with its amounts", async () => {
    const calls = serveApi({ 'get-ichra-notice': () => answer() });
    renderNotice();
    expect(await screen.findByRole('heading', { level: 1, name: notice.title })).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ planYear: '2027', language: 'en' });
    for (const s of notice.sections)
      expect(screen.getByRole('heading', { level: 2, name: s.title })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'You and your spouse' })).toBeTruthy();
    expect(within(table).getByText('$700.00 a month')).toBeTruthy();
    expect(screen.getByText(noticeTexts('noticeVersion', { version: notice.version }))).toBeTruthy();
  });

  it('acknowledges the version shown, says it is saving, then shows when it was acknowledged', async () => {
    const held = deferred();
    const calls = serveApi({
      'get-ichra-notice': () => answer(),
      'post-ichra-notice-acknowledgment': () => held.answer,
    });
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: noticeTexts('noticeAcknowledge') }));
    await waitFor(() =>
      expect(calls.some((c) => c.handler === 'post-ichra-notice-acknowledgment')).toBe(true),
    );
    const post = calls.find((c) => c.handler === 'post-ichra-notice-acknowledgment')!;
    expect(post.body).toEqual({ planYear: 2027, noticeVersion: notice.version, language: 'en' });
    held.release(200, {
      success: true,
      data: { version: notice.version, language: 'en', acknowledgedAt: '2026-10-02T15:00:00.000Z' },
    });
    expect(
      await screen.findByText(noticeTexts('noticeAcknowledgedOn', { date: 'October 2, 2026' })),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: noticeTexts('noticeAcknowledge') })).toBeNull();
  });

  it('shows an earlier acknowledgment of this version instead of the button', async () => {
    serveApi({
      'get-ichra-notice': () =>
        answer({ version: notice.version, language: 'en', acknowledgedAt: '2026-09-01T12:00:00.000Z' }),
    });
    renderNotice();
    expect(
      await screen.findByText(noticeTexts('noticeAcknowledgedOn', { date: 'September 1, 2026' })),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: noticeTexts('noticeAcknowledge') })).toBeNull();
  });

  it("says the API's message when the acknowledgment is refused, and keeps the button", async () => {
    serveApi({
      'get-ichra-notice': () => answer(),
      'post-ichra-notice-acknowledgment': () =>
        failure(
          409,
          'The ICHRA notice has changed since you opened it. Please read it again, then acknowledge it.',
        ),
    });
    renderNotice();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: noticeTexts('noticeAcknowledge') }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/has changed since you opened it/);
    expect(screen.getByRole('button', { name: noticeTexts('noticeAcknowledge') })).toBeTruthy();
  });

  it('says the notice could not be loaded, with the API message, and offers no acknowledgment', async () => {
    serveApi({
      'get-ichra-notice': () =>
        failure(
          404,
          'Your employer has not set up a contribution for plan year 2027. Please contact your HR department or broker.',
        ),
    });
    renderNotice();
    expect((await screen.findByRole('alert')).textContent).toMatch(/has not set up a contribution/);
    expect(screen.queryByRole('button', { name: noticeTexts('noticeAcknowledge') })).toBeNull();
  });

  it('downloads a PDF of the notice shown when asked', async () => {
    serveApi({ 'get-ichra-notice': () => answer() });
    const createObjectURL = vi.fn((_: Blob) => 'blob:notice');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      renderNotice();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: noticeTexts('noticeDownloadPdf') }));
      await waitFor(() => expect(click).toHaveBeenCalled());
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.type).toBe('application/pdf');
      expect(blob.size).toBe(
        linesToPdf(noticeLines(notice, noticeTexts('noticeVersion', { version: notice.version }))).length,
      );
    } finally {
      click.mockRestore();
      Object.assign(URL, original);
    }
  });
});

describe('the notice PDF', () => {
  it('holds every line of the notice, and is a PDF file with a cross-reference table', () => {
    const lines = noticeLines(notice, `Notice version ${notice.version}`);
    const pdf = new TextDecoder('latin1').decode(linesToPdf(lines));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const l of lines) expect(pdf).toContain(pdfString(l.text));
    expect(pdf).toContain(notice.version);
    expect(pdf).toContain('You and your spouse: $700.00 a month');
  });

  it('escapes brackets and backslashes, and keeps Spanish letters', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('año – “sí”')).toBe('(año - "sí")');
  });
});
