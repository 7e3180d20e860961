// Placeholder for the 'cart' sub-step; its engineer replaces this file.
import { subStepTitles } from '../../../../../shared/domain/sub-steps';

export function CartStep() {
  return <p>{subStepTitles['cart']}</p>;
}
