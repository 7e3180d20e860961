/**
 * Start-up work split across tasks (issue 41): `nextTask` resolves in a later task of the main
 * thread, and a lazy route (lib/i18n.ts `routeWithTexts`, `withTexts`) and the session guard
 * (app/require-session.ts) await it, so that a route's modules being evaluated, its loader and its
 * reads are not one long task on a page's first load.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../frontend/src/lib/auth', () => ({
  configureAuth: vi.fn(async () => undefined),
  freshAccessToken: vi.fn(async () => 'a-token'),
}));
vi.mock('../../frontend/src/config/env', () => ({ env: () => ({ hostedDomain: undefined }) }));
vi.mock('../../frontend/src/lib/session', () => ({
  clearSession: vi.fn(),
  ensureSessionStart: vi.fn(),
  sessionExpired: vi.fn(() => false),
}));

const { nextTask } = await import('../../frontend/src/lib/when-idle');
const { routeWithTexts, withTexts } = await import('../../frontend/src/lib/i18n');
const { requireSession } = await import('../../frontend/src/app/require-session');

/**
 * Runs `work` and records, in order, when it finished and when a task queued just before its last
 * synchronous step ran: 'task' first means `work` resolved in a later task, not in the same one.
 */
async function order(work: (queueTask: () => void) => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  await work(() => setTimeout(() => seen.push('task'), 0));
  seen.push('resolved');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves after a task queued before it, where the browser has no scheduler.yield', async () => {
    expect(await order(async (queueTask) => (queueTask(), nextTask()))).toEqual(['task', 'resolved']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('start-up work in tasks of its own', () => {
  it('a lazy route resolves in a task after the one that evaluated its modules', async () => {
    const lazy = (queueTask: () => void) =>
      routeWithTexts(async () => {
        queueTask();
        return { loader: () => 'data' };
      })();
    expect(await order(lazy)).toEqual(['task', 'resolved']);
  });

  it('a lazy component (a builder step) resolves in a task after its modules', async () => {
    const lazy = (queueTask: () => void) =>
      withTexts(async () => {
        queueTask();
        return 'the step';
      })();
    expect(await order(lazy)).toEqual(['task', 'resolved']);
  });

  it("the session guard lets the page's reads start in a task after the session check", async () => {
    const guard = async (queueTask: () => void) => {
      const { freshAccessToken } = await import('../../frontend/src/lib/auth');
      vi.mocked(freshAccessToken).mockImplementationOnce(async () => (queueTask(), 'a-token'));
      return requireSession(new Request('https://portal.test/profile'));
    };
    expect(await order(guard)).toEqual(['task', 'resolved']);
  });
});
