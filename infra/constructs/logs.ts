import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { acknowledge } from './compliance';
import { portalKey } from './keys';
import { isDisposable, removalPolicyOf, retentionOf } from './stage-policy';

/** Props of {@link LogsConstruct}. */
export interface LogsConstructProps {
  stage: StageConfig;
}

/**
 * Where the stage's logs go: one customer-managed key for every CloudWatch Logs group (function
 * logs carry request metadata of health and payroll data, even with PII redacted), and the
 * bucket that receives the S3 server access logs and the CloudFront access logs.
 *
 * @example
 * const logs = new LogsConstruct(this, 'Logs', { stage });
 * const group = logs.logGroup(this, 'AuthLogs');
 * new s3.Bucket(this, 'B', { serverAccessLogsBucket: logs.bucket, serverAccessLogsPrefix: 's3/b/' });
 */
export class LogsConstruct extends Construct {
  readonly key: kms.Key;
  /** Receives S3 server access logs (`s3/<bucket>/`) and CloudFront access logs (`cloudfront/`). */
  readonly bucket: s3.Bucket;
  private readonly stage: StageConfig;

  constructor(scope: Construct, id: string, props: LogsConstructProps) {
    super(scope, id);
    const { stage } = props;
    this.stage = stage;
    const stack = Stack.of(this);

    this.key = portalKey(this, 'LogsKey', stage, 'the CloudWatch Logs groups');
    // CloudWatch Logs encrypts with the caller's key only when the key policy lets the regional
    // service use it, and only for this account's log groups.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchLogsOfThisAccount',
        principals: [new iam.ServicePrincipal(`logs.${stack.region}.amazonaws.com`)],
        actions: [
          'kms:Encrypt',
          'kms:Decrypt',
          'kms:ReEncryptFrom',
          'kms:ReEncryptTo',
          'kms:GenerateDataKey',
          'kms:GenerateDataKeyWithoutPlaintext',
          'kms:DescribeKey',
        ],
        resources: ['*'],
        conditions: {
          ArnLike: {
            'kms:EncryptionContext:aws:logs:arn': stack.formatArn({
              service: 'logs',
              resource: 'log-group',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    );

    this.bucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // S3 server access logging delivers only to SSE-S3 buckets.
      encryption: s3.BucketEncryption.S3_MANAGED,
      // CloudFront's standard logging writes with an ACL grant to its log-delivery account.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      versioned: true,
      lifecycleRules: [
        { expiration: Duration.days(stage.logRetentionDays), noncurrentVersionExpiration: Duration.days(1) },
      ],
      removalPolicy: removalPolicyOf(stage),
      autoDeleteObjects: isDisposable(stage),
    });
    acknowledge(this.bucket, [
      [
        'AwsSolutions-S1',
        'This is the access-log bucket itself; logging its own accesses into itself would loop.',
      ],
      [
        'HIPAA.Security-S3BucketLoggingEnabled',
        'This is the access-log bucket itself; logging its own accesses into itself would loop.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_logging_enabled_check',
        'This is the access-log bucket itself; logging its own accesses into itself would loop.',
      ],
      [
        'HIPAA.Security-S3DefaultEncryptionKMS',
        'S3 server access logging and CloudFront standard logging deliver only to buckets encrypted with S3-managed keys; the logs hold request metadata, not health data.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_default_encryption_kms_check',
        'S3 server access logging and CloudFront standard logging deliver only to buckets encrypted with S3-managed keys; the logs hold request metadata, not health data.',
      ],
      [
        'HIPAA.Security-S3BucketReplicationEnabled',
        'Access logs are kept for the stage log retention in one region; a copy in a second region is not part of the stage design.',
      ],
      [
        'cdk-validator-cfnguard::s3_event_notifications_enabled_check',
        'Nothing reacts to a new access-log object; they are read when investigating.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_object_lock_enabled_check',
        'Log objects expire after the stage retention; object lock would keep a torn-down dev stage from deleting its bucket.',
      ],
    ]);
  }

  /** A log group of the stage: its retention, its removal policy, encrypted with {@link LogsConstruct.key}. */
  logGroup(
    scope: Construct,
    id: string,
    props: Omit<logs.LogGroupProps, 'retention' | 'removalPolicy' | 'encryptionKey'> = {},
  ): logs.LogGroup {
    const group = new logs.LogGroup(scope, id, {
      ...props,
      retention: retentionOf(this.stage),
      removalPolicy: removalPolicyOf(this.stage),
      encryptionKey: this.key,
    });
    if (this.stage.logRetentionDays < 365) {
      acknowledge(group, [
        [
          'cdk-validator-cfnguard::cloudwatch_log_group_retention_period_check',
          `Stage ${this.stage.name} is disposable (removal: destroy) and keeps logs ${this.stage.logRetentionDays} days; retain stages must keep them 365 days or more (infra/config/stages.ts).`,
        ],
      ]);
    }
    return group;
  }
}
