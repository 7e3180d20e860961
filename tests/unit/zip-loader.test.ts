/**
 * The ZIP loader against a mocked DynamoDB: batches of 25 with UnprocessedItems retried, each
 * state's marker row written last, and ensureZipData loading only the states not there yet.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, describe, expect, it } from 'vitest';
import { batchWriteAll, prefersTransactions } from '../../lambdas/adapters/batch-write';
import { ensureZipData, loadZipData, parseCrosswalk, type PlaceNames } from '../../infra/data/zips';
import type { TableId } from '../../infra/resources/tables';

const ddb = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
afterEach(() => ddb.reset());

const tables = { locations: 'locations-test' } as Record<TableId, string>;
const names: PlaceNames = { city: () => 'Town', stateName: (s) => `State ${s}` };
const noWait = () => Promise.resolve();

/** 30 NJ ZIPs (one of them in two counties) and 3 VT ZIPs. */
const csv = [
  'zip,fips,county,state',
  ...Array.from({ length: 30 }, (_, i) => `07${String(i).padStart(3, '0')},34017,Hudson,NJ`),
  '07029,34013,Essex,NJ',
  '05001,50027,Windsor,VT',
  '05002,50017,Orange,VT',
  '05003,50017,Orange,VT',
].join('\n');
const rows = parseCrosswalk(csv, 'test.csv');

type Put = { PutRequest: { Item: Record<string, unknown> } };
const writtenItems = () =>
  ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((c) => (c.args[0].input.RequestItems?.['locations-test'] ?? []) as Put[])
    .map((r) => r.PutRequest.Item);

describe('batchWriteAll', () => {
  it('writes in chunks of 25 and retries unprocessed items until they are written', async () => {
    const requests = Array.from({ length: 60 }, (_, i) => ({
      PutRequest: { Item: { pk: `P${i}`, sk: 'S' } },
    }));
    // The first call leaves two items unprocessed; the retry writes them.
    ddb
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { t: requests.slice(0, 2) } })
      .resolves({});
    const progress: number[] = [];
    await batchWriteAll(db, 't', requests, {
      concurrency: 1,
      sleep: noWait,
      onProgress: (n) => progress.push(n),
    });
    const calls = ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems?.t?.length);
    expect(calls).toEqual([25, 2, 25, 10]);
    expect(progress).toEqual([25, 50, 60]);
  });

  it('gives up with an error when items stay unprocessed', async () => {
    const requests = [{ PutRequest: { Item: { pk: 'P', sk: 'S' } } }];
    ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: { t: requests } });
    await expect(batchWriteAll(db, 't', requests, { sleep: noWait, maxAttempts: 3 })).rejects.toThrow(
      'left 1 of 1 writes to t unprocessed after 3 attempts',
    );
    expect(ddb).toHaveReceivedCommandTimes(BatchWriteCommand, 3);
  });
});

describe('loadZipData', () => {
  it("writes every county of the chosen states' ZIPs as pk ZIP#<zip>, sk <fips>, each state's first row last", async () => {
    ddb.on(BatchWriteCommand).resolves({});
    const result = await loadZipData({ db, tables }, { rows, names, states: ['nj'] });
    expect(result).toMatchObject({ states: ['NJ'], rows: 31 });
    const items = writtenItems();
    expect(items).toHaveLength(31);
    expect(items.every((i) => i.state === 'NJ')).toBe(true);
    expect(items.at(-1)).toEqual({
      pk: 'ZIP#07000',
      sk: '34017',
      countyname: 'Hudson',
      statename: 'State NJ',
      state: 'NJ',
      city: 'Town',
      zipcode: '07000',
      countycode: '34017',
    });
    expect(
      items
        .filter((i) => i.zipcode === '07029')
        .map((i) => i.sk)
        .sort(),
    ).toEqual(['34013', '34017']);
    expect(
      ddb
        .commandCalls(BatchWriteCommand)
        .every((c) => (c.args[0].input.RequestItems?.['locations-test']?.length ?? 0) <= 25),
    ).toBe(true);
  });

  it('refuses a state the crosswalk does not have, before writing anything', async () => {
    await expect(loadZipData({ db, tables }, { rows, names, states: ['NJ', 'XX'] })).rejects.toThrow(
      'No ZIP codes for state(s) XX',
    );
    expect(ddb).not.toHaveReceivedCommand(BatchWriteCommand);
  });
});

describe('ensureZipData', () => {
  it('checks one known ZIP per state and loads only the states whose marker is missing', async () => {
    ddb.on(GetCommand, { Key: { pk: 'ZIP#07000', sk: '34017' } }).resolves({ Item: { pk: 'ZIP#07000' } });
    ddb.on(GetCommand, { Key: { pk: 'ZIP#05001', sk: '50027' } }).resolves({});
    ddb.on(BatchWriteCommand).resolves({});
    const result = await ensureZipData({ db, tables }, { rows, names });
    expect(result.states).toEqual(['VT']);
    expect(writtenItems().map((i) => i.zipcode)).toEqual(['05002', '05003', '05001']);
    expect(ddb).toHaveReceivedCommandTimes(GetCommand, 2);
  });

  it('writes nothing when every state is there', async () => {
    ddb.on(GetCommand).resolves({ Item: { pk: 'x' } });
    expect((await ensureZipData({ db, tables }, { rows, names })).rows).toBe(0);
    expect(ddb).not.toHaveReceivedCommand(BatchWriteCommand);
  });
});

describe('writes against an emulator', () => {
  it('uses transactions of at most 100 puts when asked (DynamoDB Local), the marker rows in the last one', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const many = parseCrosswalk(
      [
        'zip,fips,county,state',
        ...Array.from({ length: 230 }, (_, i) => `07${String(i).padStart(3, '0')},34017,Hudson,NJ`),
      ].join('\n'),
      'many.csv',
    );
    await loadZipData({ db, tables }, { rows: many, names, writes: 'transaction' });
    const calls = ddb.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
    expect(calls.map((c) => c.length)).toEqual([100, 100, 29, 1]);
    expect(calls.at(-1)?.[0]?.Put).toMatchObject({
      TableName: 'locations-test',
      Item: { pk: 'ZIP#07000', sk: '34017' },
    });
    expect(ddb).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('chooses transactions by default only for a client with its own endpoint', () => {
    expect(prefersTransactions(db)).toBe(false);
    expect(
      prefersTransactions(
        DynamoDBDocumentClient.from(
          new DynamoDBClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:8000' }),
        ),
      ),
    ).toBe(true);
  });
});
