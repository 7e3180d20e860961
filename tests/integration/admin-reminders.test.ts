/**
 * Enrollment windows and reminders on the local stack (issue 39, item 4): HR sets the window of the
 * plan year being enrolled (the employee side then answers it; one that closes before it opens is
 * refused and writes nothing), and reminds two employees who have not authorized, a registered
 * member and an invited employee on the census, with two clicks at once: the local SES gets
 * exactly one reminder each, through the admin outbox and its sender, in the employee's language
 * with the deadline and the right link; a second Remind is refused as alreadyReminded; a member
 * who authorized is not due.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { windowKey } from '../../lambdas/adapters/enrollment-windows';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { testAdministrator, type TestAdministrator } from '../helpers/admin';
import { call } from '../helpers/http';
import { mailsTo, register, stackDb, type SentMail } from './access-helpers';

const stack = inject('stack');
const employerId = stack.demo.employerId.toLowerCase();
const base = `/api/admin/employers/${employerId}`;
const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const member = `remind-member-${tag}@example.com`;
const invited = `remind-invited-${tag}@example.com`;
const authorized = `remind-authorized-${tag}@example.com`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const isReminder = (m: SentMail) => /^(Reminder: enroll|Recordatorio: inscríbase)/.test(m.subject);
const remindersTo = async (address: string) => (await mailsTo(stack, address)).filter(isReminder);

/** Waits until every address has a reminder (the outbox sender runs from the stream), then a little more for any second one. */
async function settledReminders(addresses: readonly string[], timeoutMs = 30_000): Promise<SentMail[][]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await Promise.all(addresses.map(remindersTo));
    if (mails.every((m) => m.length > 0) || Date.now() > until) break;
    await sleep(250);
  }
  await sleep(2_000);
  return Promise.all(addresses.map(remindersTo));
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface Windows {
  data: { windows: { planYear: number; opens: string; closes: string }[]; currentPlanYear: number };
}
interface Reminded {
  data: { queued: number; alreadyReminded: number; notDue: number };
}

describe('enrollment windows and reminders', () => {
  let hr: TestAdministrator;
  let planYear: number;
  const window = { opens: day(-1), closes: day(30) };
  const db = stackDb(stack);
  const admin = <T>(method: string, path: string, body?: unknown) =>
    call<T>(stack.portalUrl, method, `${base}/${path}`, { token: hr.token, body });

  beforeAll(async () => {
    hr = await testAdministrator(stack, 'reminders', [employerId]);
    planYear = (await admin<Windows>('GET', 'windows')).body.data.currentPlanYear;

    // A registered member (English) and an invited employee on the census (Spanish): neither has authorized.
    await register(stack, member);
    const csv = `${CENSUS_HEADER}\nRita,Recordada,${invited},,2026-01-15,es\n`;
    const confirmed = await admin('POST', 'census/confirm', { fileName: 'census.csv', csv, rows: [2] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // A member who authorized the plan year (waived): the member account Authorize Elections writes.
    const { memberid } = await register(stack, authorized);
    await db.send(
      new PutCommand({
        TableName: stack.tables.orders,
        Item: {
          pk: `MEMBER#${memberid}`,
          sk: `ACCOUNT#${planYear}`,
          employerId: stack.demo.employerId,
          memberid,
          planyear: planYear,
          effectivedate: `${planYear}-01-01`,
          waivecoverage: 1,
          waivecoveragereason: 'Covered by a spouse',
          currentemployercontributionCents: 0,
          currenthealthinsurancepremiumCents: 0,
          currentpayrolldeductionCents: 0,
          createdon: new Date().toISOString(),
        },
      }),
    );
  }, 120_000);

  // The demo employer is shared by the other stack tests: leave it without the window set here.
  afterAll(async () => {
    await db.send(new DeleteCommand({ TableName: stack.tables.admin, Key: windowKey(employerId, planYear) }));
  });

  it('HR sets the window of the plan year being enrolled, and the employee side answers it', async () => {
    const res = await admin<{ data: unknown }>('PUT', 'windows', { planYear, ...window });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ planYear, ...window });
    const listed = await admin<Windows>('GET', 'windows');
    expect(listed.body.data.windows).toContainEqual({ planYear, ...window });
    const employer = await call<{ data: { enrollmentWindow: unknown } }>(
      stack.portalUrl,
      'GET',
      `/api/Employer/${employerId}`,
    );
    expect(employer.body.data.enrollmentWindow).toEqual(window);
  });

  it('refuses a window that closes before it opens, in Spanish when asked, and keeps the one set', async () => {
    const res = await call<{ code: string; message: string }>(stack.portalUrl, 'PUT', `${base}/windows`, {
      token: hr.token,
      body: { planYear, opens: window.closes, closes: window.opens },
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('adminWindowClosesBeforeOpens');
    expect(res.body.message).toBe(
      'El período de inscripción debe cerrar el mismo día en que abre o después.',
    );
    expect((await admin<Windows>('GET', 'windows')).body.data.windows).toContainEqual({
      planYear,
      ...window,
    });
  });

  it('reminds two employees exactly once each, even for two clicks at once; a second Remind is refused; an authorized member is not due', async () => {
    const body = { emails: [member, invited, authorized] };
    const [a, b] = await Promise.all([
      admin<Reminded>('POST', 'reminders', body),
      admin<Reminded>('POST', 'reminders', body),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Between the two clicks, each employee is queued once; the authorized member is never due.
    expect(a.body.data.queued + b.body.data.queued).toBe(2);
    expect(a.body.data.alreadyReminded + b.body.data.alreadyReminded).toBe(2);
    expect([a.body.data.notDue, b.body.data.notDue]).toEqual([1, 1]);

    const [toMember = [], toInvited = []] = await settledReminders([member, invited]);
    expect(toMember).toHaveLength(1);
    expect(toInvited).toHaveLength(1);
    expect(await remindersTo(authorized)).toEqual([]);

    // The member's, in English, with the deadline and the sign-in page.
    const deadline = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${window.closes}T00:00:00Z`),
    );
    expect(toMember[0]?.body.text).toContain(`Enroll by ${deadline}.`);
    expect(toMember[0]?.body.text).toMatch(new RegExp(`/login\\?employer_id=${employerId}`));
    // The invited employee's, in the census's Spanish, with a fresh personal registration link.
    expect(toInvited[0]?.subject).toMatch(/^Recordatorio: inscríbase/);
    expect(toInvited[0]?.body.text).toContain('Inscríbase a más tardar el');
    expect(toInvited[0]?.body.text).toMatch(/\/register\?employer_id=[^&\s]+&invite=[A-Za-z0-9_-]+/);

    const again = await admin<Reminded>('POST', 'reminders', { emails: [member, invited] });
    expect(again.body.data).toEqual({ queued: 0, alreadyReminded: 2, notDue: 0 });
    await sleep(1_500);
    expect(await remindersTo(member)).toHaveLength(1);
    expect(await remindersTo(invited)).toHaveLength(1);
  }, 90_000);

  it('lists the window change and the reminders in the activity log', async () => {
    const res = await admin<{ data: { items: { action: string; detail: string; actor: string }[] } }>(
      'GET',
      'activity',
    );
    const mine = res.body.data.items.filter((i) => i.actor === hr.email);
    expect(mine.map((i) => i.action)).toEqual(expect.arrayContaining(['window-change', 'reminder']));
    expect(mine.find((i) => i.action === 'window-change')?.detail).toBe(
      `Enrollment window ${planYear}: ${window.opens} to ${window.closes}`,
    );
  });
});
