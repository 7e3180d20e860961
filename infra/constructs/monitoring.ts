import { Duration, Stack } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Family } from '../../shared/routes';
import type { StageConfig } from '../config/stages';
import type { TableId } from '../resources/tables';
import { metricsNamespace } from './api';
import type { FirewallConstruct } from './firewall';
import { managedRuleGroups } from './firewall';
import { portalKey } from './keys';
import { pascal } from './names';

/** When an alarm goes off. Counts are per 5 minutes. */
export const alarmThresholds = {
  /** Share of API requests answered 5xx, in percent, once there are at least `minRequests`. */
  apiServerErrorPercent: 5,
  minRequests: 20,
  /** Any Lambda error (a crash or timeout: the chain answers handled errors itself) or throttle. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** Any read or write throttled by DynamoDB. */
  dynamoThrottles: 1,
  /** Any confirmation e-mail whose stream record reached the dead-letter queue. */
  undeliveredConfirmations: 1,
  /** Any scheduled export run that failed after its retries. */
  failedExportRuns: 1,
  /** Any console e-mail (invitation, reminder, notice) whose stream record reached the dead-letter queue. */
  undeliveredAdminMail: 1,
  /** Any daily reminder run (reminders, notices, proof reminders) that failed after its retries. */
  failedReminderRuns: 1,
  /** 401 and 403 answers (rejected tokens, failed sign-ins, refused member ids): a credential-stuffing signal. */
  failedAuthorizations: 50,
} as const;

/** Name of the metric the access-log filter counts 401 and 403 answers into. */
export const failedAuthorizationsMetric = 'FailedAuthorizations';

/** Props of {@link MonitoringConstruct}. */
export interface MonitoringConstructProps {
  stage: StageConfig;
  httpStage: apigw.IHttpStage;
  accessLogs: logs.ILogGroup;
  functions: Record<Family, lambda.IFunction>;
  tables: Record<TableId, dynamodb.ITableV2>;
  firewall: FirewallConstruct;
  /** The confirmation outbox's sender and its dead-letter queue (docs/decisions/0022). */
  confirmationSender?: { fn: lambda.IFunction; deadLetters: sqs.IQueue };
  /** The scheduled export function and its dead-letter queue (infra/constructs/exports.ts). */
  exports?: { fn: lambda.IFunction; deadLetters: sqs.IQueue };
  /** The console's mail sender and its dead-letter queue (infra/constructs/admin-mail-sender.ts). */
  adminMailSender?: { fn: lambda.IFunction; deadLetters: sqs.IQueue };
  /** The daily reminder run and its dead-letter queue (infra/constructs/reminders.ts). */
  reminders?: { fn: lambda.IFunction; deadLetters: sqs.IQueue };
}

const period = Duration.minutes(5);

/**
 * Alarms and the dashboard of a stage. Every alarm notifies one SNS topic (encrypted, TLS only),
 * which e-mails the stage's alarm address when it has one: the API's 5xx rate, each function's
 * errors and throttles, each table's throttled requests, and failed authorizations counted from
 * the API access log (JWT authorizer rejections never reach a function, so only that log sees
 * them).
 *
 * @example
 * new MonitoringConstruct(this, 'Monitoring', { stage, httpStage: api.stage, accessLogs: api.accessLogs, functions, tables, firewall: web.firewall });
 */
export class MonitoringConstruct extends Construct {
  readonly topic: sns.Topic;
  readonly key: kms.Key;
  readonly dashboard: cloudwatch.Dashboard;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringConstructProps) {
    super(scope, id);
    const { stage } = props;
    const namespace = metricsNamespace(stage);

    this.key = portalKey(this, 'AlarmTopicKey', stage, 'the alarm topic');
    // CloudWatch publishes alarms to the encrypted topic only if it may use the key, and only for this account's alarms.
    this.key.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsOfThisAccount',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `ICHRA portal ${stage.name} alarms`,
      masterKey: this.key,
      enforceSSL: true,
    });
    if (stage.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(stage.alarmEmail));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (
      alarmId: string,
      props: cloudwatch.CreateAlarmOptions & { metric: cloudwatch.Metric | cloudwatch.MathExpression },
    ): cloudwatch.Alarm => {
      const created = props.metric.createAlarm(this, alarmId, {
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...props,
      });
      created.addAlarmAction(notify);
      this.alarms.push(created);
      return created;
    };

    // API 5xx rate.
    const requests = props.httpStage.metricCount({ period, statistic: 'Sum' });
    const serverErrors = props.httpStage.metricServerError({ period, statistic: 'Sum' });
    const serverErrorRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${alarmThresholds.minRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      label: 'API 5xx (%)',
      period,
    });
    alarm('ApiServerErrorRate', {
      metric: serverErrorRate,
      alarmDescription: `More than ${alarmThresholds.apiServerErrorPercent}% of API requests answered 5xx (stage ${stage.name}).`,
      threshold: alarmThresholds.apiServerErrorPercent,
      evaluationPeriods: 3,
      datapointsToAlarm: 2,
    });

    // Failed authorizations, from the access log.
    new logs.MetricFilter(this, 'FailedAuthorizationsFilter', {
      logGroup: props.accessLogs,
      filterPattern: logs.FilterPattern.any(
        logs.FilterPattern.numberValue('$.status', '=', 401),
        logs.FilterPattern.numberValue('$.status', '=', 403),
      ),
      metricNamespace: namespace,
      metricName: failedAuthorizationsMetric,
      metricValue: '1',
      defaultValue: 0,
    });
    const failedAuthorizations = new cloudwatch.Metric({
      namespace,
      metricName: failedAuthorizationsMetric,
      period,
      statistic: 'Sum',
    });
    alarm('FailedAuthorizations', {
      metric: failedAuthorizations,
      alarmDescription: `At least ${alarmThresholds.failedAuthorizations} answers 401 or 403 in 5 minutes (stage ${stage.name}): rejected tokens or failed sign-ins.`,
      threshold: alarmThresholds.failedAuthorizations,
      evaluationPeriods: 1,
    });

    // Each function's errors and throttles.
    for (const [family, fn] of Object.entries(props.functions) as [Family, lambda.IFunction][]) {
      const name = pascal(family);
      alarm(`${name}Errors`, {
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        alarmDescription: `The ${family} function failed (crash or timeout) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaErrors,
        evaluationPeriods: 1,
      });
      alarm(`${name}Throttles`, {
        metric: fn.metricThrottles({ period, statistic: 'Sum' }),
        alarmDescription: `The ${family} function was throttled (reserved concurrency reached) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaThrottles,
        evaluationPeriods: 1,
      });
    }

    // The confirmation outbox: a record in the dead-letter queue is an e-mail not (or not surely) sent.
    if (props.confirmationSender) {
      const { fn, deadLetters } = props.confirmationSender;
      alarm('UndeliveredConfirmations', {
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        alarmDescription: `A confirmation e-mail is in the dead-letter queue in stage ${stage.name}: it was not sent, or its sender stopped before recording it (docs/operations.md, docs/decisions/0022).`,
        threshold: alarmThresholds.undeliveredConfirmations,
        evaluationPeriods: 1,
      });
      alarm('ConfirmationSenderErrors', {
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        alarmDescription: `The confirmation sender failed (crash or timeout) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaErrors,
        evaluationPeriods: 1,
      });
    }

    // The scheduled exports: a run that failed after its retries leaves its event in the queue.
    if (props.exports) {
      const { fn, deadLetters } = props.exports;
      alarm('FailedExportRuns', {
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        alarmDescription: `An export run failed after its retries in stage ${stage.name}: its period's files may be missing; re-run it (docs/operations.md, "Exports").`,
        threshold: alarmThresholds.failedExportRuns,
        evaluationPeriods: 1,
      });
      alarm('ExportErrors', {
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        alarmDescription: `The export function failed (crash or timeout) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaErrors,
        evaluationPeriods: 1,
      });
    }

    // The console's e-mails: a record in the dead-letter queue is an invitation, reminder or notice not (or not surely) sent.
    if (props.adminMailSender) {
      const { fn, deadLetters } = props.adminMailSender;
      alarm('UndeliveredAdminMail', {
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        alarmDescription: `A console e-mail (invitation, reminder or notice) is in the dead-letter queue in stage ${stage.name}: it was not sent, or its sender stopped before recording it (docs/operations.md).`,
        threshold: alarmThresholds.undeliveredAdminMail,
        evaluationPeriods: 1,
      });
      alarm('AdminMailSenderErrors', {
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        alarmDescription: `The console's mail sender failed (crash or timeout) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaErrors,
        evaluationPeriods: 1,
      });
    }

    // The daily run (reminders, notices, proof reminders): a run that failed after its retries leaves its event in the queue.
    if (props.reminders) {
      const { fn, deadLetters } = props.reminders;
      alarm('FailedReminderRuns', {
        metric: deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        alarmDescription: `A daily reminder run failed after its retries in stage ${stage.name}: that day's reminders, notices or proof reminders may not be queued; run it again (docs/operations.md).`,
        threshold: alarmThresholds.failedReminderRuns,
        evaluationPeriods: 1,
      });
      alarm('ReminderRunErrors', {
        metric: fn.metricErrors({ period, statistic: 'Sum' }),
        alarmDescription: `The daily reminder run failed (crash or timeout) in stage ${stage.name}.`,
        threshold: alarmThresholds.lambdaErrors,
        evaluationPeriods: 1,
      });
    }

    // Each table's throttled reads and writes.
    const throttles: Record<string, cloudwatch.IMetric> = {};
    for (const [tableId, table] of Object.entries(props.tables) as [TableId, dynamodb.ITableV2][]) {
      const metric = (metricName: string) =>
        new cloudwatch.Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: table.tableName },
          period,
          statistic: 'Sum',
        });
      // Ids unique per table: the dashboard graphs every table's expression together.
      const idPart = tableId.replace(/[^A-Za-z0-9]/g, '_');
      const throttled = new cloudwatch.MathExpression({
        expression: `FILL(reads_${idPart}, 0) + FILL(writes_${idPart}, 0)`,
        usingMetrics: {
          [`reads_${idPart}`]: metric('ReadThrottleEvents'),
          [`writes_${idPart}`]: metric('WriteThrottleEvents'),
        },
        label: `${tableId} throttled`,
        period,
      });
      throttles[tableId] = throttled;
      alarm(`Table${pascal(tableId)}Throttles`, {
        metric: throttled,
        alarmDescription: `DynamoDB throttled reads or writes of the ${tableId} table in stage ${stage.name}.`,
        threshold: alarmThresholds.dynamoThrottles,
        evaluationPeriods: 1,
      });
    }

    this.dashboard = this.buildDashboard(props, {
      requests,
      serverErrors,
      serverErrorRate,
      failedAuthorizations,
      throttles,
    });
  }

  private buildDashboard(
    props: MonitoringConstructProps,
    m: {
      requests: cloudwatch.IMetric;
      serverErrors: cloudwatch.IMetric;
      serverErrorRate: cloudwatch.IMetric;
      failedAuthorizations: cloudwatch.IMetric;
      throttles: Record<string, cloudwatch.IMetric>;
    },
  ): cloudwatch.Dashboard {
    const fns = Object.entries(props.functions) as [Family, lambda.IFunction][];
    const perFunction = (pick: (fn: lambda.IFunction) => cloudwatch.Metric, label: string) =>
      fns.map(([family, fn]) => pick(fn).with({ label: `${family} ${label}` }));
    const outcome = (metricName: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('{${metricsNamespace(props.stage)},service} MetricName="${metricName}"', 'Sum', 300)`,
        label: metricName,
        period,
      });
    const waf = (rule: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.firewall.webAcl.name ?? '', Rule: rule },
        period,
        statistic: 'Sum',
        label: rule,
      });

    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `ichra-portal-${props.stage.name}`,
      defaultInterval: Duration.hours(6),
    });
    dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown: `# ICHRA portal, stage ${props.stage.name}\nAlarms go to the SNS topic ${this.topic.topicName}; see docs/operations.md.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and 5xx',
        left: [m.requests, m.serverErrors],
        right: [m.serverErrorRate],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'API latency (ms)',
        left: [
          props.httpStage.metricLatency({ period, statistic: 'p50' }),
          props.httpStage.metricLatency({ period, statistic: 'p99' }),
        ],
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Failed authorizations (401/403)',
        left: [m.failedAuthorizations],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda errors',
        left: perFunction((fn) => fn.metricErrors({ period, statistic: 'Sum' }), 'errors'),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda throttles',
        left: perFunction((fn) => fn.metricThrottles({ period, statistic: 'Sum' }), 'throttles'),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Lambda duration p99 (ms)',
        left: perFunction((fn) => fn.metricDuration({ period, statistic: 'p99' }), 'p99'),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Requests by outcome (handlers)',
        left: ['RequestSucceeded', 'RequestRefused', 'AuthorizationFailed', 'RequestFailed'].map(outcome),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttled requests',
        left: Object.values(m.throttles),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Web ACL blocked requests',
        left: [...managedRuleGroups, props.firewall.rateRuleName].map(waf),
        width: 8,
      }),
    );
    return dashboard;
  }
}
