/**
 * The ICHRA notice on the local stack, end to end (issue 40, item 1): a registered employee of the
 * demo employer reads the notice rendered from the employer's terms, acknowledges the version read
 * (twice: the second answers the first and writes nothing), the acknowledgment is stored in the
 * admin table with the exact notice shown, a version that is not the notice is refused, and the
 * console's tracker shows the employee as acknowledged where it showed not sent.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { IchraNoticeStore, noticeAckKey, noticeOutboxKey } from '../../lambdas/adapters/ichra-notices';
import { MemberReader } from '../../lambdas/adapters/members';
import type { TrackerRow } from '../../shared/schemas/admin';
import type { IchraNoticeContent } from '../../shared/schemas/ichra-notice';
import { demoEmployers, signedInMember } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { stackDb } from './access-helpers';
import { signedInAdministrator, type SignedInAdministrator } from './admin-helpers';

const stack = inject('stack');
const acme = demoEmployers.acme;

interface NoticeBody {
  data: {
    notice: IchraNoticeContent;
    acknowledgment: { version: string; language: string; acknowledgedAt: string } | null;
  };
}
interface AckBody {
  data: { version: string; language: string; acknowledgedAt: string };
  message?: string;
}

describe('the ICHRA notice and its acknowledgment on the local stack', () => {
  let db: DynamoDBDocumentClient;
  let admin: SignedInAdministrator;
  let employee: Awaited<ReturnType<typeof signedInMember>>;

  beforeAll(async () => {
    db = stackDb(stack);
    [employee, admin] = await Promise.all([
      signedInMember(stack, acme, 'notice-ack', 'Nadia'),
      signedInAdministrator(stack, 'notice', [acme.id]),
    ]);
  }, 120_000);
  afterAll(() => db.destroy());

  const readNotice = (language = 'en') =>
    call<NoticeBody>(stack.portalUrl, 'GET', `/api/IchraNotice?language=${language}`, {
      token: employee.token,
    });
  const acknowledge = (body: unknown) =>
    call<AckBody>(stack.portalUrl, 'POST', '/api/IchraNotice/Acknowledgment', {
      token: employee.token,
      body,
    });
  const trackerRow = async (): Promise<TrackerRow & { planYear: number }> => {
    const res = await call<{ data: { planYear: number; rows: TrackerRow[] } }>(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${acme.id}/tracker?${new URLSearchParams({ q: employee.email })}`,
      { token: admin.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toHaveLength(1);
    return { ...res.body.data.rows[0]!, planYear: res.body.data.planYear };
  };

  it('stores the acknowledgment once with the notice shown, and the tracker shows it as acknowledged', async () => {
    const before = await trackerRow();
    expect(before.notice).toBe('not-sent');

    const read = await readNotice();
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const { notice } = read.body.data;
    expect(read.body.data.acknowledgment).toBeNull();
    // The notice of the plan year the tracker follows, from the employer's terms, with every section.
    expect(notice.planYear).toBe(before.planYear);
    expect(notice.title).toContain(acme.accountname);
    expect(notice.sections.map((s) => s.id)).toEqual([
      'allowance',
      'dependents',
      'plan-year',
      'opt-out',
      'tax-credit',
      'substantiation',
      'special-enrollment',
      'medicare',
      'contacts',
    ]);

    const first = await acknowledge({
      planYear: notice.planYear,
      noticeVersion: notice.version,
      language: 'en',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(notice.version);
    const again = await acknowledge({
      planYear: notice.planYear,
      noticeVersion: notice.version,
      language: 'en',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.acknowledgedAt).toBe(first.body.data.acknowledgedAt);

    const member = await new MemberReader(db, stack.tables.members as string).getByEmail(employee.email);
    const { Item } = await db.send(
      new GetCommand({
        TableName: stack.tables.admin,
        Key: noticeAckKey(acme.id, notice.planYear, member!.id, notice.version),
        ConsistentRead: true,
      }),
    );
    expect(Item?.acknowledgedAt).toBe(first.body.data.acknowledgedAt);
    expect(JSON.parse(String(Item?.notice))).toEqual(notice);

    expect((await readNotice()).body.data.acknowledgment).toEqual(first.body.data);
    expect((await trackerRow()).notice).toBe('acknowledged');
  });

  it('refuses a version that is not the notice in that language with 409, and the Spanish notice is its own version', async () => {
    const en = (await readNotice('en')).body.data.notice;
    const es = (await readNotice('es')).body.data.notice;
    expect(es.language).toBe('es');
    expect(es.version).not.toBe(en.version);
    const res = await acknowledge({ planYear: en.planYear, noticeVersion: es.version, language: 'en' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/changed since you opened it/);
  });

  it("queues the scheduled notice e-mail and its sent mark once per version, by DynamoDB Local's transaction", async () => {
    // An employer of its own, so no other test's employees are mailed.
    const employerId = randomUUID();
    const store = new IchraNoticeStore(db, stack.tables.admin as string);
    const mail = {
      email: `notice-run-${employerId.slice(0, 8)}@example.test`,
      firstName: 'Sam',
      language: 'es' as const,
      employerName: 'Notice Test Co',
      planYear: 2027,
      version: 'ichra-notice-1-0123456789abcdef',
    };
    const now = new Date();
    expect(await store.queueNotice(employerId, mail, now)).toBe(true);
    expect(await store.queueNotice(employerId, mail, now)).toBe(false);
    expect(
      await store.queueNotice(employerId, { ...mail, version: 'ichra-notice-1-fedcba9876543210' }, now),
    ).toBe(true);
    const states = await store.states(employerId, 2027);
    expect([...states.sentVersions].sort()).toEqual([
      `${mail.email}#ichra-notice-1-0123456789abcdef`,
      `${mail.email}#ichra-notice-1-fedcba9876543210`,
    ]);
    expect(states.sent.get(mail.email)).toBe(now.toISOString());
    const { Item } = await db.send(
      new GetCommand({
        TableName: stack.tables.admin,
        Key: noticeOutboxKey(employerId, mail.email, 2027, mail.version),
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ kind: 'outbox', mailKind: 'notice', to: mail.email, language: 'es' });
  });
});
