import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEFAULT_REMINDER_DAYS } from '../../lambdas/admin/reminder-run';
import { employerListIndex } from '../../lambdas/adapters/employer-ids';
import type { StageConfig } from '../config/stages';
import { tableEnvName, tables as tableDefinitions, type TableId } from '../resources/tables';
import { functionBundling, metricsNamespace, repoRoot } from './api';
import { acknowledge } from './compliance';
import type { LogsConstruct } from './logs';
import { deadLetterStatements, encryptedDeadLetters, logAndTraceStatements } from './worker';

/** The scheduled function's entry (lambdas/handlers/reminders/send-reminders.ts). */
export const remindersEntry = join(repoRoot, 'lambdas', 'handlers', 'reminders', 'send-reminders.ts');

/** The byEmployer index of the members and orders tables, which infra/resources/tables.ts must define. */
const byEmployer = 'byEmployer';

/**
 * The tables a run reads and writes (lambdas/admin/reminder-run.ts): the employers (listed from
 * their byAccountId index, each profile by key); the members of an employer and their languages
 * (the members' byEmployer index) and their member accounts of the plan year (the orders' byEmployer
 * index, and by key for an account written before the index); the admin table's windows, census,
 * reminder marks, outbox and activity log; for the ICHRA notice (lambdas/admin/notice-run.ts), the
 * employer's class policies and contacts, the stored yearly figures (plans table), and its sent marks;
 * for the proof of coverage reminders (lambdas/admin/proof-reminders.ts), the admin table's proofs
 * and proof reminder marks (the same Query, UpdateItem and PutItem on the admin table).
 */
export const reminderTables = [
  'employers',
  'members',
  'orders',
  'admin',
  // The ICHRA notice's yearly figures (lambdas/admin/notice-run.ts): the operator's, beside the built-in.
  'plans',
] as const satisfies readonly TableId[];

/** Props of {@link RemindersConstruct}. */
export interface RemindersConstructProps {
  stage: StageConfig;
  logs: LogsConstruct;
  tables: Record<TableId, dynamodb.ITableV2>;
  tablesKey: kms.IKey;
}

/**
 * The scheduled reminders (docs/operations.md, "Enrollment windows and reminders"): the function
 * that, for one day, reminds each employer's employees who have not authorized when the employer's
 * enrollment window closes in one of the reminder days, and, when the stage configures one, the
 * EventBridge Scheduler schedule that runs it daily with the stage's days.
 *
 * The function only queues: each reminder is an outbox item of the admin table, which the admin
 * mail sender (admin-mail-sender.ts) sends once, so this function sends no e-mail. Its role holds
 * one managed policy with exactly what it does: read the employers (by key, and the profile
 * index by Scan), query the members' and orders' byEmployer indexes and read accounts by key,
 * query and read the admin table and put and update its items (the reminder marks and outbox
 * items, in transactions whose items' actions are what IAM checks, and the activity log), use the
 * tables' key through DynamoDB, write its log group and its dead-letter queue. The schedule's role
 * may only invoke the function and write the same queue.
 *
 * A run is idempotent (the 48-hour mark and the outbox item's key), so Lambda's and the
 * schedule's retries are safe.
 *
 * @example
 * new RemindersConstruct(this, 'Reminders', { stage, logs, tables: data.tables, tablesKey: data.key });
 */
export class RemindersConstruct extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly policy: iam.ManagedPolicy;
  readonly logGroup: logs.LogGroup;
  readonly deadLetters: sqs.Queue;
  readonly deadLettersKey: kms.Key;
  /** The schedule and the role it invokes the function with; only when the stage configures a schedule. */
  readonly schedule?: scheduler.CfnSchedule;
  readonly scheduleRole?: iam.Role;

  constructor(scope: Construct, id: string, props: RemindersConstructProps) {
    super(scope, id);
    const { stage, tables } = props;
    const stack = Stack.of(this);
    for (const t of ['members', 'orders'] as const)
      if (!tableDefinitions[t].globalSecondaryIndexes.some((i) => i.indexName === byEmployer))
        throw new Error(`The reminders read the ${t} table's ${byEmployer} index, which it lacks`);

    const deadLetters = encryptedDeadLetters(
      this,
      stage,
      'the failed reminder runs',
      'This queue is the dead-letter queue of the reminder function and its schedule; nothing consumes it but an operator, who runs the day again (npm run ops -- reminders run --date).',
    );
    this.deadLetters = deadLetters.queue;
    this.deadLettersKey = deadLetters.key;

    this.logGroup = props.logs.logGroup(this, 'Logs');
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `The scheduled enrollment reminders of the ICHRA portal, stage ${stage.name}`,
    });
    this.policy = new iam.ManagedPolicy(this, 'Policy', {
      description: 'What the reminder function may do (infra/constructs/reminders.ts)',
      roles: [this.role],
      statements: [
        ...logAndTraceStatements(this.logGroup),
        new iam.PolicyStatement({
          // Profiles by key; an employer's class policies and contacts (its partition) for the ICHRA notice.
          sid: 'EmployerProfiles',
          actions: ['dynamodb:GetItem', 'dynamodb:Query'],
          resources: [tables.employers.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'PlanYearFigures',
          actions: ['dynamodb:Query'],
          resources: [tables.plans.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'EmployerList',
          actions: ['dynamodb:Scan'],
          resources: [`${tables.employers.tableArn}/index/${employerListIndex}`],
        }),
        new iam.PolicyStatement({
          sid: 'EmployeesOfEmployer',
          actions: ['dynamodb:Query'],
          resources: [
            `${tables.members.tableArn}/index/${byEmployer}`,
            `${tables.orders.tableArn}/index/${byEmployer}`,
          ],
        }),
        new iam.PolicyStatement({
          sid: 'AccountsByKey',
          actions: ['dynamodb:BatchGetItem'],
          resources: [tables.orders.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'WindowsMarksOutboxActivity',
          actions: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
          resources: [tables.admin.tableArn],
        }),
        new iam.PolicyStatement({
          sid: 'TablesKeyThroughDynamoDB',
          actions: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
          resources: [props.tablesKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${stack.region}.amazonaws.com` } },
        }),
        ...deadLetterStatements(deadLetters),
      ],
    });
    acknowledge(this.policy, [
      [
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permission; every other statement names its resources.',
      ],
    ]);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      entry: remindersEntry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      // Every employer's roster read and its reminders queued, one employer after another.
      timeout: Duration.minutes(10),
      role: this.role.withoutPolicyUpdates(),
      logGroup: this.logGroup,
      tracing: lambda.Tracing.ACTIVE,
      // One run at a time: two runs of the same day would only race to the same marks.
      reservedConcurrentExecutions: 1,
      retryAttempts: 2,
      maxEventAge: Duration.hours(6),
      deadLetterQueueEnabled: true,
      deadLetterQueue: this.deadLetters,
      environment: {
        ...Object.fromEntries(reminderTables.map((t) => [tableEnvName(t), tables[t].tableName])),
        POWERTOOLS_SERVICE_NAME: 'ichra-reminders',
        // Its runs are in the employers' activity logs, kept as the stage says.
        ADMIN_ACTIVITY_RETENTION_DAYS: String(stage.adminActivityRetentionDays),
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
      },
      bundling: functionBundling,
    });
    this.fn.node.addDependency(this.policy);
    acknowledge(this.fn, [
      [
        'HIPAA.Security-LambdaInsideVPC',
        'Reaches only DynamoDB through its IAM-authorized TLS endpoint; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
      [
        'cdk-validator-cfnguard::lambda_inside_vpc_check',
        'Reaches only DynamoDB through its IAM-authorized TLS endpoint; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
      ],
    ]);

    const expression = stage.reminders?.schedule;
    if (expression) {
      this.scheduleRole = new iam.Role(this, 'ScheduleRole', {
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': stack.account } },
        }),
        description: `The reminder schedule of the ICHRA portal, stage ${stage.name}`,
      });
      const schedulePolicy = new iam.ManagedPolicy(this, 'SchedulePolicy', {
        description: 'What the reminder schedule may do (infra/constructs/reminders.ts)',
        roles: [this.scheduleRole],
        statements: [
          new iam.PolicyStatement({
            sid: 'InvokeReminders',
            actions: ['lambda:InvokeFunction'],
            resources: [this.fn.functionArn],
          }),
          ...deadLetterStatements(deadLetters),
        ],
      });
      this.schedule = new scheduler.CfnSchedule(this, 'Schedule', {
        description: `The enrollment reminders of the day the schedule fires on, stage ${stage.name} (docs/operations.md)`,
        scheduleExpression: expression,
        scheduleExpressionTimezone: 'UTC',
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: {
          arn: this.fn.functionArn,
          roleArn: this.scheduleRole.roleArn,
          // The handler takes the day from the time the schedule fired for, not from its own clock,
          // so a retried or late invocation still reminds for that day.
          input: JSON.stringify({
            scheduledTime: scheduler.ContextAttribute.scheduledTime,
            days: stage.reminders?.days ?? DEFAULT_REMINDER_DAYS,
            ...(stage.reminders?.employers && { employerDays: stage.reminders.employers }),
          }),
          retryPolicy: { maximumRetryAttempts: 10, maximumEventAgeInSeconds: 6 * 3600 },
          deadLetterConfig: { arn: this.deadLetters.queueArn },
        },
      });
      this.schedule.node.addDependency(schedulePolicy);
    }
  }
}
