/**
 * POST /api/admin/employers/{employerId}/census/resend against a mocked DynamoDB: the real chain and
 * handler. A resent invitation carries the employee's ICHRA notice (issue 40, item 1), like the
 * first one: the census item's count, the next outbox item (naming the notice's plan year for its
 * link) and the notice's sent mark in one transaction; an employee whose class has no terms for the
 * plan year gets the invitation without a mark.
 */
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { censusKey } from '../../lambdas/adapters/census';
import { noticeSentKey } from '../../lambdas/adapters/ichra-notices';
import { resetComposition } from '../../lambdas/composition';
import { handler } from '../../lambdas/handlers/admin/post-census-resend';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const pk = `EMPLOYER#${employerId}`;
const sub = 'admin-sub-1';
const dynamo = mockClient(DynamoDBDocumentClient);
/** 2026-10-01: the plan year being enrolled is 2026 (edoc_period 0). */
const NOW = new Date('2026-10-01T15:00:00Z');

const resend = (emails: string[]) =>
  handler(
    apiEvent('POST /api/admin/employers/{employerId}/census/resend', {
      body: { emails },
      pathParameters: { employerId },
      claims: memberClaims(sub),
    }),
    lambdaContext(),
  );

/** A census entry invited once, not registered. */
const entry = (email: string, cls: string, language: 'en' | 'es') => ({
  ...censusKey(employerId, email),
  employerId,
  firstName: 'Ana',
  lastName: 'García',
  email,
  class: cls,
  hireDate: null,
  language,
  addedAt: '2026-09-01T00:00:00.000Z',
  addedBy: 'hr@example.com',
  invitedAt: '2026-09-01T00:00:00.000Z',
  invitations: 1,
  tokenHash: 'h1',
});

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_PLANS: 'plans-table',
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(sub) }).resolves({
    Item: {
      ...grantKey(sub),
      sub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [employerId],
      phi: false,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
  dynamo
    .on(GetCommand, { TableName: 'admin-table', Key: censusKey(employerId, 'ana@example.com') })
    .resolves({ Item: entry('ana@example.com', 'Salaried', 'es') });
  dynamo
    .on(GetCommand, { TableName: 'admin-table', Key: censusKey(employerId, 'ben@example.com') })
    .resolves({ Item: entry('ben@example.com', 'Hourly', 'en') });
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({
    Item: { pk, sk: 'PROFILE', id: employerId, accountid: 'ACME-001', accountname: 'Acme', edoc_period: 0 },
  });
  // The terms of 2026: the Salaried class only.
  dynamo
    .on(QueryCommand, {
      TableName: 'employers-table',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'POLICY#2026#' },
    })
    .resolves({
      Items: [
        {
          pk,
          sk: 'POLICY#2026#Salaried',
          planYear: 2026,
          className: 'Salaried',
          policy: {
            kind: 'flat-by-tier',
            tiers: { employee: 40_000, employee_spouse: 70_000, employee_children: 65_000, family: 90_000 },
          },
          waivedCents: 0,
        },
      ],
    });
  dynamo
    .on(QueryCommand, {
      TableName: 'employers-table',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'CONTACT#' },
    })
    .resolves({ Items: [] });
  dynamo.on(QueryCommand, { TableName: 'plans-table' }).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => dynamo.reset());

describe('POST .../census/resend', () => {
  it('resends with the notice marked sent in the same transaction, the outbox item naming its plan year', async () => {
    const res = await resend(['ana@example.com']);
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ resent: 1 });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(3);
    expect(items[0]?.Update?.Key).toEqual(censusKey(employerId, 'ana@example.com'));
    expect(items[1]?.Put?.Item).toMatchObject({
      sk: 'OUTBOX#INVITATION#ana@example.com#2',
      mailKind: 'invitation',
      language: 'es',
      data: { firstName: 'Ana', employerName: 'Acme', planYear: '2026' },
    });
    const version = String(items[2]?.Update?.ExpressionAttributeValues?.[':v']);
    expect(version).toMatch(/^ichra-notice-/);
    expect(items[2]?.Update?.Key).toEqual(noticeSentKey(employerId, 2026, 'ana@example.com', version));
    expect(items[2]?.Update?.ExpressionAttributeValues).toMatchObject({ ':via': 'invitation' });
  });

  it("resends without a mark when the employee's class has no terms for the plan year", async () => {
    const res = await resend(['ben@example.com']);
    expect(res.statusCode, res.body).toBe(200);
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items[1]?.Put?.Item?.data).toEqual({ firstName: 'Ana', employerName: 'Acme' });
  });
});
