import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { families, routeKey, routes, type Family, type RouteDef } from '../../shared/routes';
import type { StageConfig } from '../config/stages';
import { bucketEnvName } from '../resources/buckets';
import { memberFileKeys } from '../../lambdas/resources';
import { tableEnvName, type TableId } from '../resources/tables';
import { acknowledge, nagArn } from './compliance';
import {
  assetObjectPatterns,
  familyAccess,
  tableActions,
  tableKeyActions,
  type FamilyAccess,
} from './family-access';
import type { LogsConstruct } from './logs';
import { pascal } from './names';

/** The repository root, found from this file rather than the working directory or the environment. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** How every function of the portal is bundled (the families and the confirmation sender). */
export const functionBundling: nodejs.BundlingOptions = {
  // ESM because middy 6 and several dependencies ship only ESM; the banner gives bundled
  // CommonJS dependencies the `require` that an ESM module lacks.
  format: nodejs.OutputFormat.ESM,
  mainFields: ['module', 'main'],
  banner:
    "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  minify: true,
  sourceMap: true,
  // The SDK is bundled rather than taken from the runtime, so the version we test is the
  // version that runs.
  externalModules: [],
};

/** The Lambda entry of an endpoint family: lambdas/handlers/<family>/index.ts, exporting `handler`. */
export const familyEntry = (family: Family): string =>
  join(repoRoot, 'lambdas', 'handlers', family, 'index.ts');

/**
 * CloudWatch namespace of a stage's own metrics: those the middleware chain emits
 * (lambdas/middleware/observability.ts) and those counted from the access log. One per stage, so
 * two stages in one account never add up.
 */
export const metricsNamespace = (stage: Pick<StageConfig, 'name'>): string => `IchraPortal/${stage.name}`;

/**
 * One JSON line per request in the API access log. Route keys, not paths: a path can hold a
 * member or dependent id. `status` is a number so that metric filters can compare it.
 */
export const accessLogFields = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
} as const;
const numericFields = new Set(['status', 'responseLength', 'integrationLatency']);
const accessLogFormat = `{${Object.entries(accessLogFields)
  .map(([k, v]) => (numericFields.has(k) ? `"${k}":${v}` : `"${k}":"${v}"`))
  .join(',')}}`;

/** Props of {@link ApiConstruct}. */
export interface ApiConstructProps {
  stage: StageConfig;
  logs: LogsConstruct;
}

/** What the functions of {@link ApiConstruct.addFamilies} are wired to. */
export interface ApiFamiliesProps {
  /** Build version reported by GET /api/Version/test, computed by the CDK app. */
  appVersion: string;
  /** The https origin of the portal, for links in e-mails. */
  portalUrl: string;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The administrators' pool and the console's client: admin routes take their access tokens only. */
  workforcePool: cognito.IUserPool;
  workforcePoolClient: cognito.IUserPoolClient;
  tables: Record<TableId, dynamodb.ITableV2>;
  tablesKey: kms.IKey;
  assetsBucket: s3.IBucket;
  assetsKey: kms.IKey;
  /** The exports bucket and its key, for a family with `exportFiles` (the console's files). */
  exportsBucket: s3.IBucket;
  exportsKey: kms.IKey;
  /** The member files bucket and its key, for a family with `memberFiles` (proof of coverage). */
  memberFilesBucket: s3.IBucket;
  memberFilesKey: kms.IKey;
  /** What each family may touch; the shared declaration unless a test substitutes its own. */
  access?: Record<Family, FamilyAccess>;
  /** The route table; the shared one unless a test substitutes its own. */
  routeTable?: readonly RouteDef[];
}

/**
 * The HTTP API: one Lambda function per endpoint family and one route per entry of the route
 * table (shared/routes.ts), both generated from it, never wired one by one. Each function has
 * its own role, built from infra/constructs/family-access.ts, its own reserved concurrency,
 * X-Ray tracing and an encrypted log group. The stage is throttled and writes an access log.
 *
 * Built in two steps to avoid a dependency cycle: the constructor creates only the HttpApi (the
 * CloudFront distribution needs its domain); {@link ApiConstruct.addFamilies} then creates the
 * functions, which need the distribution's URL, and the routes.
 *
 * @example
 * const api = new ApiConstruct(this, 'Api', { stage, logs });
 * const web = new WebConstruct(this, 'Web', { stage, apiDomainName: api.domainName, ... });
 * const fns = api.addFamilies({ appVersion, portalUrl: web.portalUrl, ... });
 */
export class ApiConstruct extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** Host name of the API's default endpoint (no scheme), the CloudFront origin of `/api/*`. */
  readonly domainName: string;
  /** Each family's role and its one managed policy, set by {@link ApiConstruct.addFamilies}. */
  readonly roles = {} as Record<Family, iam.Role>;
  readonly policies = {} as Record<Family, iam.ManagedPolicy>;
  readonly logGroups = {} as Record<Family, logs.LogGroup>;
  private readonly config: StageConfig;
  private readonly logs: LogsConstruct;

  constructor(scope: Construct, id: string, props: ApiConstructProps) {
    super(scope, id);
    this.config = props.stage;
    this.logs = props.logs;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `ichra-portal-${props.stage.name}`,
      description: 'ICHRA enrollment portal API, served under /api/* of the portal distribution',
      createDefaultStage: false,
    });
    this.accessLogs = props.logs.logGroup(this, 'AccessLogs');
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.stage.api.rateLimit, burstLimit: props.stage.api.burstLimit },
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(accessLogFormat),
      },
    });
    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Creates one function per family and one route per route-table entry; member routes get the
   * user pool's JWT authorizer, admin routes the workforce pool's. Returns the functions.
   */
  addFamilies(props: ApiFamiliesProps): Record<Family, nodejs.NodejsFunction> {
    const table = props.routeTable ?? routes;
    const access = props.access ?? familyAccess;
    const stage = this.config;
    const common: Record<string, string> = {
      APP_VERSION: props.appVersion,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      PORTAL_URL: props.portalUrl,
      FROM_EMAIL: stage.fromEmail,
      SUPPORT_EMAIL: stage.supportEmail,
      POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
    };

    const functions = {} as Record<Family, nodejs.NodejsFunction>;
    const integrations = {} as Record<Family, HttpLambdaIntegration>;
    for (const family of families) {
      const name = pascal(family);
      const granted = access[family];
      const logGroup = (this.logGroups[family] = this.logs.logGroup(this, `${name}Logs`));
      const role = (this.roles[family] = new iam.Role(this, `${name}Role`, {
        assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
        description: `The ${family} endpoint family of the ICHRA portal, stage ${stage.name}`,
      }));
      const policy = (this.policies[family] = new iam.ManagedPolicy(this, `${name}Policy`, {
        description: `What the ${family} endpoint family may do (infra/constructs/family-access.ts)`,
        statements: this.statementsFor(granted, logGroup, props),
        roles: [role],
      }));
      this.acknowledgePolicy(policy, granted, props);

      const environment: Record<string, string> = { ...common, POWERTOOLS_SERVICE_NAME: `ichra-${family}` };
      // Only the names of what the family may touch: a handler reaching for another table fails
      // with "Missing environment variable", not with an access denied in production.
      for (const tableId of Object.keys(granted.tables ?? {}) as TableId[]) {
        environment[tableEnvName(tableId)] = props.tables[tableId].tableName;
      }
      if (granted.assetsRead?.length) environment[bucketEnvName('assets')] = props.assetsBucket.bucketName;
      if (granted.exportFiles) environment[bucketEnvName('exports')] = props.exportsBucket.bucketName;
      if (granted.memberFiles) environment[bucketEnvName('members')] = props.memberFilesBucket.bucketName;
      if (granted.workforceCognito?.length) environment.WORKFORCE_POOL_ID = props.workforcePool.userPoolId;
      // The console's families record its activity log, kept as the stage says.
      if (family === 'admin' || family === 'admin-files')
        environment.ADMIN_ACTIVITY_RETENTION_DAYS = String(stage.adminActivityRetentionDays);

      const fn = new nodejs.NodejsFunction(this, `${name}Function`, {
        entry: familyEntry(family),
        handler: 'handler',
        projectRoot: repoRoot,
        depsLockFilePath: join(repoRoot, 'package-lock.json'),
        runtime: lambda.Runtime.NODEJS_24_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 512,
        timeout: Duration.seconds(10),
        // The role's permissions are exactly its managed policy: CDK must not add an inline one
        // (for X-Ray it would); the policy carries those actions itself.
        role: role.withoutPolicyUpdates(),
        logGroup,
        tracing: lambda.Tracing.ACTIVE,
        reservedConcurrentExecutions: stage.functions.reservedConcurrency,
        environment,
        bundling: functionBundling,
      });
      fn.node.addDependency(policy);
      acknowledge(fn, [
        [
          'HIPAA.Security-LambdaDLQ',
          'Invoked synchronously by API Gateway only: a failure is answered to the caller as an error response, there is no asynchronous event to keep.',
        ],
        [
          'HIPAA.Security-LambdaInsideVPC',
          'Reaches only DynamoDB, S3, Cognito and SES through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
        ],
        [
          'cdk-validator-cfnguard::lambda_inside_vpc_check',
          'Reaches only DynamoDB, S3, Cognito and SES through their IAM-authorized TLS endpoints; the portal has no private network resource, so a VPC would add NAT cost without reducing exposure.',
        ],
      ]);
      functions[family] = fn;
      integrations[family] = new HttpLambdaIntegration(`${name}Integration`, fn);
    }

    const authorizer = new HttpJwtAuthorizer(
      'MemberAuthorizer',
      `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}/${props.userPool.userPoolId}`,
      // Access tokens carry client_id rather than aud; the HTTP API checks either against this list.
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
    const adminAuthorizer = new HttpJwtAuthorizer(
      'AdminAuthorizer',
      `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}/${props.workforcePool.userPoolId}`,
      { jwtAudience: [props.workforcePoolClient.userPoolClientId] },
    );
    const none = new apigw.HttpNoneAuthorizer();
    const authorizers = { member: authorizer, admin: adminAuthorizer, public: none } as const;

    const ids = new Set<string>();
    for (const r of table) {
      const id = `Route${routeKey(r).replace(/[^A-Za-z0-9]+/g, '-')}`;
      if (ids.has(id)) throw new Error(`Two routes of the route table map to the construct id ${id}`);
      ids.add(id);
      const route = new apigw.HttpRoute(this, id, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(r.path, apigw.HttpMethod[r.method]),
        integration: integrations[r.family],
        authorizer: authorizers[r.access],
      });
      acknowledge(route, [
        [
          'cdk-validator-cfnguard::lambda_function_public_access_prohibited_check',
          "The permission's SourceArn is this API's execute-api ARN for this route (a Fn::Join of the API id, account and region), which the guard rule cannot evaluate; only this API may invoke the function.",
        ],
      ]);
      if (r.access === 'public') {
        const why = `${routeKey(r)} is public by design (route table access: public): ${r.summary}. Abuse is limited by the web ACL, stage throttling and the handler's own rate limits.`;
        acknowledge(route, [
          ['AwsSolutions-APIG4', why],
          ['cdk-validator-cfnguard::api_gw_v2_authorization_type_configured_check', why],
        ]);
      }
    }
    return functions;
  }

  /** The statements of a family's managed policy, from its declaration only. */
  private statementsFor(
    granted: FamilyAccess,
    logGroup: logs.ILogGroup,
    props: ApiFamiliesProps,
  ): iam.PolicyStatement[] {
    const region = Stack.of(this).region;
    const statements = [
      new iam.PolicyStatement({
        sid: 'OwnLogGroup',
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
      new iam.PolicyStatement({
        sid: 'XRayTraces',
        actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
        resources: ['*'],
      }),
    ];
    const tables = Object.entries(granted.tables ?? {}) as [
      TableId,
      NonNullable<FamilyAccess['tables']>[TableId],
    ][];
    for (const [tableId, grant] of tables) {
      if (!grant) continue;
      const arn = props.tables[tableId].tableArn;
      statements.push(
        new iam.PolicyStatement({
          sid: `Table${pascal(tableId)}`,
          actions: [...tableActions[grant.access]],
          resources: [arn],
        }),
      );
      if (grant.indexes?.length) {
        statements.push(
          new iam.PolicyStatement({
            sid: `Table${pascal(tableId)}Indexes`,
            actions: ['dynamodb:Query'],
            resources: grant.indexes.map((index) => `${arn}/index/${index}`),
          }),
        );
      }
    }
    if (tables.length) {
      const writes = tables.some(([, grant]) => grant?.access === 'readwrite');
      statements.push(
        new iam.PolicyStatement({
          sid: 'TablesKeyThroughDynamoDB',
          actions: [...tableKeyActions[writes ? 'readwrite' : 'read']],
          resources: [props.tablesKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `dynamodb.${region}.amazonaws.com` } },
        }),
      );
    }
    if (granted.assetsRead?.length) {
      statements.push(
        new iam.PolicyStatement({
          sid: 'AssetsRead',
          actions: ['s3:GetObject'],
          resources: granted.assetsRead.map((prefix) =>
            props.assetsBucket.arnForObjects(assetObjectPatterns[prefix]),
          ),
        }),
        new iam.PolicyStatement({
          sid: 'AssetsKeyThroughS3',
          actions: ['kms:Decrypt'],
          resources: [props.assetsKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` } },
        }),
      );
    }
    if (granted.exportFiles) {
      statements.push(
        new iam.PolicyStatement({
          sid: 'ExportObjects',
          actions: ['s3:GetObject', 's3:PutObject'],
          resources: [props.exportsBucket.arnForObjects('*')],
        }),
        // Without ListBucket, S3 answers a missing object 403 rather than 404 (export-bucket.ts).
        new iam.PolicyStatement({
          sid: 'ExportListing',
          actions: ['s3:ListBucket'],
          resources: [props.exportsBucket.bucketArn],
        }),
        new iam.PolicyStatement({
          sid: 'ExportsKeyThroughS3',
          actions: ['kms:Decrypt', 'kms:GenerateDataKey'],
          resources: [props.exportsKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` } },
        }),
      );
    }
    if (granted.memberFiles) {
      const upload = granted.memberFiles === 'upload';
      // Proofs of coverage and life events' documents (issue 40, items 3 and 5), nothing else of a member's.
      const objects = [memberFileKeys.proofPattern, memberFileKeys.lifeEventPattern].map((pattern) =>
        props.memberFilesBucket.arnForObjects(pattern),
      );
      statements.push(
        new iam.PolicyStatement({
          sid: 'MemberFileObjects',
          actions: upload ? ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] : ['s3:GetObject'],
          resources: objects,
        }),
        new iam.PolicyStatement({
          sid: 'MemberFilesKeyThroughS3',
          actions: upload ? ['kms:Decrypt', 'kms:GenerateDataKey'] : ['kms:Decrypt'],
          resources: [props.memberFilesKey.keyArn],
          conditions: { StringEquals: { 'kms:ViaService': `s3.${region}.amazonaws.com` } },
        }),
      );
      // Without ListBucket, S3 answers a missing upload 403 rather than 404 (member-files.ts).
      if (upload)
        statements.push(
          new iam.PolicyStatement({
            sid: 'MemberFilesListing',
            actions: ['s3:ListBucket'],
            resources: [props.memberFilesBucket.bucketArn],
          }),
        );
    }
    if (granted.cognito?.length) {
      statements.push(
        new iam.PolicyStatement({
          sid: 'UserPool',
          actions: [...granted.cognito],
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    if (granted.workforceCognito?.length) {
      statements.push(
        new iam.PolicyStatement({
          sid: 'WorkforcePool',
          actions: [...granted.workforceCognito],
          resources: [props.workforcePool.userPoolArn],
        }),
      );
    }
    if (granted.sendEmail) {
      const from = this.config.fromEmail;
      const domain = from.slice(from.indexOf('@') + 1);
      statements.push(
        new iam.PolicyStatement({
          sid: 'SendAsPortalSender',
          actions: ['ses:SendEmail'],
          // The sender address or its domain, whichever is the verified identity; only as that sender.
          resources: [from, domain].map((identity) =>
            Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
          ),
          conditions: { StringEquals: { 'ses:FromAddress': from } },
        }),
      );
    }
    return statements;
  }

  /** Findings on a family policy that are inherent to what it declares, each with its reason. */
  private acknowledgePolicy(policy: iam.ManagedPolicy, granted: FamilyAccess, props: ApiFamiliesProps): void {
    acknowledge(policy, [
      [
        'AwsSolutions-IAM5[Resource::*]',
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permission; every other statement names its resources.',
      ],
    ]);
    if (granted.exportFiles)
      acknowledge(policy, [
        [
          `AwsSolutions-IAM5[Resource::${nagArn(props.exportsBucket)}/*]`,
          "The console's files are one object per employer, period and file in the exports bucket, keyed at run time (lambdas/exports/delivery.ts); the handlers check the employer of every key against the administrator's grant.",
        ],
      ]);
    if (granted.memberFiles)
      acknowledge(policy, [
        [
          `AwsSolutions-IAM5[Resource::${nagArn(props.memberFilesBucket)}/${memberFileKeys.proofPattern}]`,
          "Proofs of coverage are one object per member, plan year and upload, keyed at run time under the member's prefix (lambdas/resources.ts memberFileKeys); the handlers derive every key from the caller's own member or the grant's employer.",
        ],
        [
          `AwsSolutions-IAM5[Resource::${nagArn(props.memberFilesBucket)}/${memberFileKeys.lifeEventPattern}]`,
          "Life events' documents are one object per member and upload, keyed at run time under the member's prefix (lambdas/resources.ts memberFileKeys); the handlers derive every key from the caller's own member or the grant's employer.",
        ],
      ]);
    for (const prefix of granted.assetsRead ?? []) {
      acknowledge(policy, [
        [
          `AwsSolutions-IAM5[Resource::${nagArn(props.assetsBucket)}/${assetObjectPatterns[prefix]}]`,
          `Reads objects under ${prefix}/ only (infra/resources/buckets.ts), one per employer; object keys cannot be listed in a policy.`,
        ],
      ]);
    }
  }
}
