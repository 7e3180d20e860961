/**
 * The structured logger and the embedded-metric lines (lambdas/middleware/logger.ts,
 * observability.ts) on what the chain's own tests do not reach: values that JSON cannot write as
 * they are, errors with causes and fields of their own, levels, and counts of one metric taken
 * more than once. The line formats themselves are pinned by tests/handlers/observability.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Logger } from '../../lambdas/middleware/logger';
import { Metrics } from '../../lambdas/middleware/observability';

/** The JSON lines written to stdout and stderr while `act` runs. */
function written(act: () => void): { stream: string; line: Record<string, unknown> }[] {
  const lines: { stream: string; line: Record<string, unknown> }[] = [];
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push({ stream, line: JSON.parse(String(chunk)) as Record<string, unknown> });
      return true;
    });
  act();
  vi.restoreAllMocks();
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** A logger that writes INFO lines, whatever level the test run sets. */
function infoLogger(): Logger {
  const logger = new Logger('ichra-test');
  logger.setLogLevel('INFO');
  return logger;
}

describe('Logger', () => {
  it('writes a value that refers to itself once and marks the repetition, instead of failing the request', () => {
    const logger = infoLogger();
    const item: Record<string, unknown> = { id: 'a' };
    item.self = item;
    const [out] = written(() => logger.info('cycle', { item, twice: [item.id, item.id] }));
    expect(out?.line).toMatchObject({ item: { id: 'a', self: '[Circular]' }, twice: ['a', 'a'] });
  });

  it('writes the same object twice when it appears in two places that do not contain each other', () => {
    const logger = infoLogger();
    const shared = { zip: '10001' };
    const [out] = written(() => logger.info('siblings', { home: shared, mail: shared }));
    expect(out?.line).toMatchObject({ home: { zip: '10001' }, mail: { zip: '10001' } });
  });

  it('writes big integers as text', () => {
    const [out] = written(() => infoLogger().info('size', { bytes: 2n ** 64n }));
    expect(out?.line.bytes).toBe('18446744073709551616');
  });

  it("writes an error's cause and its own fields, redacted like any other value", () => {
    const logger = new Logger('ichra-test');
    const cause = new Error('member 123456789 not found');
    const error = Object.assign(new Error('lookup failed', { cause }), {
      $metadata: { httpStatusCode: 400 },
      password: 'Secret#123',
    });
    const [out] = written(() => logger.error('failed', { error }));
    expect(out?.stream).toBe('stderr');
    const logged = out?.line.error as Record<string, unknown>;
    expect(logged).toMatchObject({
      name: 'Error',
      message: 'lookup failed',
      cause: { name: 'Error', message: 'member [REDACTED] not found' },
      $metadata: { httpStatusCode: 400 },
      password: '[REDACTED]',
    });
  });

  it('takes its level from POWERTOOLS_LOG_LEVEL, then LOG_LEVEL, in any case, and INFO when neither names a level', () => {
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', 'debug');
    expect(new Logger('t').getLevelName()).toBe('DEBUG');
    vi.stubEnv('POWERTOOLS_LOG_LEVEL', '');
    vi.stubEnv('LOG_LEVEL', 'error');
    expect(new Logger('t').getLevelName()).toBe('ERROR');
    vi.stubEnv('LOG_LEVEL', 'loud');
    expect(new Logger('t').getLevelName()).toBe('INFO');
  });

  it('writes WARN and ERROR to stderr and DEBUG and INFO to stdout, each at or above the level set', () => {
    const logger = new Logger('ichra-test');
    logger.setLogLevel('DEBUG');
    const all = written(() => {
      logger.debug('d');
      logger.info('i');
      logger.warn('w');
      logger.error('e');
    });
    expect(all.map((l) => `${l.stream} ${l.line.level}`)).toEqual([
      'stdout DEBUG',
      'stdout INFO',
      'stderr WARN',
      'stderr ERROR',
    ]);
    logger.setLogLevel('SILENT');
    expect(written(() => logger.error('e'))).toEqual([]);
  });

  it('drops the appended keys on reset and keeps the invocation context', () => {
    const logger = infoLogger();
    logger.addContext(
      {
        functionName: 'f',
        invokedFunctionArn: 'arn',
        memoryLimitInMB: '256',
        awsRequestId: 'r1',
      } as Parameters<Logger['addContext']>[0],
      true,
    );
    logger.appendKeys({ route: 'GET /api/Member' });
    const [first] = written(() => logger.info('one'));
    logger.resetKeys();
    const [second] = written(() => logger.info('two'));
    expect(first?.line).toMatchObject({ route: 'GET /api/Member', function_name: 'f', cold_start: true });
    expect(second?.line).not.toHaveProperty('route');
    expect(second?.line).toMatchObject({ function_name: 'f', function_request_id: 'r1' });
  });
});

describe('Metrics', () => {
  const options = { namespace: 'IchraPortal/test', service: 'ichra-test', disabled: false };

  it('writes a metric counted twice in one invocation as one definition with both values', () => {
    const metrics = new Metrics(options);
    metrics.addMetric('RequestRefused', 'Count', 1);
    metrics.addMetric('RequestRefused', 'Count', 1);
    const [out] = written(() => metrics.publishStoredMetrics());
    expect(out?.line).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'RequestRefused', Unit: 'Count' }] }] },
      RequestRefused: [1, 1],
    });
  });

  it('writes nothing when nothing was counted, and forgets what it wrote', () => {
    const metrics = new Metrics(options);
    expect(written(() => metrics.publishStoredMetrics())).toEqual([]);
    metrics.addMetric('RequestSucceeded', 'Count', 1);
    expect(written(() => metrics.publishStoredMetrics())).toHaveLength(1);
    expect(written(() => metrics.publishStoredMetrics())).toEqual([]);
  });

  it('writes nothing when disabled, and does not keep the counts for later', () => {
    const metrics = new Metrics({ ...options, disabled: true });
    metrics.addMetric('RequestSucceeded', 'Count', 1);
    expect(written(() => metrics.publishStoredMetrics())).toEqual([]);
    expect(written(() => metrics.captureColdStartMetric('f'))).toEqual([]);
  });
});
