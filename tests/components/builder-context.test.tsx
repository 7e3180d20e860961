/**
 * The builder frame's data through the query cache (enrollment/api/builder-context.ts): the
 * loader asks for the member, the member's employer and the orders once, each with an abort
 * signal, and reads them from the cache on the next load; an employer hint for another employer
 * is not used; what the profile hands off is not asked again; a reload after a save asks for the
 * member again; a navigation abandoned stops the loader's wait; a page loaded again in a tab that
 * has read the member asks for the member's employer and dependents beside the member, and the
 * member's answer decides which ones count. And the advance throttle: one advance per 1000 ms
 * across the builder, kept outside any module variable.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dependent } from '../../shared/schemas/dependent';
import {
  memberChanged,
  memberSaved,
  loadBuilderContext,
  loadSavedDependents,
} from '../../frontend/src/enrollment/api/builder-context';
import { tabMember } from '../../frontend/src/enrollment/api/get-member';
import { clearSession } from '../../frontend/src/lib/session';
import {
  advanceThrottleMs,
  advanceThrottled,
  claimAdvance,
  lastAdvanceStorageKey,
} from '../../frontend/src/enrollment/use-builder-nav';
import { queryClient } from '../../frontend/src/lib/query-client';
import { employer, newDependent, newMember } from './builder-fixtures';
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

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});
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

const spouseOf = (member: { id: string }): Dependent => newDependent(member);

/** The handlers asked for before the member's answer was released. */
async function askedBeforeTheMember(load: (signal: AbortSignal) => Promise<unknown>, over: Answers = {}) {
  const held = deferred();
  const member = newMember();
  const calls = serveApi(builderApi(member, { 'get-member': () => held.answer, ...over }));
  const done = load(new AbortController().signal);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const before = calls.map((c) => c.handler).sort();
  held.release(200, { success: true, data: member });
  await done;
  return { before, calls };
}

describe('a page loaded again in the tab', () => {
  it('asks for the employer and the dependents one round trip after the member when the tab has not read the member', async () => {
    const { before } = await askedBeforeTheMember(
      (signal) =>
        Promise.all([loadBuilderContext(enrollmentRequest('', signal)), loadSavedDependents(signal)]),
      { 'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }) },
    );
    expect(before).toEqual(['get-enrollment-window', 'get-member', 'get-orders']);
  });

  it('asks for them beside the member once the tab has read the member, and answers the same', async () => {
    const member = newMember();
    const spouse = spouseOf(member);
    serveApi(
      builderApi(member, {
        'get-dependents': () => ({ body: { success: true, dependents: [spouse], version: 1 } }),
      }),
    );
    await loadBuilderContext(enrollmentRequest());
    expect(tabMember()).toEqual({ id: member.id, employerId: member.employer_id });
    queryClient.clear(); // the page loaded again: a new cache, the same tab

    const held = deferred();
    const calls = serveApi(
      builderApi(member, {
        'get-member': () => held.answer,
        'get-dependents': () => ({ body: { success: true, dependents: [spouse], version: 1 } }),
      }),
    );
    const signal = new AbortController().signal;
    const load = Promise.all([
      loadBuilderContext(enrollmentRequest('', signal)),
      loadSavedDependents(signal),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((c) => c.handler).sort()).toEqual([
      'get-dependents',
      'get-employer',
      'get-enrollment-window',
      'get-member',
      'get-orders',
    ]);
    held.release(200, { success: true, data: member });
    const [context, dependents] = await load;
    expect(context).toEqual({ member, employer, enrollment: openGate });
    expect(dependents).toEqual([spouse]);
    expect(calls).toHaveLength(5);
  });

  it('uses only the signed-in member’s own: ids the tab kept for someone else are asked for again', async () => {
    const before = newMember({ employer_id: otherEmployer.id });
    serveApi(
      builderApi(before, {
        'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
      }),
    );
    await loadBuilderContext(enrollmentRequest());
    queryClient.clear();

    const member = newMember();
    const spouse = spouseOf(member);
    const calls = serveApi(
      builderApi(member, {
        // Another member's id answers 404, as the API does.
        'get-dependents': (call) =>
          call.pathParameters.memberid === member.id
            ? { body: { success: true, dependents: [spouse], version: 1 } }
            : { status: 404, body: { success: false, message: 'Member not found.' } },
      }),
    );
    const signal = new AbortController().signal;
    const [context, dependents] = await Promise.all([
      loadBuilderContext(enrollmentRequest('', signal)),
      loadSavedDependents(signal),
    ]);
    expect(context.employer).toEqual(employer);
    expect(dependents).toEqual([spouse]);
    expect(calls.filter((c) => c.handler === 'get-dependents').map((c) => c.pathParameters.memberid)).toEqual(
      [before.id, member.id],
    );
    expect(calls.filter((c) => c.handler === 'get-employer').map((c) => c.pathParameters.id)).toEqual([
      otherEmployer.id,
      employer.id,
    ]);
    expect(tabMember()).toEqual({ id: member.id, employerId: employer.id });
  });

  it('forgets the member at sign-out, with the rest of the session', async () => {
    serveApi(builderApi(newMember()));
    await loadBuilderContext(enrollmentRequest());
    expect(tabMember()).toBeDefined();
    clearSession();
    expect(tabMember()).toBeUndefined();
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
