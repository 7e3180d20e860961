/**
 * The whole portal on this machine: the AWS-compatible services, the resources created from the
 * shared definitions, the demo data, and the portal server. Used by `npm start` and by the
 * integration and browser tests (with free ports and a temporary data directory).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { bucketEnvName } from '../resources/buckets';
import {
  adminOutboxFilter,
  confirmationOutboxFilter,
  confirmationOutboxRetries,
  tableEnvName,
  tableIds,
  type TableId,
} from '../resources/tables';
import { handler as sendConfirmation } from '../../lambdas/handlers/confirmation-outbox/send-confirmation';
import { handler as sendAdminMail } from '../../lambdas/handlers/admin-outbox/send-admin-mail';
import type { LocalConfig } from './config';
import { ensureDemoAdmins, type DemoAdmin } from './demo/demo-admins';
import { ensureDemoWindow } from './demo/demo-window';
import { demoEmployee, demoEmployer } from './demo/demo-data';
import { familyHandlers } from './handlers';
import { claimPort } from './ports';
import {
  ensureTables,
  ensureUserPool,
  ensureWorkforcePool,
  localBucketName,
  localBucketNames,
  localExportsBucketName,
  localMemberFilesBucketName,
  type LocalPool,
} from './provision';
import { ensureZipData } from '../data/zips';
import { seedDemo } from './seed';
import { startPortalServer, type PortalServer } from './server';
import { startStreamPoller, type StreamPoller } from './stream-poller';
import {
  startCognitoLocal,
  startDynamoDbLocal,
  startS3rver,
  startSesLocal,
  type RunningService,
} from './services';

/** s3rver accepts only this key pair; the other emulators accept any. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface LocalStack {
  portalUrl: string;
  /** The portal over HTTP/2 with TLS, when the config has `tls` (the bench's Lighthouse runs). */
  securePortalUrl?: string;
  mailUrl: string;
  registrationLink: string;
  urls: { dynamodb: string; s3: string; cognito: string; ses: string };
  pool: LocalPool;
  /** The administrators' pool and the console's app client (docs/decisions/0029). */
  workforcePool: LocalPool;
  tables: Record<TableId, string>;
  bucket: string;
  /** The exports bucket (payroll and 834 files). */
  exportsBucket: string;
  demo: { employerId: string; email: string; password: string };
  /** The demo HR administrator and broker, with their passwords and TOTP secrets (demo/demo-admins.ts). */
  demoAdmins: DemoAdmin[];
  clients: {
    dynamo: DynamoDBClient;
    db: DynamoDBDocumentClient;
    s3: S3Client;
    cognito: CognitoIdentityProviderClient;
  };
  /** Runs the confirmation sender from the orders table's stream, as the event source mapping does in AWS. */
  outboxPoller: StreamPoller;
  /** Runs the admin mail sender (the census's invitations) from the admin table's stream. */
  adminOutboxPoller: StreamPoller;
  stop(): Promise<void>;
}

export async function startLocalStack(config: LocalConfig): Promise<LocalStack> {
  mkdirSync(config.dataDir, { recursive: true });
  const p = config.ports;
  // Check every port before starting anything, so a busy port fails fast with its variable.
  const [portalPort, dynamoPort, s3Port, cognitoPort, sesPort] = (await Promise.all(
    [p.portal, p.dynamodb, p.s3, p.cognito, p.ses].map((setting) => claimPort(setting)),
  )) as [number, number, number, number, number];

  const started: RunningService[] = [];
  let server: Server | undefined;
  let secure: PortalServer['secure'];
  let poller: StreamPoller | undefined;
  let adminPoller: StreamPoller | undefined;
  let stopping = false;
  /**
   * Every US ZIP code, in the background: the demo states are there already, the other states
   * follow with progress lines, once (a state is marked loaded by its last row, so an interrupted
   * load resumes on the next start).
   */
  const loadEveryZip = (target: { db: DynamoDBDocumentClient; tables: Record<TableId, string> }): void => {
    ensureZipData(target, { log: (line) => console.log(line), progress: true }).then(
      (loaded) => {
        if (loaded.rows > 0) console.log('Every US ZIP code resolves now.');
      },
      (error: unknown) => {
        if (!stopping)
          console.error(
            `Loading the ZIP codes of every state stopped: ${String(error)}. The next start resumes it.`,
          );
      },
    );
  };
  const stop = async (): Promise<void> => {
    stopping = true;
    await poller?.stop();
    poller = undefined;
    await adminPoller?.stop();
    adminPoller = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server?.close(() => resolve()));
      server = undefined;
    }
    if (secure) {
      const { server: h2, sessions } = secure;
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => h2.close(() => resolve()));
      secure = undefined;
    }
    await Promise.allSettled(started.splice(0).map((s) => s.stop()));
  };

  try {
    const results = await Promise.allSettled([
      startDynamoDbLocal({ port: dynamoPort, dataDir: config.dataDir, inMemory: config.inMemory }),
      startS3rver({
        port: s3Port,
        dataDir: config.dataDir,
        buckets: [...localBucketNames],
        cors: [localMemberFilesBucketName],
      }),
      startCognitoLocal({ port: cognitoPort, dataDir: config.dataDir }),
      startSesLocal({ port: sesPort }),
    ]);
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [dynamoSvc, s3Svc, cognitoSvc, sesSvc] = started as [
      RunningService,
      RunningService,
      RunningService,
      RunningService,
    ];

    const common = { region: config.region, credentials: LOCAL_CREDENTIALS };
    const dynamo = new DynamoDBClient({ ...common, endpoint: dynamoSvc.url });
    const db = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
    const s3 = new S3Client({ ...common, endpoint: s3Svc.url, forcePathStyle: true });
    const cognito = new CognitoIdentityProviderClient({ ...common, endpoint: cognitoSvc.url });

    const tables = await ensureTables(dynamo);
    const pool = await ensureUserPool(cognito, config.dataDir);
    const workforcePool = await ensureWorkforcePool(cognito, config.dataDir);
    await seedDemo({ db, s3, cognito, tables, bucket: localBucketName, userPoolId: pool.userPoolId });
    await ensureDemoWindow({ db, tables, now: new Date() });
    const demoAdmins = await ensureDemoAdmins({
      cognito,
      db,
      adminTable: tables.admin,
      workforcePool,
      dataDir: config.dataDir,
    });

    const portalUrl = `http://127.0.0.1:${portalPort}`;
    // The handlers run in this process and read their configuration as in Lambda: from the
    // environment. The SDK reads AWS_ENDPOINT_URL_<SERVICE> itself.
    Object.assign(process.env, {
      AWS_REGION: config.region,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamoSvc.url,
      AWS_ENDPOINT_URL_S3: s3Svc.url,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognitoSvc.url,
      AWS_ENDPOINT_URL_SESV2: sesSvc.url,
      S3_FORCE_PATH_STYLE: 'true',
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.clientId,
      WORKFORCE_POOL_ID: workforcePool.userPoolId,
      PORTAL_URL: portalUrl,
      FROM_EMAIL: 'no-reply@example.com',
      SUPPORT_EMAIL: 'support@example.com',
      APP_VERSION: process.env.APP_VERSION ?? `${process.env.npm_package_version ?? '0.0.0'}-local`,
      [bucketEnvName('assets')]: localBucketName,
      [bucketEnvName('exports')]: localExportsBucketName,
      [bucketEnvName('members')]: localMemberFilesBucketName,
      ...Object.fromEntries(tableIds.map((id) => [tableEnvName(id), tables[id]])),
    });

    const portal = await startPortalServer({
      port: portalPort,
      webDir: config.webDir,
      handlers: familyHandlers,
      cognitoUrl: cognitoSvc.url,
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      workforcePool,
      s3,
      assetsBucket: localBucketName,
      uploadsOrigin: s3Svc.url,
      ...(config.tls && { tls: config.tls }),
      webConfig: (origin) => ({
        region: config.region,
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        workforcePoolId: workforcePool.userPoolId,
        workforcePoolClientId: workforcePool.clientId,
        userPoolEndpoint: `${origin}/cognito/`,
        apiUrl: origin,
        portalUrl: origin,
        idleMinutes: config.idleMinutes,
        absoluteHours: config.absoluteHours,
        supportEmail: 'support@example.com',
      }),
    });
    server = portal.server;
    secure = portal.secure;
    // The confirmation e-mails of authorizations: the same handler as the deployed sender,
    // fed from DynamoDB Local's stream of the orders table (docs/decisions/0022).
    poller = await startStreamPoller({
      dynamo,
      endpoint: dynamoSvc.url,
      region: config.region,
      credentials: LOCAL_CREDENTIALS,
      tableName: tables.orders,
      filter: confirmationOutboxFilter,
      handler: sendConfirmation,
      ...confirmationOutboxRetries,
      positionsFile: `${config.dataDir}/stream-positions/${tables.orders}.json`,
    });
    // The console's e-mails (the census's invitations), from the admin table's stream.
    adminPoller = await startStreamPoller({
      dynamo,
      endpoint: dynamoSvc.url,
      region: config.region,
      credentials: LOCAL_CREDENTIALS,
      tableName: tables.admin,
      filter: adminOutboxFilter,
      handler: sendAdminMail,
      ...confirmationOutboxRetries,
      positionsFile: `${config.dataDir}/stream-positions/${tables.admin}.json`,
    });
    if (config.allZips) loadEveryZip({ db, tables });

    return {
      portalUrl,
      securePortalUrl: secure?.url,
      mailUrl: sesSvc.url,
      registrationLink: `${portalUrl}/register?employer_id=${demoEmployer.id}`,
      urls: { dynamodb: dynamoSvc.url, s3: s3Svc.url, cognito: cognitoSvc.url, ses: sesSvc.url },
      pool,
      workforcePool,
      tables,
      bucket: localBucketName,
      exportsBucket: localExportsBucketName,
      demo: { employerId: demoEmployer.id, email: demoEmployee.email, password: demoEmployee.password },
      demoAdmins,
      clients: { dynamo, db, s3, cognito },
      outboxPoller: poller,
      adminOutboxPoller: adminPoller,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
