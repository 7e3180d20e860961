/**
 * Observability of a stage: alarms on the API 5xx rate, every function's errors and throttles,
 * every table's throttled requests and failed authorizations, all to one encrypted SNS topic
 * (e-mailed to the stage's alarm address when it has one), and a dashboard per stage.
 */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { metricsNamespace } from '../../infra/constructs/api';
import { alarmThresholds, failedAuthorizationsMetric } from '../../infra/constructs/monitoring';
import { tableIds } from '../../infra/resources/tables';
import { families } from '../../shared/routes';
import { type Props, portal, propertiesOf } from './portal-fixture';

type Resource = { Type: string; Properties: Props };

function alarmsOf(name: 'dev' | 'prod'): Props[] {
  return Object.values(
    portal(name).template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>,
  ).map((r) => r.Properties);
}

/** The metrics an alarm reads, whether it has one metric or a math expression. */
function metricsOf(alarm: Props): Props[] {
  if (alarm.MetricName)
    return [{ Namespace: alarm.Namespace, MetricName: alarm.MetricName, Dimensions: alarm.Dimensions }];
  return (alarm.Metrics as Props[]).filter((m) => m.MetricStat).map((m) => ({ ...m.MetricStat.Metric }));
}

describe('alarms', () => {
  it('send every alarm to the stage alarm topic and nothing else', () => {
    // Prepare
    const { stack, logicalId } = portal('dev');
    // Act
    const alarms = alarmsOf('dev');
    // Assess
    // + the confirmation outbox: its dead-letter queue and its sender's errors; + the exports,
    // the console's mail sender and the daily reminder run: the same two each.
    expect(alarms).toHaveLength(2 + 2 * families.length + tableIds.length + 2 + 2 + 2 + 2);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions, alarm.AlarmDescription).toEqual([
        { Ref: logicalId(stack.monitoring.topic) },
      ]);
      expect(alarm.TreatMissingData).toBe('notBreaching');
    }
  });

  it('watch the API 5xx rate as a share of requests', () => {
    // Prepare
    const { stack, logicalId } = portal('dev');
    // Act
    const alarm = alarmsOf('dev').find((a) =>
      (a.Metrics as Props[] | undefined)?.some((m) => String(m.Expression).includes('errors / requests')),
    );
    // Assess
    expect(alarm).toBeDefined();
    expect(alarm?.Threshold).toBe(alarmThresholds.apiServerErrorPercent);
    const metrics = metricsOf(alarm as Props);
    expect(metrics.map((m) => m.MetricName).sort()).toEqual(['5xx', 'Count']);
    for (const m of metrics) {
      expect(m.Namespace).toBe('AWS/ApiGateway');
      expect(m.Dimensions).toContainEqual({ Name: 'ApiId', Value: { Ref: logicalId(stack.api.httpApi) } });
    }
  });

  it('watch errors and throttles of every function', () => {
    // Prepare
    const { stack, logicalId } = portal('dev');
    const alarms = alarmsOf('dev');
    for (const family of families) {
      const fn = { Ref: logicalId(stack.functions[family]) };
      for (const metricName of ['Errors', 'Throttles']) {
        // Act
        const found = alarms.filter(
          (a) =>
            a.Namespace === 'AWS/Lambda' &&
            a.MetricName === metricName &&
            JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: fn }]),
        );
        // Assess
        expect(found, `${family} ${metricName}`).toHaveLength(1);
        expect(found[0]?.Threshold).toBe(1);
      }
    }
  });

  it('watch read and write throttles of every table', () => {
    // Prepare
    const { stack, logicalId } = portal('dev');
    const alarms = alarmsOf('dev');
    for (const id of tableIds) {
      const table = { Name: 'TableName', Value: { Ref: logicalId(stack.data.tables[id]) } };
      // Act
      const found = alarms.filter((a) =>
        metricsOf(a).some(
          (m) => m.Namespace === 'AWS/DynamoDB' && JSON.stringify(m.Dimensions) === JSON.stringify([table]),
        ),
      );
      // Assess
      expect(found, id).toHaveLength(1);
      expect(
        metricsOf(found[0] as Props)
          .map((m) => m.MetricName)
          .sort(),
      ).toEqual(['ReadThrottleEvents', 'WriteThrottleEvents']);
    }
  });

  it('watch every queue of the stage (each a dead-letter queue) for a message, and every function for errors', () => {
    // Prepare
    const { template } = portal('dev');
    const alarms = alarmsOf('dev');
    const watched = (namespace: string, metricName: string, dimension: string) =>
      new Set(
        alarms
          .filter((a) => a.Namespace === namespace && a.MetricName === metricName)
          .map((a) => JSON.stringify((a.Dimensions as Props[]).find((d) => d.Name === dimension)?.Value)),
      );
    // Act
    const queues = Object.keys(template.findResources('AWS::SQS::Queue'));
    const functions = Object.keys(template.findResources('AWS::Lambda::Function'));
    const watchedQueues = watched('AWS/SQS', 'ApproximateNumberOfMessagesVisible', 'QueueName');
    const watchedFunctions = watched('AWS/Lambda', 'Errors', 'FunctionName');
    // Assess: the admin mail sender and the daily run were once left out.
    expect(queues.length).toBeGreaterThanOrEqual(4);
    for (const id of queues)
      expect(watchedQueues.has(JSON.stringify({ 'Fn::GetAtt': [id, 'QueueName'] })), id).toBe(true);
    // CDK's own deployment-time functions (ids starting `Custom`: bucket deployment, auto-delete) are not the portal's.
    const ours = functions.filter((id) => !id.startsWith('Custom'));
    expect(ours.length).toBeGreaterThanOrEqual(families.length + 4);
    for (const id of ours) expect(watchedFunctions.has(JSON.stringify({ Ref: id })), id).toBe(true);
  });

  it('count 401 and 403 answers from the API access log and alarm on failed authorizations', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      const namespace = metricsNamespace(loadStage(name));
      // Act + Assess
      template.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: { Ref: logicalId(stack.api.accessLogs) },
        FilterPattern: '{ ($.status = 401) || ($.status = 403) }',
        MetricTransformations: [
          {
            MetricNamespace: namespace,
            MetricName: failedAuthorizationsMetric,
            MetricValue: '1',
            DefaultValue: 0,
          },
        ],
      });
      const alarm = alarmsOf(name).find((a) => a.MetricName === failedAuthorizationsMetric);
      expect(alarm).toMatchObject({
        Namespace: namespace,
        Threshold: alarmThresholds.failedAuthorizations,
        Statistic: 'Sum',
        Period: 300,
      });
    }
  });
});

describe('alarm topic', () => {
  it('e-mails the prod alarm address and has no subscription on dev, which has none', () => {
    // Prepare
    const prod = portal('prod');
    const dev = portal('dev');
    // Act + Assess
    prod.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: loadStage('prod').alarmEmail,
      TopicArn: { Ref: prod.logicalId(prod.stack.monitoring.topic) },
    });
    expect(loadStage('dev').alarmEmail).toBeUndefined();
    dev.template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('refuses publishing without TLS', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const policies = Object.values(
      template.findResources('AWS::SNS::TopicPolicy') as Record<string, Resource>,
    );
    // Assess
    const own = policies.find(
      (p) =>
        JSON.stringify(p.Properties.Topics) === JSON.stringify([{ Ref: logicalId(stack.monitoring.topic) }]),
    );
    expect(own?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });
});

describe('dashboard', () => {
  it('exists per stage with the API, function, table, authorization and web ACL graphs', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      // Act
      const dashboard = propertiesOf(template, logicalId(stack.monitoring.dashboard));
      const body = JSON.stringify(dashboard.DashboardBody);
      // Assess
      expect(dashboard.DashboardName).toBe(`ichra-portal-${name}`);
      for (const title of [
        'API requests and 5xx',
        'API latency',
        'Failed authorizations',
        'Lambda errors',
        'Lambda throttles',
        'DynamoDB throttled requests',
        'Web ACL blocked requests',
      ]) {
        expect(body, title).toContain(title);
      }
    }
  });
});
