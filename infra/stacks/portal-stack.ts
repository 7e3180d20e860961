import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import type { Family } from '../../shared/routes';
import type { StageConfig } from '../config/stages';
import { ApiConstruct } from '../constructs/api';
import { AssetsConstruct } from '../constructs/assets';
import { AuthConstruct } from '../constructs/auth';
import { WorkforceAuthConstruct } from '../constructs/workforce-auth';
import { acknowledgeCdkHelpers } from '../constructs/compliance';
import { ConfirmationSenderConstruct } from '../constructs/confirmation-sender';
import { AdminMailSenderConstruct } from '../constructs/admin-mail-sender';
import { DataConstruct } from '../constructs/data';
import { ExportsConstruct } from '../constructs/exports';
import { MemberFilesConstruct } from '../constructs/member-files';
import { RemindersConstruct } from '../constructs/reminders';
import { LogsConstruct } from '../constructs/logs';
import { MonitoringConstruct } from '../constructs/monitoring';
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
 * The whole portal of one stage, in one stack (docs/decisions/0001-single-stack.md): it composes
 * the constructs and wires their permissions, nothing more.
 *
 * Order matters: the logs (every log group and bucket logs there) and the HTTP API come first
 * (CloudFront needs its domain), then the distribution (the user pool client and the functions
 * need its URL), then the pool, the functions and routes with their roles
 * (infra/constructs/family-access.ts), the frontend deployment (config.json holds the pool's
 * ids), and last the alarms and dashboard over all of it.
 *
 * @example
 * new PortalStack(app, `Ichra-Portal-${stage.name}`, { stage, appVersion, frontendDir, env: stage.env });
 */
export class PortalStack extends Stack {
  // The parts are exposed for template tests, which find resources by construct, not by name.
  readonly logs: LogsConstruct;
  readonly data: DataConstruct;
  readonly assets: AssetsConstruct;
  readonly api: ApiConstruct;
  readonly web: WebConstruct;
  readonly auth: AuthConstruct;
  /** The administrators' user pool and the console's app client (docs/decisions/0029). */
  readonly workforceAuth: WorkforceAuthConstruct;
  readonly functions: Record<Family, NodejsFunction>;
  readonly confirmationSender: ConfirmationSenderConstruct;
  readonly adminMailSender: AdminMailSenderConstruct;
  readonly exports: ExportsConstruct;
  /** The files members upload (proof of coverage). */
  readonly memberFiles: MemberFilesConstruct;
  readonly reminders: RemindersConstruct;
  readonly monitoring: MonitoringConstruct;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);
    const { stage, appVersion, frontendDir } = props;

    const logs = (this.logs = new LogsConstruct(this, 'Logs', { stage }));
    const data = (this.data = new DataConstruct(this, 'Data', { stage }));
    const assets = (this.assets = new AssetsConstruct(this, 'Assets', {
      stage,
      accessLogsBucket: logs.bucket,
    }));
    const api = (this.api = new ApiConstruct(this, 'Api', { stage, logs }));
    const web = (this.web = new WebConstruct(this, 'Web', {
      stage,
      frontendDir,
      apiDomainName: api.domainName,
      assetsBucket: assets.bucket,
      logs,
    }));
    const auth = (this.auth = new AuthConstruct(this, 'Auth', { stage, portalUrl: web.portalUrl }));
    const workforceAuth = (this.workforceAuth = new WorkforceAuthConstruct(this, 'WorkforceAuth', {
      stage,
      portalUrl: web.portalUrl,
    }));
    // The payroll and 834 files: their bucket, the function writing them and its schedule. Before
    // the API's functions: the console's files (the admin family) read and write the same bucket.
    const exports = (this.exports = new ExportsConstruct(this, 'Exports', {
      stage,
      logs,
      tables: data.tables,
      tablesKey: data.key,
    }));
    const memberFiles = (this.memberFiles = new MemberFilesConstruct(this, 'MemberFiles', {
      stage,
      accessLogsBucket: logs.bucket,
      portalUrl: web.portalUrl,
    }));
    const functions = (this.functions = api.addFamilies({
      appVersion,
      portalUrl: web.portalUrl,
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      workforcePool: workforceAuth.userPool,
      workforcePoolClient: workforceAuth.userPoolClient,
      tables: data.tables,
      tablesKey: data.key,
      assetsBucket: assets.bucket,
      assetsKey: assets.key,
      exportsBucket: exports.bucket,
      exportsKey: exports.key,
      memberFilesBucket: memberFiles.bucket,
      memberFilesKey: memberFiles.key,
    }));

    // The confirmation e-mails, from the orders table's stream (docs/decisions/0022).
    const confirmationSender = (this.confirmationSender = new ConfirmationSenderConstruct(
      this,
      'ConfirmationSender',
      { stage, logs, orders: data.tables.orders, tablesKey: data.key },
    ));

    // The console's e-mails (the census's invitations), from the admin table's stream.
    const adminMailSender = (this.adminMailSender = new AdminMailSenderConstruct(this, 'AdminMailSender', {
      stage,
      logs,
      admin: data.tables.admin,
      tablesKey: data.key,
      portalUrl: web.portalUrl,
    }));

    // The enrollment reminders: the daily run queues them in the admin outbox, which the sender above sends.
    const reminders = (this.reminders = new RemindersConstruct(this, 'Reminders', {
      stage,
      logs,
      tables: data.tables,
      tablesKey: data.key,
    }));

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
      workforcePoolId: workforceAuth.userPool.userPoolId,
      workforcePoolClientId: workforceAuth.userPoolClient.userPoolClientId,
    });

    this.monitoring = new MonitoringConstruct(this, 'Monitoring', {
      stage,
      httpStage: api.stage,
      accessLogs: api.accessLogs,
      functions,
      tables: data.tables,
      firewall: web.firewall,
      confirmationSender: { fn: confirmationSender.fn, deadLetters: confirmationSender.deadLetters },
      exports: { fn: exports.fn, deadLetters: exports.deadLetters },
      adminMailSender: { fn: adminMailSender.fn, deadLetters: adminMailSender.deadLetters },
      reminders: { fn: reminders.fn, deadLetters: reminders.deadLetters },
    });
    acknowledgeCdkHelpers(this);

    const output = (name: string, value: string, description: string) =>
      new CfnOutput(this, name, { value, description });
    output('PortalUrl', web.portalUrl, 'The portal, for employees');
    output('ApiUrl', apiUrl, 'Base URL of the API as the browser calls it (routes start with /api/)');
    output('HttpApiEndpoint', api.httpApi.apiEndpoint, 'The HTTP API without CloudFront, for diagnostics');
    output('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool');
    output('UserPoolClientId', auth.userPoolClient.userPoolClientId, 'Cognito app client of the portal');
    output('HostedDomain', auth.hostedDomainUrl, 'Cognito hosted sign-in domain');
    output('WorkforcePoolId', workforceAuth.userPool.userPoolId, 'Cognito user pool of the administrators');
    output(
      'WorkforcePoolClientId',
      workforceAuth.userPoolClient.userPoolClientId,
      "Cognito app client of the administrators' console",
    );
    output('AssetsBucketName', assets.bucket.bucketName, 'Logos (logos/<employerId>) and ICHRA documents');
    output(
      'MemberFilesBucketName',
      memberFiles.bucket.bucketName,
      'Files members upload (<memberId>/proof/<planYear>/<uploadId>: proof of coverage)',
    );
    output('WebBucketName', web.bucket.bucketName, 'The built frontend');
    output(
      'ExportsBucketName',
      exports.bucket.bucketName,
      'Payroll and 834 files (<employerId>/payroll/..., <employerId>/834/...); the 834 files hold SSNs',
    );
    output(
      'ExportsFunctionName',
      exports.fn.functionName,
      'Writes a period\'s exports: aws lambda invoke --payload \'{"period":"YYYY-MM"}\' (docs/operations.md)',
    );
    output('DistributionId', web.distribution.distributionId, 'CloudFront distribution, for invalidations');
    output(
      'AlarmTopicArn',
      this.monitoring.topic.topicArn,
      'SNS topic of the stage alarms: subscribe more recipients here',
    );
    output('DashboardName', this.monitoring.dashboard.dashboardName, 'CloudWatch dashboard of the stage');
    for (const tableId of tableIds) {
      // The operator CLI finds tables by these keys (infra/data/target.ts tableOutputKey).
      output(`Table${pascal(tableId)}`, data.tables[tableId].tableName, `DynamoDB table ${tableId}`);
    }
  }
}
