import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stages';
import { removalPolicyOf } from './stage-policy';

/**
 * A customer-managed KMS key of the portal: rotated yearly, kept with the stage's data on a
 * `retain` stage, and unable to hand out grants except to AWS services acting for a resource
 * (the AWS Control Tower rule CT.KMS.PR.3). DynamoDB, S3, CloudWatch Logs and SNS use their
 * keys through such grants; a person or a function of the portal never needs one.
 *
 * @example
 * const key = portalKey(this, 'TablesKey', stage, 'the portal tables');
 */
export function portalKey(
  scope: Construct,
  id: string,
  stage: Pick<StageConfig, 'name' | 'removal'>,
  purpose: string,
): kms.Key {
  const key = new kms.Key(scope, id, {
    description: `Encrypts ${purpose} of the ICHRA portal, stage ${stage.name}`,
    enableKeyRotation: true,
    removalPolicy: removalPolicyOf(stage),
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      sid: 'GrantsOnlyForAwsServices',
      effect: iam.Effect.DENY,
      principals: [new iam.AnyPrincipal()],
      actions: ['kms:CreateGrant'],
      resources: ['*'],
      conditions: {
        BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' },
      },
    }),
  );
  return key;
}
