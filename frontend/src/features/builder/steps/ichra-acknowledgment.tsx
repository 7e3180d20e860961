// Placeholder for the 'ichra-acknowledgment' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function IchraAcknowledgmentStep() {
  return <p>{subStepTitles['ichra-acknowledgment']}</p>;
}
