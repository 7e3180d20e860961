/**
 * EnrollmentWindowStore.gateRecords, the enrollment gate's one read (lambdas/rules/enrollment-gate.ts):
 * the four items of the admin table in one strongly consistent BatchGetItem, each answered under its
 * own field whatever order DynamoDB answers them in; keys DynamoDB leaves unprocessed asked again
 * until none is left, and a clear error rather than a half-read gate when they never are.
 * DynamoDB mocked.
 */
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import { censusKey } from '../../lambdas/adapters/census';
import {
  EnrollmentWindowStore,
  memberWindowKey,
  newHireRulesKey,
  windowKey,
} from '../../lambdas/adapters/enrollment-windows';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const memberId = '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a';
const email = 'Jordan.Rivera@example.com';
const ddb = mockClient(DynamoDBDocumentClient);
const store = new EnrollmentWindowStore(ddb as unknown as DynamoDBDocumentClient, {
  admin: 'admin-test',
  members: 'members-test',
});

const windowItem = {
  ...windowKey(employerId, 2026),
  planYear: 2026,
  opens: '2025-11-01',
  closes: '2025-12-15',
};
/** A member window as the store answers it, and as it is stored under its key. */
const memberWindow = {
  memberId,
  planYear: 2026,
  kind: 'correction',
  opens: '2026-02-01',
  closes: '2026-02-20',
  effectiveFrom: '2026-03-01',
  fixedEffectiveDate: null,
  reason: 'Missed the window',
  openedBy: 'hr@example.com',
  openedAt: '2026-02-01T09:00:00.000Z',
};
const memberWindowItem = { ...memberWindowKey(employerId, 2026, memberId), ...memberWindow };
const rulesItem = {
  ...newHireRulesKey(employerId),
  waitingKind: 'days-after-hire',
  waitingDays: 30,
  daysToEnroll: 30,
};
const censusItem = { ...censusKey(employerId, email), hireDate: '2026-01-20' };

const keysOf = (call: number) =>
  ddb.commandCalls(BatchGetCommand)[call]!.args[0].input.RequestItems!['admin-test']!;

beforeEach(() => ddb.reset());

describe('EnrollmentWindowStore.gateRecords', () => {
  it('reads the four items in one consistent BatchGetItem and answers each under its own field, in any order', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'admin-test': [censusItem, rulesItem, memberWindowItem, windowItem] },
    });
    const records = await store.gateRecords(employerId, 2026, memberId, email);
    expect(ddb).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    expect(keysOf(0).ConsistentRead).toBe(true);
    // Of the census row, the hire date only: its names and class are not the gate's to read.
    const projected = keysOf(0)
      .ProjectionExpression!.split(', ')
      .map((p) => keysOf(0).ExpressionAttributeNames![p]);
    expect(projected).toContain('hireDate');
    expect(projected).not.toContain('firstName');
    expect(projected).not.toContain('email');
    expect(keysOf(0).Keys).toEqual([
      windowKey(employerId, 2026),
      memberWindowKey(employerId, 2026, memberId),
      newHireRulesKey(employerId),
      censusKey(employerId, email),
    ]);
    expect(records).toEqual({
      employerWindow: { planYear: 2026, opens: '2025-11-01', closes: '2025-12-15' },
      memberWindow,
      newHireSettings: { waitingPeriod: { kind: 'days-after-hire', days: 30 }, daysToEnroll: 30 },
      hireDate: '2026-01-20',
    });
  });

  it('answers undefined for what is not stored, and for a census row without a hire date', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'admin-test': [{ ...censusKey(employerId, email), hireDate: '' }] },
    });
    expect(await store.gateRecords(employerId, 2026, memberId, email)).toEqual({
      employerWindow: undefined,
      memberWindow: undefined,
      newHireSettings: undefined,
      hireDate: undefined,
    });
  });

  it('asks again for the keys DynamoDB left unprocessed, and only those', async () => {
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { 'admin-test': [windowItem, censusItem] },
        UnprocessedKeys: {
          'admin-test': { Keys: [memberWindowKey(employerId, 2026, memberId), newHireRulesKey(employerId)] },
        },
      })
      .resolvesOnce({ Responses: { 'admin-test': [rulesItem, memberWindowItem] } });
    const records = await store.gateRecords(employerId, 2026, memberId, email);
    expect(ddb).toHaveReceivedCommandTimes(BatchGetCommand, 2);
    expect(keysOf(1).Keys).toEqual([
      memberWindowKey(employerId, 2026, memberId),
      newHireRulesKey(employerId),
    ]);
    expect(keysOf(1).ConsistentRead).toBe(true);
    expect(records.memberWindow?.kind).toBe('correction');
    expect(records.newHireSettings?.daysToEnroll).toBe(30);
    expect(records.employerWindow?.closes).toBe('2025-12-15');
    expect(records.hireDate).toBe('2026-01-20');
  });

  it('fails with a clear error, not a gate read in part, when keys stay unprocessed', async () => {
    ddb.on(BatchGetCommand).resolves({
      Responses: { 'admin-test': [] },
      UnprocessedKeys: { 'admin-test': { Keys: [windowKey(employerId, 2026)] } },
    });
    await expect(store.gateRecords(employerId, 2026, memberId, email)).rejects.toThrow(
      'BatchGetItem left 1 gate keys unprocessed',
    );
    expect(ddb).toHaveReceivedCommandTimes(BatchGetCommand, 5);
  });
});
