/**
 * An employer's roster for the console's tracker (lambdas/admin/tracker.ts): its members and
 * their member accounts of one plan year, in two Queries run at once, whatever the number of
 * members (10,000 members are 10,000 Queries no more):
 *
 * - the members table's byEmployer index (every PROFILE carries `employerId`), projected to the
 *   fields the tracker shows or decides with: never the SSN, never the date of birth;
 * - the orders table's byEmployer index (sparse: only ACCOUNT items carry `employerId`, which
 *   Authorize Elections writes), sort key `ACCOUNT#<year>`, projected to the account's terms.
 *
 * Both indexes are eventually consistent: a member registered or an authorization written a
 * moment ago may show on the next read. An account written before Authorize Elections wrote
 * `employerId` is not in the index; the member's PROFILE says it exists (`currentplanyear` of the
 * year), and such accounts are read by key, 100 at a time (none for data written since).
 */
import { BatchGetCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RosterAccount, RosterMember } from '../admin/tracker';
import { memberPk } from './members';
import { queryAll } from './query-all';

export interface RosterTables {
  members: string;
  orders: string;
}

/** The PROFILE fields the tracker reads (lambdas/admin/tracker.ts RosterMember), and the plan year for the fallback. */
export const rosterMemberFields = [
  'id',
  'firstname',
  'lastname',
  'email',
  'contributionclass',
  'postalcode',
  'createdon',
  'modifiedon',
  'currentplanyear',
] as const;

/** The ACCOUNT fields the tracker reads: its terms (lambdas/exports/enrollment.ts accountTerms), plan, carrier, times. */
export const rosterAccountFields = [
  'memberid',
  'planyear',
  'effectivedate',
  'waivecoverage',
  'waivecoveragereason',
  'currentemployercontribution',
  'currentemployercontributionCents',
  'currenthealthinsurancepremium',
  'currenthealthinsurancepremiumCents',
  'currentpayrolldeduction',
  'currentpayrolldeductionCents',
  'planname',
  'plancarrier',
  'createdon',
  'modifiedon',
] as const;

/** A ProjectionExpression of `fields`, every name through a placeholder (some are reserved words). */
export function projection(fields: readonly string[]): Pick<QueryCommandInput, 'ProjectionExpression'> & {
  ExpressionAttributeNames: Record<string, string>;
} {
  const names = Object.fromEntries(fields.map((f, i) => [`#f${i}`, f]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

/** The Query inputs of the roster: what the adapter runs, and what the bench runs bare beside it. */
export function rosterQueries(tables: RosterTables, employerId: string, planYear: number) {
  const members = projection(rosterMemberFields);
  const accounts = projection(rosterAccountFields);
  return {
    members: {
      TableName: tables.members,
      IndexName: 'byEmployer',
      KeyConditionExpression: '#e = :e',
      ...members,
      ExpressionAttributeNames: { ...members.ExpressionAttributeNames, '#e': 'employerId' },
      ExpressionAttributeValues: { ':e': employerId },
    },
    accounts: {
      TableName: tables.orders,
      IndexName: 'byEmployer',
      KeyConditionExpression: '#e = :e AND #sk = :sk',
      ...accounts,
      ExpressionAttributeNames: { ...accounts.ExpressionAttributeNames, '#e': 'employerId', '#sk': 'sk' },
      ExpressionAttributeValues: { ':e': employerId, ':sk': `ACCOUNT#${planYear}` },
    },
  } satisfies Record<string, QueryCommandInput>;
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);

function toRosterMember(item: Record<string, unknown>): RosterMember {
  return {
    id: String(item.id ?? ''),
    firstname: str(item.firstname) ?? '',
    lastname: str(item.lastname) ?? '',
    email: (str(item.email) ?? '').toLowerCase(),
    contributionclass: str(item.contributionclass),
    postalcode: str(item.postalcode),
    createdon: str(item.createdon),
    modifiedon: str(item.modifiedon),
  };
}

/** Keys per BatchGetItem, and attempts at the keys DynamoDB leaves unprocessed. */
const BATCH = 100;
const ATTEMPTS = 8;

export class RosterReader {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly tables: RosterTables,
  ) {}

  /**
   * The employer's members and their accounts of `planYear`. `employerId` is the id as the
   * employer's profile stores it, which registration copies onto the member and Authorize
   * Elections onto the account.
   */
  async read(
    employerId: string,
    planYear: number,
  ): Promise<{ members: RosterMember[]; accounts: RosterAccount[] }> {
    const queries = rosterQueries(this.tables, employerId, planYear);
    const [memberItems, accounts] = await Promise.all([
      queryAll(this.db, queries.members),
      queryAll(this.db, queries.accounts),
    ]);
    const indexed = new Set(accounts.map((a) => String(a.memberid).toLowerCase()));
    const unindexed = memberItems
      .filter((m) => Number(m.currentplanyear) === planYear && !indexed.has(String(m.id).toLowerCase()))
      .map((m) => String(m.id));
    if (unindexed.length) accounts.push(...(await this.accountsByKey(unindexed, planYear)));
    return { members: memberItems.map(toRosterMember), accounts };
  }

  /** The accounts of `planYear` of members by key (BatchGetItem, unprocessed keys retried with back-off). */
  private async accountsByKey(memberIds: readonly string[], planYear: number): Promise<RosterAccount[]> {
    const found: RosterAccount[] = [];
    const { ProjectionExpression, ExpressionAttributeNames } = projection(rosterAccountFields);
    for (let i = 0; i < memberIds.length; i += BATCH) {
      let keys: Record<string, unknown>[] = memberIds
        .slice(i, i + BATCH)
        .map((id) => ({ pk: memberPk(id), sk: `ACCOUNT#${planYear}` }));
      for (let attempt = 0; keys.length > 0; attempt++) {
        if (attempt >= ATTEMPTS)
          throw new Error(`BatchGetItem left keys unprocessed after ${ATTEMPTS} attempts`);
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.tables.orders]: { Keys: keys, ProjectionExpression, ExpressionAttributeNames },
            },
          }),
        );
        found.push(...(out.Responses?.[this.tables.orders] ?? []));
        keys = (out.UnprocessedKeys?.[this.tables.orders]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return found;
  }
}
