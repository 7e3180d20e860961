/**
 * What the console's component tests share: a tracker answer, the console's routes rendered with
 * the query cache, and the headers each API call carried (to see which token went where).
 */
import { Outlet, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { QueryProvider } from '../../frontend/src/lib/query-client';
import type { Tracker } from '../../frontend/src/features/admin/api/get-tracker';
import type { TrackerRow } from '../../shared/schemas/admin';
import { renderRoutes } from './support';

export const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';

export function row(over: Partial<TrackerRow> = {}): TrackerRow {
  return {
    id: crypto.randomUUID(),
    firstName: 'Ann',
    lastName: 'Archer',
    email: 'ann@example.com',
    class: 'ALL',
    state: 'enrolled',
    notice: 'acknowledged',
    lastActivity: '2027-01-05T15:04:00.000Z',
    effectiveDate: '2027-02-01',
    planName: 'Acme Silver PPO',
    carrier: 'Acme Health',
    waiverReason: null,
    contributionCents: 123450,
    deductionCents: 4599,
    ...over,
  };
}

export function tracker(over: Partial<Tracker> = {}): Tracker {
  return {
    employer: { id: employerId, name: 'Acme Manufacturing' },
    planYear: 2027,
    counts: { 'not-started': 1, invited: 2, registered: 3, profile: 4, enrolled: 5, waived: 6 },
    classes: ['ALL', 'Part-time'],
    total: 2,
    page: 1,
    pageSize: 25,
    rows: [
      row(),
      row({
        firstName: 'Bo',
        lastName: 'Brown',
        email: 'bo@example.com',
        state: 'waived',
        planName: null,
        carrier: null,
        waiverReason: 'Covered by a spouse',
        contributionCents: null,
        deductionCents: null,
      }),
    ],
    ...over,
  };
}

/** The `authorization` header of every fetch from now on, in order (wraps the stubbed fetch). */
export function recordAuthorization(): (string | null)[] {
  const seen: (string | null)[] = [];
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init: RequestInit = {}) => {
    seen.push(new Headers(init.headers).get('authorization'));
    return inner(input, init);
  });
  return seen;
}

/** Renders console routes inside the query cache's provider, as the console's root does. */
export const renderAdmin = (routes: RouteObject[], path: string) =>
  renderRoutes(
    [
      {
        element: (
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        ),
        children: routes,
      },
    ],
    path,
  );

/** The console's session as the tests see it: signed in, with a token of the workforce pool. */
export const adminToken = 'admin-test-token';
