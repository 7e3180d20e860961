/**
 * Enrollment windows and reminders (issue 39, item 4) through the real admin chain and handlers,
 * DynamoDB mocked: a window is checked before anything is written (one that closes before it
 * opens writes nothing and answers its own code, in the request's language); a reminder goes to
 * each employee who has not authorized, in their language, at most once per 48 hours (the marks
 * the mock keeps as DynamoDB would), and the counts say who was queued, skipped as reminded, or
 * not due. The once-only transaction itself runs against DynamoDB Local in
 * tests/integration/admin-reminders.test.ts.
 */
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  BatchGetCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { resetComposition } from '../../lambdas/composition';
import { handler as getWindows } from '../../lambdas/handlers/admin/get-windows';
import { handler as postReminders } from '../../lambdas/handlers/admin/post-reminders';
import { handler as putWindow } from '../../lambdas/handlers/admin/put-window';
import { longDate, reminderMail } from '../../lambdas/rules/reminder-mail';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const pk = `EMPLOYER#${employerId}`;
const sub = 'admin-sub-windows';
const dynamo = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2026-12-05T12:00:00Z');

const call = (
  h: typeof putWindow,
  routeKey: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const event = apiEvent(routeKey, { pathParameters: { employerId }, body, claims: memberClaims(sub) });
  Object.assign(event.headers, headers);
  return h(event, lambdaContext());
};
const put = (body: unknown, headers?: Record<string, string>) =>
  call(putWindow, 'PUT /api/admin/employers/{employerId}/windows', body, headers);
const remind = (body: unknown) =>
  call(postReminders, 'POST /api/admin/employers/{employerId}/reminders', body);

/** Alice authorized 2027 (enrolled); Bob registered (Spanish), no account; Erin registered, English. */
const profiles = [
  {
    id: 'm-1',
    employerId,
    firstname: 'Alice',
    lastname: 'A',
    email: 'alice@example.com',
    currentplanyear: 2027,
  },
  { id: 'm-2', employerId, firstname: 'Bob', lastname: 'B', email: 'bob@example.com', language: 'es' },
  { id: 'm-3', employerId, firstname: 'Erin', lastname: 'E', email: 'erin@example.com' },
];
const aliceAccount = {
  memberid: 'm-1',
  planyear: 2027,
  effectivedate: '2027-01-01',
  waivecoverage: 0,
  currentemployercontributionCents: 50000,
  currentpayrolldeductionCents: 1000,
  currenthealthinsurancepremiumCents: 51000,
};
/** Dana is on the census (Spanish), invited, not registered. */
const census = [
  {
    pk,
    sk: 'CENSUS#dana@example.com',
    employerId,
    firstName: 'Dana',
    lastName: 'D',
    email: 'dana@example.com',
    class: 'ALL',
    language: 'es',
    addedAt: '2026-11-01T00:00:00.000Z',
    addedBy: 'hr@example.com',
    invitedAt: '2026-11-01T00:00:00.000Z',
    invitations: 1,
  },
];

/** The reminder marks, as the table would hold them after each transaction. */
let marks: Map<string, string>;
let transactions: TransactWriteCommandInput[];
/** Set to make the next transaction fail as DynamoDB cancels one, with these reasons. */
let cancelNext: { Code: string }[] | undefined;

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  vi.setSystemTime(NOW);
  marks = new Map([['erin@example.com', '2026-12-04T20:00:00.000Z']]);
  transactions = [];
  cancelNext = undefined;
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
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: { pk, sk: 'WINDOW#2027' } }).resolves({
    Item: { pk, sk: 'WINDOW#2027', planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
  });
  dynamo.on(GetCommand, { TableName: 'employers-table' }).resolves({
    Item: { pk, sk: 'PROFILE', id: employerId, accountid: 'ACME', accountname: 'Acme', edoc_period: 10 },
  });
  dynamo.on(QueryCommand, { TableName: 'members-table' }).resolves({ Items: profiles });
  dynamo.on(QueryCommand, { TableName: 'orders-table' }).resolves({ Items: [aliceAccount] });
  dynamo.on(BatchGetCommand).resolves({ Responses: { 'orders-table': [] } });
  dynamo
    .on(QueryCommand, { TableName: 'admin-table', ExpressionAttributeValues: { ':pk': pk, ':p': 'CENSUS#' } })
    .resolves({ Items: census });
  dynamo
    .on(QueryCommand, { TableName: 'admin-table', ExpressionAttributeValues: { ':pk': pk, ':p': 'WINDOW#' } })
    .resolves({
      Items: [
        { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
        { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' },
      ],
    });
  dynamo
    .on(QueryCommand, {
      TableName: 'admin-table',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'REMINDED#' },
    })
    .callsFake(async () => ({
      Items: [...marks].map(([email, remindedAt]) => ({ sk: `REMINDED#${email}`, remindedAt })),
    }));
  // Each transaction lands whole, as DynamoDB's would: its marks are read by the next request.
  dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    if (cancelNext) {
      const reasons = cancelNext;
      cancelNext = undefined;
      throw Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: reasons,
      });
    }
    transactions.push(input);
    for (const item of input.TransactItems ?? [])
      if (item.Update)
        marks.set(
          String(item.Update.Key?.sk).slice('REMINDED#'.length),
          String(item.Update.ExpressionAttributeValues?.[':at']),
        );
    return {};
  });
  dynamo.on(PutCommand).resolves({});
});
afterEach(() => dynamo.reset());

/** The outbox items the transactions inserted. */
const outboxItems = () =>
  transactions.flatMap((t) => (t.TransactItems ?? []).flatMap((i) => (i.Put ? [i.Put.Item ?? {}] : [])));

describe('PUT /api/admin/employers/{employerId}/windows', () => {
  it('stores the window of its plan year by key with its activity record, in one transaction', async () => {
    const res = await put({ planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({ planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    expect(dynamo).toHaveReceivedCommandWith(TransactWriteCommand, {
      TransactItems: [
        {
          Put: {
            TableName: 'admin-table',
            Item: expect.objectContaining({
              pk,
              sk: 'WINDOW#2027',
              opens: '2026-11-01',
              closes: '2026-12-15',
            }),
          },
        },
        {
          Put: {
            TableName: 'admin-table',
            Item: expect.objectContaining({
              action: 'window-change',
              detail: 'Enrollment window 2027: 2026-11-01 to 2026-12-15',
            }),
          },
        },
      ],
    });
  });

  it('accepts a window of one day (closes the day it opens)', async () => {
    expect((await put({ planYear: 2027, opens: '2026-12-01', closes: '2026-12-01' })).statusCode).toBe(200);
  });

  it('refuses a window that closes before it opens with its code, naming closes, and writes nothing', async () => {
    const res = await put({ planYear: 2027, opens: '2026-12-15', closes: '2026-11-01' });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body);
    expect(body.code).toBe('adminWindowClosesBeforeOpens');
    expect(body.message).toBe('The enrollment window must close on or after the day it opens.');
    expect(body.fields).toEqual({ closes: 'The enrollment window must close on or after the day it opens.' });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('says so in Spanish when the request asks for Spanish', async () => {
    const res = await put(
      { planYear: 2027, opens: '2026-12-15', closes: '2026-11-01' },
      { 'accept-language': 'es' },
    );
    expect(JSON.parse(res.body)).toMatchObject({
      code: 'adminWindowClosesBeforeOpens',
      message: 'El período de inscripción debe cerrar el mismo día en que abre o después.',
    });
  });

  it.each([
    [{ planYear: 1999, opens: '2026-11-01', closes: '2026-12-15' }, 'planYear'],
    [{ planYear: 2027, opens: '2026-02-30', closes: '2026-12-15' }, 'opens'],
    [{ planYear: 2027, opens: '2026-11-01' }, 'closes'],
    [{ planYear: 2027, opens: '2026-11-01', closes: '2026-12-15', remind: true }, 'remind'],
  ])('refuses %j naming %s, writing nothing', async (body, field) => {
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(JSON.parse(res.body).fields)).toContain(field);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('GET /api/admin/employers/{employerId}/windows', () => {
  it('answers the windows by plan year ascending and the plan year being enrolled', async () => {
    const res = await call(getWindows, 'GET /api/admin/employers/{employerId}/windows');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data).toEqual({
      windows: [
        { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' },
        { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
      ],
      // 5 December 2026 with a 10-day election deadline: coverage from 2027-01-01.
      currentPlanYear: 2027,
    });
  });
});

describe('POST /api/admin/employers/{employerId}/reminders', () => {
  it('queues one reminder per employee who has not authorized, skips the one reminded within 48 hours and the authorized one', async () => {
    const res = await remind({ all: true });
    expect(res.statusCode).toBe(200);
    // Bob (registered) and Dana (invited) queued; Erin reminded 16 hours ago; Alice is not named by `all`.
    expect(JSON.parse(res.body).data).toEqual({ queued: 2, alreadyReminded: 1, notDue: 0 });
    const items = outboxItems();
    expect(items.map((i) => [i.to, i.language, i.data.link, i.data.closes]).sort()).toEqual([
      ['bob@example.com', 'es', 'sign-in', '2026-12-15'],
      ['dana@example.com', 'es', 'register', '2026-12-15'],
    ]);
    for (const item of items)
      expect(item).toMatchObject({ kind: 'outbox', mailKind: 'reminder', status: 'pending' });
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ action: 'reminder', detail: 'Reminded 2 employees' }),
    });
  });

  it('writes each reminder as a conditional mark (none within 48 hours) beside an outbox item that must not exist yet', async () => {
    await remind({ emails: ['bob@example.com'] });
    const [transaction] = transactions;
    const [mark, outbox] = transaction?.TransactItems ?? [];
    expect(mark?.Update).toMatchObject({
      Key: { pk, sk: 'REMINDED#bob@example.com' },
      ConditionExpression: 'attribute_not_exists(remindedAt) OR remindedAt <= :cutoff',
      ExpressionAttributeValues: expect.objectContaining({ ':cutoff': '2026-12-03T12:00:00.000Z' }),
    });
    expect(outbox?.Put).toMatchObject({
      Item: { pk, sk: expect.stringMatching(/^OUTBOX#REMINDER#bob@example\.com#/) },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('queues nothing on a second call within 48 hours and says the employees were reminded already', async () => {
    expect(JSON.parse((await remind({ all: true })).body).data.queued).toBe(2);
    vi.setSystemTime(new Date(NOW.getTime() + 47 * 3_600_000));
    const second = JSON.parse((await remind({ emails: ['bob@example.com', 'dana@example.com'] })).body);
    expect(second.data).toEqual({ queued: 0, alreadyReminded: 2, notDue: 0 });
    expect(outboxItems()).toHaveLength(2);
  });

  it('reminds again once 48 hours have passed', async () => {
    await remind({ emails: ['bob@example.com'] });
    vi.setSystemTime(new Date(NOW.getTime() + 48 * 3_600_000 + 60_000));
    expect(JSON.parse((await remind({ emails: ['bob@example.com'] })).body).data.queued).toBe(1);
  });

  it('counts an authorized employee and an e-mail of no employee as not due, in any letter case', async () => {
    const res = await remind({ emails: ['ALICE@example.com', 'stranger@example.com', 'Bob@Example.com'] });
    expect(JSON.parse(res.body).data).toEqual({ queued: 1, alreadyReminded: 0, notDue: 2 });
  });

  it('counts an employee whose mark a concurrent click took as already reminded, and queues the others', async () => {
    // Bob's mark (the first pair) was taken meanwhile; Dana's pair would have landed.
    cancelNext = [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }, { Code: 'None' }];
    const res = await remind({ emails: ['bob@example.com', 'dana@example.com'] });
    expect(JSON.parse(res.body).data).toEqual({ queued: 1, alreadyReminded: 1, notDue: 0 });
    expect(outboxItems().map((i) => i.to)).toEqual(['dana@example.com']);
  });

  it.each([
    [{}],
    [{ emails: ['bob@example.com'], all: true }],
    [{ emails: [] }],
    [{ all: false }],
    [{ emails: ['not-an-email'] }],
  ])('refuses %j and queues nothing', async (body) => {
    const res = await remind(body);
    expect(res.statusCode).toBe(400);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('the reminder e-mail', () => {
  const base = {
    to: 'dana@example.com',
    firstName: 'Dana',
    employerName: 'Acme',
    link: 'https://portal.example.com/login',
  };

  it('names the deadline in English with the sign-in link for a member', () => {
    const mail = reminderMail({ ...base, closes: '2026-12-15', register: false, language: 'en' });
    expect(mail.subject).toBe('Reminder: enroll in your Acme health benefits');
    expect(mail.text).toContain('Enroll by December 15, 2026.');
    expect(mail.text).toContain('Sign in and enroll:\nhttps://portal.example.com/login');
  });

  it('is in Spanish, with the date as Spanish writes it, and a registration link labelled as such', () => {
    const mail = reminderMail({ ...base, closes: '2026-12-15', register: true, language: 'es' });
    expect(mail.subject).toBe('Recordatorio: inscríbase en sus beneficios de salud de Acme');
    expect(mail.text).toContain('Hola, Dana:');
    expect(mail.text).toContain('Inscríbase a más tardar el 15 de diciembre de 2026.');
    expect(mail.text).toContain('Crear mi cuenta:');
    expect(mail.text).not.toContain('Enroll by');
  });

  it('names no date when the employer set no window', () => {
    expect(reminderMail({ ...base, closes: '', register: false, language: 'en' }).text).not.toContain(
      'Enroll by',
    );
  });

  it('writes the calendar day itself, whatever the time zone', () => {
    expect(longDate('2027-01-01', 'en')).toBe('January 1, 2027');
    expect(longDate('2027-01-01', 'es')).toBe('1 de enero de 2027');
  });
});
