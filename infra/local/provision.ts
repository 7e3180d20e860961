/**
 * Creates the local stack's resources from the same definitions the CDK stack uses
 * (infra/resources/): tables, buckets and the two user pools (employees, administrators). Idempotent: an existing resource is
 * kept, with its data.
 */
import {
  type CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ResourceNotFoundException as CognitoNotFound,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableIds, tables, type TableDef, type TableId } from '../resources/tables';
import { userPoolSettings } from '../resources/user-pool';
import { workforcePoolSettings } from '../resources/workforce-pool';

/** Physical table name on the local stack. */
export const localTableName = (id: TableId): string => `ichra-local-${id}`;
export const localBucketName = 'ichra-local-assets';
/** The exports bucket on the local stack: payroll and 834 files (infra/constructs/exports.ts in AWS). */
export const localExportsBucketName = 'ichra-local-exports';
/** Every bucket s3rver serves, created on start when its directory does not exist yet. */
export const localBucketNames = [
  localBucketName,
  localExportsBucketName,
  'ichra-local-member-files',
] as const;
/** The member files bucket on the local stack: proof of coverage (infra/constructs/member-files.ts in AWS). */
export const localMemberFilesBucketName = localBucketNames[2];

/** The CreateTable input for a table definition: the local counterpart of the CDK data construct. */
export function toCreateTableInput(def: TableDef, tableName: string): CreateTableCommandInput {
  const keys = [
    def.partitionKey,
    def.sortKey,
    ...def.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ].filter((k): k is NonNullable<typeof k> => k !== undefined);
  const attributes = new Map(keys.map((k) => [k.name, k.type]));
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    ...(def.stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream } } : {}),
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({
      AttributeName,
      AttributeType,
    })),
    KeySchema: [
      { AttributeName: def.partitionKey.name, KeyType: 'HASH' },
      ...(def.sortKey ? [{ AttributeName: def.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(def.globalSecondaryIndexes.length
      ? {
          GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((i) => ({
            IndexName: i.indexName,
            KeySchema: [
              { AttributeName: i.partitionKey.name, KeyType: 'HASH' as const },
              ...(i.sortKey ? [{ AttributeName: i.sortKey.name, KeyType: 'RANGE' as const }] : []),
            ],
            Projection: { ProjectionType: 'ALL' as const },
          })),
        }
      : {}),
  };
}

export async function ensureTables(dynamo: DynamoDBClient): Promise<Record<TableId, string>> {
  const existing = new Set<string>();
  let start: string | undefined;
  do {
    const page = await dynamo.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const name of page.TableNames ?? []) existing.add(name);
    start = page.LastEvaluatedTableName;
  } while (start);

  const names = {} as Record<TableId, string>;
  for (const id of tableIds) {
    const def = tables[id];
    const name = localTableName(id);
    names[id] = name;
    if (existing.has(name)) {
      await ensureStream(dynamo, def, name);
      await ensureIndexes(dynamo, def, name);
      continue;
    }
    await dynamo.send(new CreateTableCommand(toCreateTableInput(def, name)));
    if (def.timeToLiveAttribute) {
      await dynamo.send(
        new UpdateTimeToLiveCommand({
          TableName: name,
          TimeToLiveSpecification: { AttributeName: def.timeToLiveAttribute, Enabled: true },
        }),
      );
    }
  }
  return names;
}

/** A table kept from a run before its definition had a stream gets the stream now. */
async function ensureStream(dynamo: DynamoDBClient, def: TableDef, name: string): Promise<void> {
  if (!def.stream) return;
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
  if (Table?.StreamSpecification?.StreamEnabled) return;
  await dynamo.send(
    new UpdateTableCommand({
      TableName: name,
      StreamSpecification: { StreamEnabled: true, StreamViewType: def.stream },
    }),
  );
}

/**
 * A table kept from a run before its definition had an index gets the index now (the members
 * table's byEmployer came after its first release): DynamoDB builds it from the stored items.
 */
async function ensureIndexes(dynamo: DynamoDBClient, def: TableDef, name: string): Promise<void> {
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  const wanted = toCreateTableInput(def, name);
  // One index per UpdateTable, as DynamoDB allows; each is queried only once it is ACTIVE.
  for (const index of wanted.GlobalSecondaryIndexes ?? []) {
    if (present.has(index.IndexName)) continue;
    await dynamo.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: wanted.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
    );
    await indexActive(dynamo, name, String(index.IndexName));
  }
}

async function indexActive(dynamo: DynamoDBClient, table: string, index: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: table }));
    const status = Table?.GlobalSecondaryIndexes?.find((i) => i.IndexName === index)?.IndexStatus;
    if (status === 'ACTIVE') return;
    if (Date.now() > deadline)
      throw new Error(`Index ${index} of ${table} is still ${status} after 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface LocalPool {
  userPoolId: string;
  clientId: string;
}

/** What a local pool is made from: the shared settings of infra/resources/ and its local names. */
interface LocalPoolSpec {
  /** File in dataDir remembering the pool's ids. */
  stateFile: string;
  poolName: string;
  clientName: string;
  settings: {
    passwordPolicy: {
      minimumLength: number;
      requireLowercase: boolean;
      requireUppercase: boolean;
      requireDigits: boolean;
      requireSymbols: boolean;
    };
    usernameAttributes: readonly ['email'];
    customAttributes: Readonly<Record<string, { mutable: boolean; maxLen: number }>>;
    accessTokenMinutes: number;
    idTokenMinutes: number;
    refreshTokenHours: number;
  };
  /** TOTP multi-factor ('OPTIONAL': the users who enrol an authenticator are asked for its code). */
  mfa?: 'OFF' | 'OPTIONAL';
}

/** A user pool and app client, created once and remembered in dataDir. */
async function ensurePool(
  cognito: CognitoIdentityProviderClient,
  dataDir: string,
  spec: LocalPoolSpec,
): Promise<LocalPool> {
  const stateFile = join(dataDir, spec.stateFile);
  if (existsSync(stateFile)) {
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as LocalPool;
    try {
      await cognito.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      await cognito.send(
        new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.clientId }),
      );
      return saved;
    } catch (error) {
      if (!(error instanceof CognitoNotFound) && (error as Error).name !== 'ResourceNotFoundException')
        throw error;
    }
  }
  const { settings } = spec;
  const p = settings.passwordPolicy;
  const pool = await cognito.send(
    new CreateUserPoolCommand({
      PoolName: spec.poolName,
      UsernameAttributes: [...settings.usernameAttributes],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: p.minimumLength,
          RequireLowercase: p.requireLowercase,
          RequireUppercase: p.requireUppercase,
          RequireNumbers: p.requireDigits,
          RequireSymbols: p.requireSymbols,
        },
      },
      ...(spec.mfa ? { MfaConfiguration: spec.mfa } : {}),
      Schema: Object.entries(settings.customAttributes).map(([name, a]) => ({
        Name: name,
        AttributeDataType: 'String',
        Mutable: a.mutable,
        StringAttributeConstraints: { MaxLength: String(a.maxLen) },
      })),
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local created no user pool id');
  const client = await cognito.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: spec.clientName,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: settings.accessTokenMinutes,
      IdTokenValidity: settings.idTokenMinutes,
      RefreshTokenValidity: settings.refreshTokenHours,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'hours' },
    }),
  );
  const clientId = client.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local created no app client id');
  const state: LocalPool = { userPoolId, clientId };
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  return state;
}

/** The employees' user pool and app client, remembered in dataDir/local-pool.json. */
export function ensureUserPool(cognito: CognitoIdentityProviderClient, dataDir: string): Promise<LocalPool> {
  return ensurePool(cognito, dataDir, {
    stateFile: 'local-pool.json',
    poolName: 'ichra-local',
    clientName: 'ichra-local-web',
    settings: userPoolSettings,
  });
}

/**
 * The administrators' pool and the console's app client (docs/decisions/0029), remembered in
 * dataDir/local-workforce-pool.json: a second pool of the same cognito-local, TOTP on.
 */
export function ensureWorkforcePool(
  cognito: CognitoIdentityProviderClient,
  dataDir: string,
): Promise<LocalPool> {
  return ensurePool(cognito, dataDir, {
    stateFile: 'local-workforce-pool.json',
    poolName: 'ichra-local-workforce',
    clientName: 'ichra-local-console',
    settings: workforcePoolSettings,
    mfa: workforcePoolSettings.mfa.local,
  });
}
