// Placeholder for the 'additional-services' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function AdditionalServicesStep() {
  return <p>{subStepTitles['additional-services']}</p>;
}
