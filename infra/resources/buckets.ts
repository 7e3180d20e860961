/** Buckets shared by the CDK stack and the local stack; the names' contract lives in lambdas/resources.ts. */
export { assetKeys, bucketEnvName, bucketIds, type BucketId } from '../../lambdas/resources';
