/**
 * The tracker's ICHRA notice column (issue 40, item 1): each employee's notice state as the API
 * answers it (not sent, sent, acknowledged), in the console's words.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as trackerRoute from '../../frontend/src/app/routes/admin-tracker';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { employerId, renderAdmin, row, tracker } from './admin-support';
import { serveApi } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

describe("the tracker's ICHRA notice column", () => {
  it('shows not sent, sent and acknowledged per employee under its own header', async () => {
    const rows = [
      row({ lastName: 'Archer', notice: 'acknowledged' }),
      row({ firstName: 'Bo', lastName: 'Brown', email: 'bo@example.com', notice: 'sent' }),
      row({ firstName: 'Cy', lastName: 'Cole', email: 'cy@example.com', notice: 'not-sent' }),
    ];
    serveApi({ 'get-tracker': () => ({ body: { success: true, data: tracker({ rows, total: 3 }) } }) });
    renderAdmin(
      [
        {
          path: '/admin/employers/:employerId',
          loader: trackerRoute.loader,
          Component: trackerRoute.Component,
        },
      ],
      `/admin/employers/${employerId}`,
    );
    const table = await screen.findByRole('table');
    const headers = [...table.querySelectorAll('thead th')].map((h) => h.textContent);
    const column = headers.indexOf(adminTexts('colNotice'));
    expect(column).toBeGreaterThan(0);
    const [, ann, bo, cy] = within(table).getAllByRole('row');
    const cell = (r: HTMLElement) => r.querySelectorAll('th, td')[column]?.textContent;
    expect(cell(ann!)).toBe(adminTexts('noticeAcknowledged'));
    expect(cell(bo!)).toBe(adminTexts('noticeSent'));
    expect(cell(cy!)).toBe(adminTexts('noticeNotSent'));
  });
});
