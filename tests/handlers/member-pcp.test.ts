/**
 * PUT /api/Member/Pcp on the real chain with a mocked DynamoDB (aws-sdk-client-mock): the PCP
 * form's route writes one transaction holding one member update that sets the three PCP fields
 * (and the audit fields and the version) and nothing else, guarded by the member version the page
 * read; a stale version, or a write that lands first, answers 409 with the reload message.
 */
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/member/index';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext } from '../helpers/events';
import { claims, ddb, memberItem, setEnv } from './catalog-fixtures';

const ROUTE = 'PUT /api/Member/Pcp';
const stored = memberItem({ householdversion: 7, phonenumber: '609-555-0199', ssn: '987654320' });

async function send(body: unknown) {
  const res = await handler(apiEvent(ROUTE, { body, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

beforeAll(() => setEnv());
beforeEach(() => {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [stored] });
  ddb.on(GetCommand, { TableName: 'members-test' }).resolves({ Item: stored });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [] });
});
afterEach(() => ddb.reset());

describe('PUT /api/Member/Pcp', () => {
  it('sets the three PCP fields alone, guarded by the version the page read, and answers the next version', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await send({ pcpname: ' Dr. Ortiz ', pcpid: 'P-1234', existingpatient: 'yes', version: 7 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      pcpname: 'Dr. Ortiz',
      pcpid: 'P-1234',
      existingpatient: 'yes',
      phonenumber: '609-555-0199',
      additionalid: '***-**-4320',
      version: 8,
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(1);
    const update = items[0]!.Update!;
    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND #v = :v');
    expect(update.ExpressionAttributeValues).toEqual({
      ':v': 7,
      ':next': 8,
      ':now': expect.any(String),
      ':by': expect.any(String),
      ':pcpname': 'Dr. Ortiz',
      ':pcpid': 'P-1234',
      ':existingpatient': 'yes',
    });
    // Nothing of the profile is in the write: a phone number saved in another tab stays.
    expect(Object.values(update.ExpressionAttributeNames!).sort()).toEqual(
      ['existingpatient', 'householdversion', 'pcpid', 'pcpname'].sort(),
    );
  });

  it('answers 409 with the reload message and writes nothing when the page read an older version', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const res = await send({ pcpname: 'Dr. Ortiz', pcpid: 'P-1234', existingpatient: null, version: 6 });
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
  });

  it('answers 409 when another write lands between the read and the write', async () => {
    ddb.on(TransactWriteCommand).rejects(
      Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const res = await send({ pcpname: 'Dr. Ortiz', pcpid: 'P-1234', existingpatient: 'no', version: 7 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessages.profileChanged);
  });
});
