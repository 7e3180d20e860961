/**
 * Data at rest and its logs: customer-managed KMS keys with rotation for the tables, the buckets,
 * every CloudWatch Logs group and the alarm topic; versioned buckets with server access logs in
 * a log bucket; the keys and data kept on a retain stage.
 */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { type Props, portal, propertiesOf } from './portal-fixture';

type Resource = { Type: string; Properties: Props; DeletionPolicy?: string };

const resourcesOf = (built: ReturnType<typeof portal>, type: string): [string, Resource][] =>
  Object.entries(built.template.findResources(type) as Record<string, Resource>);

const arnOf = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });

describe('KMS keys', () => {
  it('rotate every key and let none hand out grants except to AWS services acting for a resource', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const keys = resourcesOf(portal(name), 'AWS::KMS::Key');
      // Assess
      // Tables, assets, logs, alarm topic, web, the confirmation dead-letter queue, the exports
      // bucket with its dead-letter queue, the admin mail sender's and the reminder run's
      // dead-letter queues, and the member files bucket (proof of coverage).
      expect(keys.length).toBe(11);
      for (const [id, key] of keys) {
        expect(key.Properties.EnableKeyRotation, id).toBe(true);
        expect(key.Properties.KeyPolicy.Statement, id).toContainEqual({
          Sid: 'GrantsOnlyForAwsServices',
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: 'kms:CreateGrant',
          Resource: '*',
          Condition: {
            BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' },
          },
        });
      }
    }
  });

  it('encrypts the assets and web buckets with their own keys, with S3 bucket keys', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    for (const [bucket, key] of [
      [stack.assets.bucket, stack.assets.key],
      [stack.web.bucket, stack.web.key],
    ] as const) {
      // Act
      const encryption = propertiesOf(template, logicalId(bucket)).BucketEncryption as Props;
      // Assess
      expect(encryption.ServerSideEncryptionConfiguration).toEqual([
        {
          BucketKeyEnabled: true,
          ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: arnOf(logicalId(key)) },
        },
      ]);
    }
  });

  it('encrypts every CloudWatch Logs group with the logs key, which only CloudWatch Logs of this account may use', () => {
    // Prepare
    const built = portal('prod');
    const keyId = built.logicalId(built.stack.logs.key);
    // Act
    const groups = resourcesOf(built, 'AWS::Logs::LogGroup');
    const keyPolicy = propertiesOf(built.template, keyId).KeyPolicy.Statement as Props[];
    // Assess
    expect(groups.length).toBeGreaterThan(0);
    for (const [id, group] of groups) expect(group.Properties.KmsKeyId, id).toEqual(arnOf(keyId));
    expect(keyPolicy).toContainEqual(
      expect.objectContaining({
        Sid: 'CloudWatchLogsOfThisAccount',
        Principal: { Service: 'logs.us-east-1.amazonaws.com' },
        Condition: { ArnLike: { 'kms:EncryptionContext:aws:logs:arn': expect.anything() } },
      }),
    );
  });

  it('encrypts the alarm topic with its key, which CloudWatch of this account may use', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const keyId = logicalId(stack.monitoring.key);
    // Act
    const topic = propertiesOf(template, logicalId(stack.monitoring.topic));
    const keyPolicy = propertiesOf(template, keyId).KeyPolicy.Statement as Props[];
    // Assess
    expect(topic.KmsMasterKeyId).toEqual(arnOf(keyId));
    expect(keyPolicy).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey'],
      }),
    );
  });

  it('keeps every key on prod and lets the dev ones go', () => {
    for (const [name, policy] of [
      ['prod', 'Retain'],
      ['dev', 'Delete'],
    ] as const) {
      for (const [id, key] of resourcesOf(portal(name), 'AWS::KMS::Key'))
        expect(key.DeletionPolicy, `${name} ${id}`).toBe(policy);
    }
  });
});

describe('buckets', () => {
  it('version every bucket and expire replaced versions', () => {
    for (const [id, bucket] of resourcesOf(portal('prod'), 'AWS::S3::Bucket')) {
      expect(bucket.Properties.VersioningConfiguration, id).toEqual({ Status: 'Enabled' });
      expect(JSON.stringify(bucket.Properties.LifecycleConfiguration), id).toContain(
        'NoncurrentVersionExpiration',
      );
    }
  });

  it('write the assets and web buckets server access logs to the log bucket, each under its own prefix', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const logBucket = { Ref: logicalId(stack.logs.bucket) };
    // Act + Assess
    expect(propertiesOf(template, logicalId(stack.assets.bucket)).LoggingConfiguration).toEqual({
      DestinationBucketName: logBucket,
      LogFilePrefix: 's3/assets/',
    });
    expect(propertiesOf(template, logicalId(stack.web.bucket)).LoggingConfiguration).toEqual({
      DestinationBucketName: logBucket,
      LogFilePrefix: 's3/web/',
    });
  });

  it('let S3 log delivery write to the log bucket by bucket policy, not by ACL, and expire logs after the stage retention', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      const id = logicalId(stack.logs.bucket);
      // Act
      const bucket = propertiesOf(template, id);
      // Assess
      expect(bucket.AccessControl).toBeUndefined();
      expect(bucket.LifecycleConfiguration.Rules[0].ExpirationInDays).toBe(loadStage(name).logRetentionDays);
      const policies = resourcesOf({ stack, template, logicalId }, 'AWS::S3::BucketPolicy').filter(
        ([, p]) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }),
      );
      expect(JSON.stringify(policies)).toContain('logging.s3.amazonaws.com');
    }
  });
});
