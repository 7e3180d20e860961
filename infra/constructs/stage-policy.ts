import { RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { StageConfig } from '../config/stages';

/**
 * The CloudFormation removal policy of a stage's stateful resources: a `destroy` stage (dev) is
 * torn down with its data, a `retain` stage (prod) keeps tables, pools and buckets when the stack
 * or the resource is deleted.
 */
export function removalPolicyOf(stage: Pick<StageConfig, 'removal'>): RemovalPolicy {
  return stage.removal === 'retain' ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}

/** Whether deleting the stack may delete the stage's data (and so objects in its buckets). */
export const isDisposable = (stage: Pick<StageConfig, 'removal'>): boolean => stage.removal === 'destroy';

/** The log retention of a stage, which must be one of the values CloudWatch Logs accepts. */
export function retentionOf(stage: Pick<StageConfig, 'logRetentionDays'>): logs.RetentionDays {
  const days = stage.logRetentionDays;
  const allowed = Object.values(logs.RetentionDays).filter((v): v is number => typeof v === 'number');
  if (!allowed.includes(days)) {
    throw new Error(
      `logRetentionDays ${days} is not a CloudWatch Logs retention; use one of ${allowed.join(', ')}`,
    );
  }
  return days as logs.RetentionDays;
}
