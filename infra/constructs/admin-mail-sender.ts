import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { adminOutboxFilter, confirmationOutboxRetries, tableEnvName } from '../resources/tables';
import { functionBundling, metricsNamespace, repoRoot } from './api';
import { acknowledge } from './compliance';
import { deadLetterStatements, encryptedDeadLetters, logAndTraceStatements } from './worker';
import type { LogsConstruct } from './logs';

/** The sender's entry: the stream handler the local poller also runs. */
export const adminMailSenderEntry = join(
  repoRoot,
  'lambdas',
  'handlers',
  'admin-outbox',
  'send-admin-mail.ts',
);

/** Props of {@link AdminMailSenderConstruct}. */
export interface AdminMailSenderProps {
  stage: StageConfig;
  logs: LogsConstruct;
  /** The admin table, with its stream (infra/resources/tables.ts). */
  admin: dynamodb.ITableV2;
  tablesKey: kms.IKey;
  /** The portal's origin: the host of the invitation links. */
  portalUrl: string;
}

/**
 * The admin table's outbox sender (the console's e-mails: today the census's invitations,
 * lambdas/handlers/admin-outbox/send-admin-mail.ts), built as the confirmation sender is
 * (confirmation-sender.ts, decision 0022): triggered by the admin table's stream, filtered to
 * outbox items as they are inserted; a failing batch is retried (bisected, from the failed record),
 * then its record goes to the dead-letter queue (SQS, its own customer-managed key).
 *
 * Its role holds one managed policy with exactly what it does: read the stream; read and update
 * the admin table's items (claim, mark sent) and put an invitation token's item, which it writes in
 * one transaction with the census item's token hash (TransactWriteItems needs no action of its
 * own: each item's action is checked); send as the stage's sender; write its log group and queue.
 *
 * @example
 * new AdminMailSenderConstruct(this, 'AdminMailSender', { stage, logs, admin: data.tables.admin, tablesKey: data.key, portalUrl: web.portalUrl });
 */
export class AdminMailSenderConstruct extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly policy: iam.ManagedPolicy;
  readonly logGroup: logs.LogGroup;
  readonly deadLetters: sqs.Queue;
  readonly deadLettersKey: kms.Key;

  constructor(scope: Construct, id: string, props: AdminMailSenderProps) {
    super(scope, id);
    const { stage, admin } = props;
    const stack = Stack.of(this);
    const streamArn = admin.tableStreamArn;
    if (!streamArn) throw new Error('The admin table has no stream (infra/resources/tables.ts)');

    const deadLetters = encryptedDeadLetters(
      this,
      stage,
      'the undelivered invitation e-mails',
      "This queue is the dead-letter queue of the admin mail sender's stream mapping; nothing consumes it but an operator.",
    );
    this.deadLetters = deadLetters.queue;
    this.deadLettersKey = deadLetters.key;

    this.logGroup = props.logs.logGroup(this, 'Logs');
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `The admin mail sender (invitations) of the ICHRA portal, stage ${stage.name}`,
    });
    const from = stage.fromEmail;
    const domain = from.slice(from.indexOf('@') + 1);
    const region = stack.region;
    this.policy = new iam.ManagedPolicy(this, 'Policy', {
      description: 'What the admin mail sender may do (infra/constructs/admin-mail-sender.ts)',
      roles: [this.role],
      statements: [
        ...logAndTraceStatements(this.logGroup),
        new iam.PolicyStatement({
          sid: 'AdminStream',
          actions: [
            'dynamodb:DescribeStream',
            'dynamodb:GetRecords',
            'dynamodb:GetShardIterator',
            'dynamodb:ListStreams',
          ],
          resources: [streamArn],
        }),
        new iam.PolicyStatement({
          sid: 'OutboxAndInvitationItems',
          actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem'],
          resources: [admin.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'TablesKeyThroughDynamoDB',
          actions: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
          resources: [props.tablesKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${region}.amazonaws.com` } },
        }),
        new iam.PolicyStatement({
          sid: 'SendAsPortalSender',
          actions: ['ses:SendEmail'],
          resources: [from, domain].map((identity) =>
            stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
          conditions: { StringEquals: { 'ses:FromAddress': from } },
        }),
        ...deadLetterStatements(deadLetters, [
          'sqs:SendMessage',
          'sqs:GetQueueAttributes',
          'sqs:GetQueueUrl',
        ]),
      ],
    });
    acknowledge(this.policy, [
      [
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permission; every other statement names its resources.',
      ],
    ]);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      entry: adminMailSenderEntry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      // Six SendEmail attempts with back-off (at most about 15 s) per record, ten records a batch.
      timeout: Duration.minutes(3),
      role: this.role.withoutPolicyUpdates(),
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      reservedConcurrentExecutions: stage.functions.reservedConcurrency,
      environment: {
        FROM_EMAIL: stage.fromEmail,
        PORTAL_URL: props.portalUrl,
        [tableEnvName('admin')]: admin.tableName,
        POWERTOOLS_SERVICE_NAME: 'ichra-admin-mail-sender',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
      },
      bundling: functionBundling,
    });
    this.fn.node.addDependency(this.policy);
    this.fn.addEventSource(
      new DynamoEventSource(admin, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: confirmationOutboxRetries.batchSize,
        retryAttempts: confirmationOutboxRetries.retryAttempts,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [lambda.FilterCriteria.filter(adminOutboxFilter)],
      }),
    );
    acknowledge(this.fn, [
      [
        'HIPAA.Security-LambdaDLQ',
        "Invoked by a DynamoDB stream mapping, whose failed records go to the mapping's own on-failure destination (the DeadLetters queue); a function DLQ applies to asynchronous invocations only.",
      ],
      [
        'HIPAA.Security-LambdaInsideVPC',
        'Reaches only DynamoDB, SES and SQS through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
      [
        'cdk-validator-cfnguard::lambda_inside_vpc_check',
        'Reaches only DynamoDB, SES and SQS through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
    ]);
  }
}
