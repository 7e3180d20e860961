import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { bucketEnvName } from '../resources/buckets';
import { employerListIndex } from '../../lambdas/adapters/employer-ids';
import { tableEnvName, tables as tableDefinitions, type TableId } from '../resources/tables';
import { functionBundling, metricsNamespace, repoRoot } from './api';
import { acknowledge, nagArn } from './compliance';
import { deadLetterStatements, encryptedDeadLetters, logAndTraceStatements } from './worker';
import { portalKey } from './keys';
import type { LogsConstruct } from './logs';
import { privateBucketProps } from './private-bucket';

/** The members table's index by employer, which infra/resources/tables.ts must define. */
const membersByEmployerIndex = 'byEmployer';

/** The scheduled function's entry (lambdas/handlers/exports/write-exports.ts). */
export const exportsEntry = join(repoRoot, 'lambdas', 'handlers', 'exports', 'write-exports.ts');

/**
 * The tables an enrollment is read from (lambdas/exports/enrollment.ts), and how: the employer's
 * profile by key, its members through the members table's byEmployer index, each member's
 * dependents, member accounts and orders in the member's partition. The plans table is not read:
 * the orders hold the plan and carrier as authorized. The employers are listed from their
 * byAccountId index (lambdas/adapters/employer-ids.ts). Nothing is written to any table.
 */
export const exportTables = ['members', 'dependents', 'orders', 'employers'] as const;

/** Props of {@link ExportsConstruct}. */
export interface ExportsConstructProps {
  stage: StageConfig;
  logs: LogsConstruct;
  tables: Record<TableId, dynamodb.ITableV2>;
  tablesKey: kms.IKey;
}

/**
 * The operator exports (docs/operations.md, "Exports"): the private bucket the payroll and 834
 * files go to (its own customer-managed key, versioned, TLS only, no public access, access logs),
 * the function that writes a period's files for every employer (or the stage's configured ones),
 * and, when the stage configures one, the EventBridge Scheduler schedule that runs it.
 *
 * The 834 files carry SSNs: only this bucket, this function and operators with the bucket's key
 * ever hold them. The function's role holds one managed policy with exactly what it does: read the
 * tables an enrollment is read from, read and write the bucket's objects, use the two keys through
 * DynamoDB and S3, write its log group and its dead-letter queue. The schedule's role may only
 * invoke the function and write the same queue.
 *
 * A run is idempotent (lambdas/exports/delivery.ts): a re-run of a period writes the same objects
 * and no new version when nothing changed, so Lambda's and the schedule's retries are safe.
 *
 * @example
 * const exports = new ExportsConstruct(this, 'Exports', { stage, logs, tables: data.tables, tablesKey: data.key });
 */
export class ExportsConstruct extends Construct {
  readonly key: kms.Key;
  readonly bucket: s3.Bucket;
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly policy: iam.ManagedPolicy;
  readonly logGroup: logs.LogGroup;
  readonly deadLetters: sqs.Queue;
  readonly deadLettersKey: kms.Key;
  /** The schedule and the role it invokes the function with; only when the stage configures a schedule. */
  readonly schedule?: scheduler.CfnSchedule;
  readonly scheduleRole?: iam.Role;

  constructor(scope: Construct, id: string, props: ExportsConstructProps) {
    super(scope, id);
    const { stage, tables } = props;
    const stack = Stack.of(this);
    const region = stack.region;
    if (!tableDefinitions.members.globalSecondaryIndexes.some((i) => i.indexName === membersByEmployerIndex))
      throw new Error(`The exports read the members table's ${membersByEmployerIndex} index, which it lacks`);

    this.key = portalKey(this, 'ExportsKey', stage, 'the payroll and 834 enrollment exports');
    this.bucket = new s3.Bucket(
      this,
      'Bucket',
      // A file a later run replaced (the data changed) stays recoverable for 90 days.
      privateBucketProps(stage, {
        key: this.key,
        accessLogs: props.logs.bucket,
        logPrefix: 's3/exports/',
        keepReplacedFor: Duration.days(90),
      }),
    );
    acknowledge(this.bucket, [
      [
        'HIPAA.Security-S3BucketReplicationEnabled',
        'Every export is derived from the tables (point-in-time recovery) and can be written again for any period; versioning keeps replaced files 90 days, so a second-region copy of SSN-bearing files is not wanted.',
      ],
      [
        'cdk-validator-cfnguard::s3_event_notifications_enabled_check',
        'Nothing reacts to a new export: operators fetch the files by command and hand them to payroll and the carriers.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_object_lock_enabled_check',
        'A re-run of a period replaces its file in place when the enrollment changed; versioning keeps the replaced versions for 90 days instead of a write-once lock.',
      ],
    ]);

    const deadLetters = encryptedDeadLetters(
      this,
      stage,
      'the failed export runs',
      'This queue is the dead-letter queue of the export function and its schedule; nothing consumes it but an operator, who re-runs the period.',
    );
    this.deadLetters = deadLetters.queue;
    this.deadLettersKey = deadLetters.key;

    this.logGroup = props.logs.logGroup(this, 'Logs');
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `The scheduled exports of the ICHRA portal, stage ${stage.name}`,
    });
    this.policy = new iam.ManagedPolicy(this, 'Policy', {
      description: 'What the export function may do (infra/constructs/exports.ts)',
      roles: [this.role],
      statements: [
        ...logAndTraceStatements(this.logGroup),
        new iam.PolicyStatement({
          sid: 'EmployerProfiles',
          actions: ['dynamodb:GetItem'],
          resources: [tables.employers.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'EmployerList',
          actions: ['dynamodb:Scan'],
          resources: [`${tables.employers.tableArn}/index/${employerListIndex}`],
        }),
        new iam.PolicyStatement({
          sid: 'MembersOfEmployer',
          actions: ['dynamodb:Query'],
          resources: [`${tables.members.tableArn}/index/${membersByEmployerIndex}`],
        }),
        new iam.PolicyStatement({
          sid: 'MemberPartitions',
          actions: ['dynamodb:Query'],
          resources: [tables.dependents.tableArn, tables.orders.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'TablesKeyThroughDynamoDB',
          actions: ['kms:Decrypt', 'kms:DescribeKey'],
          resources: [props.tablesKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${region}.amazonaws.com` } },
        }),
        new iam.PolicyStatement({
          sid: 'ExportObjects',
          actions: ['s3:GetObject', 's3:PutObject'],
          resources: [this.bucket.arnForObjects('*')],
        }),
        // Without ListBucket, S3 answers a missing object 403 rather than 404, and a first run
        // could not tell "not written yet" from "not allowed".
        new iam.PolicyStatement({
          sid: 'ExportListing',
          actions: ['s3:ListBucket'],
          resources: [this.bucket.bucketArn],
        }),
        new iam.PolicyStatement({
          sid: 'ExportsKeyThroughS3',
          actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
          resources: [this.key.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` } },
        }),
        ...deadLetterStatements(deadLetters),
      ],
    });
    acknowledge(this.policy, [
      [
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permission; every other statement names its resources.',
      ],
      [
        `AwsSolutions-IAM5[Resource::${nagArn(this.bucket)}/*]`,
        'The function writes one object per employer, period and file into its own exports bucket; the keys are made at run time, so only the bucket can be named.',
      ],
    ]);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      entry: exportsEntry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // Every employer's enrollment read and its files written, one employer after another.
      timeout: Duration.minutes(10),
      role: this.role.withoutPolicyUpdates(),
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      // One run at a time: two runs of the same period would race on the same objects.
      reservedConcurrentExecutions: 1,
      // A failed run is retried by Lambda (it is idempotent), then kept in the dead-letter queue.
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      deadLetterQueueEnabled: true,
      deadLetterQueue: this.deadLetters,
      environment: {
        ...Object.fromEntries(exportTables.map((t) => [tableEnvName(t), tables[t].tableName])),
        [bucketEnvName('exports')]: this.bucket.bucketName,
        POWERTOOLS_SERVICE_NAME: 'ichra-exports',
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
      },
      bundling: functionBundling,
    });
    this.fn.node.addDependency(this.policy);
    acknowledge(this.fn, [
      [
        'HIPAA.Security-LambdaInsideVPC',
        'Reaches only DynamoDB and S3 through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
      [
        'cdk-validator-cfnguard::lambda_inside_vpc_check',
        'Reaches only DynamoDB and S3 through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
    ]);

    const expression = stage.exports?.schedule;
    if (expression) {
      this.scheduleRole = new iam.Role(this, 'ScheduleRole', {
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
        description: `The export schedule of the ICHRA portal, stage ${stage.name}`,
      });
      const schedulePolicy = new iam.ManagedPolicy(this, 'SchedulePolicy', {
        description: 'What the export schedule may do (infra/constructs/exports.ts)',
        roles: [this.scheduleRole],
        statements: [
          new iam.PolicyStatement({
            sid: 'InvokeExports',
            actions: ['lambda:InvokeFunction'],
            resources: [this.fn.functionArn],
          }),
          ...deadLetterStatements(deadLetters),
        ],
      });
      this.schedule = new scheduler.CfnSchedule(this, 'Schedule', {
        description: `The payroll and 834 files of the month the schedule fires in, stage ${stage.name} (docs/operations.md)`,
        scheduleExpression: expression,
        scheduleExpressionTimezone: 'UTC',
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: {
          arn: this.fn.functionArn,
          roleArn: this.scheduleRole.roleArn,
          // The handler takes the period from the time the schedule fired for, not from its own clock,
          // so a retried or late invocation still writes that period (lambdas/handlers/exports/).
          input: JSON.stringify({
            scheduledTime: scheduler.ContextAttribute.scheduledTime,
            ...(stage.exports?.employers && { employers: stage.exports.employers }),
          }),
          retryPolicy: { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 6 * 3600 },
          deadLetterConfig: { arn: this.deadLetters.queueArn },
        },
      });
      this.schedule.node.addDependency(schedulePolicy);
    }
  }
}
