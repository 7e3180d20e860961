import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { families, routeKey, routes, type Family, type RouteDef } from '../../shared/routes';
import type { StageConfig } from '../config/stages';
import { bucketEnvName } from '../resources/buckets';
import { tableEnvName, tableIds, type TableId } from '../resources/tables';
import { pascal } from './names';
import { removalPolicyOf, retentionOf } from './stage-policy';

/** The repository root, found from this file rather than the working directory or the environment. */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Lambda entry of an endpoint family: lambdas/handlers/<family>/index.ts, exporting `handler`. */
export const familyEntry = (family: Family): string => join(repoRoot, 'lambdas', 'handlers', family, 'index.ts');

/** Props of {@link ApiConstruct}. */
export interface ApiConstructProps {
  stage: StageConfig;
}

/** What the functions of {@link ApiConstruct.addFamilies} are wired to. */
export interface ApiFamiliesProps {
  /** Build version reported by GET /api/Version/test, computed by the CDK app. */
  appVersion: string;
  /** The https origin of the portal, for links in e-mails. */
  portalUrl: string;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  tables: Record<TableId, dynamodb.ITableV2>;
  assetsBucket: s3.IBucket;
  /** The route table; the shared one unless a test substitutes its own. */
  routeTable?: readonly RouteDef[];
}

/**
 * The HTTP API: one Lambda function per endpoint family and one route per entry of the route
 * table (shared/routes.ts), both generated from it, never wired one by one.
 *
 * Built in two steps to avoid a dependency cycle: the constructor creates only the HttpApi (the
 * CloudFront distribution needs its domain); {@link ApiConstruct.addFamilies} then creates the
 * functions, which need the distribution's URL, and the routes.
 *
 * @example
 * const api = new ApiConstruct(this, 'Api', { stage });
 * const web = new WebConstruct(this, 'Web', { stage, apiDomainName: api.domainName, ... });
 * const fns = api.addFamilies({ appVersion, portalUrl: web.portalUrl, ... });
 */
export class ApiConstruct extends Construct {
  readonly httpApi: apigw.HttpApi;
  /** Host name of the API's default endpoint (no scheme), the CloudFront origin of `/api/*`. */
  readonly domainName: string;
  private readonly stage: StageConfig;

  constructor(scope: Construct, id: string, props: ApiConstructProps) {
    super(scope, id);
    this.stage = props.stage;
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `ichra-portal-${props.stage.name}`,
      description: 'ICHRA enrollment portal API, served under /api/* of the portal distribution',
      createDefaultStage: true,
    });
    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /**
   * Creates one function per family and one route per route-table entry; member routes get the
   * user pool's JWT authorizer. Returns the functions so the stack can grant them access.
   */
  addFamilies(props: ApiFamiliesProps): Record<Family, nodejs.NodejsFunction> {
    const table = props.routeTable ?? routes;
    const stage = this.stage;
    const environment: Record<string, string> = {
      APP_VERSION: props.appVersion,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      PORTAL_URL: props.portalUrl,
      FROM_EMAIL: stage.fromEmail,
      SUPPORT_EMAIL: stage.supportEmail,
      [bucketEnvName('assets')]: props.assetsBucket.bucketName,
    };
    for (const tableId of tableIds) environment[tableEnvName(tableId)] = props.tables[tableId].tableName;

    const functions = {} as Record<Family, nodejs.NodejsFunction>;
    const integrations = {} as Record<Family, HttpLambdaIntegration>;
    for (const family of families) {
      const name = pascal(family);
      const logGroup = new logs.LogGroup(this, `${name}Logs`, {
        retention: retentionOf(stage),
        removalPolicy: removalPolicyOf(stage),
      });
      const fn = new nodejs.NodejsFunction(this, `${name}Function`, {
        entry: familyEntry(family),
        handler: 'handler',
        projectRoot: repoRoot,
        depsLockFilePath: join(repoRoot, 'package-lock.json'),
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 512,
        timeout: Duration.seconds(10),
        logGroup,
        environment: { ...environment, POWERTOOLS_SERVICE_NAME: `ichra-${family}` },
        bundling: {
          // ESM because middy 6 and several dependencies ship only ESM; the banner gives bundled
          // CommonJS dependencies the `require` that an ESM module lacks.
          format: nodejs.OutputFormat.ESM,
          mainFields: ['module', 'main'],
          banner: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
          minify: true,
          sourceMap: true,
          // The SDK is bundled rather than taken from the runtime, so the version we test is the
          // version that runs.
          externalModules: [],
        },
      });
      functions[family] = fn;
      integrations[family] = new HttpLambdaIntegration(`${name}Integration`, fn);
    }

    const authorizer = new HttpJwtAuthorizer(
      'MemberAuthorizer',
      `https://cognito-idp.${Stack.of(this).region}.${Stack.of(this).urlSuffix}/${props.userPool.userPoolId}`,
      // Access tokens carry client_id rather than aud; the HTTP API checks either against this list.
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
    const none = new apigw.HttpNoneAuthorizer();

    const ids = new Set<string>();
    for (const r of table) {
      const id = `Route${routeKey(r).replace(/[^A-Za-z0-9]+/g, '-')}`;
      if (ids.has(id)) throw new Error(`Two routes of the route table map to the construct id ${id}`);
      ids.add(id);
      new apigw.HttpRoute(this, id, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(r.path, apigw.HttpMethod[r.method]),
        integration: integrations[r.family],
        authorizer: r.access === 'member' ? authorizer : none,
      });
    }
    return functions;
  }
}
