/** Buckets shared by the CDK stack and the local stack. */
export const bucketIds = ['assets'] as const;
export type BucketId = (typeof bucketIds)[number];

/** Key layout in the assets bucket. */
export const assetKeys = {
  logo: (employerId: string) => `logos/${employerId}`,
  document: (employerId: string, fileName: string) => `ichra-documents/${employerId}/${fileName}`,
} as const;

export const bucketEnvName = (id: BucketId): string => `BUCKET_${id.toUpperCase()}`;
