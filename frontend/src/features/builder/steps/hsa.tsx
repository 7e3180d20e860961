// Placeholder for the 'hsa' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function HsaStep() {
  return <p>{subStepTitles['hsa']}</p>;
}
