/**
 * The local stand-in for a Lambda event source mapping on a DynamoDB stream: it reads DynamoDB
 * Local's stream (DescribeStream, GetShardIterator, GetRecords on its own endpoint), keeps the
 * records that match the mapping's filter (the same object the CDK construct passes to Lambda),
 * invokes the same handler with batches of them, retries the records the handler reports failed
 * (from the first failed one, as Lambda does for a stream) with back-off, and, when the retries
 * are spent, keeps them as dead letters (logged, and listed by {@link StreamPoller.deadLetters}).
 *
 * Like the event source mapping, it keeps its position in each shard: the sequence number of the
 * last record it handled (or dead-lettered), written to `positionsFile` after each page, so a
 * restart resumes after it (AFTER_SEQUENCE_NUMBER) instead of reading the stream from its start.
 * A shard with no position, or whose position the stream no longer holds (trimmed, or a stream
 * recreated), is read from its oldest record (TRIM_HORIZON: the handler is idempotent); a closed
 * shard read to its end is not read again.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
  /**
   * Where the position in each shard is kept between runs (a JSON file, e.g. under the local data
   * directory); without it, every start reads each shard from its oldest record.
   */
  positionsFile?: string;
  log?: (line: string) => void;
}

/** Where the poller stands in one shard. */
export interface ShardPosition {
  /** The last record handled (or kept as a dead letter). */
  sequenceNumber?: string;
  /** A closed shard read to its end. */
  ended?: boolean;
}

/** The positions file: the stream they belong to, and a position per shard. */
interface PositionsFile {
  streamArn: string;
  shards: Record<string, ShardPosition>;
}

/** The saved positions in this stream's shards; none when the file is absent, unreadable or another stream's. */
function readPositions(file: string | undefined, streamArn: string, log: (line: string) => void) {
  const positions = new Map<string, ShardPosition>();
  if (!file) return positions;
  let saved: PositionsFile;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as PositionsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log(
        `stream poller: ${file} is unreadable (${String(error)}); reading every shard from its oldest record`,
      );
    return positions;
  }
  if (saved.streamArn !== streamArn || !saved.shards || typeof saved.shards !== 'object') return positions;
  for (const [shardId, p] of Object.entries(saved.shards))
    positions.set(shardId, {
      ...(typeof p.sequenceNumber === 'string' && { sequenceNumber: p.sequenceNumber }),
      ...(p.ended === true && { ended: true }),
    });
  return positions;
}

/** Written whole (a temporary file renamed), so a stop mid-write leaves the previous positions. */
function writePositions(file: string, content: PositionsFile): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(temp, file);
}

/** Errors of GetShardIterator that mean the saved position is no longer in the shard. */
const positionGone = new Set([
  'TrimmedDataAccessException',
  'ValidationException',
  'ResourceNotFoundException',
]);

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
  const positions = readPositions(options.positionsFile, streamArn, log);
  let stopped = false;

  const savePositions = () => {
    if (options.positionsFile)
      writePositions(options.positionsFile, { streamArn, shards: Object.fromEntries(positions) });
  };

  /** After the saved position when the shard still holds it, else from its oldest record. */
  const iteratorFor = async (shardId: string): Promise<string | null> => {
    const after = positions.get(shardId)?.sequenceNumber;
    if (after) {
      try {
        const { ShardIterator } = await streams.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ShardIteratorType: 'AFTER_SEQUENCE_NUMBER',
            SequenceNumber: after,
          }),
        );
        return ShardIterator ?? null;
      } catch (error) {
        if (!positionGone.has((error as Error).name)) throw error;
        log(
          `stream poller: shard ${shardId} of ${tableName} no longer holds record ${after} (${(error as Error).name}); reading it from its oldest record`,
        );
      }
    }
    // From the oldest record kept: items written while the poller was down are delivered too
    // (the handler is idempotent: a delivered item is not sent again).
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: 'TRIM_HORIZON',
      }),
    );
    return ShardIterator ?? null;
  };

  const refreshShards = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    const listed = new Set<string>();
    for (const shard of StreamDescription?.Shards ?? []) {
      if (!shard.ShardId) continue;
      listed.add(shard.ShardId);
      if (iterators.has(shard.ShardId)) continue;
      iterators.set(
        shard.ShardId,
        positions.get(shard.ShardId)?.ended ? null : await iteratorFor(shard.ShardId),
      );
    }
    // A shard the stream no longer lists (trimmed after its retention) needs no position.
    const gone = [...positions.keys()].filter((id) => !listed.has(id));
    for (const id of gone) positions.delete(id);
    if (gone.length) savePositions();
  };

  /** One batch through the handler, retried as Lambda retries a stream batch; false when stopped first. */
  const invoke = async (batch: StreamRecord[]): Promise<boolean> => {
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
      if (failedFrom < 0) return true;
      pending = pending.slice(failedFrom);
      if (attempt >= retryAttempts) {
        dead.push(...pending);
        log(
          `stream poller: ${pending.length} record(s) of ${tableName} kept as dead letters after ${retryAttempts} retries`,
        );
        return true;
      }
      await pause(Math.min(2_000, 100 * 2 ** attempt));
    }
    return pending.length === 0;
  };

  /** Moves the shard's position past a record handled (or kept as a dead letter). */
  const advance = (shardId: string, record: StreamRecord | undefined) => {
    const sequenceNumber = record?.dynamodb?.SequenceNumber;
    if (sequenceNumber) positions.set(shardId, { sequenceNumber });
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
            // DynamoDB Local trims or expires an iterator it handed out: take the shard again from
            // its position (or its oldest record kept; delivered items are not sent again).
            iterators.delete(shardId);
            polls = 0;
            continue;
          }
          const all = page.Records ?? [];
          const records = all.filter((r) => matchesFilter(r, filter));
          if (all.length) busy = true;
          let handled = true;
          for (let i = 0; i < records.length && handled; i += batchSize) {
            const batch = records.slice(i, i + batchSize);
            handled = await invoke(batch);
            if (handled) advance(shardId, batch.at(-1));
          }
          if (!handled) {
            // Stopped before the page was handled: its position stays before what is left.
            savePositions();
            break;
          }
          advance(shardId, all.at(-1));
          iterators.set(shardId, page.NextShardIterator ?? null);
          if (!page.NextShardIterator) positions.set(shardId, { ...positions.get(shardId), ended: true });
          if (all.length || !page.NextShardIterator) savePositions();
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
