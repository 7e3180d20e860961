// Placeholder for the 'shop' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function ShopStep() {
  return <p>{subStepTitles['shop']}</p>;
}
