// Route module for /enrollment/:tab (signed in only): the builder frame at step 3 with the tabs.
import type { ComponentType } from 'react';
import {
  Navigate,
  useParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isSubStepId, type SubStepId } from '../../../../shared/domain/sub-steps';
import { paths } from '../../config/paths';
import { loadBuilderContext } from '../../enrollment/api/builder-context';
import { BuilderFrame } from '../../features/builder/components/builder-frame';
import { FundsBar } from '../../features/builder/components/funds-bar';
import { SubStepTabs } from '../../features/builder/components/sub-step-tabs';
import { useBuilder } from '../../enrollment/state/builder-store';
import { AdditionalServicesStep } from '../../features/builder/steps/additional-services';
import { CartStep } from '../../features/cart/components/cart-step';
import { ContributionsStep } from '../../features/builder/steps/contributions';
import { HsaStep } from '../../features/builder/steps/hsa';
import { IchraAcknowledgmentStep } from '../../features/builder/steps/ichra-acknowledgment';
import { ShopStep } from '../../features/plans/components/shop-step';
import { useEnterSubSteps } from '../../enrollment/use-builder-nav';
import { requireSession } from '../require-session';
import { subStepIds } from '../../../../shared/domain/sub-steps';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  // Every call of the load stops waiting when the navigation is abandoned (request.signal).
  return loadBuilderContext(request);
}

/**
 * Moving between sub-step tabs keeps the member, employer and orders already loaded (they do not
 * change on a tab change); a form submission or an explicit revalidation (reloadMember after a
 * saved SSN or PCP, which first invalidates the cached member) runs the loader again, which reads
 * through the query cache. Without this every tab re-ran the loader.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const betweenTabs =
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.pathname.startsWith(paths.enrollment) &&
    nextUrl.pathname.startsWith(paths.enrollment);
  return betweenTabs && !formMethod ? false : defaultShouldRevalidate;
}

const steps: Record<SubStepId, ComponentType> = {
  contributions: ContributionsStep,
  'ichra-acknowledgment': IchraAcknowledgmentStep,
  shop: ShopStep,
  hsa: HsaStep,
  'additional-services': AdditionalServicesStep,
  cart: CartStep,
};

export function Component() {
  const { tab } = useParams();
  const { state } = useBuilder();
  // Entering the sub-step flow resets the plan, cart, HSA amount and compare list (spec section 4)
  // and fixes the effective date.
  useEnterSubSteps(tab);
  if (!tab || !isSubStepId(tab)) return <Navigate to={`${paths.enrollment}/contributions`} replace />;
  // No forward jumps by URL: a tab past the furthest reached goes back to the furthest.
  if (subStepIds.indexOf(tab) > subStepIds.indexOf(state.furthestTab))
    return <Navigate to={`${paths.enrollment}/${state.furthestTab}`} replace />;
  const Step = steps[tab];
  return (
    <BuilderFrame step={3}>
      <SubStepTabs />
      <FundsBar />
      <Step />
    </BuilderFrame>
  );
}
