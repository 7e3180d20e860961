/**
 * The rule packs every synthesis runs (`cdk synth`, `cdk deploy` and tests/infra/compliance.test.ts):
 * cdk-nag's AWS Solutions and HIPAA Security packs and the AWS Control Tower guard rules through
 * cfn-guard. A finding fails synthesis unless it is acknowledged, in code, next to the resource
 * it concerns, with the reason it does not apply.
 */
import { CfnGuardValidator } from '@cdklabs/cdk-validator-cfnguard';
import { Stack, Validations, type CfnElement, type IPolicyValidationPlugin, type Stage } from 'aws-cdk-lib';
import { AwsSolutionsChecks, HIPAASecurityChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** A rule id and the reason it does not apply. cfn-guard rules are written `cdk-validator-cfnguard::<rule>`. */
export type Acknowledgment = readonly [id: string, reason: string];

/**
 * Acknowledges findings on a construct and everything below it. Keep the scope as narrow as the
 * reason: the resource itself, not its stack.
 */
export function acknowledge(scope: IConstruct, rules: readonly Acknowledgment[]): void {
  Validations.of(scope).acknowledge(...rules.map(([id, reason]) => ({ id, reason })));
}

/** `<LogicalId.Arn>` as cdk-nag writes a resource in an IAM5 finding, e.g. for `[Resource::<Bucket.Arn>/logos/*]`. */
export function nagArn(construct: IConstruct): string {
  const child = construct.node.defaultChild as CfnElement | undefined;
  if (!child) throw new Error(`${construct.node.path} has no CloudFormation resource`);
  return `<${Stack.of(construct).getLogicalId(child)}.Arn>`;
}

/** The plugins, new for each app (a plugin keeps state between runs). */
export function complianceChecks(app: Stage): IPolicyValidationPlugin[] {
  return [new AwsSolutionsChecks(app), new HIPAASecurityChecks(app), new CfnGuardValidator()];
}

/** Registers the rule packs on the app: synthesis fails on any unacknowledged finding. */
export function addComplianceChecks(app: Stage): void {
  Validations.of(app).addPlugins(...complianceChecks(app));
}

/**
 * Findings on the helpers CDK itself adds at stack level (the BucketDeployment function that
 * copies the frontend at deploy time; the function that empties a dev bucket before deletion).
 * They run only during a deployment, on CDK's own code, never on a request path; they are
 * acknowledged on those helpers only.
 */
export function acknowledgeCdkHelpers(stack: Stack): void {
  const deployment =
    'CDK-owned function that copies the built frontend into the web bucket during a deployment; never on a request path.';
  const autoDelete =
    'CDK-owned function that empties a disposable stage bucket when the stack is deleted; never on a request path.';
  for (const child of stack.node.children) {
    if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
      acknowledge(child, [
        [
          'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          `${deployment} CDK attaches the basic execution policy to its role.`,
        ],
        [
          'AwsSolutions-IAM5[Resource::*]',
          `${deployment} CDK grants CloudFront invalidation on every distribution: CreateInvalidation cannot name one at synthesis without a cycle.`,
        ],
        ['AwsSolutions-IAM5[Action::s3:GetObject*]', `${deployment} CDK's grant to read the staged asset.`],
        ['AwsSolutions-IAM5[Action::s3:GetBucket*]', `${deployment} CDK's grant to read the staged asset.`],
        [
          'AwsSolutions-IAM5[Action::s3:List*]',
          `${deployment} CDK's grant to list the staged asset and the web bucket.`,
        ],
        [
          'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
          `${deployment} CDK's grant to prune old files from the web bucket.`,
        ],
        ['AwsSolutions-IAM5[Action::s3:Abort*]', `${deployment} CDK's grant to write the web bucket.`],
        [
          'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
          `${deployment} CDK's grant to write the KMS-encrypted web bucket.`,
        ],
        [
          'AwsSolutions-IAM5[Action::kms:ReEncrypt*]',
          `${deployment} CDK's grant to write the KMS-encrypted web bucket.`,
        ],
        ['AwsSolutions-L1', `${deployment} Its runtime is chosen by the CDK version.`],
        ['HIPAA.Security-IAMNoInlinePolicy', `${deployment} CDK attaches its grants as an inline policy.`],
        ['HIPAA.Security-LambdaConcurrency', `${deployment} It runs once per deployment.`],
        [
          'HIPAA.Security-LambdaDLQ',
          `${deployment} CloudFormation invokes it and reports its failure as a failed deployment.`,
        ],
        [
          'HIPAA.Security-LambdaInsideVPC',
          `${deployment} It reaches only S3 and CloudFront over their public endpoints.`,
        ],
        [
          'cdk-validator-cfnguard::lambda_inside_vpc_check',
          `${deployment} It reaches only S3 and CloudFront over their public endpoints.`,
        ],
      ]);
    }
    if (child.node.id.startsWith('Custom::S3AutoDeleteObjects')) {
      acknowledge(child, [
        [
          'cdk-validator-cfnguard::lambda_inside_vpc_check',
          `${autoDelete} It reaches only S3 over its public endpoint.`,
        ],
        ['HIPAA.Security-LambdaInsideVPC', `${autoDelete} It reaches only S3 over its public endpoint.`],
      ]);
    }
  }
}
