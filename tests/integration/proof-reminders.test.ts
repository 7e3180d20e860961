/**
 * Proof of coverage reminders on the local stack (issue 40, item 3): a member enrolled with a plan
 * whose coverage starts today and who uploaded no proof gets exactly one proof reminder e-mail from
 * the daily run's proof part (the real adapters: the roster, the proofs, the mark and the admin
 * outbox, sent by the admin mail sender), linking to the welcome page; a second run within 48 hours
 * queues and sends none.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { dailyRunPorts } from '../../lambdas/adapters/daily-run-ports';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { runProofReminders } from '../../lambdas/admin/proof-reminders';
import { enrollmentPlanYear } from '../../shared/domain/enrollment-year';
import { mailsTo, register, stackDb, type SentMail } from './access-helpers';

const stack = inject('stack');
const employerId = stack.demo.employerId.toLowerCase();
const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const member = `proof-remind-${tag}@example.com`;
const today = new Date().toISOString().slice(0, 10);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isProofReminder = (m: SentMail) =>
  /^(Reminder: upload your proof|Recordatorio: suba su comprobante)/.test(m.subject);
const proofRemindersTo = async (address: string) => (await mailsTo(stack, address)).filter(isProofReminder);

describe('proof of coverage reminders', () => {
  const db = stackDb(stack);
  const ports = dailyRunPorts(db, stack.tables as Parameters<typeof dailyRunPorts>[1]).proofs;

  beforeAll(async () => {
    const employer = await new EmployerRepository(db, stack.tables.employers ?? '').get(employerId);
    if (!employer) throw new Error('the demo employer is missing');
    // Coverage of the plan year before the one being enrolled, starting today (a mid-year start).
    const planYear = enrollmentPlanYear(new Date(`${today}T00:00:00Z`), employer.edoc_period) - 1;
    const { memberid } = await register(stack, member);
    await db.send(
      new PutCommand({
        TableName: stack.tables.orders,
        Item: {
          pk: `MEMBER#${memberid}`,
          sk: `ACCOUNT#${planYear}`,
          employerId: stack.demo.employerId,
          memberid,
          planyear: planYear,
          effectivedate: today,
          waivecoverage: 0,
          currentemployercontributionCents: 40_000,
          currenthealthinsurancepremiumCents: 50_000,
          currentpayrolldeductionCents: 10_000,
          createdon: new Date().toISOString(),
        },
      }),
    );
  }, 60_000);

  it('sends one proof reminder to an enrolled member without proof, and none on a second run within 48 hours', async () => {
    const first = await runProofReminders(ports, { date: today, employers: [employerId] }, new Date());
    expect(first.failed).toEqual([]);
    expect(first.queued).toBeGreaterThanOrEqual(1);

    const until = Date.now() + 30_000;
    while ((await proofRemindersTo(member)).length === 0 && Date.now() < until) await sleep(250);
    await sleep(1_500);
    const mails = await proofRemindersTo(member);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Reminder: upload your proof of health coverage for \d{4}$/);
    expect(mails[0]?.body.text).toContain('We have not received it yet.');
    expect(mails[0]?.body.text).toMatch(/\/welcome/);

    const second = await runProofReminders(
      ports,
      { date: today, employers: [employerId] },
      new Date(Date.now() + 60_000),
    );
    expect(second.failed).toEqual([]);
    expect(second.queued).toBe(0);
    await sleep(2_000);
    expect(await proofRemindersTo(member)).toHaveLength(1);
  }, 90_000);
});
