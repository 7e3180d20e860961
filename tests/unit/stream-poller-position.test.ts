/**
 * The local stream poller (infra/local/stream-poller.ts) keeps its position per shard, as Lambda's
 * event source mapping does: a restart resumes after the last record handled instead of reading
 * the stream from its start; a saved position the shard no longer holds falls back to the oldest
 * record (TRIM_HORIZON); a closed shard read to its end is not read again; a position of another
 * stream is ignored. DynamoDB and its streams are mocked (aws-sdk-client-mock): each shard's
 * records are answered from the iterator type and sequence number asked for.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStreamPoller, type StreamPoller } from '../../infra/local/stream-poller';

const streamArn = 'arn:aws:dynamodb:ddblocal:000000000000:table/orders/stream/2026-11-27T00:00:00.000';
const dynamo = mockClient(DynamoDBClient);
const streams = mockClient(DynamoDBStreamsClient);

let dir = '';
let positionsFile = '';
let poller: StreamPoller | undefined;
const delivered: string[] = [];

/** A stream of shards, each a list of sequence numbers; a closed shard ends after its last. */
function stream(shards: Record<string, { records: string[]; closed?: boolean; trimmedBefore?: string }>) {
  dynamo.on(DescribeTableCommand).resolves({ Table: { LatestStreamArn: streamArn } });
  streams.on(DescribeStreamCommand).resolves({
    StreamDescription: {
      StreamArn: streamArn,
      Shards: Object.entries(shards).map(([ShardId, s]) => ({
        ShardId,
        SequenceNumberRange: {
          StartingSequenceNumber: s.records[0],
          ...(s.closed && { EndingSequenceNumber: s.records.at(-1) }),
        },
      })),
    },
  });
  // An iterator is "<shard>@<index of the next record>".
  streams
    .on(GetShardIteratorCommand)
    .callsFake((input: { ShardId: string; ShardIteratorType: string; SequenceNumber?: string }) => {
      const shard = shards[input.ShardId];
      if (!shard) throw new Error(`no shard ${input.ShardId}`);
      if (input.ShardIteratorType === 'TRIM_HORIZON') return { ShardIterator: `${input.ShardId}@0` };
      const at = shard.records.indexOf(input.SequenceNumber ?? '');
      if (at < 0 || (shard.trimmedBefore && (input.SequenceNumber ?? '') < shard.trimmedBefore))
        throw new TrimmedDataAccessException({ message: 'trimmed', $metadata: {} });
      return { ShardIterator: `${input.ShardId}@${at + 1}` };
    });
  streams.on(GetRecordsCommand).callsFake((input: { ShardIterator: string }) => {
    const [shardId = '', from = '0'] = input.ShardIterator.split('@');
    const shard = shards[shardId] as { records: string[]; closed?: boolean };
    const records: StreamRecord[] = shard.records.slice(Number(from)).map((n) => ({
      eventID: n,
      eventName: 'INSERT',
      dynamodb: { SequenceNumber: n, Keys: { pk: { S: `ITEM#${n}` } } },
    }));
    const end = shard.records.length;
    return {
      Records: records,
      NextShardIterator: shard.closed ? undefined : `${shardId}@${end}`,
    };
  });
}

async function start() {
  poller = await startStreamPoller({
    dynamo: new DynamoDBClient({ region: 'us-east-1' }),
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    tableName: 'orders',
    filter: {},
    handler: async (event) => {
      delivered.push(...event.Records.map((r) => r.dynamodb?.SequenceNumber ?? ''));
    },
    retryAttempts: 0,
    batchSize: 10,
    idleMs: 5,
    positionsFile,
    log: () => undefined,
  });
}

/** Runs a poller until it has polled the stream a few times after `ready`, then stops it. */
async function runUntil(ready: () => boolean) {
  await start();
  await vi.waitFor(() => expect(ready()).toBe(true), { timeout: 5_000, interval: 10 });
  const polls = streams.commandCalls(GetRecordsCommand).length;
  await vi.waitFor(() => expect(streams.commandCalls(GetRecordsCommand).length).toBeGreaterThan(polls + 2), {
    timeout: 5_000,
    interval: 10,
  });
  await poller?.stop();
  poller = undefined;
}

/** A positions file as an earlier run left it. */
function savePositions(content: unknown) {
  mkdirSync(join(dir, 'positions'), { recursive: true });
  writeFileSync(positionsFile, JSON.stringify(content));
}

const iteratorRequests = () =>
  streams.commandCalls(GetShardIteratorCommand).map((c) => {
    const i = c.args[0].input;
    return `${i.ShardId} ${i.ShardIteratorType}${i.SequenceNumber ? ` ${i.SequenceNumber}` : ''}`;
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stream-positions-'));
  positionsFile = join(dir, 'positions', 'orders.json');
  delivered.length = 0;
});
afterEach(async () => {
  await poller?.stop();
  poller = undefined;
  dynamo.reset();
  streams.reset();
  rmSync(dir, { recursive: true, force: true });
});

describe('the stream poller keeps its position per shard', () => {
  it('resumes after the last record handled when restarted, delivering only what came after', async () => {
    // Prepare: a first run handles 100-102 and stops.
    const shard = { records: ['100', '101', '102'] };
    stream({ s1: shard });
    await runUntil(() => delivered.length === 3);
    expect(JSON.parse(readFileSync(positionsFile, 'utf8'))).toEqual({
      streamArn,
      shards: { s1: { sequenceNumber: '102' } },
    });
    // Act: two records arrive while it is down; it starts again.
    shard.records.push('103', '104');
    streams.resetHistory();
    await runUntil(() => delivered.length >= 5);
    // Assess
    expect(delivered).toEqual(['100', '101', '102', '103', '104']);
    expect(iteratorRequests()).toEqual(['s1 AFTER_SEQUENCE_NUMBER 102']);
  });

  it('reads a shard from its oldest record when the saved position was trimmed, or belongs to another stream', async () => {
    // Prepare: the shard now starts at 200; the saved position is 150, trimmed away.
    stream({ s1: { records: ['200', '201'], trimmedBefore: '200' } });
    const save = (arn: string) =>
      savePositions({ streamArn: arn, shards: { s1: { sequenceNumber: '150' } } });
    save(streamArn);
    // Act
    await runUntil(() => delivered.length === 2);
    // Assess
    expect(delivered).toEqual(['200', '201']);
    expect(iteratorRequests()).toEqual(['s1 AFTER_SEQUENCE_NUMBER 150', 's1 TRIM_HORIZON']);
    expect(JSON.parse(readFileSync(positionsFile, 'utf8')).shards).toEqual({ s1: { sequenceNumber: '201' } });

    // Act: the table was recreated (a new stream): a position of the old one is not used.
    save('arn:aws:dynamodb:ddblocal:000000000000:table/orders/stream/2026-01-01T00:00:00.000');
    delivered.length = 0;
    streams.resetHistory();
    await runUntil(() => delivered.length === 2);
    // Assess
    expect(iteratorRequests()).toEqual(['s1 TRIM_HORIZON']);
  });

  it('does not read a closed shard again once read to its end, and forgets shards the stream no longer lists', async () => {
    // Prepare: shard s0 closed after 10-11, s1 open; a saved position of a shard long trimmed.
    stream({ s0: { records: ['10', '11'], closed: true }, s1: { records: ['20'] } });
    savePositions({ streamArn, shards: { gone: { sequenceNumber: '1' } } });
    await runUntil(() => delivered.length === 3);
    expect(JSON.parse(readFileSync(positionsFile, 'utf8')).shards).toEqual({
      s0: { sequenceNumber: '11', ended: true },
      s1: { sequenceNumber: '20' },
    });
    // Act
    streams.resetHistory();
    delivered.length = 0;
    await runUntil(() => streams.commandCalls(GetRecordsCommand).length > 0);
    // Assess: only the open shard is read, after its position; nothing is delivered twice.
    expect(iteratorRequests()).toEqual(['s1 AFTER_SEQUENCE_NUMBER 20']);
    expect(delivered).toEqual([]);
  });
});
