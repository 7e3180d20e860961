import { Duration } from 'aws-cdk-lib';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { acknowledge } from './compliance';
import { portalKey } from './keys';
import { privateBucketProps } from './private-bucket';

/**
 * The bucket's name: the stage's own unique prefix (its hosted sign-in domain's), so that the
 * portal's Content-Security-Policy can name the one origin the browser posts files to
 * (web.ts `memberFilesOrigin`) without the distribution depending on the bucket, whose CORS rule
 * names the distribution's origin.
 */
export const memberFilesBucketName = (stage: Pick<StageConfig, 'hostedDomainPrefix'>): string =>
  `${stage.hostedDomainPrefix}-member-files`;

/** The origin a pre-signed POST to the bucket goes to (S3's virtual-hosted, regional endpoint). */
export const memberFilesOrigin = (stage: Pick<StageConfig, 'hostedDomainPrefix'>, region: string): string =>
  `https://${memberFilesBucketName(stage)}.s3.${region}.amazonaws.com`;

/** Props of {@link MemberFilesConstruct}. */
export interface MemberFilesConstructProps {
  stage: StageConfig;
  /** Receives the bucket's server access logs. */
  accessLogsBucket: s3.IBucket;
  /** The portal's https origin: the only origin whose pages may post a file to the bucket. */
  portalUrl: string;
}

/**
 * The private bucket of the files members upload (issue 40, item 3: proof of coverage), each
 * under its member's prefix (lambdas/resources.ts `memberFileKeys`), encrypted by default with the
 * bucket's own customer-managed key. Files arrive by a pre-signed POST that the coverage-proof
 * function signs (lambdas/adapters/member-files.ts), so the bucket answers a CORS POST from the
 * portal's origin only; the console views them through pre-signed GETs. Replaced or deleted
 * versions stay a year: proof of coverage is a plan year's record.
 */
export class MemberFilesConstruct extends Construct {
  readonly bucket: s3.Bucket;
  readonly key: kms.Key;

  constructor(scope: Construct, id: string, props: MemberFilesConstructProps) {
    super(scope, id);
    const { stage } = props;
    this.key = portalKey(this, 'MemberFilesKey', stage, 'the files members upload (proof of coverage)');
    this.bucket = new s3.Bucket(this, 'Bucket', {
      ...privateBucketProps(stage, {
        key: this.key,
        accessLogs: props.accessLogsBucket,
        logPrefix: 's3/member-files/',
        keepReplacedFor: Duration.days(400),
      }),
      bucketName: memberFilesBucketName(stage),
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: [props.portalUrl],
          allowedHeaders: ['*'],
          maxAge: 600,
        },
      ],
    });
    acknowledge(this.bucket, [
      [
        'HIPAA.Security-S3BucketReplicationEnabled',
        'Versioning keeps replaced and deleted proofs for 400 days; a second-region copy of members’ insurance documents is not part of the stage design.',
      ],
      [
        'cdk-validator-cfnguard::s3_event_notifications_enabled_check',
        'Nothing reacts to an upload: the member confirms it through the API, which checks it.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_object_lock_enabled_check',
        'A refused upload (not a PDF, JPEG or PNG, or over 10 MB) must be deletable; versioning keeps deleted versions instead of a write-once lock.',
      ],
    ]);
  }
}
