/** request-id.ts: the request's id, its log keys, and a fresh state for every invocation. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../../lambdas/middleware/logger';
import { apiEvent, lambdaContext } from '../../helpers/events';
import { stateAfter, testRoute } from './chain';

afterEach(() => vi.restoreAllMocks());

describe('the request-id middleware', () => {
  it("takes API Gateway's request id and adds it and the route to the log keys", async () => {
    // Prepare
    const appended = vi.spyOn(logger, 'appendKeys');
    const event = apiEvent('POST /api/Echo');
    // Act
    const state = await stateAfter(event, []);
    // Assess
    expect(state).toEqual({ requestId: event.requestContext.requestId });
    expect(appended).toHaveBeenCalledWith({
      requestId: event.requestContext.requestId,
      route: `${testRoute.method} ${testRoute.path}`,
    });
  });

  it("falls back to the invocation's request id when the event carries none", async () => {
    const event = apiEvent('POST /api/Echo');
    const context = lambdaContext();
    (event.requestContext as { requestId?: string }).requestId = undefined;
    const state = await stateAfter(event, [], context);
    expect(state.requestId).toBe(context.awsRequestId);
  });

  it('replaces what an earlier invocation left on a reused context', async () => {
    const context = lambdaContext();
    Object.assign(context, { http: { requestId: 'old', bodyText: '{"stale":true}' } });
    const event = apiEvent('POST /api/Echo');
    const state = await stateAfter(event, [], context);
    expect(state).toEqual({ requestId: event.requestContext.requestId });
  });
});
