/**
 * The pieces the portal's background workers (the confirmation sender, the exports) share: each
 * runs as a function with a role of its own whose one managed policy names exactly what it may do,
 * and keeps what it could not do in an encrypted dead-letter queue.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { acknowledge } from './compliance';
import { portalKey } from './keys';

/**
 * The statements every worker's policy starts with: write its own log group, and send X-Ray
 * traces (which support no resource-level permission: the rule packs' IAM5 finding on `*` is
 * acknowledged on the policy).
 */
export function logAndTraceStatements(logGroup: logs.ILogGroup): iam.PolicyStatement[] {
  return [
    new iam.PolicyStatement({
      sid: 'OwnLogGroup',
      actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      resources: [logGroup.logGroupArn],
    }),
    new iam.PolicyStatement({
      sid: 'XRayTraces',
      actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
      resources: ['*'],
    }),
  ];
}

/** A dead-letter queue and the customer-managed key it is encrypted with. */
export interface DeadLetters {
  queue: sqs.Queue;
  key: kms.Key;
}

/**
 * The dead-letter queue of a background worker (the confirmation sender, the exports): SQS
 * encrypted with a key of its own (what lands there may name members), TLS only, kept 14 days,
 * the longest SQS allows, for an operator to look at. Nothing consumes such a queue, so the rules
 * asking for a consumer or a dead-letter queue of its own are acknowledged with `reason`.
 *
 * The key and the queue are `DeadLettersKey` and `DeadLetters` in `scope`: their logical ids are
 * the ones the workers had before this helper, so no deployed queue is replaced.
 *
 * @example
 * const dl = encryptedDeadLetters(this, stage, 'the failed export runs', 'Nothing consumes it but an operator.');
 */
export function encryptedDeadLetters(
  scope: Construct,
  stage: Pick<StageConfig, 'name' | 'removal'>,
  purpose: string,
  reason: string,
): DeadLetters {
  const key = portalKey(scope, 'DeadLettersKey', stage, purpose);
  const queue = new sqs.Queue(scope, 'DeadLetters', {
    encryption: sqs.QueueEncryption.KMS,
    encryptionMasterKey: key,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
  });
  acknowledge(queue, [
    ['AwsSolutions-SQS3', reason],
    ['cdk-validator-cfnguard::sqs_dlq_check', reason],
  ]);
  return { queue, key };
}

/**
 * What a role needs to put messages on the queue: `actions` on the queue itself, and the queue's
 * key only through SQS.
 */
export function deadLetterStatements(
  deadLetters: DeadLetters,
  actions: readonly string[] = ['sqs:SendMessage'],
): iam.PolicyStatement[] {
  const region = Stack.of(deadLetters.queue).region;
  return [
    new iam.PolicyStatement({
      sid: 'DeadLetters',
      actions: [...actions],
      resources: [deadLetters.queue.queueArn],
    }),
    new iam.PolicyStatement({
      sid: 'DeadLettersKeyThroughSqs',
      actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
      resources: [deadLetters.key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `sqs.${region}.amazonaws.com` } },
    }),
  ];
}
