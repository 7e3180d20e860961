/**
 * Tracer and Metrics in the one middleware chain: every request is counted by its outcome and
 * the metrics are flushed as CloudWatch embedded-metric lines; a handler subsegment is opened
 * and closed, a refused request (4xx) is not recorded as an exception and no response body goes
 * into a trace. The handlers are small test handlers on the real chain.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RouteDef } from '../../shared/routes';
import { apiEvent, lambdaContext } from '../helpers/events';

const echoRoute = {
  family: 'auth',
  handler: 'echo',
  method: 'POST',
  path: '/api/Echo',
  access: 'public',
  summary: 'test route',
  request: { body: z.strictObject({ name: z.string().min(1) }) },
  response: z.object({ success: z.literal(true), name: z.string() }),
} as const satisfies RouteDef;

/** The chain and its observability singletons, loaded fresh under the current environment. */
async function loadChain() {
  vi.resetModules();
  const http = await import('../../lambdas/middleware/http');
  const observability = await import('../../lambdas/middleware/observability');
  const { logger } = await import('../../lambdas/middleware/logger');
  // The errors the reloaded chain recognizes are those of the reloaded module.
  const errors = await import('../../shared/domain/errors');
  return { ...http, ...observability, logger, errors };
}

const ok = (name = 'Ann') => apiEvent('POST /api/Echo', { body: { name } });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('metrics in the chain', () => {
  beforeEach(() => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'IchraPortal/test');
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'ichra-auth');
  });

  type Errors = Awaited<ReturnType<typeof loadChain>>['errors'];
  it.each([
    { what: 'a 200', status: 200, metric: 'RequestSucceeded', answer: async () => ({ name: 'x' }) },
    {
      what: 'a 409 domain error',
      status: 409,
      metric: 'RequestRefused',
      answer: async (e: Errors) => {
        throw new e.ConflictError('Already there.');
      },
    },
    {
      what: 'a 401 domain error',
      status: 401,
      metric: 'AuthorizationFailed',
      answer: async (e: Errors) => {
        throw new e.UnauthorizedError('No.');
      },
    },
    {
      what: 'an unexpected error',
      status: 500,
      metric: 'RequestFailed',
      answer: async () => {
        throw new Error('boom');
      },
    },
  ])('counts $what as $metric and flushes once', async ({ status, metric, answer }) => {
    // Prepare
    const { httpHandler, metrics, logger, errors } = await loadChain();
    const body = () => answer(errors);
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const added = vi.spyOn(metrics, 'addMetric');
    const flushed = vi.spyOn(metrics, 'publishStoredMetrics');
    // Act
    const res = await httpHandler(echoRoute, body)(ok(), lambdaContext());
    // Assess
    expect(res.statusCode).toBe(status);
    expect(added.mock.calls.filter(([name]) => name !== 'ColdStart')).toEqual([[metric, 'Count', 1]]);
    expect(flushed).toHaveBeenCalledTimes(1);
  });

  it('counts a request refused by validation before the handler runs', async () => {
    // Prepare
    const { httpHandler, metrics } = await loadChain();
    const added = vi.spyOn(metrics, 'addMetric');
    // Act
    const res = await httpHandler(echoRoute, async () => ({ name: 'x' }))(
      apiEvent('POST /api/Echo', { body: { name: '', extra: 1 } }),
      lambdaContext(),
    );
    // Assess
    expect(res.statusCode).toBe(400);
    expect(added).toHaveBeenCalledWith('RequestRefused', 'Count', 1);
  });

  it('prints an embedded-metric line in the stage namespace with the family as service, in Lambda', async () => {
    // Prepare
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'ichra-auth-test');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    const { httpHandler } = await loadChain();
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    // Act
    await httpHandler(echoRoute, async () => ({ name: 'x' }))(ok(), lambdaContext());
    // Assess
    const emf = lines
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          return undefined;
        }
      })
      .filter((l) => l?._aws);
    const outcome = emf.find((l) => l?.RequestSucceeded === 1) as
      | { _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] }; service: string }
      | undefined;
    expect(outcome?._aws.CloudWatchMetrics[0]?.Namespace).toBe('IchraPortal/test');
    expect(outcome?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([['service']]);
    expect(outcome?.service).toBe('ichra-auth');
  });

  it('prints no metric line outside Lambda (the local stack and tests)', async () => {
    // Prepare
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    const { httpHandler } = await loadChain();
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    // Act
    await httpHandler(echoRoute, async () => ({ name: 'x' }))(ok(), lambdaContext());
    // Assess
    expect(lines.join('')).not.toContain('CloudWatchMetrics');
  });
});

describe('tracing in the chain', () => {
  /** A Tracer that believes it runs in Lambda, with a fake facade segment recording what happens to the handler subsegment. */
  async function tracedChain() {
    const chain = await loadChain();
    const subsegment = {
      name: '',
      close: vi.fn(),
      addAnnotation: vi.fn(),
      addError: vi.fn(),
      addMetadata: vi.fn(),
      addErrorFlag: vi.fn(),
    };
    const facade = { addNewSubsegment: vi.fn((name: string) => Object.assign(subsegment, { name })) };
    let current: unknown = facade;
    vi.spyOn(chain.tracer, 'isTracingEnabled').mockReturnValue(true);
    vi.spyOn(chain.tracer, 'getSegment').mockImplementation(() => current as never);
    vi.spyOn(chain.tracer, 'setSegment').mockImplementation((s) => {
      current = s;
    });
    vi.spyOn(chain.tracer, 'annotateColdStart').mockImplementation(() => undefined);
    vi.spyOn(chain.tracer, 'addServiceNameAnnotation').mockImplementation(() => undefined);
    const annotations = vi.spyOn(chain.tracer, 'putAnnotation').mockImplementation(() => undefined);
    const recordedErrors = vi.spyOn(chain.tracer, 'addErrorAsMetadata').mockImplementation(() => undefined);
    const responses = vi.spyOn(chain.tracer, 'addResponseAsMetadata').mockImplementation(() => undefined);
    return { ...chain, subsegment, facade, annotations, recordedErrors, responses, current: () => current };
  }

  it('opens a handler subsegment annotated with the route, closes it, and keeps the response body out of the trace', async () => {
    // Prepare
    const t = await tracedChain();
    // Act
    const res = await t.httpHandler(echoRoute, async () => ({ name: 'Ann' }))(ok(), lambdaContext());
    // Assess
    expect(res.statusCode).toBe(200);
    expect(t.facade.addNewSubsegment).toHaveBeenCalledTimes(1);
    expect(t.annotations).toHaveBeenCalledWith('route', 'POST /api/Echo');
    expect(t.subsegment.close).toHaveBeenCalledTimes(1);
    expect(t.responses).not.toHaveBeenCalled();
    expect(t.current()).toBe(t.facade);
  });

  it('closes the subsegment of a refused request without recording an exception', async () => {
    // Prepare
    const t = await tracedChain();
    // Act
    const res = await t.httpHandler(echoRoute, async () => {
      throw new t.errors.ConflictError('Already there.');
    })(ok(), lambdaContext());
    // Assess
    expect(res.statusCode).toBe(409);
    expect(t.recordedErrors).not.toHaveBeenCalled();
    expect(t.subsegment.close).toHaveBeenCalledTimes(1);
  });

  it('records an unexpected error on the subsegment and still answers 500', async () => {
    // Prepare
    const t = await tracedChain();
    vi.spyOn(t.logger, 'error').mockImplementation(() => undefined);
    // Act
    const res = await t.httpHandler(echoRoute, async () => {
      throw new Error('boom');
    })(ok(), lambdaContext());
    // Assess
    expect(res.statusCode).toBe(500);
    expect(t.recordedErrors).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    expect(t.subsegment.close).toHaveBeenCalledTimes(1);
  });
});
