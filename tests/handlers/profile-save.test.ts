/**
 * PUT /api/Member/Profile on the real chain with a mocked DynamoDB (aws-sdk-client-mock): the
 * member, its added, changed and removed dependents go out as ONE TransactWriteItems and nothing
 * else, and when that transaction fails (a save that landed first, a conflict, throttling) the
 * employee gets a clear message and no other write is attempted: the stored profile stays as it was.
 * A body sent from a page that read an older member version answers 409 before any write.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/member/put-profile';
import * as apiMessages from '../../shared/api-messages';
import { ZERO_GUID } from '../../shared/schemas/profile';
import { apiEvent, lambdaContext } from '../helpers/events';
import { claims, ddb, hudson, memberId, memberItem, setEnv } from './catalog-fixtures';

const ROUTE = 'PUT /api/Member/Profile';
const saved = (id: string, firstname: string, ordinal: number) => ({
  pk: `MEMBER#${memberId}`,
  sk: `DEPENDENT#${id}`,
  id,
  memberid: memberId,
  firstname,
  lastname: 'Nguyen',
  dateofbirth: '2014-05-02',
  gender: 'Male',
  relationship: 'child',
  istobaccouser: 'false',
  ssn: '987654321',
  createdon: '2026-01-01T00:00:00.000Z',
  createdby: memberId,
  modifiedon: null,
  modifiedby: null,
  ordinal,
});
const alexId = '11111111-2222-4333-8444-555555555555';
const samId = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const body = {
  /** The member version the page read (the stored member is at 4). */
  version: 4,
  member: {
    firstname: 'Riley',
    lastname: 'Nguyen',
    address1: '12 Nassau Street',
    phonenumber: '609-555-0142',
    postalcode: '07030',
    city: 'Hoboken',
    county: 'Hudson',
    stateorprovince: 'NJ',
    birthdate: '1986-09-30',
    gender: 'Female',
    istobaccouser: 'No',
  },
  dependents: [
    { ...saved(alexId, 'Alexander', 0), pk: undefined, sk: undefined },
    {
      id: ZERO_GUID,
      firstname: 'Kai',
      lastname: 'Nguyen',
      dateofbirth: '2020-02-29',
      gender: 'Female',
      relationship: 'child',
      istobaccouser: 'false',
      additionalid: '987654324',
    },
  ].map((d) => ({
    id: d.id,
    firstname: d.firstname,
    lastname: d.lastname,
    dateofbirth: d.dateofbirth,
    gender: d.gender,
    relationship: d.relationship,
    istobaccouser: d.istobaccouser,
    ...('additionalid' in d ? { additionalid: d.additionalid } : {}),
  })),
};

async function save(sent: Record<string, unknown> = body) {
  const res = await handler(apiEvent(ROUTE, { body: sent, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

beforeAll(() => setEnv());
afterEach(() => ddb.reset());

function household() {
  const member = memberItem({ householdversion: 4 });
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [member] });
  ddb.on(GetCommand, { TableName: 'members-test' }).resolves({ Item: member });
  ddb
    .on(QueryCommand, { TableName: 'dependents-test' })
    .resolves({ Items: [saved(alexId, 'Alex', 0), saved(samId, 'Sam', 1)] });
  ddb.on(QueryCommand, { TableName: 'locations-test' }).resolves({ Items: [hudson] });
}

const cancelled = (codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
    $metadata: { httpStatusCode: 400 },
  });

function expectNoOtherWrite(): void {
  expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  expect(ddb).not.toHaveReceivedCommand(PutCommand);
  expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  expect(ddb).not.toHaveReceivedCommand(DeleteCommand);
}

describe('PUT /api/Member/Profile writes one transaction', () => {
  it('sends the member update guarded by its household version, the changed and new dependents, and the removal', async () => {
    household();
    ddb.on(TransactWriteCommand).resolves({});
    const res = await save();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expectNoOtherWrite();
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(4);
    expect(items[0]!.Update).toMatchObject({
      TableName: 'members-test',
      ConditionExpression: 'attribute_exists(pk) AND #v = :v',
      ExpressionAttributeValues: expect.objectContaining({ ':v': 4, ':next': 5, ':city': 'Hoboken' }),
    });
    expect(items[1]!.Put).toMatchObject({
      Item: { id: alexId, firstname: 'Alexander', ssn: '987654321' },
      ConditionExpression: 'attribute_exists(pk)',
    });
    expect(items[2]!.Put).toMatchObject({
      Item: { firstname: 'Kai', ssn: '987654324' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[3]!.Delete).toMatchObject({ Key: { sk: `DEPENDENT#${samId}` } });
    // The answer never carries a full SSN.
    expect(JSON.stringify(res.body)).not.toMatch(/98765432\d/);
  });

  it('answers 409 with the reload message when another save landed first, and writes nothing else', async () => {
    household();
    ddb.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None', 'None']));
    const res = await save();
    expect(res).toEqual({
      status: 409,
      body: {
        success: false,
        message: apiMessages.profileChanged,
        code: 'profileChanged',
        requestId: expect.any(String),
      },
    });
    expectNoOtherWrite();
  });

  it('answers 409 with the reload message, and writes nothing, when the page read an older version', async () => {
    household();
    ddb.on(TransactWriteCommand).resolves({});
    const res = await save({ ...body, version: 3 });
    expect(res).toEqual({
      status: 409,
      body: {
        success: false,
        message: apiMessages.profileChanged,
        code: 'profileChanged',
        requestId: expect.any(String),
      },
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('sends the version the page read as the condition, and answers the next one', async () => {
    household();
    ddb.on(TransactWriteCommand).resolves({});
    const res = await save();
    expect(res.status).toBe(200);
    expect((res.body.data as { version: number }).version).toBe(5);
  });

  it.each([
    ['a transaction conflict', cancelled(['TransactionConflict', 'None', 'None', 'None'])],
    [
      'throttling',
      Object.assign(new Error('Rate exceeded'), {
        name: 'ThrottlingException',
        $metadata: { httpStatusCode: 400 },
      }),
    ],
  ])('answers 503 with the busy message on %s, and writes nothing else', async (_label, error) => {
    household();
    ddb.on(TransactWriteCommand).rejects(error);
    const res = await save();
    expect(res).toEqual({
      status: 503,
      body: {
        success: false,
        message: apiMessages.serviceUnavailable,
        code: 'serviceUnavailable',
        requestId: expect.any(String),
      },
    });
    expectNoOtherWrite();
  });
});
