/**
 * Every signed-in route loader reads the API through the endpoints' shared query options and the
 * one query cache (enrollment/api/cached-read.ts `ensureQuery`, i.e. `ensureQueryData`): a second
 * run of a loader asks the API for nothing, two routes that show the same figure (the member, the
 * orders) share one request, and what a write drops from the cache (lib/query-client.tsx
 * `dropChanged`) is the one thing the next run asks for again. A loader that called the API
 * around the cache would make the second run ask again and fail here.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as afterEnrollmentRoute from '../../frontend/src/app/routes/after-enrollment';
import * as changePasswordRoute from '../../frontend/src/app/routes/change-password';
import * as contactUsRoute from '../../frontend/src/app/routes/contact-us';
import * as enrollmentRoute from '../../frontend/src/app/routes/enrollment';
import * as healthPlanRoute from '../../frontend/src/app/routes/health-plan';
import * as profileRoute from '../../frontend/src/app/routes/profile';
import * as welcomeRoute from '../../frontend/src/app/routes/welcome';
import { memberChanged } from '../../frontend/src/enrollment/api/builder-context';
import { authorizationChanges } from '../../frontend/src/features/cart/api/cart-query';
import { dropChanged } from '../../frontend/src/lib/query-client';
import { employer, newMember } from './builder-fixtures';
import { serveApi, type Answers } from './support';

const member = newMember();

/** The answers of every read the signed-in loaders make. */
const api: Answers = {
  'get-member': () => ({ body: { success: true, data: member } }),
  'get-employer': () => ({ body: { success: true, data: employer } }),
  'get-orders': () => ({ body: { success: true, orderdetails: [] } }),
  'get-enrollment-window': () => ({
    body: { success: true, data: { planYear: 2027, state: 'open', deadline: null, memberWindow: null } },
  }),
  'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
  'get-member-account': () => ({ body: { success: true, data: null } }),
  'get-contacts': () => ({ body: { success: true, data: [] } }),
  'get-broker': () => ({ body: { success: true, data: null } }),
  'get-coverage-proof': () => ({ body: { success: true, data: null } }),
};

type Loader = (args: LoaderFunctionArgs) => unknown;

/** Runs a route's loader for `path` as the router does, and waits for what it answers. */
async function load(loader: Loader, path: string): Promise<void> {
  const args = { request: new Request(`http://portal.test${path}`), params: {}, context: {} };
  const data = await loader(args as LoaderFunctionArgs);
  // /contact-us answers the broker's promise without waiting for it: its read counts too.
  if (data && typeof data === 'object' && 'broker' in data) await data.broker;
}

const loaders: [string, Loader, string][] = [
  ['/profile', profileRoute.loader, '/profile'],
  ['/enrollment/:tab', enrollmentRoute.loader, '/enrollment'],
  ['the pages after enrollment', afterEnrollmentRoute.loader, '/welcome'],
  ['/welcome', welcomeRoute.loader, '/welcome'],
  ['/health-plan', healthPlanRoute.loader, '/health-plan'],
  ['/contact-us', contactUsRoute.loader, '/contact-us'],
  ['/change-password', changePasswordRoute.loader, '/change-password'],
];

describe('the signed-in route loaders', () => {
  it.each(loaders)('%s: a second run asks the API for nothing', async (_name, loader, path) => {
    const calls = serveApi(api);
    await load(loader, path);
    const first = calls.length;
    expect(first).toBeGreaterThan(0);
    expect(calls.every((c) => c.signal instanceof AbortSignal)).toBe(true);
    await load(loader, path);
    expect(calls).toHaveLength(first);
  });

  it('share one read of the member and of the orders across the routes', async () => {
    const calls = serveApi(api);
    for (const [, loader, path] of loaders) await load(loader, path);
    const count = (handler: string) => calls.filter((c) => c.handler === handler).length;
    expect(count('get-member')).toBe(1);
    expect(count('get-orders')).toBe(1);
    expect(count('get-employer')).toBe(1);
    expect(count('get-dependents')).toBe(1);
  });

  it('ask again for the member alone after a write changed it', async () => {
    const calls = serveApi(api);
    await load(enrollmentRoute.loader, '/enrollment');
    const before = calls.length;
    await memberChanged();
    await load(enrollmentRoute.loader, '/enrollment');
    expect(calls.slice(before).map((c) => c.handler)).toEqual(['get-member']);
  });

  it('ask again for the orders, the member account and the member after an authorization', async () => {
    const calls = serveApi(api);
    await load(afterEnrollmentRoute.loader, '/welcome');
    await load(welcomeRoute.loader, '/welcome');
    await load(healthPlanRoute.loader, '/health-plan');
    const before = calls.length;
    await dropChanged(...authorizationChanges);
    await load(afterEnrollmentRoute.loader, '/welcome');
    await load(welcomeRoute.loader, '/welcome');
    await load(healthPlanRoute.loader, '/health-plan');
    expect(
      calls
        .slice(before)
        .map((c) => c.handler)
        .sort(),
    ).toEqual(['get-coverage-proof', 'get-member', 'get-member-account', 'get-orders']);
  });
});
