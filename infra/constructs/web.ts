import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { isDisposable, removalPolicyOf, retentionOf } from './stage-policy';

/**
 * The runtime configuration written to `/config.json` at deploy time. It must satisfy the
 * frontend's schema (frontend/src/config/env.ts); tests/infra/web.test.ts checks the keys.
 */
export interface PortalRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Full https URL of the Cognito hosted sign-in domain. */
  hostedDomain: string;
  apiUrl: string;
  portalUrl: string;
  idleMinutes: number;
  absoluteHours: number;
  supportEmail: string;
  version: string;
}

/** Props of {@link WebConstruct}. */
export interface WebConstructProps {
  stage: StageConfig;
  /** The built frontend (frontend/dist), chosen by the CDK app. */
  frontendDir: string;
  /** Host name of the HTTP API, the origin of `/api/*`. */
  apiDomainName: string;
  /** The bucket whose `logos/` prefix is served under `/logos/*`. */
  assetsBucket: s3.IBucket;
}

/**
 * CloudFront Function (viewer request, default behavior only) that serves the app shell for
 * client-side routes: a path whose last segment has no file extension becomes /index.html.
 *
 * Why not the distribution's custom error responses (403/404 → /index.html)? They apply to every
 * behavior, so the API's own 403 and 404 answers under /api/* would reach the browser as 200 with
 * HTML. See docs/decisions/0002-spa-routing-function.md.
 */
export const spaRewriteCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * Web hosting: the private bucket of the built frontend and the CloudFront distribution that
 * serves it, proxies `/api/*` to the HTTP API (same origin, so no CORS) and serves employer logos
 * from the assets bucket, all through origin access control.
 *
 * Built in two steps: the constructor creates the distribution (whose URL the user pool client
 * and the functions need); {@link WebConstruct.publish} then deploys the files and `config.json`,
 * which hold the user pool's ids.
 *
 * @example
 * const web = new WebConstruct(this, 'Web', { stage, frontendDir, apiDomainName: api.domainName, assetsBucket });
 * web.publish({ region, userPoolId, ... });
 */
export class WebConstruct extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The https origin employees use: the custom domain when the stage has one, else CloudFront's. */
  readonly portalUrl: string;
  /** What {@link WebConstruct.publish} wrote to config.json, once it has been called. */
  runtimeConfig: PortalRuntimeConfig | undefined;
  private readonly props: WebConstructProps;

  constructor(scope: Construct, id: string, props: WebConstructProps) {
    super(scope, id);
    this.props = props;
    const { stage } = props;
    if (!existsSync(join(props.frontendDir, 'index.html'))) {
      throw new Error(
        `The built frontend is missing: ${join(props.frontendDir, 'index.html')} does not exist. Run npm run build:web first.`,
      );
    }

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: removalPolicyOf(stage),
      autoDeleteObjects: isDisposable(stage),
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode),
      comment: 'Serves /index.html for client-side routes',
    });

    const certificate = stage.domain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', stage.domain.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `ICHRA portal ${stage.name}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          }),
          // A redirect would turn a POST into a GET: refuse plain http instead.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Everything but Host (API Gateway routes on its own host name), Authorization included.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        '/logos/*': {
          origin: origins.S3BucketOrigin.withOriginAccessControl(props.assetsBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        },
      },
      // The CloudFront default certificate (*.cloudfront.net) is fixed at TLSv1 and CDK ignores a
      // minimum protocol without a certificate, so the minimum is set where it has an effect.
      ...(certificate &&
        stage.domain && {
          certificate,
          domainNames: [stage.domain.name],
          minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        }),
    });

    this.portalUrl = stage.domain
      ? `https://${stage.domain.name}`
      : `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Deploys the built frontend and `config.json` in one deployment (so pruning keeps both) and
   * invalidates the distribution, so a new deployment is visible at once.
   */
  publish(config: PortalRuntimeConfig): s3deploy.BucketDeployment {
    const { stage, frontendDir } = this.props;
    this.runtimeConfig = config;
    return new s3deploy.BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [s3deploy.Source.asset(frontendDir), s3deploy.Source.jsonData('config.json', config)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: new logs.LogGroup(this, 'DeploymentLogs', {
        retention: retentionOf(stage),
        removalPolicy: removalPolicyOf(stage),
      }),
    });
  }
}
