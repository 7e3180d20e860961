/**
 * What each endpoint family's function may touch: the one place least privilege is declared.
 * The API construct builds each function's role from this map and nothing else, and passes a
 * function only the table and bucket names it declares; tests/infra/permissions.test.ts checks
 * that the synthesized policies equal it.
 *
 * A handler that starts reading another table, index or bucket prefix, or calling another
 * Cognito action, adds it here, in the same change. Read from the handlers in
 * lambdas/handlers/<family>/ and the adapters they call.
 */
import type { Family } from '../../shared/routes';
import { assetKeys } from '../resources/buckets';
import type { TableId } from '../resources/tables';

/** read: GetItem, BatchGetItem, Query. readwrite: also PutItem, UpdateItem, DeleteItem, BatchWriteItem, ConditionCheckItem (so TransactWriteItems). Never Scan. */
export type TableAccess = 'read' | 'readwrite';

export interface TableGrant {
  access: TableAccess;
  /** Global secondary indexes the family queries (Query only). */
  indexes?: readonly string[];
}

/** Key prefixes of the assets bucket (infra/resources/buckets.ts). */
export type AssetPrefix = 'logos' | 'ichra-documents';
/** The object keys a prefix covers, from the key layout itself (logos/<employer>, ichra-documents/<employer>/<file>). */
export const assetObjectPatterns: Record<AssetPrefix, string> = {
  logos: assetKeys.logo('*'),
  'ichra-documents': assetKeys.document('*', '*'),
};

/** Cognito actions that IAM authorizes (the public ones, InitiateAuth or ChangePassword with a token, need no grant). */
export type CognitoAdminAction =
  | 'cognito-idp:AdminCreateUser'
  | 'cognito-idp:AdminDeleteUser'
  | 'cognito-idp:AdminGetUser'
  | 'cognito-idp:AdminInitiateAuth'
  | 'cognito-idp:AdminSetUserPassword'
  | 'cognito-idp:AdminUpdateUserAttributes';

export interface FamilyAccess {
  tables?: Partial<Record<TableId, TableGrant>>;
  /** Prefixes of the assets bucket the family reads (GetObject, to answer pre-signed URLs). */
  assetsRead?: readonly AssetPrefix[];
  /** Actions on the stage's own user pool (the employees'). */
  cognito?: readonly CognitoAdminAction[];
  /** Actions on the administrators' workforce pool (docs/decisions/0029), never the employees'. */
  workforceCognito?: readonly CognitoAdminAction[];
  /** ses:SendEmail, only as the stage's sender (FROM_EMAIL). */
  sendEmail?: boolean;
  /**
   * The exports bucket (infra/constructs/exports.ts), as the export steps use it: s3:GetObject and
   * s3:PutObject on its objects, s3:ListBucket, and its key through S3 (kms:Decrypt to read and to
   * answer a pre-signed link, kms:GenerateDataKey to write).
   */
  exportFiles?: boolean;
  /**
   * The member files bucket (infra/constructs/member-files.ts), its proofs of coverage and life
   * events' documents only (lambdas/resources.ts memberFileKeys). upload: sign the pre-signed POST (s3:PutObject), read an upload's first bytes,
   * delete a refused one, s3:ListBucket (so a missing upload is a 404, not a 403), and the key
   * through S3 (kms:GenerateDataKey to write, kms:Decrypt to read). review: s3:GetObject to sign
   * the viewing link, and kms:Decrypt through S3.
   */
  memberFiles?: 'upload' | 'review';
}

/** The member behind the caller's token: members by the bySub index (lambdas/caller.ts). */
const callerLookup: TableGrant = { access: 'read', indexes: ['bySub'] };
/** An employer's items by its id (profile Get, contacts, brokers, products, documents Query). */
const employerRead: TableGrant = { access: 'read' };
/** The same, and an employer by account id (the byAccountId index of profiles). */
const employerByAccount: TableGrant = { access: 'read', indexes: ['byAccountId'] };

export const familyAccess: Record<Family, FamilyAccess> = {
  version: {},
  // Sign-in is InitiateAuth (public, no grant); failed-attempt counters per e-mail and address
  // live in the members table (lambdas/adapters/rate-limits.ts).
  auth: { tables: { members: { access: 'readwrite' } } },
  // Register (pending member, set-password token and proof in one transaction, by e-mail),
  // set the first password, reset, delete a pending registration; sends the confirmation e-mail.
  // From a census invitation: reads the link's token and census entry in the admin table, and marks
  // the entry registered in the registration's transaction (lambdas/handlers/registration/invitation.ts).
  registration: {
    tables: {
      members: { access: 'readwrite', indexes: ['byEmail'] },
      employers: employerRead,
      admin: { access: 'readwrite' },
    },
    cognito: [
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDeleteUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminSetUserPassword',
    ],
    sendEmail: true,
  },
  // The caller's own profile and password change (the current password is checked by InitiateAuth).
  // A profile save writes the member and its dependents in one transaction, after checking the
  // ZIP code's county (lambdas/rules/profile.ts).
  member: {
    tables: {
      members: { access: 'readwrite', indexes: ['bySub'] },
      dependents: { access: 'readwrite' },
      locations: { access: 'read' },
    },
    cognito: ['cognito-idp:AdminSetUserPassword'],
  },
  // The employer's enrollment window of the plan year being enrolled: one GetItem of its
  // EMPLOYER#<id> / WINDOW#<year> item in the admin table (lambdas/adapters/enrollment-windows.ts).
  // The ICHRA notice: rendered from the class policy, the contacts and the plan year's figures
  // (plans table), its acknowledgment written once in the admin table (lambdas/adapters/ichra-notices.ts).
  employer: {
    tables: {
      members: callerLookup,
      employers: employerRead,
      admin: { access: 'readwrite' },
      plans: { access: 'read' },
    },
  },
  product: { tables: { members: callerLookup, employers: employerRead } },
  // Pre-signed links to the employer's ICHRA documents.
  media: { tables: { members: callerLookup, employers: employerRead }, assetsRead: ['ichra-documents'] },
  location: { tables: { locations: { access: 'read' } } },
  quote: { tables: { members: callerLookup, plans: { access: 'read' } } },
  // The caller's employer by account id, its class policy, the covered dependents, and the plans
  // of the county of the caller's ZIP (lambdas/rules/household.ts).
  contribution: {
    tables: {
      members: callerLookup,
      employers: employerByAccount,
      dependents: { access: 'read' },
      locations: { access: 'read' },
      plans: { access: 'read' },
    },
  },
  // One dependent added, changed or removed: the dependent and the member item's household
  // version in one transaction (lambdas/adapters/profiles.ts).
  dependent: {
    tables: { members: { access: 'readwrite', indexes: ['bySub'] }, dependents: { access: 'readwrite' } },
  },
  'member-account': { tables: { members: callerLookup, orders: { access: 'read' } } },
  // Authorize Elections: orders, the member account, the audit and idempotency records and the
  // member's current plan in one transaction, every amount recomputed from the employer (by id:
  // no account-id index), its class policy and products, the plans and the household. The
  // confirmation e-mail is an outbox item of that transaction: the confirmation sender
  // (infra/constructs/confirmation-sender.ts) sends it, so this family sends no e-mail.
  // The enrollment gate (issue 40): the employer's window, the member's own, the new-hire rules and
  // the census row's hire date, one BatchGetItem of the admin table (lambdas/rules/enrollment-gate.ts).
  order: {
    tables: {
      admin: { access: 'read' },
      members: { access: 'readwrite', indexes: ['bySub'] },
      dependents: { access: 'read' },
      orders: { access: 'readwrite' },
      employers: employerRead,
      locations: { access: 'read' },
      plans: { access: 'read' },
    },
  },
  // The console: grants read and activity written in the admin table; the employer's name; the
  // tracker's members by the members' byEmployer index and their member accounts of the plan year
  // by the orders' byEmployer index (lambdas/adapters/roster.ts). The census: the employer's
  // classes, who is registered (members' EMAIL# claim items, BatchGetItem), the census and its
  // outbox items written in the admin table (lambdas/adapters/census.ts). An invited
  // administrator's first password (the link's token and its throttling counters in the admin
  // table) and whether their authenticator app is enabled, on the workforce pool only. An
  // invitation carries the ICHRA notice: rendered from the employer's terms and the plan year's
  // stored figures (plans table), marked sent in the admin table (lambdas/rules/invitation-notice.ts).
  // Not the files: they are admin-files, below, so that this role never reaches the exports
  // bucket, its key or the dependents table.
  admin: {
    tables: {
      admin: { access: 'readwrite' },
      employers: employerRead,
      members: { access: 'read', indexes: ['byEmployer'] },
      orders: { access: 'read', indexes: ['byEmployer'] },
      plans: { access: 'read' },
    },
    workforceCognito: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword'],
  },
  // The console's files (lambdas/admin/files.ts), a function of their own: the grant read and the
  // activity (file produced, file downloaded) written in the admin table; an employer's enrollment
  // read as the scheduled exports read it (lambdas/exports/enrollment.ts: the employer's profile,
  // its members by the byEmployer index, each member's dependents, SSNs included, and orders by
  // partition); the files written into and listed from the exports bucket by the export steps, and
  // the pre-signed download links signed with this role.
  'admin-files': {
    tables: {
      admin: { access: 'readwrite' },
      employers: employerRead,
      members: { access: 'read', indexes: ['byEmployer'] },
      orders: { access: 'read' },
      dependents: { access: 'read' },
    },
    exportFiles: true,
    // Proof of coverage under review: the proof records beside the activity (admin table) and the
    // viewing links to the member files bucket (lambdas/admin/proofs.ts). Life events likewise
    // (lambdas/admin/life-events.ts); an approval writes the member's window in the admin table.
    memberFiles: 'review',
  },
  // Proof of coverage (lambdas/rules/coverage-proof.ts): the caller, the member account of the
  // plan year (its effective date), the member's proof record in the admin table (a conditional
  // write), and the upload grant, check and deletion in the member files bucket. The same for the
  // life events a member reports (lambdas/rules/life-events.ts): their records in the admin table,
  // their documents under the member's life-event/ prefix.
  'coverage-proof': {
    tables: {
      members: callerLookup,
      orders: { access: 'read' },
      admin: { access: 'readwrite' },
    },
    memberFiles: 'upload',
  },
};

export const tableActions: Record<TableAccess, readonly string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
  readwrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
    'dynamodb:ConditionCheckItem',
  ],
};

/** KMS use on the tables key: decrypt to read; also encrypt to write (DynamoDB calls KMS on the caller's behalf). */
export const tableKeyActions: Record<TableAccess, readonly string[]> = {
  read: ['kms:Decrypt', 'kms:DescribeKey'],
  readwrite: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
};
