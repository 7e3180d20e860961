/**
 * The builder frame's data through the query cache (enrollment/api/builder-context.ts): the
 * loader asks for the member, the member's employer and the orders once, each with an abort
 * signal, and reads them from the cache on the next load; an employer hint for another employer
 * is not used; what the profile hands off is not asked again; a reload after a save asks for the
 * member again; a navigation abandoned stops the loader's wait. And the advance throttle: one
 * advance per 1000 ms across the builder, kept outside any module variable.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  memberChanged,
  memberSaved,
  loadBuilderContext,
} from '../../frontend/src/enrollment/api/builder-context';
import {
  advanceThrottleMs,
  advanceThrottled,
  claimAdvance,
  lastAdvanceStorageKey,
} from '../../frontend/src/enrollment/use-builder-nav';
import { queryClient } from '../../frontend/src/lib/query-client';
import { employer, newMember } from './builder-fixtures';
import { deferred, serveApi, type Answers } from './support';

/** Open enrollment (issue 40): the builder opens as before. */
const openGate = { planYear: 2027, state: 'open', deadline: null, memberWindow: null } as const;
const otherEmployer = { ...employer, id: '9a8b7c6d-5e4f-4321-8765-43210fedcba9', accountname: 'Globex' };

function builderApi(member = newMember(), over: Answers = {}): Answers {
  return {
    'get-member': () => ({ body: { success: true, data: member } }),
    'get-employer': (call) => ({
      body: { success: true, data: call.pathParameters.id === employer.id ? employer : otherEmployer },
    }),
    'get-orders': () => ({ body: { success: true, orderdetails: [] } }),
    'get-enrollment-window': () => ({ body: { success: true, data: openGate } }),
    ...over,
  };
}

const enrollmentRequest = (query = '', signal?: AbortSignal) =>
  new Request(`http://portal.test/enrollment/contributions${query}`, { signal });

beforeEach(() => queryClient.clear());
afterEach(() => queryClient.clear());

describe('loadBuilderContext', () => {
  it('asks for the member, the employer and the orders once, each with a signal, then reads the cache', async () => {
    const member = newMember();
    const calls = serveApi(builderApi(member));
    expect(await loadBuilderContext(enrollmentRequest())).toEqual({ member, employer, enrollment: openGate });
    expect(calls.map((c) => c.handler).sort()).toEqual([
      'get-employer',
      'get-enrollment-window',
      'get-member',
      'get-orders',
    ]);
    expect(calls.every((c) => c.signal instanceof AbortSignal)).toBe(true);
    expect(await loadBuilderContext(enrollmentRequest())).toEqual({ member, employer, enrollment: openGate });
    expect(calls).toHaveLength(4);
  });

  it('uses the employer of the link only when it is the member’s own', async () => {
    const member = newMember();
    const calls = serveApi(builderApi(member));
    const context = await loadBuilderContext(enrollmentRequest(`?employer_id=${otherEmployer.id}`));
    expect(context.employer).toEqual(employer);
    expect(calls.filter((c) => c.handler === 'get-employer').map((c) => c.pathParameters.id)).toEqual([
      otherEmployer.id,
      employer.id,
    ]);
  });

  it('does not ask again for the member the profile’s save answered', async () => {
    const saved = newMember({ firstname: 'Augusta' });
    const calls = serveApi(builderApi(newMember()));
    // The orders, the employer and the enrollment gate were read by the profile's own load.
    await queryClient.fetchQuery({ queryKey: ['orders'], queryFn: () => [] });
    await queryClient.fetchQuery({ queryKey: ['employer', employer.id], queryFn: () => employer });
    await queryClient.fetchQuery({ queryKey: ['enrollment-window'], queryFn: () => openGate });
    memberSaved(saved);
    expect(await loadBuilderContext(enrollmentRequest(`?employer_id=${employer.id}`))).toEqual({
      member: saved,
      employer,
      enrollment: openGate,
    });
    expect(calls).toHaveLength(0);
  });

  it('asks for the member again once a write changed it (memberChanged)', async () => {
    const calls = serveApi(builderApi());
    await loadBuilderContext(enrollmentRequest());
    await memberChanged();
    await loadBuilderContext(enrollmentRequest());
    expect(calls.filter((c) => c.handler === 'get-member')).toHaveLength(2);
  });

  it('stops waiting when the navigation is abandoned', async () => {
    const held = deferred();
    serveApi(builderApi(newMember(), { 'get-member': () => held.answer }));
    const navigation = new AbortController();
    const load = loadBuilderContext(enrollmentRequest('', navigation.signal));
    navigation.abort(new DOMException('Navigation abandoned', 'AbortError'));
    await expect(load).rejects.toThrow('Navigation abandoned');
  });
});

describe('the advance throttle', () => {
  beforeEach(() => sessionStorage.removeItem(lastAdvanceStorageKey));

  it('lets one advance through per 1000 ms, whichever screen asks', () => {
    const t = 1_000_000;
    expect(claimAdvance(t)).toBe(true);
    expect(advanceThrottled(t + advanceThrottleMs - 1)).toBe(true);
    expect(claimAdvance(t + advanceThrottleMs - 1)).toBe(false);
    expect(advanceThrottled(t + advanceThrottleMs)).toBe(false);
    expect(claimAdvance(t + advanceThrottleMs)).toBe(true);
    expect(claimAdvance(t + advanceThrottleMs + 10)).toBe(false);
  });

  it('keeps the clock in the tab’s session storage, where the next screen finds it', () => {
    expect(claimAdvance(5_000)).toBe(true);
    expect(sessionStorage.getItem(lastAdvanceStorageKey)).toBe('5000');
  });
});
