/**
 * The admin table's outbox in the template (the census's invitations): the admin mail sender fed
 * by the admin table's stream (filtered to inserted outbox items, retried, failures to an encrypted
 * dead-letter queue), and its least-privilege role.
 */
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { adminOutboxFilter, confirmationOutboxRetries } from '../../infra/resources/tables';
import { portal, type Props } from './portal-fixture';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Sid?: string };

describe('the admin mail sender', () => {
  it('is fed by the admin table stream, filtered to inserted outbox items, with retries and a dead-letter queue', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Assess
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalId(stack.adminMailSender.fn) },
      EventSourceArn: { 'Fn::GetAtt': [logicalId(stack.data.tables.admin), 'StreamArn'] },
      StartingPosition: 'TRIM_HORIZON',
      MaximumRetryAttempts: confirmationOutboxRetries.retryAttempts,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      FilterCriteria: { Filters: [{ Pattern: JSON.stringify(adminOutboxFilter) }] },
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(stack.adminMailSender.deadLetters), 'Arn'] } },
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      KmsMasterKeyId: { 'Fn::GetAtt': [logicalId(stack.adminMailSender.deadLettersKey), 'Arn'] },
    });
  });

  it("the sender's role allows exactly the stream, the admin table's items, SES as the sender and the queue", () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const from = loadStage('dev').fromEmail;
    // Act
    const roleId = logicalId(stack.adminMailSender.role);
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
    expect(bySid).toEqual({
      OwnLogGroup: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      XRayTraces: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
      AdminStream: [
        'dynamodb:DescribeStream',
        'dynamodb:GetRecords',
        'dynamodb:GetShardIterator',
        'dynamodb:ListStreams',
      ],
      OutboxAndInvitationItems: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
      TablesKeyThroughDynamoDB: ['kms:Decrypt', 'kms:DescribeKey', 'kms:Encrypt', 'kms:GenerateDataKey'],
      SendAsPortalSender: ['ses:SendEmail'],
      DeadLetters: ['sqs:GetQueueAttributes', 'sqs:GetQueueUrl', 'sqs:SendMessage'],
      DeadLettersKeyThroughSqs: ['kms:Decrypt', 'kms:GenerateDataKey'],
    });
    const ses = statements.find((s) => s.Sid === 'SendAsPortalSender') as Statement & { Condition: unknown };
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': from } });
    expect(statements.find((s) => s.Sid === 'OutboxAndInvitationItems')?.Resource).toEqual({
      'Fn::GetAtt': [logicalId(stack.data.tables.admin), 'Arn'],
    });
  });
});
