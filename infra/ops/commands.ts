/**
 * The operator commands of `npm run ops -- <command> [args] [--stage <name> | --local]`.
 * Each works the same on the local stack and on a deployed stage: the target (tables, bucket,
 * clients) comes from infra/data/target.ts, a stage's names from its stack outputs.
 *
 * @example
 * const ctx = await opsContext(['--stage', 'prod']);
 * await commands.onboard.run(['acme.yaml'], ctx.context);
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { toPayFrequency, type PayFrequency } from '../../shared/domain/pay-periods';
import { loadStage } from '../config/stages';
import { optionsOf, pickCommand, unknownOption, unknownOptionMessage } from '../data/command-line';
import { EmployerFileError, onboardEmployer, parseEmployerFile } from '../data/employers';
import { localTarget, stageTarget } from '../data/target';
import { localConfigFromEnv } from '../local/config';
import { adminCommands } from './admin';
import type { OpsCommand, OpsContext } from './command';
import { confirmationCommands } from './confirmations';
import { OpsError } from './errors';
import { exportCommands } from './exports';
import { planYearCommands } from './plan-year';
import { windowCommands } from './windows';

export { OpsError };
export type { OpsCommand, OpsContext };

/** The page an employee registers from: `<portal>/register?employer_id=<id>`. */
export function registrationLink(portalUrl: string, employerId: string): string {
  const url = new URL('/register', portalUrl);
  url.searchParams.set('employer_id', employerId);
  return url.toString();
}

/** One output of a stage's stack, with a message saying what to do when it is missing. */
export async function stackOutput(
  stageName: string,
  key: string,
  cfn: CloudFormationClient,
): Promise<string> {
  const stackName = `Ichra-Portal-${loadStage(stageName).name}`;
  const out = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
  const value = out.Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === key)?.OutputValue;
  if (!value)
    throw new OpsError(
      `Stack ${stackName} has no output ${key}. Deploy the stage first: npx cdk deploy -c stage=${stageName}`,
    );
  return value;
}

/**
 * Reads `--stage <name>` or `--local` (the default) and builds the context; answers the other
 * arguments. A stage's names come from its stack outputs (one DescribeStacks), as
 * infra/data/target.ts reads them.
 */
export async function opsContext(
  args: readonly string[],
  options: {
    env?: NodeJS.ProcessEnv;
    cfn?: CloudFormationClient;
    out?: (line: string) => void;
    now?: () => Date;
  } = {},
): Promise<{ context: OpsContext; rest: string[] }> {
  const env = options.env ?? process.env;
  const out = options.out ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const rest: string[] = [];
  let stage: string | undefined;
  let local = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--stage') {
      stage = args[++i];
      if (!stage || stage.startsWith('--'))
        throw new OpsError('--stage needs a stage name, e.g. --stage dev');
    } else if (a.startsWith('--stage=')) stage = a.slice('--stage='.length);
    else if (a === '--local') local = true;
    else rest.push(a);
  }
  if (stage && local) throw new OpsError('Give either --stage <name> or --local, not both.');
  if (stage) {
    const name = stage;
    const cfn = options.cfn ?? new CloudFormationClient({ region: loadStage(name).env.region });
    const target = await stageTarget(name, cfn);
    let portal: Promise<string> | undefined;
    return {
      context: { target, out, now, portalUrl: () => (portal ??= stackOutput(name, 'PortalUrl', cfn)) },
      rest,
    };
  }
  const config = localConfigFromEnv(env);
  return {
    context: {
      target: localTarget(env),
      out,
      now,
      portalUrl: async () => `http://127.0.0.1:${config.ports.portal.port}`,
    },
    rest,
  };
}

/** An employer profile as the list shows it. */
export interface EmployerListing {
  id: string;
  accountid: string;
  accountname: string;
  states: string[];
  /** Monthly for a profile stored before the setting existed. */
  payFrequency: PayFrequency;
}

/**
 * Every employer profile. The byAccountId index holds profile items only (only they carry
 * `accountid`), so scanning it reads one small item per employer and never contacts, policies or
 * products. A scan is right for this operator command; request paths never scan.
 */
export async function listEmployers(db: DynamoDBDocumentClient, table: string): Promise<EmployerListing[]> {
  const found: EmployerListing[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table,
        IndexName: 'byAccountId',
        ProjectionExpression: 'id, accountid, accountname, #states, payFrequency',
        ExpressionAttributeNames: { '#states': 'states' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      found.push({
        id: String(item.id),
        accountid: String(item.accountid),
        accountname: String(item.accountname),
        states: Array.isArray(item.states) ? item.states.map(String) : [],
        payFrequency: toPayFrequency(item.payFrequency),
      });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return found.sort((a, b) => a.accountname.localeCompare(b.accountname) || a.id.localeCompare(b.id));
}

function exactlyOne(args: string[], usage: string): string {
  const [value, ...extra] = args;
  if (!value || extra.length || value.startsWith('--')) throw new OpsError(`Usage: npm run ops -- ${usage}`);
  return value;
}

export const commands: Record<string, OpsCommand> = {
  onboard: {
    usage: 'onboard <employer file .yaml|.json> [--stage <name> | --local]',
    summary: 'add or update an employer from one file; every problem is listed before anything is written',
    async run(args, { target, portalUrl, out }) {
      const file = exactlyOne(args, this.usage);
      // parseEmployerFile reads the file, its logo and documents, and checks every rule first;
      // its EmployerFileError lists all problems, and nothing has been written.
      const parsed = parseEmployerFile(file);
      const result = await onboardEmployer(parsed, target);
      const e = parsed.employer;
      out(
        `Employer ${e.accountname} (account ${e.accountid}, id ${result.employerId}) onboarded: ${result.written} item(s) written, ${result.deleted} stale item(s) or file(s) removed, ${result.files} file(s) uploaded.`,
      );
      out(`Registration link: ${registrationLink(await portalUrl(), result.employerId)}`);
    },
  },
  'import-catalog': {
    usage: 'import-catalog <dir> [--state NY,VT] [--year 2026,2027] [--stage <name> | --local]',
    summary:
      'import a plan catalog in the CMS public use file layouts (plans, rates, benefits, service and rating areas)',
    async run(args, { target }) {
      const importer = await import('../data/catalog/import');
      await importer.run(args, target);
    },
  },
  'list-employers': {
    usage: 'list-employers [--stage <name> | --local]',
    summary: 'every employer: id, account, name, states and pay frequency',
    async run(args, { target, out }) {
      if (args.length) throw new OpsError(`Usage: npm run ops -- ${this.usage}`);
      const employers = await listEmployers(target.db, target.tables.employers);
      if (!employers.length) {
        out('No employers yet. Add one with: npm run ops -- onboard <employer file>');
        return;
      }
      const width = Math.max(...employers.map((e) => e.accountid.length), 'ACCOUNT'.length);
      out(`${'ID'.padEnd(36)}  ${'ACCOUNT'.padEnd(width)}  NAME (STATES), PAY FREQUENCY`);
      for (const e of employers)
        out(
          `${e.id.padEnd(36)}  ${e.accountid.padEnd(width)}  ${e.accountname} (${e.states.join(', ')}), paid ${e.payFrequency}`,
        );
      out(`${employers.length} employer(s).`);
    },
  },
  list: {
    usage: 'list [--stage <name> | --local]',
    summary: 'the same as list-employers',
    run(args, ctx) {
      return (commands['list-employers'] as OpsCommand).run.call(this, args, ctx);
    },
  },
  'registration-link': {
    usage: 'registration-link <employer id> [--stage <name> | --local]',
    summary: "print the link an employer's employees register from",
    async run(args, { target, portalUrl, out }) {
      const id = exactlyOne(args, this.usage);
      const employer = await new EmployerRepository(target.db, target.tables.employers).get(id);
      if (!employer)
        throw new OpsError(
          `No employer ${id} in ${target.description}. List them with: npm run ops -- list-employers`,
        );
      out(registrationLink(await portalUrl(), employer.id));
    },
  },
  ...confirmationCommands,
  ...exportCommands,
  ...planYearCommands,
  ...adminCommands,
  ...windowCommands,
};

export function usage(): string {
  return [
    'Usage: npm run ops -- <command> [args] [--stage <name> | --local]',
    '',
    'Without --stage the command works on the local stack (npm start).',
    '',
    'Commands:',
    ...Object.entries(commands).map(
      ([name, c]) => `  ${name.padEnd(18)} ${c.summary}\n  ${''.padEnd(18)} npm run ops -- ${c.usage}`,
    ),
  ].join('\n');
}

/** `--help` of one command (or of the subcommand its arguments name): its usage and what it does. */
export function commandHelp(name: string, command: OpsCommand, args: readonly string[]): string {
  const usage = command.subcommand?.(args)?.usage ?? command.usage;
  return `Usage: npm run ops -- ${usage}\n\n${command.summary}`;
}

/**
 * An option the command (or the subcommand its arguments name) does not take, refused naming
 * the ones it takes; undefined when every option is known.
 */
function optionProblem(name: string, command: OpsCommand, args: readonly string[]): string | undefined {
  const sub = command.subcommand?.(args);
  const usage = sub?.usage ?? command.usage;
  const options = optionsOf(`${usage} [--stage <name> | --local]`);
  const unknown = unknownOption(args, options);
  return (
    unknown && `${unknownOptionMessage(unknown, sub?.name ?? name, options)}\nUsage: npm run ops -- ${usage}`
  );
}

/**
 * Runs one command line; answers the exit code (0 done, 1 refused or failed, 2 usage). Errors
 * are written to `err`: an employer file's problems all at once, a missing stack output with
 * what to deploy. `--help` anywhere prints the command's usage and exits 0; an unknown option is
 * refused naming the command's options (exit 1), before any AWS call.
 */
export async function main(
  argv: readonly string[],
  io: {
    out?: (line: string) => void;
    err?: (line: string) => void;
    env?: NodeJS.ProcessEnv;
    cfn?: CloudFormationClient;
    /** The clock the commands read; the system clock by default. */
    now?: () => Date;
  } = {},
): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const picked = pickCommand(argv, { commands, usage, help: commandHelp, optionProblem }, { out, err });
  if (typeof picked === 'number') return picked;
  const { command, args } = picked;
  try {
    const { context, rest } = await opsContext(args, { env: io.env, cfn: io.cfn, out, now: io.now });
    out(`Target: ${context.target.description}`);
    await command.run(rest, context);
    return 0;
  } catch (error) {
    if (error instanceof EmployerFileError || error instanceof OpsError) err(error.message);
    else err(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return 1;
  }
}
