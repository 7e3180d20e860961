/**
 * Observability in the one middleware chain: every request is counted by its outcome and the
 * metrics are flushed as CloudWatch embedded-metric lines; each log line names the route and,
 * in Lambda with active tracing, the X-Ray trace id (the link from a log line to its trace:
 * docs/decisions/0013-no-xray-sdk.md). The handlers are small test handlers on the real chain.
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

/** Every line the chain writes to stdout and stderr while `act` runs, parsed where it is JSON. */
async function linesOf(act: () => Promise<unknown>) {
  const written: { stream: 'stdout' | 'stderr'; json: Record<string, unknown> }[] = [];
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const text of String(chunk).split('\n').filter(Boolean))
        written.push({ stream, json: JSON.parse(text) as Record<string, unknown> });
      return true;
    });
  await act();
  vi.mocked(process.stdout.write).mockRestore();
  vi.mocked(process.stderr.write).mockRestore();
  return written;
}

describe('the line formats the stage reads (CloudWatch Logs and embedded metrics)', () => {
  beforeEach(() => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'ichra-auth-test');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'IchraPortal/test');
    vi.stubEnv('POWERTOOLS_SERVICE_NAME', 'ichra-auth');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'INFO');
    vi.stubEnv(
      '_X_AMZN_TRACE_ID',
      'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8;Sampled=1',
    );
  });

  it('writes a refused request as one INFO line on stdout: the invocation context first, then the route and the reason', async () => {
    // Prepare
    const { httpHandler } = await loadChain();
    const context = lambdaContext();
    const event = apiEvent('POST /api/Echo', { body: { name: '' } });
    // Act
    const lines = await linesOf(() => httpHandler(echoRoute, async () => ({ name: 'x' }))(event, context));
    // Assess
    const logs = lines.filter((l) => !('_aws' in l.json));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.stream).toBe('stdout');
    const line = logs[0]?.json as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      'level',
      'message',
      'timestamp',
      'service',
      'cold_start',
      'function_arn',
      'function_memory_size',
      'function_name',
      'function_request_id',
      'sampling_rate',
      'xray_trace_id',
      'requestId',
      'route',
      'status',
      'reason',
    ]);
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'request refused',
      service: 'ichra-auth',
      cold_start: true,
      function_arn: context.invokedFunctionArn,
      function_memory_size: '512',
      function_name: 'test',
      function_request_id: context.awsRequestId,
      sampling_rate: 0,
      xray_trace_id: '1-67891233-abcdef012345678912345678',
      requestId: event.requestContext.requestId,
      route: 'POST /api/Echo',
      status: 400,
    });
    expect(new Date(line.timestamp as string).toISOString()).toBe(line.timestamp);
  });

  it('writes an unexpected error as one ERROR line on stderr with the error by name, location, message and stack', async () => {
    // Prepare
    const { httpHandler } = await loadChain();
    // Act
    const lines = await linesOf(() =>
      httpHandler(echoRoute, async () => {
        throw new RangeError('table ichra-test-members is gone, ssn 123-45-6789');
      })(ok(), lambdaContext()),
    );
    // Assess
    const errors = lines.filter((l) => l.json.level === 'ERROR');
    expect(errors.map((l) => l.stream)).toEqual(['stderr']);
    const error = errors[0]?.json.error as Record<string, unknown>;
    expect(Object.keys(error)).toEqual(['name', 'location', 'message', 'stack']);
    expect(error).toMatchObject({
      name: 'RangeError',
      message: 'table ichra-test-members is gone, ssn [REDACTED]',
    });
    expect(error.location).toMatch(/:\d+$/);
    expect(String(error.stack)).toMatch(
      /^RangeError: table ichra-test-members is gone, ssn \[REDACTED\]\n\s+at /,
    );
  });

  it('marks only the first invocation of a container as a cold start, in the logs and as one ColdStart metric', async () => {
    // Prepare
    const { httpHandler } = await loadChain();
    const handler = httpHandler(echoRoute, async () => ({ name: 'x' }));
    const refused = () => handler(apiEvent('POST /api/Echo', { body: { name: '' } }), lambdaContext());
    // Act
    const first = await linesOf(refused);
    const second = await linesOf(refused);
    // Assess
    const log = (lines: typeof first) => lines.find((l) => l.json.level === 'INFO')?.json;
    expect([log(first)?.cold_start, log(second)?.cold_start]).toEqual([true, false]);
    const coldStarts = [...first, ...second].filter((l) => 'ColdStart' in l.json);
    expect(coldStarts).toHaveLength(1);
    expect(coldStarts[0]?.stream).toBe('stdout');
    expect(coldStarts[0]?.json).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'IchraPortal/test',
            Dimensions: [['service', 'function_name']],
            Metrics: [{ Name: 'ColdStart', Unit: 'Count' }],
          },
        ],
      },
      service: 'ichra-auth',
      function_name: 'test',
      ColdStart: 1,
    });
  });

  it('writes the outcome of each request as its own embedded-metric line on stdout', async () => {
    // Prepare
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'provisioned-concurrency');
    const { httpHandler } = await loadChain();
    // Act
    const lines = await linesOf(() =>
      httpHandler(echoRoute, async () => ({ name: 'x' }))(ok(), lambdaContext()),
    );
    // Assess
    expect(lines).toHaveLength(1);
    expect(lines[0]?.stream).toBe('stdout');
    const line = lines[0]?.json as { _aws: { Timestamp: number } };
    expect(line).toEqual({
      _aws: {
        Timestamp: line._aws.Timestamp,
        CloudWatchMetrics: [
          {
            Namespace: 'IchraPortal/test',
            Dimensions: [['service']],
            Metrics: [{ Name: 'RequestSucceeded', Unit: 'Count' }],
          },
        ],
      },
      service: 'ichra-auth',
      RequestSucceeded: 1,
    });
    expect(Math.abs(line._aws.Timestamp - Date.now())).toBeLessThan(60_000);
  });

  it('writes nothing below the level POWERTOOLS_LOG_LEVEL names', async () => {
    // Prepare
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'WARN');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');
    const { httpHandler } = await loadChain();
    const handler = httpHandler(echoRoute, async ({ body }) => {
      if (body.name === 'boom') throw new Error('boom');
      return { name: 'x' };
    });
    // Act
    const lines = await linesOf(async () => {
      await handler(apiEvent('POST /api/Echo', { body: { name: '' } }), lambdaContext());
      await handler(ok('boom'), lambdaContext());
    });
    // Assess
    expect(lines.map((l) => `${l.json.level} ${l.json.message}`)).toEqual(['ERROR unexpected error']);
  });
});

describe('tracing by Lambda, correlated through the logs', () => {
  it("writes the route and Lambda's X-Ray trace id into the log line of a failed request", async () => {
    // Prepare: Lambda sets the trace header of the invocation in the environment.
    const traceId = '1-67891233-abcdef012345678912345678';
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${traceId};Parent=53995c3f42cd8ad8;Sampled=1`);
    const { httpHandler } = await loadChain();
    // Error lines go to stderr.
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    // Act
    const res = await httpHandler(echoRoute, async () => {
      throw new Error('boom');
    })(ok(), lambdaContext());
    // Assess
    expect(res.statusCode).toBe(500);
    const line = lines.find((l) => l.includes('"level":"ERROR"'));
    expect(line, lines.join('\n')).toBeDefined();
    expect(JSON.parse(line as string)).toMatchObject({ route: 'POST /api/Echo', xray_trace_id: traceId });
  });

  it('carries no X-Ray SDK: the chain has no tracer', async () => {
    const chain = await loadChain();
    expect(Object.keys(chain)).not.toContain('tracer');
  });
});
