/**
 * The confirmation outbox in the template (docs/decisions/0022-confirmation-outbox.md): the orders
 * table's stream, the sender function fed by it (filtered to inserted outbox items, retried,
 * failures to an encrypted dead-letter queue), its least-privilege role, and the alarm on the queue.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { confirmationOutboxFilter, confirmationOutboxRetries } from '../../infra/resources/tables';
import { portal, propertiesOf, type Props } from './portal-fixture';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Sid?: string };

describe('the confirmation outbox', () => {
  it('gives the orders table a NEW_IMAGE stream, and no other table but the admin table (its own outbox)', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Assess
    for (const [id, table] of Object.entries(stack.data.tables)) {
      const props = propertiesOf(template, logicalId(table));
      expect(props.StreamSpecification, id).toEqual(
        id === 'orders' || id === 'admin' ? { StreamViewType: 'NEW_IMAGE' } : undefined,
      );
    }
  });

  it('feeds the sender from that stream, filtered to inserted outbox items, with retries and a dead-letter queue', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Assess
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(stack.confirmationSender.fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.tables.orders), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      MaximumRetryAttempts: confirmationOutboxRetries.retryAttempts,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(confirmationOutboxFilter) }] },
      DestinationConfig: {
        OnFailure: {
          Destination: { 'Fn::GetAtt': [logicalId(stack.confirmationSender.deadLetters), 'Arn'] },
        },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      KmsMasterKeyId: { 'Fn::GetAtt': [logicalId(stack.confirmationSender.deadLettersKey), 'Arn'] },
    });
  });

  it("the sender's role allows exactly the stream, the outbox items, SES as the sender and the queue", () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const from = loadStage('dev').fromEmail;
    // Act
    const roleId = logicalId(stack.confirmationSender.role);
    const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Props }>;
    const attached = Object.values(resources).filter(
      (r) =>
        (r.Type === 'AWS::IAM::ManagedPolicy' || r.Type === 'AWS::IAM::Policy') &&
        JSON.stringify(r.Properties.Roles ?? []).includes(`"${roleId}"`),
    );
    const statements = attached.flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
    const bySid = Object.fromEntries(
      statements.map((s) => [s.Sid, [...(Array.isArray(s.Action) ? s.Action : [s.Action])].sort()]),
    );
    // Assess
    expect(attached).toHaveLength(1);
    expect(resources[roleId]?.Properties.Policies).toBeUndefined();
    expect(bySid).toEqual({
      OwnLogGroup: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      XRayTraces: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
      OrdersStream: [
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
      ],
      OutboxItems: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
      TablesKeyThroughDynamoDB: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
      SendAsPortalSender: ['ses:SendEmail'],
      DeadLetters: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
      DeadLettersKeyThroughSqs: ['kms:Decrypt', 'kms:GenerateDataKey'],
    });
    const ses = statements.find((s) => s.Sid === 'SendAsPortalSender') as Statement & { Condition: unknown };
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': from } });
    expect(statements.find((s) => s.Sid === 'OutboxItems')?.Resource).toEqual({
      'Fn::GetAtt': [logicalId(stack.data.tables.orders), 'Arn'],
    });
  });

  it('alarms on any record in the dead-letter queue, to the stage topic', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Assess
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: { 'Fn::GetAtt': [logicalId(stack.confirmationSender.deadLetters), 'QueueName'] },
        },
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(stack.monitoring.topic) }],
      TreatMissingData: Match.anyValue(),
    });
  });
});
