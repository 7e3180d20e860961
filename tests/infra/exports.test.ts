/**
 * The exports in the template (infra/constructs/exports.ts): the exports bucket (its own KMS key,
 * versioned, no public access, TLS only, access logs, kept on prod), the function that writes a
 * period's files with its least-privilege role, and the EventBridge Scheduler schedule, present
 * only on a stage that configures one (prod) and absent on dev.
 */
import { describe, expect, it } from 'vitest';
import { loadStage, parseStage } from '../../infra/config/stages';
import { bucketEnvName } from '../../infra/resources/buckets';
import { tableEnvName } from '../../infra/resources/tables';
import { type Built, type Props, buildPortal, portal, propertiesOf } from './portal-fixture';

type Resource = { Type: string; Properties: Props; DeletionPolicy?: string };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Sid?: string;
  Condition?: Props;
};

const arnOf = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });
const actionsOf = (s: Statement) => [...(Array.isArray(s.Action) ? s.Action : [s.Action])].sort();

/** The role's trust policy, and the statements of every policy attached to it. */
function roleOf(built: Built, roleId: string) {
  const resources = built.template.toJSON().Resources as Record<string, Resource>;
  const attached = Object.values(resources).filter(
    (r) =>
      (r.Type === 'AWS::IAM::ManagedPolicy' || r.Type === 'AWS::IAM::Policy') &&
      JSON.stringify(r.Properties.Roles ?? []).includes(`"${roleId}"`),
  );
  return {
    role: resources[roleId] as Resource,
    attached,
    statements: attached.flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]),
  };
}

/** The schedules that invoke the export function (the stage has others: the reminders'). */
const schedulesOf = (built: Built) =>
  Object.values(built.template.findResources('AWS::Scheduler::Schedule') as Record<string, Resource>).filter(
    (r) =>
      JSON.stringify(r.Properties.Target?.Arn) ===
      JSON.stringify(arnOf(built.logicalId(built.stack.exports.fn))),
  );

describe('the exports bucket', () => {
  it('is encrypted with its own rotated customer-managed key, with an S3 bucket key', () => {
    // Prepare
    const { stack, template, logicalId } = portal('prod');
    // Act
    const bucket = propertiesOf(template, logicalId(stack.exports.bucket));
    const key = propertiesOf(template, logicalId(stack.exports.key));
    // Assess
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      {
        BucketKeyEnabled: true,
        ServerSideEncryptionByDefault: {
          SSEAlgorithm: 'aws:kms',
          KMSMasterKeyID: arnOf(logicalId(stack.exports.key)),
        },
      },
    ]);
    expect(key.EnableKeyRotation).toBe(true);
    // Its own key: none of the other buckets or tables uses it.
    for (const other of [stack.assets.key, stack.web.key, stack.data.key, stack.logs.key])
      expect(logicalId(other)).not.toBe(logicalId(stack.exports.key));
  });

  it('is versioned, blocks every kind of public access, refuses plain http and logs its accesses', () => {
    // Prepare
    const { stack, template, logicalId } = portal('prod');
    const id = logicalId(stack.exports.bucket);
    // Act
    const bucket = propertiesOf(template, id);
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy') as Record<string, Resource>,
    )
      .filter((p) => p.Properties.Bucket?.Ref === id)
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    // Assess
    expect(bucket.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.OwnershipControls).toEqual({ Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] });
    expect(policies).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    expect(bucket.LoggingConfiguration).toEqual({
      DestinationBucketName: { Ref: logicalId(stack.logs.bucket) },
      LogFilePrefix: 's3/exports/',
    });
  });

  it('is kept, with its key, when a prod stack is deleted, and goes with a dev stack', () => {
    for (const [name, policy] of [
      ['prod', 'Retain'],
      ['dev', 'Delete'],
    ] as const) {
      // Prepare
      const built = portal(name);
      const resources = built.template.toJSON().Resources as Record<string, Resource>;
      // Assess
      expect(resources[built.logicalId(built.stack.exports.bucket)]?.DeletionPolicy, name).toBe(policy);
      expect(resources[built.logicalId(built.stack.exports.key)]?.DeletionPolicy, name).toBe(policy);
    }
  });

  it('is named in the stack outputs, where the operator CLI finds it', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const outputs = template.findOutputs('ExportsBucketName') as Record<string, { Value: unknown }>;
    // Assess
    expect(outputs.ExportsBucketName?.Value).toEqual({ Ref: logicalId(stack.exports.bucket) });
  });
});

describe('the export function', () => {
  it('gets the tables it reads and the exports bucket, runs one at a time, and keeps failed runs in its encrypted dead-letter queue', () => {
    // Prepare
    const { stack, template, logicalId } = portal('prod');
    // Act
    const fn = propertiesOf(template, logicalId(stack.exports.fn));
    // Assess
    const vars = fn.Environment.Variables as Record<string, unknown>;
    expect(vars).toEqual({
      [tableEnvName('members')]: { Ref: logicalId(stack.data.tables.members) },
      [tableEnvName('dependents')]: { Ref: logicalId(stack.data.tables.dependents) },
      [tableEnvName('orders')]: { Ref: logicalId(stack.data.tables.orders) },
      [tableEnvName('employers')]: { Ref: logicalId(stack.data.tables.employers) },
      [bucketEnvName('exports')]: { Ref: logicalId(stack.exports.bucket) },
      POWERTOOLS_SERVICE_NAME: 'ichra-exports',
      POWERTOOLS_METRICS_NAMESPACE: 'IchraPortal/prod',
    });
    expect(fn.ReservedConcurrentExecutions).toBe(1);
    expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
    expect(fn.DeadLetterConfig).toEqual({ TargetArn: arnOf(logicalId(stack.exports.deadLetters)) });
    expect(propertiesOf(template, logicalId(stack.exports.deadLetters)).KmsMasterKeyId).toEqual(
      arnOf(logicalId(stack.exports.deadLettersKey)),
    );
  });

  it("its role allows exactly reading the enrollment's tables, the bucket objects and listing, the two keys through their services, its logs and its queue", () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    // Act
    const { role, attached, statements } = roleOf(built, logicalId(stack.exports.role));
    const bySid = Object.fromEntries(statements.map((s) => [s.Sid, actionsOf(s)]));
    const resourceOf = (sid: string) => statements.find((s) => s.Sid === sid)?.Resource;
    // Assess
    expect(attached.map((r) => r.Type)).toEqual(['AWS::IAM::ManagedPolicy']);
    expect(role.Properties.Policies).toBeUndefined();
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'lambda.amazonaws.com' } },
    ]);
    expect(bySid).toEqual({
      OwnLogGroup: ['logs:CreateLogStream', 'logs:PutLogEvents'],
      XRayTraces: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'],
      EmployerProfiles: ['dynamodb:GetItem'],
      EmployerList: ['dynamodb:Scan'],
      MembersOfEmployer: ['dynamodb:Query'],
      MemberPartitions: ['dynamodb:Query'],
      TablesKeyThroughDynamoDB: ['kms:Decrypt', 'kms:DescribeKey'],
      ExportObjects: ['s3:GetObject', 's3:PutObject'],
      ExportListing: ['s3:ListBucket'],
      ExportsKeyThroughS3: ['kms:Decrypt', 'kms:GenerateDataKey'],
      DeadLetters: ['sqs:SendMessage'],
      DeadLettersKeyThroughSqs: ['kms:Decrypt', 'kms:GenerateDataKey'],
    });
    // Reads only: no write to any table, no Scan but of the employers' profile index, no plans table.
    expect(
      statements.flatMap(actionsOf).filter((a) => /dynamodb:(Put|Update|Delete|BatchWrite)/.test(a)),
    ).toEqual([]);
    const tableArn = (id: keyof typeof stack.data.tables) => arnOf(logicalId(stack.data.tables[id]));
    const indexArn = (id: keyof typeof stack.data.tables, index: string) => ({
      'Fn::Join': ['', [tableArn(id), `/index/${index}`]],
    });
    expect(resourceOf('EmployerProfiles')).toEqual(tableArn('employers'));
    expect(resourceOf('EmployerList')).toEqual(indexArn('employers', 'byAccountId'));
    expect(resourceOf('MembersOfEmployer')).toEqual(indexArn('members', 'byEmployer'));
    expect(resourceOf('MemberPartitions')).toEqual([tableArn('dependents'), tableArn('orders')]);
    expect(JSON.stringify(statements)).not.toContain(logicalId(stack.data.tables.plans));
    expect(resourceOf('ExportObjects')).toEqual({
      'Fn::Join': ['', [arnOf(logicalId(stack.exports.bucket)), '/*']],
    });
    expect(resourceOf('ExportsKeyThroughS3')).toEqual(arnOf(logicalId(stack.exports.key)));
    expect(statements.find((s) => s.Sid === 'ExportsKeyThroughS3')?.Condition).toEqual({
      StringEquals: { 'kms:ViaService': 's3.us-east-1.amazonaws.com' },
    });
    expect(propertiesOf(built.template, logicalId(stack.exports.fn)).Role).toEqual(
      arnOf(logicalId(stack.exports.role)),
    );
  });
});

describe('the export schedule', () => {
  it('runs on prod at the configured time, in UTC, with the time it fired for, retries and a dead-letter queue', () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    // Act
    const schedules = schedulesOf(built);
    // Assess
    expect(loadStage('prod').exports?.schedule).toBe('cron(0 6 1 * ? *)');
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]?.Properties as Props;
    expect(schedule.ScheduleExpression).toBe('cron(0 6 1 * ? *)');
    expect(schedule.ScheduleExpressionTimezone).toBe('UTC');
    expect(schedule.State).toBe('ENABLED');
    expect(schedule.FlexibleTimeWindow).toEqual({ Mode: 'OFF' });
    expect(schedule.Target.Arn).toEqual(arnOf(logicalId(stack.exports.fn)));
    expect(schedule.Target.RoleArn).toEqual(arnOf(logicalId(stack.exports.scheduleRole as never)));
    expect(JSON.parse(schedule.Target.Input as string)).toEqual({
      scheduledTime: '<aws.scheduler.scheduled-time>',
    });
    expect(schedule.Target.DeadLetterConfig).toEqual({ Arn: arnOf(logicalId(stack.exports.deadLetters)) });
    expect(schedule.Target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
  });

  it('is absent on dev, which configures none: there operators export by command', () => {
    // Prepare
    const built = portal('dev');
    // Assess
    expect(loadStage('dev').exports?.schedule).toBeUndefined();
    expect(schedulesOf(built)).toEqual([]);
    expect(built.stack.exports.scheduleRole).toBeUndefined();
    // The bucket and the function are there all the same.
    expect(built.stack.exports.fn).toBeDefined();
  });

  it('passes the employers a stage names to the function', () => {
    // Prepare
    const employers = ['6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41'];
    const stage = { ...loadStage('dev'), exports: { schedule: 'rate(1 day)', employers } };
    // Act
    const schedules = schedulesOf(buildPortal(stage));
    // Assess
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.Properties.ScheduleExpression).toBe('rate(1 day)');
    expect(JSON.parse(schedules[0]?.Properties.Target.Input as string)).toEqual({
      scheduledTime: '<aws.scheduler.scheduled-time>',
      employers,
    });
  });

  it("the schedule's role may only invoke the export function and write its dead-letter queue, and only this account's Scheduler assumes it", () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    // Act
    const { role, attached, statements } = roleOf(built, logicalId(stack.exports.scheduleRole as never));
    // Assess
    expect(attached.map((r) => r.Type)).toEqual(['AWS::IAM::ManagedPolicy']);
    expect(role.Properties.Policies).toBeUndefined();
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Action: 'sts:AssumeRole',
        Effect: 'Allow',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
      },
    ]);
    expect(Object.fromEntries(statements.map((s) => [s.Sid, [actionsOf(s), s.Resource]]))).toEqual({
      InvokeExports: [['lambda:InvokeFunction'], arnOf(logicalId(stack.exports.fn))],
      DeadLetters: [['sqs:SendMessage'], arnOf(logicalId(stack.exports.deadLetters))],
      DeadLettersKeyThroughSqs: [
        ['kms:Decrypt', 'kms:GenerateDataKey'],
        arnOf(logicalId(stack.exports.deadLettersKey)),
      ],
    });
  });
});

describe('the exports stage setting', () => {
  it('refuses a schedule that is no Scheduler cron or rate expression, and an employer that is no id', () => {
    // Prepare
    const stage = { ...loadStage('dev'), exports: { schedule: '0 6 1 * *', employers: ['acme'] } };
    // Act
    const refused = () => parseStage(stage);
    // Assess
    expect(refused).toThrow(/exports\.schedule: must be an EventBridge Scheduler expression/);
    expect(refused).toThrow(/exports\.employers\.0: must be an employer id \(a GUID\)/);
  });
});
