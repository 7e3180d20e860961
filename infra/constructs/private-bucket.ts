import type { Duration } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stages';
import { isDisposable, removalPolicyOf } from './stage-policy';

/** What differs between the portal's private buckets. */
export interface PrivateBucketOptions {
  /** The bucket's own customer-managed key (see portalKey). */
  key: kms.IKey;
  /** Receives the server access logs, under `logPrefix`. */
  accessLogs: s3.IBucket;
  logPrefix: string;
  /** How long a replaced or deleted object version stays recoverable. */
  keepReplacedFor: Duration;
}

/**
 * The settings every private bucket of the portal shares: no public access, TLS only, its own KMS
 * key with a bucket key, owner-enforced objects, versioning with old versions expiring, server
 * access logs, and the stage's removal policy.
 */
export function privateBucketProps(stage: StageConfig, o: PrivateBucketOptions): s3.BucketProps {
  return {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: s3.BucketEncryption.KMS,
    encryptionKey: o.key,
    bucketKeyEnabled: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    versioned: true,
    lifecycleRules: [{ noncurrentVersionExpiration: o.keepReplacedFor }],
    serverAccessLogsBucket: o.accessLogs,
    serverAccessLogsPrefix: o.logPrefix,
    removalPolicy: removalPolicyOf(stage),
    autoDeleteObjects: isDisposable(stage),
  };
}
