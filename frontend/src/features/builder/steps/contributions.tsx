// Placeholder for the 'contributions' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function ContributionsStep() {
  return <p>{subStepTitles['contributions']}</p>;
}
