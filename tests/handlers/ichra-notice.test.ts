/**
 * GET /api/IchraNotice and POST /api/IchraNotice/Acknowledgment on the real chain against mocked
 * DynamoDB: the notice is the caller's class's terms for the plan year, in the language asked for;
 * an acknowledgment is one conditional Put carrying the exact notice shown, a second one of the same
 * version writes nothing and answers the first, and a stale version or another plan year is refused.
 */
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler as getNotice } from '../../lambdas/handlers/employer/get-ichra-notice';
import { handler as postAck } from '../../lambdas/handlers/employer/post-ichra-notice-acknowledgment';
import type { IchraNoticeContent } from '../../shared/schemas/ichra-notice';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const db = mockClient(DynamoDBDocumentClient);
const sub = '0b7a3c52-9d1e-4f6a-8b2c-3d4e5f6a7b8c';
const memberId = '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a';
const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const pk = `EMPLOYER#${employerId}`;
/** 2026-10-01: the plan year being enrolled is 2026 (coverage from 2026-11-01); 2027 is the next. */
const NOW = new Date('2026-10-01T15:00:00Z');

/** The answer of either route: the notice read, or an acknowledgment. */
interface Answer {
  data: {
    notice: IchraNoticeContent;
    acknowledgment: unknown;
    version?: string;
    language?: string;
    acknowledgedAt?: string;
  };
  message?: string;
}
const body = (res: { body: string }) => JSON.parse(res.body) as Answer;
const getRoute = 'GET /api/IchraNotice';
const postRoute = 'POST /api/IchraNotice/Acknowledgment';

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_MEMBERS: 'members-test',
    TABLE_EMPLOYERS: 'employers-test',
    TABLE_ADMIN: 'admin-test',
    TABLE_PLANS: 'plans-test',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  db.on(QueryCommand, { TableName: 'members-test', IndexName: 'bySub' }).resolves({
    Items: [
      {
        pk: `MEMBER#${memberId}`,
        sk: 'PROFILE',
        id: memberId,
        sub,
        email: 'ann@example.com',
        employerId,
        accountid: 'ACME-001',
        firstname: 'Ann',
        lastname: 'Lee',
        contributionclass: 'Full-time',
        language: 'es',
        origination: 1,
        relationship: 1,
        status: 'Active',
        createdon: '2026-01-01',
        createdby: 'Register',
      },
    ],
  });
  db.on(GetCommand, { TableName: 'employers-test', Key: { pk, sk: 'PROFILE' } }).resolves({
    Item: {
      pk,
      sk: 'PROFILE',
      id: employerId,
      accountid: 'ACME-001',
      accountname: 'Acme Corp',
      employeazecustomer: 0,
      hsaonly: 0,
      edoc_period: 0,
    },
  });
  for (const year of [2026, 2027])
    db.on(QueryCommand, {
      TableName: 'employers-test',
      ExpressionAttributeValues: { ':pk': pk, ':p': `POLICY#${year}#` },
    }).resolves({
      Items: [
        {
          pk,
          sk: `POLICY#${year}#Full-time`,
          planYear: year,
          className: 'Full-time',
          policy: {
            kind: 'flat-by-tier',
            tiers: {
              employee: 40_000 + year,
              employee_spouse: 70_000,
              employee_children: 65_000,
              family: 90_000,
            },
          },
          waivedCents: 0,
        },
      ],
    });
  db.on(QueryCommand, {
    TableName: 'employers-test',
    ExpressionAttributeValues: { ':pk': pk, ':p': 'CONTACT#' },
  }).resolves({
    Items: [
      {
        pk,
        sk: 'CONTACT#01',
        firstname: 'Dana',
        middlename: null,
        lastname: 'Whitfield',
        emailaddress: 'hr@acme.example.com',
        phonenumber: null,
        contacttype: 3,
        displaytoemployee: true,
      },
      {
        pk,
        sk: 'CONTACT#02',
        firstname: 'Hidden',
        middlename: null,
        lastname: 'Banker',
        emailaddress: 'bank@acme.example.com',
        phonenumber: null,
        contacttype: 2,
        displaytoemployee: false,
      },
    ],
  });
  // Stored yearly figures (plans table): none.
  db.on(QueryCommand, { TableName: 'plans-test' }).resolves({ Items: [] });
  db.on(GetCommand, { TableName: 'admin-test' }).resolves({});
});
afterEach(() => db.reset());

const read = async (query?: Record<string, string>) =>
  getNotice(apiEvent(getRoute, { claims: memberClaims(sub), query }), lambdaContext());

describe('GET /api/IchraNotice', () => {
  it("answers the caller's class terms for the plan year being enrolled, in the member's language", async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    const { notice, acknowledgment } = body(res).data;
    expect(notice.planYear).toBe(2026);
    expect(notice.language).toBe('es');
    expect(notice.className).toBe('Full-time');
    const allowance = notice.sections.find((s) => s.id === 'allowance');
    expect(allowance?.amounts?.map((a) => a.cents)).toEqual([42_026, 70_000, 65_000, 90_000]);
    const contacts = notice.sections.find((s) => s.id === 'contacts')?.paragraphs.join(' ');
    expect(contacts).toContain('hr@acme.example.com');
    expect(contacts).not.toContain('bank@acme.example.com');
    expect(acknowledgment).toBeNull();
  });

  it('answers the next plan year and the language when the query asks for them', async () => {
    const { notice } = body(await read({ planYear: '2027', language: 'en' })).data;
    expect(notice.planYear).toBe(2027);
    expect(notice.title).toBe('Acme Corp: ICHRA notice for the 2027 plan year');
  });

  it('refuses a plan year other than the enrolled one and the next with 400', async () => {
    const res = await read({ planYear: '2029' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toMatch(/plan year being enrolled and for the next one/);
  });

  it('answers the stored acknowledgment of the version shown', async () => {
    db.on(GetCommand, { TableName: 'admin-test' }).resolves({
      Item: { memberId, version: 'x', language: 'es', acknowledgedAt: '2026-09-30T10:00:00.000Z' },
    });
    const { acknowledgment } = body(await read()).data;
    expect(acknowledgment).toEqual({
      version: 'x',
      language: 'es',
      acknowledgedAt: '2026-09-30T10:00:00.000Z',
    });
  });
});

describe('POST /api/IchraNotice/Acknowledgment', () => {
  const current = async (language: 'en' | 'es' = 'en') =>
    body(await read({ planYear: '2027', language })).data.notice as { version: string; title: string };

  const ack = (b: unknown) =>
    postAck(apiEvent(postRoute, { claims: memberClaims(sub), body: b }), lambdaContext());

  it('stores the acknowledgment once, with the exact notice shown, by a conditional Put', async () => {
    const notice = await current();
    const res = await ack({ planYear: 2027, noticeVersion: notice.version, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      version: notice.version,
      language: 'en',
      acknowledgedAt: NOW.toISOString(),
    });
    expect(db).toHaveReceivedCommandWith(PutCommand, {
      TableName: 'admin-test',
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: expect.objectContaining({
        pk,
        sk: `NOTICE#2027#ACK#${memberId}#${notice.version}`,
        memberId,
        email: 'ann@example.com',
        version: notice.version,
        language: 'en',
      }),
    });
    const put = db.commandCalls(PutCommand)[0]?.args[0].input.Item as { notice: string };
    expect(JSON.parse(put.notice)).toEqual(notice);
  });

  it('answers the first acknowledgment when the version was acknowledged before, and writes nothing new', async () => {
    const notice = await current();
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'taken', $metadata: {} }));
    db.on(GetCommand, { TableName: 'admin-test', ConsistentRead: true }).resolves({
      Item: { memberId, version: notice.version, language: 'en', acknowledgedAt: '2026-09-01T08:00:00.000Z' },
    });
    const res = await ack({ planYear: 2027, noticeVersion: notice.version, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.acknowledgedAt).toBe('2026-09-01T08:00:00.000Z');
  });

  it('refuses a version that is not the notice now (terms or wording changed) with 409, writing nothing', async () => {
    const notice = await current('es');
    // The Spanish notice's version, acknowledged as English: not what English readers are shown.
    const res = await ack({ planYear: 2027, noticeVersion: notice.version, language: 'en' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/has changed since you opened it/);
    expect(db).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses a body without a version with 400 naming the field', async () => {
    const res = await ack({ planYear: 2027, language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(body(res))).toContain('noticeVersion');
    expect(db).not.toHaveReceivedCommand(PutCommand);
  });
});
