/**
 * One definition of each DynamoDB table, read by the CDK data construct and by the local stack
 * (infra/local/provision.ts), so that local runs cannot drift from what is deployed.
 * tests/infra/resources.test.ts compares the two.
 */
import { tableEnvName, tableIds, type TableId } from '../../lambdas/resources';

export { tableEnvName, tableIds, type TableId };

export type AttributeType = 'S' | 'N';

export interface KeyDef {
  name: string;
  type: AttributeType;
}

export interface IndexDef {
  indexName: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
}

export interface TableDef {
  /** Logical id used in code and env: TABLE_<ID upper snake> */
  id: TableId;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  globalSecondaryIndexes: IndexDef[];
  /** Attribute holding an epoch-seconds expiry, when items expire. */
  timeToLiveAttribute?: string;
  /** The table's change stream, when a function reacts to its writes (NEW_IMAGE: the item as written). */
  stream?: 'NEW_IMAGE';
}

/**
 * Which stream records start the confirmation sender (docs/decisions/0022-confirmation-outbox.md):
 * an outbox item as it is first written, in Lambda's event filter syntax. The CDK event source
 * mapping uses it as its filter, the local poller (infra/local/stream-poller.ts) matches records
 * against the same object.
 */
export const confirmationOutboxFilter = {
  eventName: ['INSERT'],
  dynamodb: { NewImage: { kind: { S: ['outbox'] } } },
} as const;

/**
 * Which records of the admin table's stream start the admin mail sender (the census's invitations,
 * lambdas/adapters/admin-outbox.ts): the same rule, an outbox item as it is first written.
 */
export const adminOutboxFilter = confirmationOutboxFilter;

/**
 * How a failing batch of outbox records is retried before it goes to the dead-letter queue, in
 * AWS (the event source mapping) and locally (the poller).
 */
export const confirmationOutboxRetries = { retryAttempts: 3, batchSize: 10 } as const;

const pk: KeyDef = { name: 'pk', type: 'S' };
const sk: KeyDef = { name: 'sk', type: 'S' };

export const tables: Record<TableId, TableDef> = {
  /**
   * Members: pk MEMBER#<id> with sk PROFILE, SET_PASSWORD_TOKEN, REGISTRATION_PROOF, RESET_CODE
   * (secrets stored only as hashes, with expiresAt); pk EMAIL#<email> sk CLAIM (one registration
   * per e-mail); pk RATE#<kind>#<hashed key> sk WINDOW#<n> (throttling counters, expiring).
   * The full layout is documented at the top of lambdas/adapters/members.ts.
   * Indexes: byEmail, bySub (sign-in) and byEmployer on the `employerId` every PROFILE carries
   * since registration (an employer's members, for the operator exports; no other item has it).
   */
  members: {
    id: 'members',
    partitionKey: pk,
    sortKey: sk,
    globalSecondaryIndexes: [
      { indexName: 'byEmail', partitionKey: { name: 'email', type: 'S' } },
      { indexName: 'bySub', partitionKey: { name: 'sub', type: 'S' } },
      { indexName: 'byEmployer', partitionKey: { name: 'employerId', type: 'S' } },
    ],
    timeToLiveAttribute: 'expiresAt',
  },
  /** Dependents: pk MEMBER#<memberid>, sk DEPENDENT#<id>. */
  dependents: { id: 'dependents', partitionKey: pk, sortKey: sk, globalSecondaryIndexes: [] },
  /**
   * Orders, all in the member's partition pk MEMBER#<memberid> (written by POST /api/Order in one
   * transaction; layout also at the top of lambdas/adapters/orders.ts):
   * - sk ORDER#<createdon>#<id>: one order (category HSA | additionalservices | healthinsurance |
   *   waive) with the spec's order fields (section 3) and the section 9 constants;
   * - sk ACCOUNT#<plan year>: the member account of that plan year: memberaccounttype, status,
   *   familystatus, currentbalance, currenthealthinsurancepremium, currentemployercontribution,
   *   currentemployeeclass, currentpayrolldeduction (dollars, 2 decimals, plus *Cents integers),
   *   waivecoverage (1|0), waivecoveragereason, spousemedicareeligible, planid, effectivedate,
   *   createdon/by, modifiedon/by. One per plan year: a second authorization is refused (409).
   * - sk AUDIT#<createdon>#<id>: who (memberId, sub) authorized what (elections, amounts) when;
   * - sk IDEMPOTENCY#<key>: requestHash, result (JSON answer), expiresAt (TTL, 24 h);
   * - sk OUTBOX#CONFIRMATION#<plan year>: the confirmation e-mail of the order set, written in the
   *   same transaction and sent by the stream-triggered sender (status pending → sending → sent).
   * Index byEmployer (sparse): only the ACCOUNT items carry `employerId` (Authorize Elections writes
   * it), so an employer's member accounts of a plan year are one Query (employerId, sk =
   * ACCOUNT#<year>) for the console's tracker, not one per member.
   */
  orders: {
    id: 'orders',
    partitionKey: pk,
    sortKey: sk,
    globalSecondaryIndexes: [
      { indexName: 'byEmployer', partitionKey: { name: 'employerId', type: 'S' }, sortKey: sk },
    ],
    timeToLiveAttribute: 'expiresAt',
    stream: 'NEW_IMAGE',
  },
  /** Employers: pk EMPLOYER#<id>, sk PROFILE | CONTACT#n | BROKER | POLICY#<year>#<class> | PRODUCT#n | DOC#n. */
  employers: {
    id: 'employers',
    partitionKey: pk,
    sortKey: sk,
    globalSecondaryIndexes: [
      { indexName: 'byAccountId', partitionKey: { name: 'accountid', type: 'S' }, sortKey: sk },
    ],
  },
  /**
   * Reference data by plan year. Plans and rates: pk PLANS#<year>#<county fips>, so a quote reads
   * one partition (layout at the top of lambdas/adapters/plans.ts). The yearly figures an operator
   * entered for the stage (`ops plan-year set`): pk PLAN_YEAR_FIGURES, sk YEAR#<year>, one item per
   * plan year, all in one partition so a rule reads them with one Query
   * (lambdas/adapters/plan-year-figures.ts).
   */
  plans: { id: 'plans', partitionKey: pk, sortKey: sk, globalSecondaryIndexes: [] },
  /** ZIP to county: pk ZIP#<zip>, sk <county fips>. */
  locations: { id: 'locations', partitionKey: pk, sortKey: sk, globalSecondaryIndexes: [] },
  /**
   * The console's own data (layout at the top of lambdas/adapters/admin.ts): the administrators'
   * grants (pk GRANTS, sk ADMIN#<sub>, one small partition an operator lists), and per employer
   * (pk EMPLOYER#<id>) the activity log (sk ACTIVITY#<at>#<id>, expiring after the stage's
   * retention through `expiresAt`).
   */
  admin: {
    id: 'admin',
    partitionKey: pk,
    sortKey: sk,
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    // The census's invitation e-mails go through an outbox (pk EMPLOYER#<id>, sk OUTBOX#…), sent by
    // the admin mail sender from this stream (infra/constructs/admin-mail-sender.ts).
    stream: 'NEW_IMAGE',
  },
};
