/**
 * The enrollment tracker on the local stack, end to end: employees of the demo employer register
 * and authorize through the API with their own tokens (one buys a plan, one waives, one only
 * registers), an administrator of the workforce pool signs in with the authenticator's code and is
 * granted the employer through AdminStore, and GET .../tracker answers each employee's state with
 * the amounts of the ACCOUNT item Authorize Elections stored, read here from DynamoDB on its own.
 * No SSN and no date of birth in the answer.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MemberReader } from '../../lambdas/adapters/members';
import { accountKey } from '../../lambdas/adapters/orders';
import type { TrackerRow } from '../../shared/schemas/admin';
import { authorizedMember, demoEmployers, type AuthorizedMember } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { stackDb } from './access-helpers';
import { signedInAdministrator, type SignedInAdministrator } from './admin-helpers';

const stack = inject('stack');
const acme = demoEmployers.acme;
/** An employer of the grant that does not exist. */
const missingEmployer = randomUUID();

interface TrackerBody {
  data: {
    employer: { id: string; name: string };
    planYear: number;
    counts: Record<string, number>;
    classes: string[];
    total: number;
    rows: TrackerRow[];
  };
}

describe('GET /api/admin/employers/{employerId}/tracker on the local stack', () => {
  let db: DynamoDBDocumentClient;
  let admin: SignedInAdministrator;
  let shopper: AuthorizedMember;
  let waiver: AuthorizedMember;
  let registered: AuthorizedMember;

  beforeAll(async () => {
    db = stackDb(stack);
    [shopper, waiver, registered, admin] = await Promise.all([
      authorizedMember(stack, acme, { kind: 'shop' }, { tag: 'trk-shop', firstname: 'Tessa' }),
      authorizedMember(
        stack,
        acme,
        { kind: 'waive', reason: 'Coverage through Spouse/Partner' },
        { tag: 'trk-waive', firstname: 'Wendell' },
      ),
      authorizedMember(stack, acme, { kind: 'none' }, { tag: 'trk-none', firstname: 'Rory' }),
      signedInAdministrator(stack, 'tracker', [acme.id, missingEmployer]),
    ]);
  }, 120_000);
  afterAll(() => db.destroy());

  const tracker = (query: Record<string, string> = {}, employerId: string = acme.id) =>
    call<TrackerBody>(
      stack.portalUrl,
      'GET',
      `/api/admin/employers/${employerId}/tracker?${new URLSearchParams(query)}`,
      { token: admin.token },
    );

  /** The tracker's row of a member, found by the search on its e-mail. */
  async function rowOf(m: AuthorizedMember): Promise<TrackerRow> {
    const res = await tracker({ q: m.email });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toHaveLength(1);
    return res.body.data.rows[0]!;
  }

  /** The member's ACCOUNT item of the plan year, read from the orders table by key. */
  async function storedAccount(m: AuthorizedMember) {
    const member = await new MemberReader(db, stack.tables.members as string).getByEmail(m.email);
    expect(member, `member ${m.email}`).toBeDefined();
    const { Item } = await db.send(
      new GetCommand({
        TableName: stack.tables.orders,
        Key: accountKey(member!.id, m.planYear!),
        ConsistentRead: true,
      }),
    );
    expect(Item, `ACCOUNT#${m.planYear} of ${m.email}`).toBeDefined();
    return { id: member!.id, account: Item! };
  }

  it("answers the shopper as enrolled with the stored account's cents, plan, carrier and effective date", async () => {
    const [row, { id, account }] = await Promise.all([rowOf(shopper), storedAccount(shopper)]);
    const health = shopper.orders.find((o) => o.category === 'healthinsurance');
    expect(row).toMatchObject({
      id,
      email: shopper.email.toLowerCase(),
      firstName: 'Tessa',
      state: 'enrolled',
      effectiveDate: account.effectivedate,
      contributionCents: account.currentemployercontributionCents,
      deductionCents: account.currentpayrolldeductionCents,
      planName: health?.productname,
      carrier: health?.vendorname,
      waiverReason: null,
    });
    expect(Number.isInteger(row.contributionCents)).toBe(true);
    expect(row.contributionCents).toBeGreaterThan(0);
    // The account names the employer, which puts it in the orders' byEmployer index.
    expect(String(account.employerId).toLowerCase()).toBe(acme.id.toLowerCase());
  });

  it("answers the waiver as waived with the reason and the stored account's cents", async () => {
    const [row, { account }] = await Promise.all([rowOf(waiver), storedAccount(waiver)]);
    expect(row).toMatchObject({
      state: 'waived',
      waiverReason: 'Coverage through Spouse/Partner',
      contributionCents: account.currentemployercontributionCents,
      deductionCents: account.currentpayrolldeductionCents,
      planName: null,
      carrier: null,
    });
  });

  it('answers a member who only registered as registered, with no amounts', async () => {
    expect(await rowOf(registered)).toMatchObject({
      state: 'registered',
      contributionCents: null,
      deductionCents: null,
      effectiveDate: null,
    });
  });

  it('counts the whole employer whatever the filter, and filters by state', async () => {
    const all = await tracker();
    expect(all.status).toBe(200);
    const { counts, total, planYear, employer } = all.body.data;
    expect(employer).toEqual({ id: acme.id, name: acme.accountname });
    expect(planYear).toBe(shopper.planYear);
    expect(Object.values(counts).reduce((s, n) => s + n, 0)).toBe(total);
    expect(counts.enrolled).toBeGreaterThanOrEqual(1);
    expect(counts.waived).toBeGreaterThanOrEqual(1);
    // Other test files register members of the same employer meanwhile, so the filtered read is
    // bracketed by two unfiltered ones and compared only when those two agree (nothing changed).
    for (let attempt = 1; ; attempt++) {
      const before = (await tracker()).body.data.counts;
      const waived = await tracker({ state: 'waived', pageSize: '100' });
      const after = (await tracker()).body.data.counts;
      if (JSON.stringify(before) !== JSON.stringify(after) && attempt < 10) continue;
      expect(after, 'the counts held still for three reads').toEqual(before);
      expect(waived.body.data.counts).toEqual(before);
      expect(waived.body.data.total).toBe(before.waived);
      expect(waived.body.data.rows.every((r) => r.state === 'waived')).toBe(true);
      break;
    }
  });

  it('carries no SSN and no date of birth', async () => {
    const res = await tracker({ pageSize: '100' });
    const text = JSON.stringify(res.body);
    // The SSN and the date of birth authorizedMember saved on each profile.
    expect(text).not.toContain('987654323');
    expect(text).not.toContain('1988-04-12');
    // No field of either name (an e-mail of another test's member may well contain "ssn").
    expect(text).not.toMatch(/"(ssn|birthdate|dateofbirth|additionalid)"\s*:/i);
  });

  it('answers 404 for an employer of the grant that does not exist', async () => {
    const res = await tracker({}, missingEmployer);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'employerNotFound' });
  });
});
