/**
 * Where a data or operator command writes: the local stack (`--local`, the default) or a deployed
 * stage (`--stage <name>`), whose table and bucket names come from the stack's outputs.
 */
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStage } from '../config/stages';
import { localConfigFromEnv } from '../local/config';
import { localBucketName, localExportsBucketName, localTableName } from '../local/provision';
import { tableIds, type TableId } from '../resources/tables';

export interface DataTarget {
  description: string;
  db: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tables: Record<TableId, string>;
  bucket: string;
  /** The exports bucket: payroll and 834 files (stack output ExportsBucketName). */
  exportsBucket: string;
  userPoolId?: string;
  /** The administrators' pool (`ops admin`): stack output WorkforcePoolId, or the local stack's. */
  workforcePoolId?: string;
  /** SES, for the e-mails an operator command sends (an administrator's invitation). */
  ses: SESv2Client;
  /** The stage's sender address (the stage config's fromEmail; the local stack's own). */
  fromEmail: string;
}

/** The sender the local stack's functions send as (infra/local/stack.ts FROM_EMAIL). */
export const localFromEmail = 'no-reply@example.com';

/** A pool id the local stack remembers in its data directory (infra/local/provision.ts), if it started once. */
function localPoolId(dataDir: string, file: string): string | undefined {
  const path = join(dataDir, file);
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as { userPoolId: string }).userPoolId
    : undefined;
}

/** Output key of a table's name in the stack outputs: TableMembers, TablePlans, ... */
export const tableOutputKey = (id: TableId): string =>
  `Table${id.charAt(0).toUpperCase()}${id.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

export function localTarget(env: NodeJS.ProcessEnv = process.env): DataTarget {
  const config = localConfigFromEnv(env);
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const region = config.region;
  const dynamo = new DynamoDBClient({
    region,
    credentials,
    endpoint: `http://127.0.0.1:${config.ports.dynamodb.port}`,
  });
  return {
    description: `the local stack (${config.dataDir})`,
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    s3: new S3Client({
      region,
      credentials,
      endpoint: `http://127.0.0.1:${config.ports.s3.port}`,
      forcePathStyle: true,
    }),
    cognito: new CognitoIdentityProviderClient({
      region,
      credentials,
      endpoint: `http://127.0.0.1:${config.ports.cognito.port}`,
    }),
    tables: Object.fromEntries(tableIds.map((id) => [id, localTableName(id)])) as Record<TableId, string>,
    bucket: localBucketName,
    exportsBucket: localExportsBucketName,
    userPoolId: localPoolId(config.dataDir, 'local-pool.json'),
    workforcePoolId: localPoolId(config.dataDir, 'local-workforce-pool.json'),
    ses: new SESv2Client({ region, credentials, endpoint: `http://127.0.0.1:${config.ports.ses.port}` }),
    fromEmail: localFromEmail,
  };
}

/** A deployed stage: names from the outputs of its stack Ichra-Portal-<stage>. */
export async function stageTarget(
  stageName: string,
  cfn = new CloudFormationClient({ region: loadStage(stageName).env.region }),
): Promise<DataTarget> {
  const stage = loadStage(stageName);
  const stackName = `Ichra-Portal-${stage.name}`;
  const out = await cfn.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = new Map(
    (out.Stacks?.[0]?.Outputs ?? []).map((o) => [o.OutputKey ?? '', o.OutputValue ?? '']),
  );
  const need = (key: string): string => {
    const value = outputs.get(key);
    if (!value)
      throw new Error(
        `Stack ${stackName} has no output ${key}. Deploy the stage first: npx cdk deploy -c stage=${stage.name}`,
      );
    return value;
  };
  const region = stage.env.region;
  return {
    description: `stage ${stage.name} (${stackName} in ${region})`,
    db: DynamoDBDocumentClient.from(new DynamoDBClient({ region }), {
      marshallOptions: { removeUndefinedValues: true },
    }),
    s3: new S3Client({ region }),
    cognito: new CognitoIdentityProviderClient({ region }),
    tables: Object.fromEntries(tableIds.map((id) => [id, need(tableOutputKey(id))])) as Record<
      TableId,
      string
    >,
    bucket: need('AssetsBucketName'),
    exportsBucket: need('ExportsBucketName'),
    userPoolId: need('UserPoolId'),
    // Only `ops admin` needs it (it says what to deploy when absent): other commands keep working
    // on a stage deployed before the console.
    workforcePoolId: outputs.get('WorkforcePoolId') || undefined,
    ses: new SESv2Client({ region }),
    fromEmail: stage.fromEmail,
  };
}

/** Reads `--stage <name>` or `--local` (the default) from the arguments; answers the rest. */
export async function targetFromArgs(args: string[]): Promise<{ target: DataTarget; rest: string[] }> {
  const rest: string[] = [];
  let stage: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    if (a === '--stage') {
      stage = args[++i];
      if (!stage) throw new Error('--stage needs a stage name');
    } else if (a.startsWith('--stage=')) stage = a.slice('--stage='.length);
    else if (a !== '--local') rest.push(a);
  }
  return { target: stage ? await stageTarget(stage) : localTarget(), rest };
}

/** Removes `--name a,b` from the arguments and answers its comma-separated values, if given. */
export function listArg(args: string[], name: string): string[] | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  args.splice(i, 2);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
