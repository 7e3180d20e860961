/**
 * The HTTP API and its functions are generated from the route table (shared/routes.ts): one
 * function per family, one route per entry, member routes behind the JWT authorizer.
 */
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { loadStage } from '../../infra/config/stages';
import { accessLogFields, metricsNamespace } from '../../infra/constructs/api';
import { familyAccess } from '../../infra/constructs/family-access';
import { bucketEnvName } from '../../infra/resources/buckets';
import { tableEnvName, tableIds } from '../../infra/resources/tables';
import { families, routeKey, routes } from '../../shared/routes';
import { type Props, portal, propertiesOf, testAppVersion } from './portal-fixture';

type Resource = { Type: string; Properties: Props };

/** Our functions, by family: CDK's helper functions (auto-delete, bucket deployment) have no service name. */
function familyFunctions(resources: Record<string, Resource>): Map<string, { id: string; props: Props }> {
  const byFamily = new Map<string, { id: string; props: Props }>();
  for (const [id, r] of Object.entries(resources)) {
    const service: unknown = r.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME;
    if (typeof service !== 'string' || !service.startsWith('ichra-')) continue;
    const family = service.slice('ichra-'.length);
    // The confirmation outbox's sender is no endpoint family (tests/infra/confirmation-sender.test.ts),
    // nor is the scheduled exports function (tests/infra/exports.test.ts), nor the admin mail sender
    // (tests/infra/admin-mail-sender.test.ts), nor the daily reminders (tests/infra/reminders.test.ts).
    if (['confirmation-sender', 'exports', 'admin-mail-sender', 'reminders'].includes(family)) continue;
    if (byFamily.has(family)) throw new Error(`Two functions for family ${family}`);
    byFamily.set(family, { id, props: r.Properties });
  }
  return byFamily;
}

describe('API functions', () => {
  it('has exactly one Lambda function per endpoint family, on nodejs22.x or newer, arm64', () => {
    // Prepare
    const { template } = portal('dev');
    // Act
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const ours = familyFunctions(functions);
    // Assess
    expect([...ours.keys()].sort()).toEqual([...families].sort());
    for (const { props } of ours.values()) {
      const major = Number(/^nodejs(\d+)\.x$/.exec(props.Runtime)?.[1]);
      expect(major).toBeGreaterThanOrEqual(22);
      expect(props.Architectures).toEqual(['arm64']);
      expect(props.MemorySize).toBe(512);
      expect(props.Timeout).toBe(10);
      expect(props.Handler).toBe('index.handler');
    }
  });

  it('gives every function the version, pool, portal and e-mail variables, and only the table and bucket names its family declares', () => {
    // Prepare
    const { template } = portal('dev');
    const stage = loadStage('dev');
    // Act
    const ours = familyFunctions(template.findResources('AWS::Lambda::Function') as Record<string, Resource>);
    // Assess
    for (const [family, { props }] of ours) {
      const vars = props.Environment.Variables as Record<string, unknown>;
      const declared = familyAccess[family as keyof typeof familyAccess];
      expect(vars.APP_VERSION).toBe(testAppVersion);
      expect(vars.POWERTOOLS_SERVICE_NAME).toBe(`ichra-${family}`);
      expect(vars.POWERTOOLS_METRICS_NAMESPACE).toBe(metricsNamespace(stage));
      expect(vars.FROM_EMAIL).toBe(stage.fromEmail);
      expect(vars.SUPPORT_EMAIL).toBe(stage.supportEmail);
      for (const name of ['USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'PORTAL_URL']) {
        expect(vars[name], `${family} ${name}`).toBeDefined();
      }
      const tableVars = tableIds.filter((id) => vars[tableEnvName(id)] !== undefined);
      expect(tableVars.sort(), family).toEqual(Object.keys(declared.tables ?? {}).sort());
      expect(vars[bucketEnvName('assets')] !== undefined, `${family} ${bucketEnvName('assets')}`).toBe(
        (declared.assetsRead?.length ?? 0) > 0,
      );
    }
  });

  it('traces every function with X-Ray and reserves the stage concurrency for each', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { template } = portal(name);
      // Act
      const ours = familyFunctions(
        template.findResources('AWS::Lambda::Function') as Record<string, Resource>,
      );
      // Assess
      expect(ours.size).toBe(families.length);
      for (const [family, { props }] of ours) {
        expect(props.TracingConfig, `${name} ${family}`).toEqual({ Mode: 'Active' });
        expect(props.ReservedConcurrentExecutions, `${name} ${family}`).toBe(
          loadStage(name).functions.reservedConcurrency,
        );
      }
    }
  });

  it('keeps each function log group for the stage retention, encrypted with the logs key', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { stack, template, logicalId } = portal(name);
      // Act
      const groups = template.findResources('AWS::Logs::LogGroup') as Record<string, Resource>;
      // Assess
      for (const family of families) {
        const logGroupRef = propertiesOf(template, logicalId(stack.functions[family])).LoggingConfig as {
          LogGroup: { Ref: string };
        };
        const group = groups[logGroupRef.LogGroup.Ref]?.Properties;
        expect(group?.RetentionInDays).toBe(loadStage(name).logRetentionDays);
        expect(group?.KmsKeyId).toEqual({ 'Fn::GetAtt': [logicalId(stack.logs.key), 'Arn'] });
      }
    }
  });
});

describe('API routes', () => {
  it('has exactly the route keys of the route table', () => {
    // Prepare
    const { template } = portal('dev');
    // Act
    const keys = Object.values(
      template.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>,
    ).map((r) => r.Properties.RouteKey as string);
    // Assess
    expect(keys).toHaveLength(routes.length);
    expect(new Set(keys)).toEqual(new Set(routes.map(routeKey)));
  });

  it("puts member routes behind the employees' pool's JWT authorizer, admin routes behind the workforce pool's, and leaves public routes open", () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const authorizers = template.findResources('AWS::ApiGatewayV2::Authorizer') as Record<string, Resource>;
    const authorizerOf = (client: Parameters<typeof logicalId>[0]) =>
      Object.keys(authorizers).find((id) =>
        JSON.stringify(authorizers[id]?.Properties.JwtConfiguration.Audience).includes(
          `"${logicalId(client)}"`,
        ),
      );
    const expected = {
      member: authorizerOf(stack.auth.userPoolClient),
      admin: authorizerOf(stack.workforceAuth.userPoolClient),
    };
    // Act
    const byKey = new Map(
      Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>).map(
        (r) => [r.Properties.RouteKey as string, r.Properties],
      ),
    );
    // Assess
    expect(Object.keys(authorizers)).toHaveLength(2);
    expect(expected.member).toBeDefined();
    expect(expected.admin).toBeDefined();
    expect(expected.member).not.toBe(expected.admin);
    expect(routes.some((r) => r.access === 'admin')).toBe(true);
    // The console's files (and the review of proofs of coverage and life events) are a family of
    // their own, behind the same workforce pool's authorizer.
    expect(routes.filter((r) => r.family === 'admin-files').map((r) => r.access)).toEqual([
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
      'admin',
    ]);
    for (const r of routes) {
      const props = byKey.get(routeKey(r));
      if (r.access === 'public') {
        expect(props?.AuthorizationType, routeKey(r)).toBe('NONE');
        expect(props?.AuthorizerId, routeKey(r)).toBeUndefined();
      } else {
        expect(props?.AuthorizationType, routeKey(r)).toBe('JWT');
        expect(props?.AuthorizerId, routeKey(r)).toEqual({ Ref: expected[r.access] });
      }
    }
  });

  it('sends each route to the function of its family', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Record<string, Resource>;
    const routesByKey = new Map(
      Object.values(template.findResources('AWS::ApiGatewayV2::Route') as Record<string, Resource>).map(
        (r) => [r.Properties.RouteKey as string, r.Properties],
      ),
    );
    for (const r of routes) {
      // Act
      const target = JSON.stringify(routesByKey.get(routeKey(r))?.Target);
      const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
      const uri = JSON.stringify(integrations[integrationId ?? '']?.Properties.IntegrationUri);
      // Assess
      expect(uri, routeKey(r)).toContain(`"${logicalId(stack.functions[r.family])}"`);
    }
  });

  it("checks admin tokens against the workforce pool and the console's client", () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act + Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.workforceAuth.userPoolClient) }],
        Issuer: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              Match.stringLikeRegexp('^https://cognito-idp\\.us-east-1\\.'),
              { Ref: logicalId(stack.workforceAuth.userPool) },
            ]),
          ],
        },
      },
    });
  });

  it('checks tokens against the stage user pool and its portal client', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act + Assess
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: logicalId(stack.auth.userPoolClient) }],
        Issuer: {
          'Fn::Join': [
            '',
            Match.arrayWith([
              Match.stringLikeRegexp('^https://cognito-idp\\.us-east-1\\.'),
              { Ref: logicalId(stack.auth.userPool) },
            ]),
          ],
        },
      },
    });
  });
});

describe('API stage', () => {
  it('throttles the $default stage to the stage limits and auto-deploys it', () => {
    for (const name of ['dev', 'prod'] as const) {
      // Prepare
      const { template } = portal(name);
      const { api } = loadStage(name);
      // Act + Assess
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: { ThrottlingRateLimit: api.rateLimit, ThrottlingBurstLimit: api.burstLimit },
      });
      template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    }
  });

  it('writes a JSON access log line per request, with route keys rather than paths, to an encrypted log group', () => {
    // Prepare
    const { stack, template, logicalId } = portal('dev');
    // Act
    const stage = Object.values(
      template.findResources('AWS::ApiGatewayV2::Stage') as Record<string, Resource>,
    )[0]?.Properties;
    const settings = stage?.AccessLogSettings as { DestinationArn: unknown; Format: string };
    // Assess
    expect(settings.DestinationArn).toEqual({ 'Fn::GetAtt': [logicalId(stack.api.accessLogs), 'Arn'] });
    const sample = settings.Format.replace(/\$context\.[A-Za-z.]+/g, '1');
    expect(Object.keys(JSON.parse(sample) as object)).toEqual(Object.keys(accessLogFields));
    expect(settings.Format).toContain('"status":$context.status');
    expect(settings.Format).not.toContain('$context.path');
    expect(propertiesOf(template, logicalId(stack.api.accessLogs)).KmsKeyId).toEqual({
      'Fn::GetAtt': [logicalId(stack.logs.key), 'Arn'],
    });
  });
});
