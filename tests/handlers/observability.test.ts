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

describe('tracing by Lambda, correlated through the logs', () => {
  it("writes the route and Lambda's X-Ray trace id into the log line of a failed request", async () => {
    // Prepare: Lambda sets the trace header of the invocation in the environment.
    const traceId = '1-67891233-abcdef012345678912345678';
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${traceId};Parent=53995c3f42cd8ad8;Sampled=1`);
    const { httpHandler, logger } = await loadChain();
    // The logger writes through its own Console, not the global one.
    const lines: string[] = [];
    const out = (logger as unknown as { console: Console }).console;
    for (const method of ['error', 'warn', 'info', 'log'] as const)
      vi.spyOn(out, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
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
