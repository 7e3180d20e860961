import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Duration, Stack } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { contentSecurityPolicy } from '../resources/web-headers';
import { memberFilesOrigin } from './member-files';
import { assetKeys } from '../resources/buckets';
import { privateBucketProps } from './private-bucket';
import type { StageConfig } from '../config/stages';
import { acknowledge, nagArn } from './compliance';
import { FirewallConstruct } from './firewall';
import { portalKey } from './keys';
import type { LogsConstruct } from './logs';
import { framedPaths } from '../../shared/web-frames';

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
  /** The administrators' workforce pool and the console's app client (the console at /admin). */
  workforcePoolId: string;
  workforcePoolClientId: string;
}

/** Props of {@link WebConstruct}. */
export interface WebConstructProps {
  stage: StageConfig;
  /** The built frontend (frontend/dist), chosen by the CDK app. */
  frontendDir: string;
  /** Host name of the HTTP API, the origin of `/api/*`. */
  apiDomainName: string;
  /** The bucket whose `logos/` prefix is served under `/logos/*` (and nothing else of it). */
  assetsBucket: s3.IBucket;
  /** Log groups, and the bucket for the web bucket's and the distribution's access logs. */
  logs: LogsConstruct;
}

/** The Cognito endpoints the browser talks to: the user pool API (Amplify sign-in) and the hosted sign-in domain. */
export function cognitoOrigins(
  stage: Pick<StageConfig, 'hostedDomainPrefix'>,
  region: string,
): { userPoolApi: string; hostedDomain: string } {
  return {
    userPoolApi: `https://cognito-idp.${region}.amazonaws.com`,
    hostedDomain: `https://${stage.hostedDomainPrefix}.auth.${region}.amazoncognito.com`,
  };
}

/**
 * CloudFront Function (viewer request, default behavior only) that serves the app shell for
 * client-side routes: a path whose last segment has no file extension becomes /index.html, or its
 * prerendered frame (/frames/<path>.html) when the build writes one (shared/web-frames.ts: the
 * same rule as `pageFileOf`, which the local server uses; tests/infra keeps the two equal).
 *
 * Why not the distribution's custom error responses (403/404 → /index.html)? They apply to every
 * behavior, so the API's own 403 and 404 answers under /api/* would reach the browser as 200 with
 * HTML. See docs/decisions/0002-spa-routing-function.md.
 */
export const spaRewriteCode = `var framed = ${JSON.stringify(framedPaths)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    var path = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
    request.uri = framed.indexOf(path) === -1 ? '/index.html' : '/frames' + path + '.html';
  }
  return request;
}`;

/**
 * Web hosting: the private, KMS-encrypted bucket of the built frontend and the CloudFront
 * distribution that serves it, proxies `/api/*` to the HTTP API (same origin, so no CORS) and
 * serves employer logos from the assets bucket, all through origin access control. Every
 * response carries the security headers (CSP, HSTS, no framing, nosniff, referrer policy); the
 * web ACL (infra/constructs/firewall.ts) screens every request; access logs go to the log bucket.
 * TLS 1.2 is enforced where the stage has a custom domain (docs/decisions/0006-stage-region-and-tls.md).
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
  readonly key: kms.Key;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeaders: cloudfront.ResponseHeadersPolicy;
  readonly firewall: FirewallConstruct;
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

    this.key = portalKey(this, 'WebKey', stage, 'the built frontend');
    this.bucket = new s3.Bucket(
      this,
      'Bucket',
      // Each deployment replaces the files; the previous ones stay a week for a quick rollback.
      privateBucketProps(stage, {
        key: this.key,
        accessLogs: props.logs.bucket,
        logPrefix: 's3/web/',
        keepReplacedFor: Duration.days(7),
      }),
    );
    acknowledge(this.bucket, [
      [
        'HIPAA.Security-S3BucketReplicationEnabled',
        'Holds only the built frontend, which every deployment writes again from the repository.',
      ],
      [
        'cdk-validator-cfnguard::s3_event_notifications_enabled_check',
        'Holds only the built frontend; nothing reacts to its files.',
      ],
      [
        'cdk-validator-cfnguard::s3_bucket_object_lock_enabled_check',
        'Every deployment replaces and prunes the built frontend; a write-once lock would block it.',
      ],
    ]);
    acknowledge(this, [
      [
        '@aws-cdk/aws-cloudfront-origins:wildcardKeyPolicyForOac',
        "The bucket policy limits origin access to this stage's distribution; S3 requires both the bucket and the key policy to allow a read.",
      ],
    ]);

    const region = Stack.of(this).region;
    this.responseHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `Security headers of the ICHRA portal ${stage.name}`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(cognitoOrigins(stage, region), {
            https: true,
            uploads: memberFilesOrigin(stage, region),
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        // The registration link carries the employer id: no URL leaves for another site.
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.SAME_ORIGIN, override: true },
      },
    });
    this.firewall = new FirewallConstruct(this, 'Firewall', { stage, logs: props.logs });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteCode),
      comment: 'Serves /index.html for client-side routes',
    });

    const certificate = stage.domain
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', stage.domain.certificateArn)
      : undefined;

    const responseHeadersPolicy = this.responseHeaders;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `ICHRA portal ${stage.name}`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: this.firewall.webAcl.attrArn,
      enableLogging: true,
      logBucket: props.logs.bucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
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
          responseHeadersPolicy,
        },
        '/logos/*': {
          origin: this.logosOrigin(props.assetsBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
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

    // The distribution reads the logos prefix of the assets bucket and nothing else: the ICHRA
    // documents beside them are handed out only as short-lived pre-signed links.
    props.assetsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudFrontReadsLogosOnly',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [props.assetsBucket.arnForObjects(`${assetKeys.logo('')}*`)],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': Stack.of(this).formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: this.distribution.distributionId,
            }),
          },
        },
      }),
    );

    acknowledge(this.distribution, [
      [
        'AwsSolutions-CFR1',
        'Employees of US employers enrol from wherever they are, travelling included; the web ACL and the API protect every route instead of a country list.',
      ],
      [
        'cdk-validator-cfnguard::cloudfront_origin_failover_enabled_check',
        'Each origin (the web bucket, the assets bucket, the HTTP API) exists once in the stage region; there is no second origin to fail over to.',
      ],
    ]);
    if (!stage.domain) {
      const why = `Stage ${stage.name} has no custom domain: CloudFront's default *.cloudfront.net certificate fixes the viewer minimum at TLSv1 and cannot use SNI. Stages with real data (removal: retain) must have a domain and certificate (infra/config/stages.ts), which sets TLSv1.2_2021.`;
      acknowledge(this.distribution, [
        ['AwsSolutions-CFR4', why],
        ['cdk-validator-cfnguard::cloudfront_custom_ssl_certificate_check', why],
        ['cdk-validator-cfnguard::cloudfront_sni_enabled_check', why],
        ['cdk-validator-cfnguard::cloudfront_security_policy_check', why],
      ]);
    }

    this.portalUrl = stage.domain
      ? `https://${stage.domain.name}`
      : `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * The origin of `/logos/*`: the assets bucket through origin access control, without CDK's
   * default grant. That grant covers every object of the bucket (`<bucket>/*`), the ICHRA
   * documents included; the origin is built on a reference to the bucket, which CDK cannot add a
   * policy to, and the constructor grants the logos prefix alone. The key policy statement (reads
   * through the bucket's key) is still added by CDK, since the reference carries the key.
   */
  private logosOrigin(bucket: s3.IBucket): cloudfront.IOrigin {
    const reference = s3.Bucket.fromBucketAttributes(this, 'LogosOriginBucket', {
      bucketArn: bucket.bucketArn,
      bucketName: bucket.bucketName,
      bucketRegionalDomainName: bucket.bucketRegionalDomainName,
      encryptionKey: bucket.encryptionKey,
    });
    acknowledge(this, [
      [
        '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        "On purpose: CDK's grant would cover the whole assets bucket; the construct grants CloudFront the logos prefix alone (CloudFrontReadsLogosOnly).",
      ],
    ]);
    return origins.S3BucketOrigin.withOriginAccessControl(reference);
  }

  /**
   * Deploys the built frontend and `config.json` in one deployment (so pruning keeps both) and
   * invalidates the distribution, so a new deployment is visible at once.
   */
  publish(config: PortalRuntimeConfig): s3deploy.BucketDeployment {
    const { frontendDir } = this.props;
    this.runtimeConfig = config;
    const deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [s3deploy.Source.asset(frontendDir), s3deploy.Source.jsonData('config.json', config)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup: this.props.logs.logGroup(this, 'DeploymentLogs'),
    });
    // CDK's copying function lives at stack level, shared by every BucketDeployment of the stack.
    const stack = Stack.of(this);
    const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    for (const helper of stack.node.children.filter((c) =>
      c.node.id.startsWith('Custom::CDKBucketDeployment'),
    )) {
      acknowledge(helper, [
        [
          `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-<AWS::AccountId>-${stack.region}/*]`,
          'CDK-owned deployment function: reads the frontend archive CDK staged in its bootstrap bucket, whose object key is known only at deploy time.',
        ],
        [
          `AwsSolutions-IAM5[Resource::${nagArn(this.bucket)}/*]`,
          'CDK-owned deployment function: writes and prunes every file of the built frontend in the web bucket.',
        ],
      ]);
    }
    return deployment;
  }
}
