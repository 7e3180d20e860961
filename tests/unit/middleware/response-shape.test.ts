/** response-shape.ts: the payload becomes the 200 answer, the response schema an allow-list. */
import middy from '@middy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { metrics } from '../../../lambdas/middleware/observability';
import { requestId } from '../../../lambdas/middleware/request-id';
import { responseShape } from '../../../lambdas/middleware/response-shape';
import type { HttpContext, HttpEvent, HttpResult } from '../../../lambdas/middleware/types';
import { apiEvent, lambdaContext } from '../../helpers/events';
import { testRoute } from './chain';

afterEach(() => vi.restoreAllMocks());

const response = z.object({ success: z.literal(true), name: z.string() });

/** A chain whose handler returns `payload`, shaped by the response-shape middleware. */
const returning = (payload: unknown) =>
  middy<HttpEvent, HttpResult, Error, HttpContext>()
    .use(requestId(testRoute))
    .use(responseShape({ response }))
    .handler(async () => payload as HttpResult);

describe('the response-shape middleware', () => {
  it('answers 200 with success true, the payload, the JSON headers and the request id', async () => {
    const event = apiEvent('POST /api/Echo');
    const res = await returning({ name: 'Ann' })(event, lambdaContext());
    expect(res).toEqual({
      statusCode: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-request-id': event.requestContext.requestId,
      },
      body: JSON.stringify({ success: true, name: 'Ann' }),
    });
  });

  it('sends only the fields the response schema names', async () => {
    const res = await returning({ name: 'Ann', additionalid: '123456789' })(
      apiEvent('POST /api/Echo'),
      lambdaContext(),
    );
    expect(JSON.parse(res.body)).toEqual({ success: true, name: 'Ann' });
  });

  it('fails the request when the payload does not fit the schema, and counts no success', async () => {
    const added = vi.spyOn(metrics, 'addMetric');
    await expect(returning({ name: 42 })(apiEvent('POST /api/Echo'), lambdaContext())).rejects.toThrow();
    expect(added).not.toHaveBeenCalled();
  });

  it('counts a success once', async () => {
    const added = vi.spyOn(metrics, 'addMetric');
    await returning({ name: 'Ann' })(apiEvent('POST /api/Echo'), lambdaContext());
    expect(added.mock.calls).toEqual([['RequestSucceeded', 'Count', 1]]);
  });
});
