import { ArnFormat, Stack } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import type { LogsConstruct } from './logs';

/** Props of {@link FirewallConstruct}. */
export interface FirewallConstructProps {
  stage: StageConfig;
  logs: LogsConstruct;
}

/**
 * Request parts never written to the web ACL log: the bearer token, cookies, and the query
 * string (the set-password link's one-time token travels there).
 */
export const redactedRequestParts: wafv2.CfnLoggingConfiguration.FieldToMatchProperty[] = [
  { singleHeader: { Name: 'authorization' } },
  { singleHeader: { Name: 'cookie' } },
  { queryString: {} },
];

/** The AWS managed rule groups of the web ACL, in evaluation order. */
export const managedRuleGroups = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The web ACL in front of the portal's CloudFront distribution: AWS's common and known-bad-inputs
 * rule groups, then a per-address rate limit from the stage configuration. A web ACL for
 * CloudFront must be created in us-east-1, which is why stages live there (infra/config/stages.ts).
 *
 * @example
 * const firewall = new FirewallConstruct(this, 'Firewall', { stage });
 * new cloudfront.Distribution(this, 'D', { webAclId: firewall.webAcl.attrArn, ... });
 */
export class FirewallConstruct extends Construct {
  readonly webAcl: wafv2.CfnWebACL;
  /** Every request the web ACL evaluated, redacted; the name must start with aws-waf-logs-. */
  readonly logGroup: logs.LogGroup;
  /** Metric name of the rate rule (AWS/WAFV2 BlockedRequests, dimension Rule). */
  readonly rateRuleName = 'RequestsPerAddress';

  constructor(scope: Construct, id: string, props: FirewallConstructProps) {
    super(scope, id);
    const { stage } = props;
    const region = Stack.of(this).region;
    if (region !== 'us-east-1')
      throw new Error(`A CloudFront web ACL must be created in us-east-1, not ${region}.`);
    const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });

    const managed: wafv2.CfnWebACL.RuleProperty[] = managedRuleGroups.map((name, priority) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          // The chain (lambdas/middleware/body-limit.ts) accepts bodies up to 64 KB and answers a larger
          // one with a clear 413; the common set's 8 KB cut-off would answer a bare 403 first.
          ...(name === 'AWSManagedRulesCommonRuleSet' && {
            ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
          }),
        },
      },
      visibilityConfig: visibility(name),
    }));

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `ichra-portal-${stage.name}`,
      description: `ICHRA portal ${stage.name}: managed common and known-bad-inputs rules, per-address rate limit`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`ichra-portal-${stage.name}`),
      rules: [
        ...managed,
        {
          name: this.rateRuleName,
          priority: managed.length,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              limit: stage.firewall.requestsPer5MinutesPerIp,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
            },
          },
          visibilityConfig: visibility(this.rateRuleName),
        },
      ],
    });

    this.logGroup = props.logs.logGroup(this, 'WebAclLogs', {
      logGroupName: `aws-waf-logs-ichra-portal-${stage.name}`,
    });
    new wafv2.CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      // WAF wants the log group's ARN without the trailing :* of its Arn attribute.
      logDestinationConfigs: [
        Stack.of(this).formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: this.logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: redactedRequestParts,
    });
  }
}
