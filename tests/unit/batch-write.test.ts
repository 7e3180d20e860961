/**
 * The one batch writer (lambdas/adapters/batch-write.ts): unprocessed items are retried, and a
 * failure stops further chunks and is reported only once every chunk in flight has settled.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { batchWriteAll, type WriteRequest } from '../../lambdas/adapters/batch-write';

const ddb = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const puts = (n: number): WriteRequest[] =>
  Array.from({ length: n }, (_, i) => ({ PutRequest: { Item: { pk: `P#${i}`, sk: 'S' } } }));
const noSleep = async () => undefined;

afterEach(() => ddb.reset());

describe('batchWriteAll', () => {
  it('writes 25 requests a call and retries the items DynamoDB leaves unprocessed', async () => {
    const requests = puts(30);
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { t: requests.slice(0, 2) as never } })
      .resolves({});
    const progress: number[] = [];
    await batchWriteAll(db, 't', requests, {
      concurrency: 1,
      sleep: noSleep,
      onProgress: (w) => progress.push(w),
    });
    const sizes = ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems?.t?.length);
    expect(sizes).toEqual([25, 2, 5]);
    expect(progress).toEqual([25, 30]);
  });

  it('starts no chunk after a failure and reports it once every chunk in flight has settled', async () => {
    let inFlight = 0;
    let settledAfterFailure = 0;
    let failedAt = -1;
    ddb.on(BatchWriteCommand).callsFake(async () => {
      const call = ddb.commandCalls(BatchWriteCommand).length;
      inFlight++;
      await new Promise((r) => setTimeout(r, call === 1 ? 5 : 20));
      inFlight--;
      if (call === 1) {
        failedAt = Date.now();
        throw new Error('throttled for good');
      }
      if (failedAt > 0) settledAfterFailure++;
      return {};
    });
    await expect(batchWriteAll(db, 't', puts(25 * 10), { concurrency: 2, sleep: noSleep })).rejects.toThrow(
      'throttled for good',
    );
    expect(inFlight).toBe(0);
    // The second worker's chunk was in flight when the first failed: it finished, and nothing else started.
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(2);
    expect(settledAfterFailure).toBe(1);
  });

  it('gives up on a chunk whose items stay unprocessed after the last attempt', async () => {
    const requests = puts(3);
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { t: requests as never } });
    await expect(batchWriteAll(db, 't', requests, { maxAttempts: 3, sleep: noSleep })).rejects.toThrow(
      /left 3 of 3 writes to t unprocessed after 3 attempts/,
    );
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(3);
  });
});
