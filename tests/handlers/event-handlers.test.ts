/**
 * The functions behind no API run the same log and metric chain as the HTTP handlers (observe.ts):
 * the confirmation sender through Powertools' batch processor, in stream order (a failed record
 * is reported with every later one, which is not attempted), and the scheduled exports. Their
 * rules and ports are replaced here; the stack tests run them for real.
 */
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../../lambdas/middleware/logger';
import { metrics } from '../../lambdas/middleware/observability';
import { lambdaContext } from '../helpers/events';

const deliverConfirmation = vi.hoisted(() => vi.fn());
const runScheduledExports = vi.hoisted(() => vi.fn());

vi.mock('../../lambdas/composition', () => ({
  clock: () => new Date('2026-12-01T06:00:00Z'),
  confirmationOutbox: () => ({}),
  outboxMailer: () => ({}),
  exportRunPorts: () => ({}),
}));
vi.mock('../../lambdas/rules/confirmation-delivery', () => ({ deliverConfirmation }));
vi.mock('../../lambdas/exports/publish', () => ({ runScheduledExports }));

const { handler: sendConfirmation } =
  await import('../../lambdas/handlers/confirmation-outbox/send-confirmation');
const { handler: writeExports } = await import('../../lambdas/handlers/exports/write-exports');

const record = (n: number, keys = true): DynamoDBRecord => ({
  eventName: 'INSERT',
  dynamodb: {
    SequenceNumber: String(100 + n),
    ...(keys ? { Keys: { pk: { S: `MEMBER#${n}` }, sk: { S: `OUTBOX#2026#${n}` } } } : {}),
  },
});
const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

/** The JSON log lines written while `act` runs. */
async function logLines(act: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  for (const stream of ['stdout', 'stderr'] as const)
    vi.spyOn(process[stream], 'write').mockImplementation((chunk: string | Uint8Array) => {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text));
      return true;
    });
  try {
    await act();
  } catch {
    // The caller asserts on the outcome separately.
  }
  vi.mocked(process.stdout.write).mockRestore();
  vi.mocked(process.stderr.write).mockRestore();
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
  deliverConfirmation.mockReset();
  runScheduledExports.mockReset();
});

describe('the confirmation sender', () => {
  it('delivers every record of a batch in stream order and reports no failure', async () => {
    deliverConfirmation.mockResolvedValue('sent');
    const res = await sendConfirmation(batch(record(1), record(2), record(3)), lambdaContext());
    expect(res).toEqual({ batchItemFailures: [] });
    expect(deliverConfirmation.mock.calls.map(([, key]) => key.sk)).toEqual([
      'OUTBOX#2026#1',
      'OUTBOX#2026#2',
      'OUTBOX#2026#3',
    ]);
  });

  it('reports a failed record with every later one, and does not attempt the later ones', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    deliverConfirmation.mockResolvedValueOnce('sent').mockRejectedValueOnce(new Error('SES down'));
    const res = await sendConfirmation(batch(record(1), record(2), record(3), record(4)), lambdaContext());
    expect(res).toEqual({
      batchItemFailures: [{ itemIdentifier: '102' }, { itemIdentifier: '103' }, { itemIdentifier: '104' }],
    });
    expect(deliverConfirmation).toHaveBeenCalledTimes(2);
  });

  it('answers a batch whose every record failed with the failures rather than throwing', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    deliverConfirmation.mockRejectedValue(new Error('SES down'));
    const res = await sendConfirmation(batch(record(1), record(2)), lambdaContext());
    expect(res).toEqual({ batchItemFailures: [{ itemIdentifier: '101' }, { itemIdentifier: '102' }] });
  });

  it('passes over a record without keys as handled', async () => {
    deliverConfirmation.mockResolvedValue('sent');
    const res = await sendConfirmation(batch(record(1, false), record(2)), lambdaContext());
    expect(res).toEqual({ batchItemFailures: [] });
    expect(deliverConfirmation).toHaveBeenCalledTimes(1);
  });

  it("logs each record with the invocation's context and names the failure, and counts each outcome", async () => {
    deliverConfirmation.mockResolvedValueOnce('sent').mockRejectedValueOnce(new TypeError('bad address'));
    const added = vi.spyOn(metrics, 'addMetric');
    const info = vi.spyOn(logger, 'info');
    const context = lambdaContext();
    // Tests log at WARN (vitest.config.ts), the level Powertools restores on every invocation.
    const lines = await logLines(() => sendConfirmation(batch(record(1), record(2)), context));
    expect(info).toHaveBeenCalledWith('Confirmation outbox item handled', {
      sk: 'OUTBOX#2026#1',
      outcome: 'sent',
    });
    expect(lines.find((l) => l.message === 'A confirmation e-mail could not be delivered')).toMatchObject({
      level: 'ERROR',
      function_request_id: context.awsRequestId,
      sk: 'OUTBOX#2026#2',
      error: 'TypeError',
      detail: 'bad address',
    });
    expect(added.mock.calls.filter(([name]) => name !== 'ColdStart')).toEqual([
      ['RecordHandled', 'Count', 1],
      ['RecordFailed', 'Count', 1],
    ]);
  });

  it('runs without a Lambda context, as the local stream poller invokes it', async () => {
    deliverConfirmation.mockResolvedValue('sent');
    await expect(sendConfirmation(batch(record(1)))).resolves.toEqual({ batchItemFailures: [] });
  });
});

describe('the scheduled exports', () => {
  const report = { period: '2026-11', employers: [], written: 2, unchanged: 0, failed: [] };

  it("runs the period of the schedule's time and answers the report, counting a succeeded run", async () => {
    runScheduledExports.mockResolvedValue(report);
    const added = vi.spyOn(metrics, 'addMetric');
    const res = await writeExports({ scheduledTime: '2026-12-01T06:00:00Z' }, lambdaContext());
    expect(res).toBe(report);
    expect(runScheduledExports).toHaveBeenCalledWith({}, expect.objectContaining({ period: '2026-12' }));
    expect(added).toHaveBeenCalledWith('RunSucceeded', 'Count', 1);
  });

  it('fails a run in which an employer failed, after logging it, and counts a failed run', async () => {
    runScheduledExports.mockResolvedValue({
      ...report,
      employers: [{ employerId: 'e1', error: 'S3Error: no' }],
      failed: ['e1'],
    });
    const added = vi.spyOn(metrics, 'addMetric');
    const context: Context = lambdaContext();
    let thrown: unknown;
    const lines = await logLines(() =>
      writeExports({ period: '2026-11' }, context).catch((e: unknown) => {
        thrown = e;
      }),
    );
    expect(String(thrown)).toContain('The exports of 1 employer(s) for 2026-11 failed: e1');
    expect(lines.find((l) => l.message === 'Employer exports failed')).toMatchObject({
      employerId: 'e1',
      function_request_id: context.awsRequestId,
    });
    expect(added).toHaveBeenCalledWith('RunFailed', 'Count', 1);
  });
});
