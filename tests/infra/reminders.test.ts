/**
 * The scheduled reminders in the template (infra/constructs/reminders.ts): the function that queues
 * a day's reminders, with a least-privilege role (it reads the employers and the employees'
 * indexes, reads and writes only the admin table, sends no e-mail), and the daily EventBridge
 * Scheduler schedule, present only on a stage that configures one (prod), with the stage's days.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStage, parseStage } from '../../infra/config/stages';
import { tableEnvName } from '../../infra/resources/tables';
import { type Built, type Props, buildPortal, portal } from './portal-fixture';

type Resource = { Type: string; Properties: Props };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Sid?: string;
  Condition?: Props;
};

const arnOf = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });
const actionsOf = (s: Statement) => [...(Array.isArray(s.Action) ? s.Action : [s.Action])].sort();

/** The statements of every policy attached to a role. */
function statementsOf(built: Built, roleId: string): Statement[] {
  const resources = built.template.toJSON().Resources as Record<string, Resource>;
  return Object.values(resources)
    .filter(
      (r) =>
        (r.Type === 'AWS::IAM::ManagedPolicy' || r.Type === 'AWS::IAM::Policy') &&
        JSON.stringify(r.Properties.Roles ?? []).includes(`"${roleId}"`),
    )
    .flatMap((r) => r.Properties.PolicyDocument.Statement as Statement[]);
}

/** The schedules that invoke the reminder function. */
const reminderSchedules = (built: Built) =>
  Object.values(built.template.findResources('AWS::Scheduler::Schedule') as Record<string, Resource>).filter(
    (r) =>
      JSON.stringify(r.Properties.Target?.Arn) ===
      JSON.stringify(arnOf(built.logicalId(built.stack.reminders.fn))),
  );

// Both stages synthesized once, before the tests, however loaded the machine is.
beforeAll(() => {
  portal('prod');
  portal('dev');
}, 300_000);

describe('the reminder function', () => {
  it('has only the tables it reads and writes, by name, and no mail or bucket permission', () => {
    // Prepare
    const built = portal('prod');
    const { stack, template, logicalId } = built;
    // Act
    const fn = (template.toJSON().Resources as Record<string, Resource>)[logicalId(stack.reminders.fn)];
    const statements = statementsOf(built, logicalId(stack.reminders.role));
    const actions = statements.flatMap(actionsOf);
    // Assess
    expect(
      Object.keys(fn?.Properties.Environment.Variables)
        .filter((k) => k.startsWith('TABLE_'))
        .sort(),
    ).toEqual(
      ['admin', 'employers', 'members', 'orders', 'plans'].map((t) => tableEnvName(t as never)).sort(),
    );
    expect(actions.some((a) => a.startsWith('ses:') || a.startsWith('s3:'))).toBe(false);
    expect(actions).not.toContain('dynamodb:DeleteItem');
    expect(actions).not.toContain('dynamodb:*');
  });

  it('writes only the admin table (marks, outbox, activity); every other table it only reads', () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    const adminArn = arnOf(logicalId(stack.data.tables.admin as never));
    // Act
    const statements = statementsOf(built, logicalId(stack.reminders.role));
    const writes = statements.filter((s) =>
      actionsOf(s).some((a) => ['dynamodb:PutItem', 'dynamodb:UpdateItem'].includes(a)),
    );
    const scans = statements.filter((s) => actionsOf(s).includes('dynamodb:Scan'));
    // Assess
    expect(writes).toHaveLength(1);
    expect(writes[0]?.Resource).toEqual(adminArn);
    expect(actionsOf(writes[0] as Statement)).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    // The one Scan is of the employers' profile index, never a table.
    expect(scans).toHaveLength(1);
    expect(JSON.stringify(scans[0]?.Resource)).toContain('/index/byAccountId');
    const keyUse = statements.find((s) => s.Sid === 'TablesKeyThroughDynamoDB');
    expect(keyUse?.Condition).toEqual({
      StringEquals: { 'kms:ViaService': 'dynamodb.us-east-1.amazonaws.com' },
    });
  });
});

describe('the reminder schedule', () => {
  it('runs daily on prod, in UTC, with the time it fired for and the days 14, 7 and 2, retries and a dead-letter queue', () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    // Act
    const schedules = reminderSchedules(built);
    // Assess
    expect(schedules).toHaveLength(1);
    const schedule = schedules[0]?.Properties as Props;
    expect(schedule.ScheduleExpression).toBe(loadStage('prod').reminders?.schedule);
    expect(schedule.ScheduleExpression).toMatch(/^cron\(\S+ \S+ \* \* \? \*\)$/);
    expect(schedule.ScheduleExpressionTimezone).toBe('UTC');
    expect(schedule.State).toBe('ENABLED');
    expect(JSON.parse(schedule.Target.Input as string)).toEqual({
      scheduledTime: '<aws.scheduler.scheduled-time>',
      days: [14, 7, 2],
    });
    expect(schedule.Target.RoleArn).toEqual(arnOf(logicalId(stack.reminders.scheduleRole as never)));
    expect(schedule.Target.DeadLetterConfig).toEqual({ Arn: arnOf(logicalId(stack.reminders.deadLetters)) });
    expect(schedule.Target.RetryPolicy.MaximumRetryAttempts).toBeGreaterThan(0);
  });

  it("the schedule's role may only invoke the reminder function and write its dead-letter queue", () => {
    // Prepare
    const built = portal('prod');
    const { stack, logicalId } = built;
    // Act
    const statements = statementsOf(built, logicalId(stack.reminders.scheduleRole as never));
    // Assess
    expect(Object.fromEntries(statements.map((s) => [s.Sid, [actionsOf(s), s.Resource]]))).toEqual({
      InvokeReminders: [['lambda:InvokeFunction'], arnOf(logicalId(stack.reminders.fn))],
      DeadLetters: [['sqs:SendMessage'], arnOf(logicalId(stack.reminders.deadLetters))],
      DeadLettersKeyThroughSqs: [
        ['kms:Decrypt', 'kms:GenerateDataKey'],
        arnOf(logicalId(stack.reminders.deadLettersKey)),
      ],
    });
  });

  it('is absent on dev, which configures none; the function is there for the command line', () => {
    const built = portal('dev');
    expect(loadStage('dev').reminders?.schedule).toBeUndefined();
    expect(reminderSchedules(built)).toEqual([]);
    expect(built.stack.reminders.fn).toBeDefined();
  });

  it("passes a stage's own days and an employer's own days to the function", () => {
    // Prepare
    const employer = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
    const stage = {
      ...loadStage('dev'),
      reminders: { schedule: 'rate(1 day)', days: [10, 3], employers: { [employer]: [21, 1] } },
    };
    // Act
    const schedules = reminderSchedules(buildPortal(stage));
    // Assess
    expect(JSON.parse(schedules[0]?.Properties.Target.Input as string)).toEqual({
      scheduledTime: '<aws.scheduler.scheduled-time>',
      days: [10, 3],
      employerDays: { [employer]: [21, 1] },
    });
  });

  it('refuses a schedule that is no Scheduler expression, a day named twice and an employer that is no id', () => {
    const stage = {
      ...loadStage('dev'),
      reminders: { schedule: 'every day', days: [7, 7], employers: { acme: [2] } },
    };
    const refused = () => parseStage(stage);
    expect(refused).toThrow(/reminders\.schedule: must be an EventBridge Scheduler expression/);
    expect(refused).toThrow(/reminders\.days: must name each day once/);
    expect(refused).toThrow(/reminders\.employers\.acme: /);
  });
});
