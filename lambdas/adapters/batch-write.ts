/**
 * Bulk writes for loaders (reference data, employer onboarding), not for request paths (a handler
 * writes with Put or a transaction):
 *
 * - `batchWriteAll`: BatchWriteItem in chunks of 25, a few chunks in flight, UnprocessedItems
 *   retried with jittered back-off until written or the attempts run out. The way to load AWS.
 * - `transactWriteAll`: TransactWriteItems in chunks of 100. DynamoDB Local commits every item of
 *   a BatchWriteItem on its own (a disk sync each when it keeps its data in files), and a
 *   transaction once: 2,000 items took 1.4 s this way against 36 s by batches on a busy
 *   two-core machine. On AWS a transaction costs twice the write units.
 * - `writeAll`: one or the other; by default transactions against an emulator's endpoint
 *   (`prefersTransactions`) and batches against AWS.
 */
import {
  BatchWriteCommand,
  TransactWriteCommand,
  type BatchWriteCommandInput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';

/** DynamoDB's limit of requests per BatchWriteItem call. */
export const BATCH_SIZE = 25;

export type WriteRequest =
  { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

export interface BatchWriteOptions {
  /** Chunks in flight at once (default 8). */
  concurrency?: number;
  /** Attempts per chunk before giving up on its unprocessed items (default 10). */
  maxAttempts?: number;
  /** Called after each chunk is fully written, with the number of requests written so far. */
  onProgress?: (written: number, total: number) => void;
  /** Waits between retries; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Writes every request to one table. Throws when a chunk still has unprocessed items after the
 * last attempt, once every chunk in flight has settled; what was written before stays written
 * (callers order their writes so that a rerun completes the job).
 *
 * @example
 * await batchWriteAll(db, 'ichra-local-locations', items.map((Item) => ({ PutRequest: { Item } })));
 */
export async function batchWriteAll(
  db: DynamoDBDocumentClient,
  table: string,
  requests: readonly WriteRequest[],
  options: BatchWriteOptions = {},
): Promise<void> {
  const { concurrency = 8, maxAttempts = 10, onProgress, sleep = defaultSleep } = options;
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += BATCH_SIZE) chunks.push(requests.slice(i, i + BATCH_SIZE));
  let next = 0;
  let written = 0;

  const writeChunk = async (chunk: WriteRequest[]): Promise<void> => {
    let pending: WriteRequest[] = chunk;
    for (let attempt = 1; pending.length > 0; attempt++) {
      if (attempt > maxAttempts)
        throw new Error(
          `DynamoDB left ${pending.length} of ${chunk.length} writes to ${table} unprocessed after ${maxAttempts} attempts`,
        );
      if (attempt > 1) await sleep(Math.random() * Math.min(2000, 50 * 2 ** attempt));
      const input: BatchWriteCommandInput = { RequestItems: { [table]: pending } };
      const out = await db.send(new BatchWriteCommand(input));
      pending = (out.UnprocessedItems?.[table] ?? []) as WriteRequest[];
    }
    written += chunk.length;
    onProgress?.(written, requests.length);
  };

  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < chunks.length) {
      const chunk = chunks[next++] as WriteRequest[];
      try {
        await writeChunk(chunk);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // After a failure no worker starts another chunk, and every worker settles before the failure
  // is reported, so no write lands after the caller starts undoing what was written.
  const results = await Promise.allSettled(
    Array.from({ length: Math.min(concurrency, chunks.length) }, worker),
  );
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** DynamoDB's limit of actions per TransactWriteItems call. */
export const TRANSACTION_SIZE = 100;

/** Whether the client talks to an endpoint of its own (DynamoDB Local), where transactions load faster. */
export const prefersTransactions = (db: DynamoDBDocumentClient): boolean =>
  db.config.isCustomEndpoint === true;

/**
 * Writes requests in transactions of 100 (each chunk lands whole or not at all), a few in
 * flight. Throttling and conflicts are retried by the SDK client's own retry strategy.
 */
export async function transactWriteAll(
  db: DynamoDBDocumentClient,
  table: string,
  requests: readonly WriteRequest[],
  options: Pick<BatchWriteOptions, 'concurrency' | 'onProgress'> = {},
): Promise<void> {
  const { concurrency = 4, onProgress } = options;
  const chunks: WriteRequest[][] = [];
  for (let i = 0; i < requests.length; i += TRANSACTION_SIZE)
    chunks.push(requests.slice(i, i + TRANSACTION_SIZE));
  let next = 0;
  let written = 0;
  const worker = async (): Promise<void> => {
    while (next < chunks.length) {
      const chunk = chunks[next++] as WriteRequest[];
      const TransactItems = chunk.map((r) =>
        'PutRequest' in r
          ? { Put: { TableName: table, Item: r.PutRequest.Item } }
          : { Delete: { TableName: table, Key: r.DeleteRequest.Key } },
      );
      await db.send(new TransactWriteCommand({ TransactItems }));
      written += chunk.length;
      onProgress?.(written, requests.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}

export type WriteMode = 'batch' | 'transaction';

/**
 * Writes requests by batches or by transactions; by default transactions against an emulator's
 * endpoint and batches against AWS (see the top of this file).
 */
export async function writeAll(
  db: DynamoDBDocumentClient,
  table: string,
  requests: readonly WriteRequest[],
  options: BatchWriteOptions & { writes?: WriteMode } = {},
): Promise<void> {
  const writes = options.writes ?? (prefersTransactions(db) ? 'transaction' : 'batch');
  if (writes === 'transaction') await transactWriteAll(db, table, requests, options);
  else await batchWriteAll(db, table, requests, options);
}
