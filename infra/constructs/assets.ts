import { Duration } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { privateBucketProps } from './private-bucket';
import type { StageConfig } from '../config/stages';
import { acknowledge } from './compliance';
import { portalKey } from './keys';

/** Props of {@link AssetsConstruct}. */
export interface AssetsConstructProps {
  stage: StageConfig;
  /** Receives the bucket's server access logs. */
  accessLogsBucket: s3.IBucket;
}

/**
 * The private bucket of employer logos and ICHRA documents (key layout in
 * infra/resources/buckets.ts), encrypted with its own customer-managed key. Logos are read
 * through CloudFront (`/logos/*`, origin access control), documents through pre-signed URLs;
 * nothing is public.
 */
export class AssetsConstruct extends Construct {
  readonly bucket: s3.Bucket;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: AssetsConstructProps) {
    super(scope, id);
    const { stage } = props;
    this.key = portalKey(this, 'AssetsKey', stage, 'employer logos and ICHRA documents');
    this.bucket = new s3.Bucket(
      this,
      'Bucket',
      // A document replaced by an operator stays recoverable for 90 days.
      privateBucketProps(stage, {
        key: this.key,
        accessLogs: props.accessLogsBucket,
        logPrefix: 's3/assets/',
        keepReplacedFor: Duration.days(90),
      }),
    );
    acknowledge(this.bucket, [
      [
        'HIPAA.Security-S3BucketReplicationEnabled',
        'Versioning (90 days of replaced versions) protects the documents; the operator keeps the employer files they are loaded from, so a second-region copy is not part of the stage design.',
      ],
      [
        'cdk-validator-cfnguard::s3_event_notifications_enabled_check',
        'Nothing reacts to a new logo or document: they are written by the operator CLI and read on request.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_object_lock_enabled_check',
        'Operators replace logos and documents in place; versioning keeps replaced versions for 90 days instead of a write-once lock.',
      ],
    ]);
    // CloudFront's origin access control reads logos through the key; the key policy cannot name
    // the distribution (key -> bucket -> distribution would be a cycle), so it names any
    // distribution of this account, while the bucket policy admits only this stage's one.
    acknowledge(this, [
      [
        '@aws-cdk/aws-cloudfront-origins:wildcardKeyPolicyForOac',
        "The bucket policy limits origin access to this stage's distribution; S3 requires both the bucket and the key policy to allow a read.",
      ],
    ]);
  }
}
