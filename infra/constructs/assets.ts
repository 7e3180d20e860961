import { Duration } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { isDisposable, removalPolicyOf } from './stage-policy';

/** Props of {@link AssetsConstruct}. */
export interface AssetsConstructProps {
  stage: StageConfig;
}

/**
 * The private bucket of employer logos and ICHRA documents (key layout in
 * infra/resources/buckets.ts). Logos are read through CloudFront (`/logos/*`), documents through
 * pre-signed URLs; nothing is public.
 */
export class AssetsConstruct extends Construct {
  readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AssetsConstructProps) {
    super(scope, id);
    const { stage } = props;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // S3-managed keys: CloudFront's origin access control reads them without a key policy.
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // A document replaced by an operator stays recoverable for a while.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
      removalPolicy: removalPolicyOf(stage),
      autoDeleteObjects: isDisposable(stage),
    });
  }
}
