/**
 * PUT /api/Member/Language and the member's `language` in GET /api/Member/GetMember, on the real
 * chain with a mocked DynamoDB (aws-sdk-client-mock): the language switch writes one conditional
 * update of the caller's member item that sets `language` and nothing else (not the household
 * version, so a profile form open in another tab does not answer 409 afterwards), and refuses a
 * language the portal does not speak with its message.
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
import { memberKey } from '../../lambdas/adapters/members';
import { handler } from '../../lambdas/handlers/member/index';
import * as apiMessages from '../../shared/api-messages';
import { apiEvent, lambdaContext } from '../helpers/events';
import { claims, ddb, memberId, memberItem, setEnv } from './catalog-fixtures';

const ROUTE = 'PUT /api/Member/Language';
const stored = memberItem({
  householdversion: 7,
  phonenumber: '609-555-0199',
  modifiedon: '2026-01-06T00:00:00.000Z',
  modifiedby: memberId,
});

async function call(routeKey: string, body?: unknown) {
  const res = await handler(apiEvent(routeKey, { body, claims }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

beforeAll(() => setEnv());
beforeEach(() => {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [stored] });
  ddb.on(GetCommand, { TableName: 'members-test' }).resolves({ Item: stored });
  // The update answers the item as it leaves it (ReturnValues ALL_NEW): the stored one, with the language set.
  ddb.on(UpdateCommand, { TableName: 'members-test' }).callsFake((input: UpdateCommand['input']) => ({
    Attributes: { ...stored, language: input.ExpressionAttributeValues?.[':language'] },
  }));
});
afterEach(() => ddb.reset());

describe('PUT /api/Member/Language', () => {
  it("stores the language on the caller's member item, only if the item exists, and answers the member in it", async () => {
    const res = await call(ROUTE, { language: 'es' });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: memberId, language: 'es' });
    expect(ddb).toHaveReceivedCommandTimes(UpdateCommand, 1);
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      TableName: 'members-test',
      Key: memberKey(memberId),
      UpdateExpression: 'SET #language = :language',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#language': 'language' },
      ExpressionAttributeValues: { ':language': 'es' },
    });
  });

  it('leaves the version and every other field alone: nothing else is in the write, and the answer keeps them', async () => {
    const res = await call(ROUTE, { language: 'es' });

    expect(res.status).toBe(200);
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    // One attribute set, no version condition: a profile form open in another tab stays current.
    expect(Object.values(update.ExpressionAttributeNames ?? {})).toEqual(['language']);
    expect(Object.keys(update.ExpressionAttributeValues ?? {})).toEqual([':language']);
    expect(update.ConditionExpression).not.toMatch(/#v|householdversion/);
    expect(res.body.data).toMatchObject({
      version: 7,
      phonenumber: '609-555-0199',
      modifiedon: '2026-01-06T00:00:00.000Z',
      modifiedby: memberId,
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ddb).not.toHaveReceivedCommand(PutCommand);
  });

  it('stores English back', async () => {
    const res = await call(ROUTE, { language: 'en' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ language: 'en', version: 7 });
    expect(ddb).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeValues: { ':language': 'en' },
    });
  });

  it("refuses 'fr' with 400 and the language message on the field, writing nothing", async () => {
    const res = await call(ROUTE, { language: 'fr' });

    expect(res).toEqual({
      status: 400,
      body: {
        success: false,
        message: `${apiMessages.invalidRequest} language: ${apiMessages.languageUnsupported}`,
        code: 'invalidRequest',
        requestId: expect.any(String),
        fields: { language: apiMessages.languageUnsupported },
      },
    });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses a missing language and a version sent along (the body is strict), writing nothing', async () => {
    const missing = await call(ROUTE, {});
    const withVersion = await call(ROUTE, { language: 'es', version: 7 });

    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('language');
    expect(withVersion.status).toBe(400);
    expect(withVersion.body.fields).toEqual({ version: apiMessages.unknownField('version') });
    expect(ddb).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 404 when the member item is gone (the condition fails): nothing is created', async () => {
    ddb.on(UpdateCommand, { TableName: 'members-test' }).rejects(
      Object.assign(new Error('The conditional request failed'), {
        name: 'ConditionalCheckFailedException',
        $metadata: { httpStatusCode: 400 },
      }),
    );

    const res = await call(ROUTE, { language: 'es' });

    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: apiMessages.memberNotFound, code: 'memberNotFound' });
  });
});

describe("the member's language in GET /api/Member/GetMember", () => {
  it("answers no language for a member with none stored, so the browser keeps the page's and stores it", async () => {
    const res = await call('GET /api/Member/GetMember');

    expect(res.status).toBe(200);
    expect(res.body.data as Record<string, unknown>).not.toHaveProperty('language');
  });

  it('answers the stored language', async () => {
    ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [{ ...stored, language: 'es' }] });

    const res = await call('GET /api/Member/GetMember');

    expect((res.body.data as Record<string, unknown>).language).toBe('es');
  });
});
