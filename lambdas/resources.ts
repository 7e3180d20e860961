/**
 * The names the handlers and the stack agree on: which tables and buckets exist, the environment
 * variable that carries each one's physical name to a function, and the key layout of the assets
 * bucket. The CDK app (infra/resources/) and the local stack import them from here, so that
 * lambdas/ never imports infrastructure code.
 */
export const tableIds = [
  'members',
  'dependents',
  'orders',
  'employers',
  'plans',
  'locations',
  'admin',
] as const;
export type TableId = (typeof tableIds)[number];

/** Environment variable that carries a table's physical name to the handlers. */
export const tableEnvName = (id: TableId): string => `TABLE_${id.replace(/-/g, '_').toUpperCase()}`;

/**
 * assets: logos and ICHRA documents; exports: the payroll and 834 files (lambdas/exports/delivery.ts);
 * members: the files members upload, each under its member's prefix (memberFileKeys).
 */
export const bucketIds = ['assets', 'exports', 'members'] as const;
export type BucketId = (typeof bucketIds)[number];

/** Environment variable that carries a bucket's physical name to the handlers. */
export const bucketEnvName = (id: BucketId): string => `BUCKET_${id.toUpperCase()}`;

/** Key layout in the assets bucket. */
export const assetKeys = {
  logo: (employerId: string) => `logos/${employerId}`,
  document: (employerId: string, fileName: string) => `ichra-documents/${employerId}/${fileName}`,
} as const;

/**
 * Key layout in the member files bucket: everything of a member under `<memberId>/`, a proof of
 * coverage at `<memberId>/proof/<planYear>/<uploadId>` (lambdas/adapters/member-files.ts).
 */
export const memberFileKeys = {
  proof: (memberId: string, planYear: number | string, uploadId: string) =>
    `${memberId.toLowerCase()}/proof/${planYear}/${uploadId}`,
  /** Every member's proofs, as an IAM resource pattern. */
  proofPattern: '*/proof/*',
  /** A life event's document (issue 40, item 5): `<memberId>/life-event/<uploadId>`. */
  lifeEvent: (memberId: string, uploadId: string) => `${memberId.toLowerCase()}/life-event/${uploadId}`,
  /** Every member's life event documents, as an IAM resource pattern. */
  lifeEventPattern: '*/life-event/*',
} as const;
