/** auth.ts: the caller of a member route from the verified access token's claims, else 401. */
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../../shared/api-messages';
import { UnauthorizedError } from '../../../shared/domain/errors';
import { memberCaller } from '../../../lambdas/middleware/auth';
import { apiEvent, memberClaims } from '../../helpers/events';
import { stateAfter } from './chain';

const withClaims = (claims?: Record<string, string>) => apiEvent('GET /api/WhoAmI', claims ? { claims } : {});

describe('the member-caller middleware', () => {
  it("puts the access token's subject and username on the request as its caller", async () => {
    const state = await stateAfter(withClaims({ ...memberClaims('abc'), username: 'ann' }), [memberCaller()]);
    expect(state.caller).toEqual({ sub: 'abc', username: 'ann' });
  });

  it('uses the subject as username when the token names none', async () => {
    const { username: _, ...claims } = memberClaims('abc');
    const state = await stateAfter(withClaims(claims), [memberCaller()]);
    expect(state.caller).toEqual({ sub: 'abc', username: 'abc' });
  });

  it.each([
    ['no claims at all', undefined],
    ['an id token', { ...memberClaims(), token_use: 'id' }],
    ['claims without a subject', { token_use: 'access', username: 'ann' }],
  ])('refuses %s with a 401 and the session message', async (_what, claims) => {
    const refused = stateAfter(withClaims(claims), [memberCaller()]);
    await expect(refused).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(refused).rejects.toMatchObject({ status: 401, message: apiMessages.unauthorized });
  });
});
