/**
 * Web hosting: private buckets behind CloudFront origin access control, the API under /api/* on
 * the same origin, and config.json written at deploy time for the frontend.
 */
import { Token } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../frontend/src/config/env';
import { loadStage } from '../../infra/config/stages';
import { managedRuleGroups, redactedRequestParts } from '../../infra/constructs/firewall';
import { spaRewriteCode } from '../../infra/constructs/web';
import { framedPaths, pageFileOf } from '../../shared/web-frames';
import { type Props, buildPortal, portal, propertiesOf } from './portal-fixture';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

const distributionConfig = (built: ReturnType<typeof portal>): Props =>
  (propertiesOf(built.template, built.logicalId(built.stack.web.distribution)) as Props).DistributionConfig;

describe('buckets', () => {
  it('block every kind of public access and refuse plain http', () => {
    // Prepare
    const { template } = portal('dev');
    // Act
    const buckets = Object.entries(
      template.findResources('AWS::S3::Bucket') as Record<string, { Properties: Props }>,
    );
    // Assess
    expect(buckets.length).toBeGreaterThanOrEqual(2);
    for (const [id, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('versions the assets bucket', () => {
    // Prepare
    const { stack, template, logicalId } = portal('prod');
    // Act
    const assets: Props = propertiesOf(template, logicalId(stack.assets.bucket));
    // Assess
    expect(assets.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });
});

describe('CloudFront distribution', () => {
  it('reads both buckets through origin access control, never an origin access identity', () => {
    // Prepare
    const built = portal('dev');
    const { stack, logicalId, template } = built;
    // Act
    const origins = distributionConfig(built).Origins as Props[];
    const s3Origins = origins.filter((o) => o.S3OriginConfig);
    // Assess
    expect(s3Origins.map((o) => o.DomainName['Fn::GetAtt'][0]).sort()).toEqual(
      [logicalId(stack.web.bucket), logicalId(stack.assets.bucket)].sort(),
    );
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    }
    template.resourceCountIs('AWS::CloudFront::CloudFrontOriginAccessIdentity', 0);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
  });

  it('requires TLSv1.2_2021 at least and serves the custom domain on prod, which must have one', () => {
    // Prepare
    const built = portal('prod');
    const { domain } = loadStage('prod');
    // Act
    const config = distributionConfig(built);
    // Assess
    expect(domain).toBeDefined();
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: domain?.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config.Aliases).toEqual([domain?.name]);
    built.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: [`https://${domain?.name}/profile`],
    });
  });

  it('adds the security headers to every response: CSP of self and the stage Cognito hosts, HSTS, no framing, nosniff, same-origin referrer', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const built = portal(name);
      const { hostedDomainPrefix } = loadStage(name);
      const policyId = built.logicalId(built.stack.web.responseHeaders);
      // Act
      const headers = propertiesOf(built.template, policyId).ResponseHeadersPolicyConfig
        .SecurityHeadersConfig as Props;
      const csp = headers.ContentSecurityPolicy.ContentSecurityPolicy as string;
      const directives = new Map(
        csp.split(/;\s*/).map((d) => {
          const [k = '', ...v] = d.split(' ');
          return [k, v];
        }),
      );
      // Assess
      const hosted = `https://${hostedDomainPrefix}.auth.us-east-1.amazoncognito.com`;
      expect(directives.get('default-src')).toEqual(["'self'"]);
      for (const d of ['script-src', 'style-src', 'img-src', 'font-src', 'base-uri'])
        expect(directives.get(d), d).toEqual(["'self'"]);
      expect(directives.get('connect-src')).toEqual([
        "'self'",
        'https://cognito-idp.us-east-1.amazonaws.com',
        hosted,
        // Proof of coverage is posted from the page straight to the member files bucket.
        `https://${hostedDomainPrefix}-member-files.s3.us-east-1.amazonaws.com`,
      ]);
      expect(directives.get('form-action')).toEqual(["'self'", hosted]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-|\*|data:/);
      expect(headers.ContentSecurityPolicy.Override).toBe(true);
      expect(headers.StrictTransportSecurity).toEqual({
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Override: true,
      });
      expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
      expect(headers.ContentTypeOptions).toEqual({ Override: true });
      expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'same-origin', Override: true });
      const config = distributionConfig(built);
      for (const behavior of [config.DefaultCacheBehavior, ...(config.CacheBehaviors as Props[])]) {
        expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern ?? 'default').toEqual({
          Ref: policyId,
        });
      }
    }
  });

  it('sits behind a CloudFront web ACL: AWS common and known-bad-inputs rules, then the stage rate limit per address', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const built = portal(name);
      const aclId = built.logicalId(built.stack.web.firewall.webAcl);
      // Act
      const acl = propertiesOf(built.template, aclId);
      const rules = [...(acl.Rules as Props[])].sort((a, b) => a.Priority - b.Priority);
      // Assess
      expect(distributionConfig(built).WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
      expect(acl.Scope).toBe('CLOUDFRONT');
      expect(acl.DefaultAction).toEqual({ Allow: {} });
      expect(rules.slice(0, 2).map((r) => r.Statement.ManagedRuleGroupStatement)).toEqual([
        expect.objectContaining({ VendorName: 'AWS', Name: managedRuleGroups[0] }),
        expect.objectContaining({ VendorName: 'AWS', Name: managedRuleGroups[1] }),
      ]);
      for (const r of rules.slice(0, 2)) expect(r.OverrideAction).toEqual({ None: {} });
      expect(rules[2]).toMatchObject({
        Action: { Block: {} },
        Statement: {
          RateBasedStatement: {
            AggregateKeyType: 'IP',
            EvaluationWindowSec: 300,
            Limit: loadStage(name).firewall.requestsPer5MinutesPerIp,
          },
        },
      });
      expect(rules).toHaveLength(3);
    }
  });

  it('logs the web ACL to an encrypted aws-waf-logs- group without tokens, cookies or query strings', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act + Assess
    template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [logicalId(stack.web.firewall.webAcl), 'Arn'] },
      LogDestinationConfigs: [
        Match.objectLike({
          'Fn::Join': ['', Match.arrayWith([{ Ref: logicalId(stack.web.firewall.logGroup) }])],
        }),
      ],
      RedactedFields: [
        { SingleHeader: { Name: 'authorization' } },
        { SingleHeader: { Name: 'cookie' } },
        { QueryString: {} },
      ],
    });
    expect(redactedRequestParts).toHaveLength(3);
    const group = propertiesOf(template, logicalId(stack.web.firewall.logGroup));
    expect(group.LogGroupName).toBe('aws-waf-logs-ichra-portal-dev');
    expect(group.KmsKeyId).toEqual({ 'Fn::GetAtt': [logicalId(stack.logs.key), 'Arn'] });
  });

  it('writes its access logs to the log bucket under cloudfront/', () => {
    // Prepare
    const built = portal('prod');
    // Act
    const config = distributionConfig(built);
    // Assess
    expect(config.Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [built.logicalId(built.stack.logs.bucket), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('sends /api/* to the HTTP API uncached with every viewer header but Host and every method', () => {
    // Prepare
    const built = portal('dev');
    const config = distributionConfig(built);
    // Act
    const api = (config.CacheBehaviors as Props[]).find((b) => b.PathPattern === '/api/*');
    const origin = (config.Origins as Props[]).find((o) => o.Id === api?.TargetOriginId);
    // Assess
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
    });
    expect([...(api?.AllowedMethods ?? [])].sort()).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
      'POST',
      'PUT',
    ]);
    expect(origin?.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(origin?.DomainName)).toContain(`"${built.logicalId(built.stack.api.httpApi)}"`);
  });

  it('serves /logos/* from the assets bucket', () => {
    // Prepare
    const built = portal('dev');
    const config = distributionConfig(built);
    // Act
    const logos = (config.CacheBehaviors as Props[]).find((b) => b.PathPattern === '/logos/*');
    const origin = (config.Origins as Props[]).find((o) => o.Id === logos?.TargetOriginId);
    // Assess
    expect(origin?.DomainName).toEqual({
      'Fn::GetAtt': [built.logicalId(built.stack.assets.bucket), 'RegionalDomainName'],
    });
  });

  it('grants CloudFront the logos prefix of the assets bucket and nothing else of it (no ICHRA documents)', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const assets = logicalId(stack.assets.bucket);
    // Act: every statement of the assets bucket's policy that admits CloudFront.
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: assets } } }) as Record<
        string,
        { Properties: Props }
      >,
    );
    const cloudFront = policies
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Props[])
      .filter(
        (s) => s.Effect === 'Allow' && JSON.stringify(s.Principal).includes('cloudfront.amazonaws.com'),
      );
    // Assess: one read of logos/*, limited to this stage's distribution.
    expect(cloudFront).toHaveLength(1);
    const [grant] = cloudFront as [Props];
    expect(grant.Action).toBe('s3:GetObject');
    expect(grant.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [assets, 'Arn'] }, '/logos/*']] });
    expect(JSON.stringify(grant.Condition)).toContain(logicalId(stack.web.distribution));
  });

  it("leaves the API's 403 and 404 answers alone: no distribution-wide error pages, a rewrite on the app only", () => {
    // Prepare
    const built = portal('dev');
    // Act
    const config = distributionConfig(built);
    // Assess
    expect(config.CustomErrorResponses).toBeUndefined();
    const [association, ...others] = config.DefaultCacheBehavior.FunctionAssociations as Props[];
    expect(others).toEqual([]);
    expect(association?.EventType).toBe('viewer-request');
    const fn = propertiesOf(built.template, association?.FunctionARN['Fn::GetAtt'][0]) as Props;
    expect(fn.FunctionCode).toBe(spaRewriteCode);
    for (const behavior of config.CacheBehaviors as Props[])
      expect(behavior.FunctionAssociations, behavior.PathPattern).toBeUndefined();
  });

  it('rewrites client-side routes to /index.html or their prerendered frame, and leaves files alone', () => {
    // Prepare
    const handler = new Function(`${spaRewriteCode}; return handler;`)() as (e: {
      request: { uri: string };
    }) => { uri: string };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    // Act + Assess
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/login')).toBe('/index.html');
    expect(rewrite('/profile')).toBe('/frames/profile.html');
    expect(rewrite('/profile/')).toBe('/frames/profile.html');
    expect(rewrite('/enrollment/shop')).toBe('/frames/enrollment/shop.html');
    expect(rewrite('/enrollment/nope')).toBe('/index.html');
    expect(rewrite('/register/42/abc')).toBe('/index.html');
    // The same answer as the local server's rule, for every framed page and a few others.
    for (const uri of [...framedPaths, '/', '/login', '/admin', '/enrollment', '/welcome/x'])
      expect(rewrite(uri), uri).toBe(pageFileOf(uri));
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
  });
});

describe('frontend deployment', () => {
  it('deploys the built frontend and config.json to the web bucket and invalidates the distribution', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act + Assess
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: logicalId(stack.web.bucket) },
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$'), Match.stringLikeRegexp('\\.zip$')],
      SourceMarkers: [
        {},
        Match.objectLike({
          '<<marker:0xbaba:0>>': { Ref: logicalId(stack.auth.userPool) },
          '<<marker:0xbaba:1>>': { Ref: logicalId(stack.auth.userPoolClient) },
        }),
      ],
      Prune: true,
      DistributionId: { Ref: logicalId(stack.web.distribution) },
      DistributionPaths: ['/*'],
    });
  });

  it('writes a config.json the frontend schema accepts: same keys, valid literal values', () => {
    // Prepare
    const { stack } = portal('dev');
    const shape = envSchema.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>;
    const stage = loadStage('dev');
    // Act
    const config = stack.web.runtimeConfig as unknown as Record<string, unknown>;
    // Assess
    expect(config).toBeDefined();
    const required = Object.keys(shape).filter((k) => !shape[k]?.safeParse(undefined).success);
    for (const key of required) expect(config, `config.json lacks ${key}`).toHaveProperty(key);
    for (const [key, value] of Object.entries(config)) {
      expect(shape[key], `config.json has ${key}, unknown to the frontend`).toBeDefined();
      if (!Token.isUnresolved(value))
        expect(shape[key]?.safeParse(value).success, `${key}=${String(value)}`).toBe(true);
    }
    expect(config).toMatchObject({
      idleMinutes: stage.session.idleMinutes,
      absoluteHours: stage.session.absoluteHours,
      supportEmail: stage.supportEmail,
    });
  });

  it('refuses to synthesize without a built frontend, saying how to build it', () => {
    // Prepare
    const missing = '/nonexistent/frontend/dist';
    // Act + Assess
    expect(() => buildPortal('dev', missing)).toThrow(/npm run build:web/);
  });
});
