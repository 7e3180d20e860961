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
import { confirmationOutboxFilter, confirmationOutboxRetries, tableEnvName } from '../resources/tables';
import { functionBundling, metricsNamespace, repoRoot } from './api';
import { acknowledge } from './compliance';
import { deadLetterStatements, encryptedDeadLetters, logAndTraceStatements } from './worker';
import type { LogsConstruct } from './logs';

/** The sender's entry: the stream handler the local poller also runs. */
export const confirmationSenderEntry = join(
  repoRoot,
  'lambdas',
  'handlers',
  'confirmation-outbox',
  'send-confirmation.ts',
);

/** Props of {@link ConfirmationSenderConstruct}. */
export interface ConfirmationSenderProps {
  stage: StageConfig;
  logs: LogsConstruct;
  /** The orders table, with its stream (infra/resources/tables.ts). */
  orders: dynamodb.ITableV2;
  tablesKey: kms.IKey;
}

/**
 * The confirmation outbox's sender (docs/decisions/0022-confirmation-outbox.md): a function
 * triggered by the orders table's stream, filtered to outbox items as they are inserted, that
 * sends each confirmation through SES once. A batch that fails is retried (bisected, from the
 * failed record), then its record goes to the dead-letter queue (SQS, its own customer-managed
 * key), on which the monitoring construct alarms.
 *
 * Its role holds one managed policy with exactly what it does: read the stream, read and update
 * the orders table's items (claim, mark sent), send as the stage's sender, write its log group and
 * the dead-letter queue.
 *
 * @example
 * const sender = new ConfirmationSenderConstruct(this, 'ConfirmationSender', { stage, logs, orders: data.tables.orders, tablesKey: data.key });
 */
export class ConfirmationSenderConstruct extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly policy: iam.ManagedPolicy;
  readonly logGroup: logs.LogGroup;
  readonly deadLetters: sqs.Queue;
  readonly deadLettersKey: kms.Key;

  constructor(scope: Construct, id: string, props: ConfirmationSenderProps) {
    super(scope, id);
    const { stage, orders } = props;
    const stack = Stack.of(this);
    const streamArn = orders.tableStreamArn;
    if (!streamArn) throw new Error('The orders table has no stream (infra/resources/tables.ts)');

    const deadLetters = encryptedDeadLetters(
      this,
      stage,
      'the undelivered confirmation e-mails',
      "This queue is the dead-letter queue of the confirmation sender's stream mapping; nothing consumes it but an operator.",
    );
    this.deadLetters = deadLetters.queue;
    this.deadLettersKey = deadLetters.key;

    this.logGroup = props.logs.logGroup(this, 'Logs');
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `The confirmation sender of the ICHRA portal, stage ${stage.name}`,
    });
    const from = stage.fromEmail;
    const domain = from.slice(from.indexOf('@') + 1);
    const region = stack.region;
    this.policy = new iam.ManagedPolicy(this, 'Policy', {
      description: 'What the confirmation sender may do (infra/constructs/confirmation-sender.ts)',
      roles: [this.role],
      statements: [
        ...logAndTraceStatements(this.logGroup),
        new iam.PolicyStatement({
          sid: 'OrdersStream',
          actions: [
            'dynamodb:DescribeStream',
            'dynamodb:GetRecords',
            'dynamodb:GetShardIterator',
            'dynamodb:ListStreams',
          ],
          resources: [streamArn],
        }),
        new iam.PolicyStatement({
          sid: 'OutboxItems',
          actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
          resources: [orders.tableArn],
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
      entry: confirmationSenderEntry,
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
        [tableEnvName('orders')]: orders.tableName,
        POWERTOOLS_SERVICE_NAME: 'ichra-confirmation-sender',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
      },
      bundling: functionBundling,
    });
    this.fn.node.addDependency(this.policy);
    this.fn.addEventSource(
      new DynamoEventSource(orders, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: confirmationOutboxRetries.batchSize,
        retryAttempts: confirmationOutboxRetries.retryAttempts,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.deadLetters),
        filters: [lambda.FilterCriteria.filter(confirmationOutboxFilter)],
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
