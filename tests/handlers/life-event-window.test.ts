/**
 * POST /api/admin/employers/{employerId}/member-windows for a life event (issue 40, item 5; 45 CFR
 * 155.420), on the real admin chain with DynamoDB mocked, "today" 2026-02-05: a birth reported
 * within 60 days opens a window from today to the 60th day after the birth, covered from the
 * birth's own date (the fixed effective date), written with its activity record in one
 * transaction; a marriage is covered from the first of the month after the election instead (no
 * fixed date, and at least 14 days to elect); an event in the future is a 400 naming `eventDate`;
 * one more than 60 days ago a 409 naming the last day it could open a window. Nothing is written
 * when refused.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { memberWindowKey } from '../../lambdas/adapters/enrollment-windows';
import { resetComposition } from '../../lambdas/composition';
import { handler as postMemberWindow } from '../../lambdas/handlers/admin/post-member-window';
import * as adminApiMessages from '../../shared/api-messages.admin';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import { ddb, employerId, employerProfile, memberId, memberItem, tablesEnv } from './catalog-fixtures';

const NOW = new Date('2026-02-05T12:00:00Z');
const adminSub = 'admin-sub-life-events';

function stored(): void {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [memberItem()] });
  ddb
    .on(GetCommand, { TableName: 'employers-test' })
    .resolves({ Item: employerProfile(employerId, 'ACME-001') });
  ddb.on(GetCommand, { TableName: 'admin-test' }).resolves({});
  ddb.on(GetCommand, { TableName: 'admin-test', Key: grantKey(adminSub) }).resolves({
    Item: {
      ...grantKey(adminSub),
      sub: adminSub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [employerId],
      phi: false,
      revokedAt: null,
      mfaAt: '2026-01-01T00:00:00.000Z',
    },
  });
  ddb.on(TransactWriteCommand).resolves({});
}

async function open(body: Record<string, unknown>) {
  const event = apiEvent('POST /api/admin/employers/{employerId}/member-windows', {
    pathParameters: { employerId },
    body: { email: 'Jordan.Rivera@example.com', planYear: 2026, kind: 'life-event', ...body },
    claims: memberClaims(adminSub),
  });
  const res = await postMemberWindow(event, lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

/** The window item and the activity item of the one transaction written. */
function written() {
  expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
  return items.map((i) => i.Put?.Item ?? {});
}

beforeAll(() => {
  Object.assign(process.env, tablesEnv);
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());
afterEach(() => ddb.reset());

describe('a life-event window HR opens for a member', () => {
  it('a birth 16 days ago: open from today to the 60th day after the birth, covered from the birth date, one transaction with its activity', async () => {
    stored();
    const res = await open({ event: 'birth', eventDate: '2026-01-20', reason: 'Daughter born' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      email: 'jordan.rivera@example.com',
      planYear: 2026,
      kind: 'life-event',
      // 2026-01-20 + 60 days.
      opens: '2026-02-05',
      closes: '2026-03-21',
      reason: 'birth on 2026-01-20: Daughter born',
    });
    const [window, activity] = written();
    expect(window).toMatchObject({
      ...memberWindowKey(employerId, 2026, memberId),
      kind: 'life-event',
      opens: '2026-02-05',
      closes: '2026-03-21',
      effectiveFrom: '2026-01-20',
      fixedEffectiveDate: '2026-01-20',
      openedBy: 'hr@example.com',
    });
    expect(activity).toMatchObject({ sk: expect.stringMatching(/^ACTIVITY#/) });
    expect(String(activity!.detail)).toContain('jordan.rivera@example.com');
  });

  it('a marriage: no fixed effective date, and at least 14 days to elect when reported late', async () => {
    stored();
    // 2025-12-10 + 60 days is 2026-02-08; today + 13 days is 2026-02-18, the later of the two.
    const res = await open({ event: 'marriage', eventDate: '2025-12-10', reason: 'Married' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ opens: '2026-02-05', closes: '2026-02-18' });
    const [window] = written();
    expect(window).toMatchObject({ effectiveFrom: '2026-02-05', fixedEffectiveDate: null });
  });

  it('on the 60th day after the event it still opens', async () => {
    stored();
    // 2025-12-07 + 60 days is today.
    const res = await open({ event: 'adoption', eventDate: '2025-12-07', reason: 'Placed with us' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(written()[0]).toMatchObject({ fixedEffectiveDate: '2025-12-07' });
  });

  it('refuses an event in the future with 400 naming eventDate, writing nothing', async () => {
    stored();
    const res = await open({ event: 'birth', eventDate: '2026-02-06', reason: 'Due tomorrow' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ eventDate: adminApiMessages.lifeEventDateInFuture });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses an event more than 60 days ago with 409 naming the last day it could open one, writing nothing', async () => {
    stored();
    const res = await open({ event: 'birth', eventDate: '2025-12-06', reason: 'Reported late' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(adminApiMessages.lifeEventTooLate('2026-02-04'));
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a life event that is not one of the kinds, naming the kinds, writing nothing', async () => {
    stored();
    const res = await open({ event: 'promotion', eventDate: '2026-01-20', reason: 'Promoted' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['event']);
    expect(res.body.fields.event).toContain('must be one of marriage, birth, adoption');
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});
