/**
 * The local stand-in for a Lambda event source mapping on a DynamoDB stream: it reads DynamoDB
 * Local's stream (DescribeStream, GetShardIterator, GetRecords on its own endpoint), keeps the
 * records that match the mapping's filter (the same object the CDK construct passes to Lambda),
 * invokes the same handler with batches of them, retries the records the handler reports failed
 * (from the first failed one, as Lambda does for a stream) with back-off, and, when the retries
 * are spent, keeps them as dead letters (logged, and listed by {@link StreamPoller.deadLetters}).
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

export type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;

export interface StreamPollerOptions {
  dynamo: DynamoDBClient;
  /** The DynamoDB endpoint: DynamoDB Local serves its streams there too. */
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  tableName: string;
  /** A Lambda event filter pattern (only exact-value lists, as the portal's filters use). */
  filter: Record<string, unknown>;
  handler: StreamHandler;
  retryAttempts: number;
  batchSize: number;
  /** Between polls of an idle stream. */
  idleMs?: number;
  log?: (line: string) => void;
}

export interface StreamPoller {
  /** Records whose retries were spent, as the dead-letter queue would hold them. */
  deadLetters(): StreamRecord[];
  stop(): Promise<void>;
}

/** Whether a record matches an event filter pattern: every key present, every leaf value listed. */
export function matchesFilter(value: unknown, pattern: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.includes(value);
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([k, p]) => matchesFilter((value as Record<string, unknown>)[k], p));
  }
  return value === pattern;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startStreamPoller(options: StreamPollerOptions): Promise<StreamPoller> {
  const { dynamo, tableName, filter, handler, retryAttempts, batchSize } = options;
  const idleMs = options.idleMs ?? 200;
  const log = options.log ?? ((line: string) => console.error(line));
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`The table ${tableName} has no stream`);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
  });

  const dead: StreamRecord[] = [];
  /** The next iterator of each open shard; null once a closed shard is read to its end. */
  const iterators = new Map<string, string | null>();
  let stopped = false;

  const refreshShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId || iterators.has(shard.ShardId)) continue;
      // From the oldest record kept: items written while the poller was down are delivered too
      // (the handler is idempotent: a delivered item is not sent again).
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.ShardId,
          ShardIteratorType: 'TRIM_HORIZON',
        }),
      );
      iterators.set(shard.ShardId, ShardIterator ?? null);
    }
  };

  /** One batch through the handler, retried as Lambda retries a stream batch. */
  const invoke = async (batch: StreamRecord[]) => {
    let pending = batch;
    for (let attempt = 0; pending.length && !stopped; attempt++) {
      let failedFrom: number;
      try {
        const answer = await handler({ Records: pending } as unknown as DynamoDBStreamEvent);
        const failed = new Set((answer?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
        failedFrom = pending.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
      } catch (error) {
        log(`stream poller: the handler failed: ${String(error)}`);
        failedFrom = 0;
      }
      if (failedFrom < 0) return;
      pending = pending.slice(failedFrom);
      if (attempt >= retryAttempts) {
        dead.push(...pending);
        log(
          `stream poller: ${pending.length} record(s) of ${tableName} kept as dead letters after ${retryAttempts} retries`,
        );
        return;
      }
      await pause(Math.min(2_000, 100 * 2 ** attempt));
    }
  };

  const loop = async () => {
    let polls = 0;
    while (!stopped) {
      try {
        if (polls++ % 10 === 0) await refreshShards();
        let busy = false;
        for (const [shardId, iterator] of iterators) {
          if (!iterator || stopped) continue;
          let page;
          try {
            page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
          } catch (error) {
            const name = (error as Error).name;
            if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw error;
            // DynamoDB Local trims or expires an iterator it handed out: start the shard again from
            // its oldest record kept (delivered items are not sent again).
            iterators.delete(shardId);
            polls = 0;
            continue;
          }
          iterators.set(shardId, page.NextShardIterator ?? null);
          const records = (page.Records ?? []).filter((r) => matchesFilter(r, filter));
          if (page.Records?.length) busy = true;
          for (let i = 0; i < records.length; i += batchSize) await invoke(records.slice(i, i + batchSize));
        }
        if (!busy) await pause(idleMs);
      } catch (error) {
        if (!stopped) log(`stream poller: reading the stream of ${tableName} failed: ${String(error)}`);
        await pause(1_000);
      }
    }
  };
  const running = loop();

  return {
    deadLetters: () => [...dead],
    stop: async () => {
      stopped = true;
      await running;
      streams.destroy();
    },
  };
}
