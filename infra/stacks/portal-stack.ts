import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { Family } from '../../shared/routes';
import type { StageConfig } from '../config/stages';
import { ApiConstruct } from '../constructs/api';
import { AssetsConstruct } from '../constructs/assets';
import { AuthConstruct } from '../constructs/auth';
import { DataConstruct } from '../constructs/data';
import { pascal } from '../constructs/names';
import { WebConstruct } from '../constructs/web';
import { tableIds } from '../resources/tables';

/** Props of {@link PortalStack}. */
export interface PortalStackProps extends StackProps {
  stage: StageConfig;
  /** Build version the functions report (package version + git sha), computed by the CDK app. */
  appVersion: string;
  /** The built frontend directory (frontend/dist). */
  frontendDir: string;
}

/**
 * Cognito actions per family, on the portal's own user pool only. Sign-in calls InitiateAuth;
 * registration creates users and sets the first password; members change their password and
 * profile. Other families never touch the pool.
 */
const cognitoActions: Partial<Record<Family, string[]>> = {
  auth: ['cognito-idp:InitiateAuth', 'cognito-idp:AdminInitiateAuth'],
  registration: [
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminUpdateUserAttributes',
    'cognito-idp:AdminDeleteUser',
  ],
  member: [
    'cognito-idp:InitiateAuth',
    'cognito-idp:AdminInitiateAuth',
    'cognito-idp:ChangePassword',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminSetUserPassword',
    'cognito-idp:AdminUpdateUserAttributes',
  ],
};

/**
 * The whole portal of one stage, in one stack (docs/decisions/0001-single-stack.md): it composes
 * the constructs and wires their permissions, nothing more.
 *
 * Order matters: the HTTP API comes first (CloudFront needs its domain), then the distribution
 * (the user pool client and the functions need its URL), then the pool, the functions and routes,
 * and last the frontend deployment (config.json holds the pool's ids).
 *
 * @example
 * new PortalStack(app, `Ichra-Portal-${stage.name}`, { stage, appVersion, frontendDir, env: stage.env });
 */
export class PortalStack extends Stack {
  // The parts are exposed for template tests, which find resources by construct, not by name.
  readonly data: DataConstruct;
  readonly assets: AssetsConstruct;
  readonly api: ApiConstruct;
  readonly web: WebConstruct;
  readonly auth: AuthConstruct;
  readonly functions: Record<Family, NodejsFunction>;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { stage, appVersion, frontendDir } = props;

    const data = (this.data = new DataConstruct(this, 'Data', { stage }));
    const assets = (this.assets = new AssetsConstruct(this, 'Assets', { stage }));
    const api = (this.api = new ApiConstruct(this, 'Api', { stage }));
    const web = (this.web = new WebConstruct(this, 'Web', {
      stage,
      frontendDir,
      apiDomainName: api.domainName,
      assetsBucket: assets.bucket,
    }));
    const auth = (this.auth = new AuthConstruct(this, 'Auth', { stage, portalUrl: web.portalUrl }));
    const functions = (this.functions = api.addFamilies({
      appVersion,
      portalUrl: web.portalUrl,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      tables: data.tables,
      assetsBucket: assets.bucket,
    }));

    // Least privilege per function comes later; for now every function reads and writes every
    // table and the assets bucket, and only the families that need them reach Cognito and SES.
    for (const [family, fn] of Object.entries(functions) as [Family, NodejsFunction][]) {
      for (const tableId of tableIds) data.tables[tableId].grantReadWriteData(fn);
      assets.bucket.grantReadWrite(fn);
      const actions = cognitoActions[family];
      if (actions) auth.userPool.grant(fn, ...actions);
    }
    functions.registration.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' })],
        // Only as the portal's sender, whichever verified identity (address or domain) covers it.
        conditions: { StringEquals: { 'ses:FromAddress': stage.fromEmail } },
      }),
    );

    const apiUrl = web.portalUrl;
    web.publish({
      region: this.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      hostedDomain: auth.hostedDomainUrl,
      apiUrl,
      portalUrl: web.portalUrl,
      idleMinutes: stage.session.idleMinutes,
      absoluteHours: stage.session.absoluteHours,
      supportEmail: stage.supportEmail,
      version: appVersion,
    });

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('PortalUrl', web.portalUrl, 'The portal, for employees');
    output('ApiUrl', apiUrl, 'Base URL of the API as the browser calls it (routes start with /api/)');
    output('HttpApiEndpoint', api.httpApi.apiEndpoint, 'The HTTP API without CloudFront, for diagnostics');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', auth.userPoolClient.userPoolClientId, 'Cognito app client of the portal');
    output('HostedDomain', auth.hostedDomainUrl, 'Cognito hosted sign-in domain');
    output('AssetsBucketName', assets.bucket.bucketName, 'Logos (logos/<employerId>) and ICHRA documents');
    output('WebBucketName', web.bucket.bucketName, 'The built frontend');
    output('DistributionId', web.distribution.distributionId, 'CloudFront distribution, for invalidations');
    for (const tableId of tableIds) {
      output(`Table${pascal(tableId)}`, data.tables[tableId].tableName, `DynamoDB table ${tableId}`);
    }
  }
}
