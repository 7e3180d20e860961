/**
 * error-response.ts: every error becomes the envelope of docs/api.md with its status, in the
 * request's language, logged at the right level, and counted by its outcome.
 */
import middy from '@middy/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as apiMessages from '../../../shared/api-messages';
import { ConflictError, ValidationError } from '../../../shared/domain/errors';
import { errorResponse } from '../../../lambdas/middleware/error-response';
import { logger } from '../../../lambdas/middleware/logger';
import { metrics } from '../../../lambdas/middleware/observability';
import { requestId } from '../../../lambdas/middleware/request-id';
import type { HttpContext, HttpEvent, HttpResult } from '../../../lambdas/middleware/types';
import { apiEvent, lambdaContext } from '../../helpers/events';
import { testRoute } from './chain';

afterEach(() => vi.restoreAllMocks());

/** A chain whose handler throws `error`, answered by the error-response middleware. */
function failing(error: unknown, opts: { withRequestId?: boolean } = {}) {
  const chain = middy<HttpEvent, HttpResult, Error, HttpContext>();
  if (opts.withRequestId !== false) chain.use(requestId(testRoute));
  return chain.use(errorResponse()).handler(async () => {
    throw error;
  });
}

describe('the error-response middleware', () => {
  it('answers a domain error with its status, the envelope, the request id and the JSON headers', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const event = apiEvent('POST /api/Echo');
    const res = await failing(new ConflictError('Already there.'))(event, lambdaContext());
    expect(res).toEqual({
      statusCode: 409,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-request-id': event.requestContext.requestId,
      },
      body: JSON.stringify({
        success: false,
        message: 'Already there.',
        requestId: event.requestContext.requestId,
      }),
    });
    expect(info).toHaveBeenCalledWith('request refused', { status: 409, reason: 'Already there.' });
  });

  it('answers a validation error naming its fields, with the invalid-request code', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const fields = { name: 'is required' };
    const error = new ValidationError(`${apiMessages.invalidRequest} name: is required`, fields);
    const res = await failing(error)(apiEvent('POST /api/Echo'), lambdaContext());
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'invalidRequest', fields });
  });

  it('answers an AWS throttling error as a 503, logged as a failure', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const throttled = Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    const res = await failing(throttled)(apiEvent('POST /api/Echo'), lambdaContext());
    expect(res.statusCode).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: apiMessages.serviceUnavailable });
    expect(logged).toHaveBeenCalledWith('request failed', expect.objectContaining({ status: 503 }));
  });

  it('answers any other error as a 500 with the generic text, the details in the log only', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await failing(new Error('table ichra-prod-members is gone'))(
      apiEvent('POST /api/Echo'),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('ichra-prod-members');
    expect(JSON.parse(res.body)).toMatchObject({ message: apiMessages.internalError, code: 'internalError' });
    expect(logged).toHaveBeenCalledWith('unexpected error', { error: expect.any(Error) });
  });

  it('answers in the language the Accept-Language header asks for', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const event = apiEvent('POST /api/Echo');
    event.headers['Accept-Language'] = 'es-MX,es;q=0.9';
    const english = JSON.parse(
      (await failing(new Error('x'))(apiEvent('POST /api/Echo'), lambdaContext())).body,
    );
    const spanish = JSON.parse((await failing(new Error('x'))(event, lambdaContext())).body);
    expect(spanish.code).toBe('internalError');
    expect(spanish.message).not.toBe(english.message);
  });

  it("uses the invocation's request id when the error came before the request had one", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const context = lambdaContext();
    const res = await failing(new Error('early'), { withRequestId: false })(
      apiEvent('POST /api/Echo'),
      context,
    );
    expect(res.headers['x-request-id']).toBe(context.awsRequestId);
  });

  it('counts the answer by its outcome', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const added = vi.spyOn(metrics, 'addMetric');
    await failing(new ConflictError('Already there.'))(apiEvent('POST /api/Echo'), lambdaContext());
    expect(added).toHaveBeenCalledWith('RequestRefused', 'Count', 1);
  });
});
