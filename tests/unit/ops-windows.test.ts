/**
 * `npm run ops -- window set|list` and `reminders run` (infra/ops/windows.ts) without a stack:
 * every argument is checked before any write (a window that closes before it opens writes
 * nothing); `window set` on the command line writes the window by key and records it by
 * "operator" (DynamoDB mocked); the scheduled run reminds an employer only on its reminder days,
 * within its window, with the stage's or the employer's own days, tagging each day's reminders so a
 * repeated run queues nothing twice.
 */
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReminderMail } from '../../lambdas/adapters/enrollment-windows';
import { runScheduledReminders, type ReminderRunPorts } from '../../lambdas/admin/reminder-run';
import { main } from '../../infra/ops/commands';
import { OpsError } from '../../infra/ops/errors';
import { parseRemindersRunArgs, parseWindowSetArgs } from '../../infra/ops/windows';

const A = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const B = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OpsError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('window set: its arguments', () => {
  it('reads the employer, the plan year and the two days', () => {
    expect(
      parseWindowSetArgs([
        '--employer',
        A.toUpperCase(),
        '--year',
        '2027',
        '--opens',
        '2026-11-01',
        '--closes',
        '2026-12-15',
      ]),
    ).toEqual({ employerId: A, planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' });
  });

  it('refuses a window that closes before it opens, saying nothing was written', () => {
    const message = refusal(() =>
      parseWindowSetArgs([
        '--employer',
        A,
        '--year',
        '2027',
        '--opens',
        '2026-12-15',
        '--closes',
        '2026-11-01',
      ]),
    );
    expect(message).toContain('The enrollment window must close on or after the day it opens.');
    expect(message).toContain('Nothing was written.');
  });

  it('lists every problem at once', () => {
    const message = refusal(() =>
      parseWindowSetArgs(['--employer', 'acme', '--year', '27', '--opens', '2026-02-30', '--closes', 'soon']),
    );
    expect(message).toContain('--employer must be an employer id');
    expect(message).toContain('--year must be a plan year');
    expect(message).toContain('--opens must be a real date');
    expect(message).toContain('--closes must be a real date');
  });
});

describe('reminders run: its arguments', () => {
  it('runs for today with the days 14, 7 and 2 unless told otherwise', () => {
    expect(parseRemindersRunArgs([], new Date('2026-12-01T08:00:00Z'))).toEqual({
      date: '2026-12-01',
      days: [14, 7, 2],
    });
    expect(
      parseRemindersRunArgs(['--date', '2026-12-08', '--days', '10,3', '--employer', A], new Date()),
    ).toEqual({
      date: '2026-12-08',
      days: [10, 3],
      employers: [A],
    });
  });

  it('refuses a date that is no date and days named twice', () => {
    const message = refusal(() =>
      parseRemindersRunArgs(['--date', '2026-13-01', '--days', '7,7'], new Date()),
    );
    expect(message).toContain('--date must be a real date');
    expect(message).toContain('--days must be distinct whole days');
  });
});

describe('npm run ops -- window set, on the command line', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  beforeEach(() => dynamo.reset());

  it('writes the window by key and records the change by the operator', async () => {
    dynamo
      .on(GetCommand)
      .resolves({ Item: { id: A, accountid: 'ACME', accountname: 'Acme', edoc_period: 10 } });
    dynamo.on(PutCommand).resolves({});
    const out: string[] = [];
    const code = await main(
      ['window', 'set', '--employer', A, '--year', '2027', '--opens', '2026-11-01', '--closes', '2026-12-15'],
      { out: (l) => out.push(l), err: (l) => out.push(l), env: {} },
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Enrollment window 2027 of Acme: 2026-11-01 to 2026-12-15.');
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({
        pk: `EMPLOYER#${A}`,
        sk: 'WINDOW#2027',
        opens: '2026-11-01',
        closes: '2026-12-15',
      }),
    });
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ actor: 'operator', action: 'window-change' }),
    });
  });

  it('writes nothing for an employer that does not exist', async () => {
    dynamo.on(GetCommand).resolves({});
    const err: string[] = [];
    const code = await main(
      ['window', 'set', '--employer', A, '--year', '2027', '--opens', '2026-11-01', '--closes', '2026-12-15'],
      { out: () => undefined, err: (l) => err.push(l), env: {} },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain(`No employer ${A}`);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});

describe('the scheduled reminder run', () => {
  /** Two employers whose 2027 windows close on 2026-12-15; B reminds on its own days. */
  function ports() {
    const queued: { employerId: string; tag: string; emails: string[] }[] = [];
    const recorded: string[] = [];
    const p: ReminderRunPorts = {
      employerIds: async () => [A, B],
      employer: async (id) => ({
        id,
        accountid: id,
        accountname: id === A ? 'Acme' : 'Bolt',
        emailaddress: null,
        teamid: null,
        employeazecustomer: 0,
        hsaonly: 0,
        edoc_period: 10,
        logoKey: null,
      }),
      window: async (_id, year) =>
        year === 2027 ? { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' } : undefined,
      roster: async () => ({
        members: [
          {
            id: 'm-1',
            firstname: 'Bob',
            lastname: 'B',
            email: 'bob@example.com',
            contributionclass: null,
            postalcode: null,
            createdon: null,
            modifiedon: null,
          },
        ],
        accounts: [],
      }),
      census: async () => [],
      memberLanguages: async () => new Map(),
      remindedAt: async () => new Map(),
      queue: async (employerId, reminders: readonly ReminderMail[], _data, tag) => {
        queued.push({ employerId, tag, emails: reminders.map((r) => r.email) });
        return reminders.map((r) => r.email);
      },
      record: async (r) => {
        recorded.push(`${r.actor} ${r.action}: ${r.detail}`);
      },
    };
    return { p, queued, recorded };
  }
  const now = new Date('2026-12-08T15:00:00Z');

  it('reminds 7 days before the window closes, tagging the reminders with the day, and records it', async () => {
    const { p, queued, recorded } = ports();
    const report = await runScheduledReminders(p, { date: '2026-12-08', days: [14, 7, 2] }, now);
    expect(queued).toEqual([
      { employerId: A, tag: '2026-12-15-7d', emails: ['bob@example.com'] },
      { employerId: B, tag: '2026-12-15-7d', emails: ['bob@example.com'] },
    ]);
    expect(report.queued).toBe(2);
    expect(recorded).toContain('schedule reminder: Reminded 1 employees (7 days before the window closes)');
  });

  it('does nothing on a day that is no reminder day, or outside the window', async () => {
    for (const date of ['2026-12-09', '2026-12-16', '2026-10-31']) {
      const { p, queued } = ports();
      const report = await runScheduledReminders(p, { date, days: [14, 7, 2, 45] }, now);
      expect(queued).toEqual([]);
      expect(report.employers.every((e) => 'skipped' in e)).toBe(true);
    }
  });

  it("uses an employer's own days instead of the stage's", async () => {
    const { p, queued } = ports();
    await runScheduledReminders(
      p,
      { date: '2026-12-12', days: [14, 7, 2], employerDays: { [B.toUpperCase()]: [3] } },
      now,
    );
    expect(queued.map((q) => [q.employerId, q.tag])).toEqual([[B, '2026-12-15-3d']]);
  });

  it('skips an employer without a window for the plan year being enrolled', async () => {
    const { p, queued } = ports();
    // 2027-11-25 enrolls for 2028: no window is set for it.
    const report = await runScheduledReminders(p, { date: '2027-11-25', days: [14] }, now);
    expect(queued).toEqual([]);
    expect(report.employers[0]).toEqual({ employerId: A, skipped: 'no enrollment window for 2028' });
  });
});
