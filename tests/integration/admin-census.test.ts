/**
 * The census and its invitations on the local stack (issue 39, item 3): an HR administrator checks
 * a census with one bad line, confirms the five that pass, and each of the five gets exactly one
 * invitation e-mail through the admin outbox (its sender runs from DynamoDB Local's stream); the
 * same file confirmed again invites nobody twice; a chosen line that fails writes nothing; an
 * invited employee registers with the link's token and gets the census's class; a resend sends a
 * fresh link and voids the old one. Each invitation carries the ICHRA notice (issue 40, item 1): the
 * e-mail links to the notice's page of the plan year, the tracker shows the notice sent, and the
 * sent mark is the version the employee's page renders, so the daily notice run skips it.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { censusKey } from '../../lambdas/adapters/census';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { IchraNoticeStore } from '../../lambdas/adapters/ichra-notices';
import { memberKey } from '../../lambdas/adapters/members';
import { PlanYearFigureStore } from '../../lambdas/adapters/plan-year-figures';
import { renderNotice } from '../../lambdas/rules/ichra-notice';
import type { TrackerRow } from '../../shared/schemas/admin';
import { CENSUS_HEADER } from '../../shared/domain/census';
import { testAdministrator, type TestAdministrator } from '../helpers/admin';
import { call } from '../helpers/http';
import { mailsTo, registrationBody, stackDb, type SentMail } from './access-helpers';

const stack = inject('stack');
const employerId = stack.demo.employerId.toLowerCase();
const base = `/api/admin/employers/${employerId}/census`;
const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const emailOf = (name: string) => `census-${name}-${tag}@example.com`;

const people = [
  { first: 'Ana', last: 'García', email: emailOf('ana'), cls: 'Salaried', lang: 'es' },
  { first: 'Ben', last: 'Okafor', email: emailOf('ben'), cls: '', lang: '' },
  { first: 'Chloé', last: 'Martin', email: emailOf('chloe'), cls: 'ALL', lang: 'en' },
  { first: 'Dev', last: 'Patel', email: emailOf('dev'), cls: 'salaried', lang: 'EN' },
  { first: 'Eve', last: 'Ng', email: emailOf('eve'), cls: '', lang: '' },
];
/** Line 4 is the bad one: a malformed e-mail. */
const lines = people.map((p) => `${p.first},${p.last},${p.email},${p.cls},2026-01-15,${p.lang}`);
const csv =
  [CENSUS_HEADER, lines[0], lines[1], 'Bad,Row,not-an-email,,,', ...lines.slice(2)].join('\n') + '\n';
const goodLines = [2, 3, 5, 6, 7];

interface CheckAnswer {
  data: {
    total: number;
    passing: number;
    rows: {
      row: number;
      ok: boolean;
      fields: { email: string };
      messages: { code: string; column: string }[];
    }[];
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until every address has at least one mail (the outbox sender runs from the stream), then answers them. */
async function invitationsTo(addresses: readonly string[], timeoutMs = 30_000): Promise<SentMail[][]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = await Promise.all(addresses.map((a) => mailsTo(stack, a)));
    if (mails.every((m) => m.length > 0) || Date.now() > until) return mails;
    await sleep(250);
  }
}

const tokenOf = (mail: SentMail | undefined): string => {
  const match = /(https?:\/\/\S+\/register\?\S+)/.exec(mail?.body.text ?? '');
  if (!match?.[1]) throw new Error(`No invitation link in '${mail?.subject}'`);
  const url = new URL(match[1]);
  expect(url.searchParams.get('employer_id')).toBe(employerId);
  return url.searchParams.get('invite') ?? '';
};

describe('census and invitations', () => {
  let hr: TestAdministrator;
  const post = <T>(path: string, body: unknown) =>
    call<T>(stack.portalUrl, 'POST', `${base}/${path}`, { token: hr.token, body });

  beforeAll(async () => {
    hr = await testAdministrator(stack, 'census', [employerId]);
  }, 60_000);

  it('checks every line with its number and messages, writing no census item', async () => {
    const res = await post<CheckAnswer>('check', { fileName: 'census.csv', csv });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ total: 6, passing: 5 });
    expect(res.body.data.rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, true],
      [6, true],
      [7, true],
    ]);
    expect(res.body.data.rows[2]?.messages).toEqual([
      { code: 'censusEmailInvalid', column: 'email', message: 'is not a valid e-mail address' },
    ]);
    const { Item } = await stackDb(stack).send(
      new GetCommand({ TableName: stack.tables.admin, Key: censusKey(employerId, people[0]!.email) }),
    );
    expect(Item).toBeUndefined();
  });

  it('refuses a file that is not a census with one clear message, in Spanish when asked', async () => {
    const res = await call<{ message: string; code: string }>(stack.portalUrl, 'POST', `${base}/check`, {
      token: hr.token,
      body: { fileName: 'census.csv', csv: 'name,email\nAna,a@example.com\n' },
      headers: { 'accept-language': 'es' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'censusWrongHeader',
      message: `La primera línea debe ser exactamente el encabezado: ${CENSUS_HEADER}`,
    });
  });

  it('refuses a confirmation naming a failing line, writing nothing', async () => {
    const res = await post<{ code: string }>('confirm', { fileName: 'census.csv', csv, rows: [2, 4] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('censusRowsNotPassing');
    const { Item } = await stackDb(stack).send(
      new GetCommand({ TableName: stack.tables.admin, Key: censusKey(employerId, people[0]!.email) }),
    );
    expect(Item).toBeUndefined();
  });

  it('confirms the five passing lines: one invitation e-mail each, in the census language; a second upload invites nobody twice', async () => {
    const res = await post<{ data: { invited: number } }>('confirm', {
      fileName: 'census.csv',
      csv,
      rows: goodLines,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.invited).toBe(5);

    const mails = await invitationsTo(people.map((p) => p.email));
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1, 1, 1]);
    expect(mails[0]?.[0]?.subject).toContain('lo invita');
    expect(mails[1]?.[0]?.subject).toContain('invites you');

    // Each invitation carries the ICHRA notice: its page's link for the plan year, and the tracker
    // shows it sent.
    const tracker = await call<{ data: { planYear: number; rows: TrackerRow[] } }>(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${employerId}/tracker?${new URLSearchParams({ q: tag })}`,
      { token: hr.token },
    );
    expect(tracker.status, JSON.stringify(tracker.body)).toBe(200);
    const { planYear } = tracker.body.data;
    for (const m of mails) expect(m[0]?.body.text).toContain(`/ichra-notice?planYear=${planYear}`);
    expect(mails[0]?.[0]?.body.text).toContain('aviso del ICHRA');
    expect(
      people.map((p) => tracker.body.data.rows.find((r) => r.email === p.email.toLowerCase())?.notice),
    ).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    // The mark is the version Ana's page renders (Salaried, Spanish): the daily run's skip test.
    const db = stackDb(stack);
    const employers = new EmployerRepository(db, stack.tables.employers as string);
    const employer = (await employers.get(employerId))!;
    const figures = new PlanYearFigureStore(db, stack.tables.plans as string);
    const notice = await renderNotice({ employers, figures }, employer, 'Salaried', planYear, 'es');
    const states = await new IchraNoticeStore(db, stack.tables.admin as string).states(employerId, planYear);
    expect(states.sentVersions.has(`${people[0]!.email.toLowerCase()}#${notice?.version}`)).toBe(true);

    // The same file again: every line that passed is now on the census, so none can be invited.
    const again = await post<CheckAnswer>('check', { fileName: 'census.csv', csv });
    expect(again.body.data.passing).toBe(0);
    expect(again.body.data.rows[0]?.messages.map((m) => m.code)).toEqual(['censusAlreadyInvited']);
    const confirmAgain = await post('confirm', { fileName: 'census.csv', csv, rows: goodLines });
    expect(confirmAgain.status).toBe(400);
    await sleep(1500);
    const after = await Promise.all(people.map((p) => mailsTo(stack, p.email)));
    expect(after.map((m) => m.length)).toEqual([1, 1, 1, 1, 1]);

    const activity = await call<{ data: { items: { action: string; detail: string; actor: string }[] } }>(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${employerId}/activity`,
      { token: hr.token },
    );
    expect(activity.body.data.items).toContainEqual(
      expect.objectContaining({
        action: 'invitation',
        actor: hr.email,
        detail: 'Invited 5 employees from census.csv',
      }),
    );
  }, 60_000);

  it('an invited employee registers with the token and gets the census class; the census marks them registered', async () => {
    const ana = people[0]!;
    const [mails] = await invitationsTo([ana.email]);
    const token = tokenOf(mails?.[0]);

    const invitation = await call<{ data: Record<string, string> }>(
      stack.portalUrl,
      'GET',
      `/api/Invitation/${token}`,
    );
    expect(invitation.status).toBe(200);
    expect(invitation.body.data).toEqual({
      employer_id: employerId,
      firstname: 'Ana',
      lastname: 'García',
      email: ana.email,
      class: 'Salaried',
    });

    const body = await registrationBody(stack, ana.email, 'Ana');
    const registered = await call<{ data: { memberid: string } }>(
      stack.portalUrl,
      'POST',
      '/api/Member/Register',
      {
        body: { ...body, invite: token },
      },
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const db = stackDb(stack);
    const { Item: member } = await db.send(
      new GetCommand({
        TableName: stack.tables.members,
        Key: memberKey(registered.body.data.memberid),
      }),
    );
    expect(member?.contributionclass).toBe('Salaried');
    const { Item: entry } = await db.send(
      new GetCommand({ TableName: stack.tables.admin, Key: censusKey(employerId, ana.email) }),
    );
    expect(entry).toMatchObject({ memberId: registered.body.data.memberid });
    expect(typeof entry?.registeredAt).toBe('string');

    // The link has done its work.
    const used = await call(stack.portalUrl, 'GET', `/api/Invitation/${token}`);
    expect(used.status).toBe(403);
  }, 60_000);

  it('refuses a registration whose invitation is for another e-mail', async () => {
    const [mails] = await invitationsTo([people[1]!.email]);
    const token = tokenOf(mails?.[0]);
    const body = await registrationBody(stack, emailOf('someone-else'));
    const res = await call<{ code: string }>(stack.portalUrl, 'POST', '/api/Member/Register', {
      body: { ...body, invite: token },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invitationMismatch');
  });

  it('resends a fresh link on request; the old link stops working', async () => {
    const eve = people[4]!;
    const [first] = await invitationsTo([eve.email]);
    const oldToken = tokenOf(first?.[0]);
    const res = await post<{ data: { resent: number } }>('resend', { emails: [eve.email] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.resent).toBe(1);
    const until = Date.now() + 30_000;
    let mails = await mailsTo(stack, eve.email);
    while (mails.length < 2 && Date.now() < until) {
      await sleep(250);
      mails = await mailsTo(stack, eve.email);
    }
    expect(mails).toHaveLength(2);
    const newToken = tokenOf(mails[1]);
    expect(newToken).not.toBe(oldToken);
    expect((await call(stack.portalUrl, 'GET', `/api/Invitation/${oldToken}`)).status).toBe(403);
    expect((await call(stack.portalUrl, 'GET', `/api/Invitation/${newToken}`)).status).toBe(200);

    // A registered employee, or one not on the census, is refused, and nothing is sent.
    const refused = await post<{ code: string }>('resend', { emails: [people[0]!.email] });
    expect(refused.status).toBe(400);
  }, 60_000);
});
