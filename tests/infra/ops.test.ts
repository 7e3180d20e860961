/**
 * The operator CLI (infra/ops) against mocked AWS clients: a stage's tables, bucket, pool and
 * portal URL come from its stack outputs, under the very keys the stack declares; a malformed
 * employer file is refused with every problem listed and no AWS call at all; listing scans the
 * sparse profile index; the registration link points at the stage's portal.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commands, main, opsContext, registrationLink } from '../../infra/ops/commands';
import { tableIds } from '../../infra/resources/tables';
import { portal } from './portal-fixture';

const cfn = mockClient(CloudFormationClient);
const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'ops');
const portalUrl = 'https://d111111abcdef8.cloudfront.net';
const employerId = '68b2e974-ca2e-447d-a94f-1a3e4a066a82';

/** Every output the dev stack declares, with a recognizable value per key. */
let outputs: { OutputKey: string; OutputValue: string }[];

beforeAll(() => {
  const keys = Object.keys(portal('dev').template.findOutputs('*'));
  outputs = keys.map((key) => ({
    OutputKey: key,
    OutputValue: key === 'PortalUrl' ? portalUrl : `value-of-${key}`,
  }));
});

afterEach(() => {
  cfn.reset();
  db.reset();
  s3.reset();
});

/** Runs a command line, collecting what it prints. */
async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('stage lookup', () => {
  it('finds every table, the bucket and the pool of a stage under the output keys its stack declares', async () => {
    // Prepare
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'Ichra-Portal-dev',
          CreationTime: new Date(),
          StackStatus: 'UPDATE_COMPLETE',
          Outputs: outputs,
        },
      ],
    });
    // Act
    const { context, rest } = await opsContext(['list-me', '--stage', 'dev']);
    // Assess
    expect(rest).toEqual(['list-me']);
    expect(cfn).toHaveReceivedCommandWith(DescribeStacksCommand, { StackName: 'Ichra-Portal-dev' });
    expect(context.target.description).toBe('stage dev (Ichra-Portal-dev in us-east-1)');
    for (const id of tableIds) expect(context.target.tables[id], id).toMatch(/^value-of-Table[A-Z]/);
    expect(context.target.tables.members).toBe('value-of-TableMembers');
    expect(context.target.bucket).toBe('value-of-AssetsBucketName');
    expect(context.target.exportsBucket).toBe('value-of-ExportsBucketName');
    expect(context.target.userPoolId).toBe('value-of-UserPoolId');
    expect(await context.portalUrl()).toBe(portalUrl);
  });

  it('says which output is missing and what to deploy', async () => {
    // Prepare
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'Ichra-Portal-dev',
          CreationTime: new Date(),
          StackStatus: 'CREATE_COMPLETE',
          Outputs: outputs.filter((o) => o.OutputKey !== 'TablePlans'),
        },
      ],
    });
    // Act
    const { code, err } = await run('list-employers', '--stage', 'dev');
    // Assess
    expect(code).toBe(1);
    expect(err).toContain(
      'Stack Ichra-Portal-dev has no output TablePlans. Deploy the stage first: npx cdk deploy -c stage=dev',
    );
  });

  it('refuses an unknown stage, listing the known ones, before calling AWS', async () => {
    // Act
    const { code, err } = await run('list-employers', '--stage', 'staging');
    // Assess
    expect(code).toBe(1);
    expect(err).toContain('Unknown stage "staging". Known stages: dev, prod.');
    expect(cfn).not.toHaveReceivedAnyCommand();
  });

  it('works on the local stack by default, with the local portal as the link host', async () => {
    // Act
    const { context } = await opsContext([], { env: { PORT: '3456' } });
    // Assess
    expect(context.target.tables.employers).toBe('ichra-local-employers');
    expect(await context.portalUrl()).toBe('http://127.0.0.1:3456');
  });
});

describe('onboard', () => {
  it('refuses a malformed file with every problem listed and makes no AWS call at all', async () => {
    // Prepare
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'Ichra-Portal-dev',
          CreationTime: new Date(),
          StackStatus: 'CREATE_COMPLETE',
          Outputs: outputs,
        },
      ],
    });
    // Act
    const { code, err, out } = await run('onboard', join(fixtures, 'malformed.yaml'), '--stage', 'dev');
    // Assess
    expect(code).toBe(1);
    expect(err).toContain('8 problem(s); nothing was written');
    for (const problem of [
      'id: must be an id (GUID)',
      'accountname: is required',
      'emailaddress: Invalid email address',
      'employeazecustomer: 3 is not an allowed value',
      'favouriteColour: unknown field',
      'documents.0: must be a .pdf file',
      'logo: file not found',
      'contributions may vary by age at most 3:1 within a class',
    ]) {
      expect(err, problem).toContain(problem);
    }
    expect(out).not.toContain('Registration link');
    expect(db).not.toHaveReceivedAnyCommand();
    expect(s3).not.toHaveReceivedAnyCommand();
  });

  it('answers usage for a missing file argument', async () => {
    // Act
    const { code, err } = await run('onboard', '--local');
    // Assess
    expect(code).toBe(1);
    expect(err).toContain('Usage: npm run ops -- onboard <employer file .yaml|.json>');
  });
});

describe('list-employers', () => {
  it('scans the profile-only byAccountId index page by page and lists employers by name', async () => {
    // Prepare
    db.on(ScanCommand)
      .resolvesOnce({
        Items: [{ id: 'b', accountid: 'ZED-1', accountname: 'Zed Co', states: ['VT'] }],
        LastEvaluatedKey: { pk: 'x' },
      })
      .resolvesOnce({
        Items: [
          {
            id: 'a',
            accountid: 'ACME-001',
            accountname: 'Acme',
            states: ['NJ', 'NY'],
            payFrequency: 'biweekly',
          },
        ],
      });
    // Act
    const { code, out } = await run('list-employers');
    // Assess
    expect(code).toBe(0);
    expect(db).toHaveReceivedCommandTimes(ScanCommand, 2);
    expect(db).toHaveReceivedNthCommandWith(ScanCommand, 1, {
      TableName: 'ichra-local-employers',
      IndexName: 'byAccountId',
    });
    expect(db).toHaveReceivedNthCommandWith(ScanCommand, 2, { ExclusiveStartKey: { pk: 'x' } });
    const lines = out.split('\n');
    expect(lines.findIndex((l) => l.includes('Acme (NJ, NY)'))).toBeLessThan(
      lines.findIndex((l) => l.includes('Zed Co (VT)')),
    );
    expect(out).toContain('2 employer(s).');
    // The pay frequency as stored; a profile stored before the setting existed reads as monthly.
    expect(out).toContain('Acme (NJ, NY), paid biweekly');
    expect(out).toContain('Zed Co (VT), paid monthly');
  });

  it('answers the same under its alias list', async () => {
    // Prepare
    db.on(ScanCommand).resolves({
      Items: [{ id: 'a', accountid: 'A-1', accountname: 'Acme', states: ['NJ'], payFrequency: 'weekly' }],
    });
    // Act
    const listed = await run('list');
    const full = await run('list-employers');
    const misused = await run('list', 'extra');
    // Assess
    expect(listed.code).toBe(0);
    expect(listed.out).toBe(full.out);
    expect(listed.out).toContain('Acme (NJ), paid weekly');
    expect(misused.code).toBe(1);
    expect(misused.err).toContain('Usage: npm run ops -- list [--stage');
  });
});

describe('registration-link', () => {
  it("prints the stage portal's /register link for an existing employer", async () => {
    // Prepare
    cfn.on(DescribeStacksCommand).resolves({
      Stacks: [
        {
          StackName: 'Ichra-Portal-dev',
          CreationTime: new Date(),
          StackStatus: 'CREATE_COMPLETE',
          Outputs: outputs,
        },
      ],
    });
    db.on(GetCommand).resolves({
      Item: {
        id: employerId,
        accountid: 'BPW-777',
        accountname: 'Bayside Print Works',
        employeazecustomer: 1,
        hsaonly: 0,
      },
    });
    // Act
    const { code, out } = await run('registration-link', employerId, '--stage', 'dev');
    // Assess
    expect(code).toBe(0);
    expect(out.split('\n').at(-1)).toBe(`${portalUrl}/register?employer_id=${employerId}`);
    expect(db).toHaveReceivedCommandWith(GetCommand, {
      TableName: 'value-of-TableEmployers',
      Key: { pk: `EMPLOYER#${employerId}`, sk: 'PROFILE' },
    });
  });

  it('refuses an unknown employer, saying how to list them', async () => {
    // Prepare
    db.on(GetCommand).resolves({});
    // Act
    const { code, err } = await run('registration-link', employerId);
    // Assess
    expect(code).toBe(1);
    expect(err).toContain(`No employer ${employerId} in the local stack`);
    expect(err).toContain('npm run ops -- list-employers');
  });

  it('builds the link with the employer id as a query parameter', () => {
    expect(registrationLink('http://127.0.0.1:3000', employerId)).toBe(
      `http://127.0.0.1:3000/register?employer_id=${employerId}`,
    );
  });
});

describe('usage', () => {
  it('lists the commands and exits 2 without one, and refuses an unknown one', async () => {
    // Act
    const none = await run();
    const unknown = await run('deploy-everything');
    // Assess
    expect(none.code).toBe(2);
    for (const name of ['onboard', 'import-catalog', 'list-employers', 'registration-link'])
      expect(none.err).toContain(name);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command "deploy-everything"');
  });

  it("refuses the names every object inherits ('constructor', 'toString') as unknown commands", async () => {
    for (const name of ['constructor', 'toString', '__proto__']) {
      const res = await run(name);
      expect(res.code, name).toBe(2);
      expect(res.err, name).toContain(`Unknown command "${name}"`);
    }
  });

  it("prints every command's usage for --help (each export's and plan-year set's too) and exits 0, calling no AWS service", async () => {
    // Prepare: every command, then a subcommand's own usage and --help among other arguments.
    const asked: [string[], string][] = [
      ...Object.entries(commands).map(([name, c]): [string[], string] => [
        [name, '--help'],
        `npm run ops -- ${c.usage.split('\n')[0] ?? ''}`,
      ]),
      [['export', '834', '--help'], 'npm run ops -- export 834 --employer <id> [--carrier <name>]'],
      [['export', 'payroll', '-h'], 'npm run ops -- export payroll --employer <id> --period <YYYY-MM>'],
      [['plan-year', 'set', '--help'], '--oop-max-self-only <$> --oop-max-family <$>'],
      [['onboard', 'acme.yaml', '--help'], 'npm run ops -- onboard <employer file .yaml|.json>'],
    ];
    for (const [argv, usage] of asked) {
      // Act
      const res = await run(...argv);
      // Assess
      expect(res.code, argv.join(' ')).toBe(0);
      expect(res.out, argv.join(' ')).toContain(usage);
      expect(res.err, argv.join(' ')).toBe('');
    }
    expect((await run('export', '834', '--help')).out).not.toContain('export payroll');
    expect(db).not.toHaveReceivedAnyCommand();
    expect(s3).not.toHaveReceivedAnyCommand();
    expect(cfn).not.toHaveReceivedAnyCommand();
  });

  it('refuses an unknown option with exit code 1, naming the options of the command given', async () => {
    // Act
    const x12 = await run('export', '834', '--employer', employerId, '--out', '.', '--year', '2027');
    const link = await run('registration-link', employerId, '--employer', employerId);
    const planYear = await run('plan-year', 'set', '2028', '--hsa', '4600', '--source', 'IRS');
    // Assess
    expect([x12.code, link.code, planYear.code]).toEqual([1, 1, 1]);
    expect(x12.err).toContain(
      "Unknown option '--year' for export 834. Its options: --employer <id>, --carrier <name>, --plan-year <YYYY>, --period <YYYY-MM>, --changes, --out <dir>, --stage <name>, --local.",
    );
    expect(link.err).toContain(
      "Unknown option '--employer' for registration-link. Its options: --stage <name>, --local.",
    );
    expect(planYear.err).toMatch(
      /^Unknown option '--hsa' for plan-year set\. Its options: --source "<citation>", --entered-by <name>, --stage <name>, --local, --affordability-percent <p>, --hsa-self-only <\$>, /,
    );
    expect(db).not.toHaveReceivedAnyCommand();
  });
});
