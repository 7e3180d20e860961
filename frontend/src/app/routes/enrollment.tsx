// Route module for /enrollment/:tab (signed in only): the builder frame at step 3 with the tabs,
// and the writes made from them (its action).
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import {
  Navigate,
  useParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { isSubStepId, type SubStepId } from '../../../../shared/domain/sub-steps';
import { paths } from '../../config/paths';
import { loadBuilderContext, loadSavedDependents } from '../../enrollment/api/builder-context';
import { authorizeIntent } from '../../features/cart/api/intents';
import { submittedIntent } from '../../lib/submission';
import { BuilderFrame } from '../../features/builder/components/builder-frame';
import { FundsBar } from '../../features/builder/components/funds-bar';
import { SubStepTabs } from '../../features/builder/components/sub-step-tabs';
import { useBuilder } from '../../enrollment/state/builder-store';
import { useEnterSubSteps } from '../../enrollment/use-builder-nav';
import { commonTexts } from '../../lib/texts';
import { withTexts } from '../../lib/i18n';
import { requireSession } from '../require-session';
import { subStepIds } from '../../../../shared/domain/sub-steps';

export async function loader({ request, params }: LoaderFunctionArgs) {
  // The tab's chunk (with its texts) loads beside the session check and the data, so the first
  // render shows the step itself rather than a 'Loading...' line that the step then pushes down.
  const tab = params.tab && isSubStepId(params.tab) ? params.tab : undefined;
  const stepLoaded = tab ? withTexts(stepModules[tab])() : undefined;
  // Awaited below; a failure before that (a redirect to /login) leaves it unread, not unhandled.
  stepLoaded?.catch(() => undefined);
  await requireSession(request);
  // Every call of the load stops waiting when the navigation is abandoned (request.signal).
  const [context] = await Promise.all([
    loadBuilderContext(request),
    stepLoaded,
    // Every step's funds need the saved dependents: asked for beside the employer and the orders.
    loadSavedDependents(request.signal),
  ]);
  return context;
}

/** The writes of the sub-steps (./enrollment-writes.ts, loaded with the first submission). */
export async function action(args: ActionFunctionArgs) {
  await requireSession(args.request);
  const { enrollmentWrites } = await import('./enrollment-writes');
  return enrollmentWrites(args);
}

/**
 * Moving between sub-step tabs keeps the member, employer and orders already loaded (they do not
 * change on a tab change). A write of this route's action (a saved SSN or PCP, which drops the
 * cached member) runs the loader again, which reads through the query cache and so fetches the
 * member alone. Without this every tab re-ran the loader. Authorize Elections is the exception:
 * the page is left through the thank-you modal to /welcome, and a reload here would find the new
 * orders and leave for /health-plan before the modal is read.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (submittedIntent(args) === authorizeIntent) return false;
  const betweenTabs =
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.pathname.startsWith(paths.enrollment) &&
    nextUrl.pathname.startsWith(paths.enrollment);
  return betweenTabs && !formMethod ? false : defaultShouldRevalidate;
}

/**
 * Each sub-step's screen is a chunk of its own, loaded with its texts when the tab is first shown
 * (the bench weighs the route with each of them: bench/lib/frontend.ts `lazySteps`). The route's
 * first load carries the frame, the tabs and the funds bar, not the shop's filters, the cart's
 * summary and chart or the HSA and services forms the member has not reached yet.
 */
const stepModules: Record<SubStepId, () => Promise<ComponentType>> = {
  contributions: () => import('../../features/builder/steps/contributions').then((m) => m.ContributionsStep),
  'ichra-acknowledgment': () =>
    import('../../features/builder/steps/ichra-acknowledgment').then((m) => m.IchraAcknowledgmentStep),
  shop: () => import('../../features/plans/components/shop-step').then((m) => m.ShopStep),
  hsa: () => import('../../features/builder/steps/hsa').then((m) => m.HsaStep),
  'additional-services': () =>
    import('../../features/builder/steps/additional-services').then((m) => m.AdditionalServicesStep),
  'coverage-attestation': () =>
    import('../../features/builder/steps/coverage-attestation').then((m) => m.CoverageAttestationStep),
  cart: () => import('../../features/cart/components/cart-step').then((m) => m.CartStep),
};

const steps = Object.fromEntries(
  subStepIds.map((id): [SubStepId, ComponentType] => [
    id,
    lazy(withTexts(async () => ({ default: await stepModules[id]() }))),
  ]),
) as Record<SubStepId, ComponentType>;

/** The tab after `tab`, whose chunk is fetched while the member works on this one. */
const nextTab = (tab: SubStepId): SubStepId | undefined => subStepIds[subStepIds.indexOf(tab) + 1];

export function Component() {
  const { tab } = useParams();
  const { state } = useBuilder();
  // Entering the sub-step flow resets the plan, cart, HSA amount and compare list (spec section 4)
  // and fixes the effective date.
  useEnterSubSteps(tab);
  const shown = tab && isSubStepId(tab) ? tab : undefined;
  useEffect(() => {
    // A module, not server data: the next tab opens without a wait. A failed fetch is retried
    // (and its failure shown by the route's error screen) when the tab is opened.
    const next = shown && nextTab(shown);
    if (next) void withTexts(stepModules[next])().catch(() => undefined);
  }, [shown]);
  if (!tab || !isSubStepId(tab)) return <Navigate to={`${paths.enrollment}/contributions`} replace />;
  // No forward jumps by URL: a tab past the furthest reached goes back to the furthest.
  if (subStepIds.indexOf(tab) > subStepIds.indexOf(state.furthestTab))
    return <Navigate to={`${paths.enrollment}/${state.furthestTab}`} replace />;
  const Step = steps[tab];
  return (
    <BuilderFrame step={3}>
      <SubStepTabs />
      <FundsBar />
      <Suspense fallback={<p aria-busy="true">{commonTexts('loading')}</p>}>
        <Step />
      </Suspense>
    </BuilderFrame>
  );
}
