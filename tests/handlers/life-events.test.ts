/**
 * Life events the member reports (issue 40, item 5) on the real middleware chains: the employee's
 * routes (coverage-proof family) and the console's (admin-files), against a mocked DynamoDB and S3
 * client (aws-sdk-client-mock).
 *
 * What is checked: the report answers a POST policy for one key under the caller's life-event prefix
 * with a 10 MB content-length-range and writes nothing; a date in the future is a 400 naming
 * `eventDate`, an event more than 60 days ago a 409 naming its last day (45 CFR 155.420(c)(1)); the
 * confirmation reads the document's first bytes, refuses (400, the file deleted, nothing stored) a
 * file that is not a PDF, JPEG or PNG by content or is over 10 MB, and stores a good one as pending
 * once (a conditional put); GET answers the member's events with HR's reason or the window; the
 * console lists the pending events, links a document inline, approves in one transaction with the
 * member's window (the rule's dates) and the activity record, rejects with a reason (required),
 * answers 409 for an event no longer pending, 404 for an unknown one and 403 for another employer.
 */
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { memberWindowKey } from '../../lambdas/adapters/enrollment-windows';
import { lifeEventKey } from '../../lambdas/adapters/life-events';
import { resetComposition } from '../../lambdas/composition';
import { handler as getEmployerLifeEvents } from '../../lambdas/handlers/admin-files/get-employer-life-events';
import { handler as postLink } from '../../lambdas/handlers/admin-files/post-life-event-link';
import { handler as postReview } from '../../lambdas/handlers/admin-files/post-life-event-review';
import { handler as getLifeEvents } from '../../lambdas/handlers/coverage-proof/get-life-events';
import { handler as postLifeEvent } from '../../lambdas/handlers/coverage-proof/post-life-event';
import { handler as postConfirm } from '../../lambdas/handlers/coverage-proof/post-life-event-confirm';
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const otherEmployer = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';
const memberId = '3d1f6a2b-8c4e-4f0a-9b7d-1e2c3a4b5c6d';
const memberSub = 'member-sub-life-event';
const adminSub = 'admin-sub-life-event';
const eventId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const bucket = 'member-files-bucket';
const key = `${memberId}/life-event/${eventId}`;
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

// Today, for every test: 2027-06-20.
const NOW = new Date('2027-06-20T12:00:00Z');
const PDF = [...Buffer.from('%PDF-1.7')];

function storedMember(): void {
  dynamo.on(QueryCommand, { IndexName: 'bySub' }).resolves({
    Items: [
      {
        pk: `MEMBER#${memberId}`,
        sk: 'PROFILE',
        id: memberId,
        sub: memberSub,
        employerId,
        email: 'jo@example.com',
        firstname: 'Jo',
        lastname: 'Lane',
      },
    ],
  });
}

const eventItem = (state: string, extra: Record<string, unknown> = {}) => ({
  ...lifeEventKey(employerId, memberId, eventId),
  employerId,
  memberId,
  email: 'jo@example.com',
  name: 'Jo Lane',
  eventId,
  kind: 'birth',
  eventDate: '2027-06-10',
  state,
  objectKey: key,
  fileType: 'pdf',
  bytes: 2048,
  reportedAt: '2027-06-15T10:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  reason: null,
  windowPlanYear: null,
  windowOpens: null,
  windowCloses: null,
  windowFixedEffectiveDate: null,
  ...extra,
});

function storedEvent(state: string | undefined, extra: Record<string, unknown> = {}): void {
  dynamo
    .on(GetCommand, { TableName: 'admin-table', Key: lifeEventKey(employerId, memberId, eventId) })
    .resolves(state ? { Item: eventItem(state, extra) } : {});
}

function storedObject(head: number[], size: number): void {
  s3.on(GetObjectCommand, { Key: key }).resolves({
    Body: { transformToByteArray: async () => new Uint8Array(head.slice(0, 8)) } as never,
    ContentRange: `bytes 0-${Math.min(size, 8) - 1}/${size}`,
    ContentLength: Math.min(size, 8),
  });
}

function adminGrant(employers = [employerId]): void {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(adminSub) }).resolves({
    Item: {
      ...grantKey(adminSub),
      sub: adminSub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: employers,
      phi: false,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
}

const member = (routeKey: string, body?: unknown, headers: Record<string, string> = {}) => {
  const event = apiEvent(routeKey, { body, claims: memberClaims(memberSub) });
  Object.assign(event.headers, headers);
  return event;
};
const admin = (route: 'list' | 'link' | 'review', body?: unknown, employer = employerId) =>
  apiEvent(
    {
      list: 'GET /api/admin/employers/{employerId}/life-events',
      link: 'POST /api/admin/employers/{employerId}/life-events/link',
      review: 'POST /api/admin/employers/{employerId}/life-events/review',
    }[route],
    { body, pathParameters: { employerId: employer }, claims: memberClaims(adminSub) },
  );
const bodyOf = (res: { body?: string }) => JSON.parse(res.body ?? '{}');

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_DEPENDENTS: 'dependents-table',
    BUCKET_MEMBERS: bucket,
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  storedMember();
  storedEvent(undefined);
  adminGrant();
  dynamo
    .on(GetCommand, { TableName: 'employers-table' })
    .resolves({ Item: { id: employerId, accountid: 'acc-1', accountname: 'Acme', edoc_period: 10 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

describe('POST /api/LifeEvent', () => {
  it("answers a 5-minute POST of 1 byte to 10 MB to one key under the caller's life-event prefix, and writes nothing", async () => {
    const res = await postLifeEvent(
      member('POST /api/LifeEvent', { kind: 'birth', eventDate: '2027-06-10' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    const grant = bodyOf(res).data;
    expect(grant.fields.key).toBe(`${memberId}/life-event/${grant.uploadId}`);
    expect(grant.maxBytes).toBe(PROOF_MAX_BYTES);
    const policy = JSON.parse(Buffer.from(grant.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, PROOF_MAX_BYTES]);
    expect(policy.conditions).toContainEqual({ key: grant.fields.key });
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses a date in the future with 400 naming eventDate', async () => {
    const res = await postLifeEvent(
      member('POST /api/LifeEvent', { kind: 'marriage', eventDate: '2027-06-21' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).fields).toMatchObject({ eventDate: adminApiMessages.lifeEventDateInFuture });
  });

  it('accepts the 60th day after the event and refuses the 61st with 409 naming the last day, in Spanish too', async () => {
    const day60 = await postLifeEvent(
      member('POST /api/LifeEvent', { kind: 'move', eventDate: '2027-04-21' }),
      lambdaContext(),
    );
    expect(day60.statusCode).toBe(200);
    const late = await postLifeEvent(
      member('POST /api/LifeEvent', { kind: 'move', eventDate: '2027-04-20' }, { 'accept-language': 'es' }),
      lambdaContext(),
    );
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late)).toMatchObject({
      message: apiMessagesEs.lifeEventReportTooLate('2027-06-19'),
      code: 'lifeEventReportTooLate',
    });
  });

  it('refuses a kind that is not a life event and an unknown field (400)', async () => {
    for (const body of [
      { kind: 'divorce', eventDate: '2027-06-10' },
      { kind: 'birth', eventDate: '2027-06-10', memberId },
    ]) {
      const res = await postLifeEvent(member('POST /api/LifeEvent', body), lambdaContext());
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /api/LifeEvent/Confirm', () => {
  const confirm = (body: Record<string, unknown> = {}) =>
    postConfirm(
      member('POST /api/LifeEvent/Confirm', {
        kind: 'birth',
        eventDate: '2027-06-10',
        uploadId: eventId,
        ...body,
      }),
      lambdaContext(),
    );

  it('stores a PDF as a pending event once, with a conditional put, and answers it', async () => {
    storedObject(PDF, 2048);
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({
      eventId,
      kind: 'birth',
      eventDate: '2027-06-10',
      state: 'pending',
      fileType: 'pdf',
      reason: null,
      window: null,
    });
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, { Bucket: bucket, Key: key, Range: 'bytes=0-7' });
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      TableName: 'admin-table',
      Item: expect.objectContaining({
        ...lifeEventKey(employerId, memberId, eventId),
        state: 'pending',
        objectKey: key,
        name: 'Jo Lane',
        email: 'jo@example.com',
      }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(s3).not.toHaveReceivedCommand(DeleteObjectCommand);
  });

  it('answers 409 for an upload already reported (the conditional put fails) and keeps its file', async () => {
    storedObject(PDF, 2048);
    dynamo
      .on(PutCommand)
      .rejects(Object.assign(new Error('exists'), { name: 'ConditionalCheckFailedException' }));
    const res = await confirm();
    expect(res.statusCode).toBe(409);
    expect(bodyOf(res).message).toBe(apiMessages.lifeEventAlreadyReported);
    expect(s3).not.toHaveReceivedCommand(DeleteObjectCommand);
  });

  it('refuses a text file renamed .pdf: deleted, 400 with the message, nothing stored', async () => {
    storedObject([...Buffer.from('Marriage')], 900);
    const res = await confirm();
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({
      message: apiMessages.lifeEventDocumentWrongType,
      code: 'lifeEventDocumentWrongType',
    });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: bucket, Key: key });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses a PDF over 10 MB: deleted, 400 with the message in Spanish for a Spanish request', async () => {
    storedObject(PDF, PROOF_MAX_BYTES + 1);
    const event = member(
      'POST /api/LifeEvent/Confirm',
      { kind: 'birth', eventDate: '2027-06-10', uploadId: eventId },
      { 'accept-language': 'es' },
    );
    const res = await postConfirm(event, lambdaContext());
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).message).toBe(apiMessagesEs.lifeEventDocumentTooLarge);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: bucket, Key: key });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('checks the date again: an event now more than 60 days ago is refused before the file is read', async () => {
    storedObject(PDF, 2048);
    const res = await confirm({ eventDate: '2027-04-01' });
    expect(res.statusCode).toBe(409);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('answers 400 when nothing was uploaded, and for an upload id that is not a UUID (nothing read)', async () => {
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' }));
    const missing = await confirm();
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toBe(apiMessages.proofNotUploaded);
    s3.reset();
    const bad = await confirm({ uploadId: '../other-member/life-event' });
    expect(bad.statusCode).toBe(400);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);
  });
});

describe('GET /api/LifeEvent', () => {
  it("answers the caller's events, newest first, with HR's reason for a rejection and the window of an approval", async () => {
    dynamo.on(QueryCommand, { TableName: 'admin-table' }).resolves({
      Items: [
        eventItem('rejected', {
          reportedAt: '2027-06-01T10:00:00.000Z',
          reason: 'The certificate is unreadable.',
        }),
        eventItem('approved', {
          eventId: '1a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          reportedAt: '2027-06-15T10:00:00.000Z',
          windowPlanYear: 2027,
          windowOpens: '2027-06-16',
          windowCloses: '2027-08-09',
          windowFixedEffectiveDate: '2027-06-10',
        }),
      ],
    });
    const res = await getLifeEvents(member('GET /api/LifeEvent'), lambdaContext());
    expect(res.statusCode).toBe(200);
    const { events } = bodyOf(res).data;
    expect(events.map((e: { state: string }) => e.state)).toEqual(['approved', 'rejected']);
    expect(events[0].window).toEqual({
      planYear: 2027,
      opens: '2027-06-16',
      closes: '2027-08-09',
      fixedEffectiveDate: '2027-06-10',
    });
    expect(events[1]).toMatchObject({ reason: 'The certificate is unreadable.', window: null });
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'admin-table',
      ExpressionAttributeValues: { ':pk': `EMPLOYER#${employerId}`, ':p': `LIFEEVENT#${memberId}#` },
    });
  });
});

describe('the console: list, view and review', () => {
  it("lists the employer's pending events with whose they are", async () => {
    dynamo.on(QueryCommand, { TableName: 'admin-table' }).resolves({ Items: [eventItem('pending')] });
    const res = await getEmployerLifeEvents(admin('list'), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data.events).toEqual([
      expect.objectContaining({ memberId, email: 'jo@example.com', name: 'Jo Lane', state: 'pending' }),
    ]);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      FilterExpression: '#s = :state',
      ExpressionAttributeValues: expect.objectContaining({ ':p': 'LIFEEVENT#', ':state': 'pending' }),
    });
  });

  it("links an event's document inline for 5 minutes", async () => {
    storedEvent('pending');
    const res = await postLink(admin('link', { memberId, eventId }), lambdaContext());
    expect(res.statusCode).toBe(200);
    const { url, fileType } = bodyOf(res).data;
    expect(fileType).toBe('pdf');
    expect(url).toContain(`${memberId}/life-event/${eventId}`);
    expect(url).toContain('response-content-disposition=inline');
    expect(url).toContain('X-Amz-Expires=300');
  });

  it("approves a birth in one transaction: the event, the member's window from the birth date, and the activity record", async () => {
    storedEvent('pending');
    const res = await postReview(
      admin('review', { memberId, eventId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    // The birth on 2027-06-10, approved 2027-06-20: open until 60 days after it, covered from its date.
    const window = {
      planYear: 2027,
      opens: '2027-06-20',
      closes: '2027-08-09',
      fixedEffectiveDate: '2027-06-10',
    };
    expect(bodyOf(res).data).toMatchObject({ state: 'approved', window, reason: null });
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put).toMatchObject({
      Item: expect.objectContaining({
        state: 'approved',
        reviewedBy: 'hr@example.com',
        windowCloses: '2027-08-09',
      }),
      ConditionExpression: '#s = :pending',
    });
    expect(items[1]?.Put?.Item).toMatchObject({
      ...memberWindowKey(employerId, 2027, memberId),
      kind: 'life-event',
      opens: '2027-06-20',
      closes: '2027-08-09',
      effectiveFrom: '2027-06-10',
      fixedEffectiveDate: '2027-06-10',
      openedBy: 'hr@example.com',
    });
    expect(items[2]?.Put?.Item).toMatchObject({ action: 'life-event-review', actor: 'hr@example.com' });
  });

  it('rejects with the reason the employee reads and opens no window; a rejection without a reason is a 400', async () => {
    storedEvent('pending');
    const without = await postReview(
      admin('review', { memberId, eventId, decision: 'reject', reason: '  ' }),
      lambdaContext(),
    );
    expect(without.statusCode).toBe(400);
    expect(bodyOf(without).fields).toMatchObject({ reason: 'is required to reject' });
    const res = await postReview(
      admin('review', { memberId, eventId, decision: 'reject', reason: 'The certificate is unreadable.' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({
      state: 'rejected',
      reason: 'The certificate is unreadable.',
      window: null,
    });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items).toHaveLength(2);
    expect(items.some((i) => String(i.Put?.Item?.sk).startsWith('MEMBERWINDOW#'))).toBe(false);
  });

  it('refuses a reason over 500 characters or with control characters (400, nothing written)', async () => {
    storedEvent('pending');
    for (const reason of ['x'.repeat(501), 'bad\u0007reason']) {
      const res = await postReview(
        admin('review', { memberId, eventId, decision: 'reject', reason }),
        lambdaContext(),
      );
      expect(res.statusCode).toBe(400);
    }
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 409 for an event no longer pending, and when the condition fails in the transaction', async () => {
    storedEvent('approved');
    const reviewed = await postReview(
      admin('review', { memberId, eventId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(reviewed.statusCode).toBe(409);
    expect(bodyOf(reviewed).message).toBe(adminApiMessages.lifeEventNotPending);

    storedEvent('pending');
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    const raced = await postReview(
      admin('review', { memberId, eventId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(raced.statusCode).toBe(409);
  });

  it("answers 404 for an event not reported, and 403 for another employer's administrator", async () => {
    const none = await postLink(admin('link', { memberId, eventId }), lambdaContext());
    expect(none.statusCode).toBe(404);
    expect(bodyOf(none).message).toBe(adminApiMessages.lifeEventNotFound);
    adminGrant([otherEmployer]);
    for (const event of [admin('list'), admin('link', { memberId, eventId })]) {
      const handler = event.routeKey.startsWith('GET') ? getEmployerLifeEvents : postLink;
      expect((await handler(event, lambdaContext())).statusCode).toBe(403);
    }
  });
});
