/**
 * Shop Health Plans (spec builder sections 2, 4, 5 and 9; issue 11 items 3-5): the ZIP code and
 * 'Plans Found', the filters and sorts, the plan cards, 'Your Current Plan', Compare Plans with its
 * badge, Export Plans, and the Plan Comparisons and Plan Summary Document views. The views and
 * filters live in the URL's search parameters (view=compare, view=summary&plan=<id>, carrier,
 * metal, deductible, price, sort, hsa), so a reload keeps them.
 *
 * A view: the plans come from the client cache (use-plan-quote.ts), and what each control does
 * (views, filters in the URL, the compare list, Add to Cart, Export Plans) is a pure rule of
 * utils/shop-view.ts; this component wires them to the builder store and the snackbar.
 */
import { Button, Loader } from '@aws-amplify/ui-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  applyPlanFilters,
  carriersOf,
  filtersFromParams,
  loadCarrierCollation,
  type PlanFilters,
} from '../../../../../shared/domain/plan-filters';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { apiTexts } from '../../../lib/api-texts';
import { enrollmentTexts } from '../../../enrollment/texts';
import { plansTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { withTexts } from '../../../lib/i18n';
import { useOpenedOnce } from '../../../components/use-opened-once';
import { useSnackbar } from '../../../components/snackbar';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { useProgressiveCount } from '../../../lib/use-progressive-count';
import { whenIdle } from '../../../lib/when-idle';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCard } from './plan-card';
import { PlanFiltersBar } from './plan-filters-bar';
import { usePlanQuote } from '../use-plan-quote';
import { useShopParams } from '../use-shop-params';
import {
  addToCartStep,
  compareBlocker,
  comparedPlans,
  compareToggle,
  currentPlanOffered,
  plansToExport,
  selectedPlanOf,
  shopView,
  writeFilters,
  writeView,
  type ShopViewName,
} from '../utils/shop-view';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { ElectionSsnModal, useSsnOnFile } from '../../../enrollment/components/election-ssn';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { componentTexts } from '../../../components/texts';

// The compare view, a plan's summary, its details and the CSV export load when first asked for.
const PlanDetailsModal = lazy(
  withTexts(() => import('./plan-details-modal').then((m) => ({ default: m.PlanDetailsModal }))),
);
const PlanComparisons = lazy(
  withTexts(() => import('./plan-comparisons').then((m) => ({ default: m.PlanComparisons }))),
);
const PlanSummaryDocument = lazy(
  withTexts(() => import('./plan-summary-document').then((m) => ({ default: m.PlanSummaryDocument }))),
);

const noPlans: HealthPlan[] = [];

/** Shop Health Plans once the effective date is fixed (on entering the sub-steps): plans are quoted on it. */
export function ShopStep() {
  const { state } = useBuilder();
  if (!state.effectiveDate) return <ShopLoading />;
  return <ShopPlans effectiveDate={state.effectiveDate} />;
}

function ShopLoading() {
  return (
    <section className="shop" aria-busy="true">
      <h2>{apiTexts().subStepShop}</h2>
      <p role="status" className="shop__status">
        <Loader /> {plansTexts('shopLoading')}
      </p>
    </section>
  );
}

/** Plan cards a phone's first screen shows, or more: rendered with the list, the rest just after. */
const firstScreenCards = 3;

function ShopPlans({ effectiveDate }: { effectiveDate: string }) {
  const { member } = useBuilderContext();
  const { state, actions } = useBuilder();
  const nav = useBuilderNav();
  const ssnOnFile = useSsnOnFile();
  const { showError, showInfo } = useSnackbar();
  const mobile = useMediaQuery(mobileQuery);
  const [params, updateParams] = useShopParams();
  const [detailsPlan, setDetailsPlan] = useState<HealthPlan | null>(null);
  const detailsUsed = useOpenedOnce(detailsPlan !== null);
  const [pendingPlan, setPendingPlan] = useState<HealthPlan | null>(null);

  // The plans arrive through the query cache, whose updates React renders at once, in one task; the
  // list they fill is rendered from a deferred copy instead, in slices between the browser's
  // frames (issue 41: the shop's plans arriving was a task of a quarter second at a phone's CPU).
  const quote = useDeferredValue(usePlanQuote(member, effectiveDate));
  const plans = quote.status === 'ready' ? quote.plans : noPlans;
  const people = quote.status === 'ready' ? quote.people : 1;
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const shown = useMemo(() => applyPlanFilters(plans, filters, people), [plans, filters, people]);
  // The cards of the first screen first; the rest follow in a transition (lib/use-progressive-count.ts).
  const rendered = useProgressiveCount(shown.length, firstScreenCards);
  const carriers = useMemo(() => carriersOf(plans), [plans]);
  // The carriers' collation data is loaded while the quote loads, not in the render that shows the plans.
  useEffect(() => whenIdle(loadCarrierCollation), []);
  const compared = comparedPlans(state.compare, plans);
  const view = shopView(params, plans, state.compare);

  const setFilters = (change: Partial<PlanFilters>) =>
    updateParams((p) => writeFilters(p, { ...filtersFromParams(p), ...change }));
  const openView = (next: ShopViewName | null, planId?: string) => {
    updateParams((p) => writeView(p, next, planId));
    window.scrollTo({ top: 0 });
  };

  const inCart = (plan: HealthPlan) => state.selectedPlan?.id === plan.id;
  const select = (plan: HealthPlan) => actions.selectPlan(selectedPlanOf(plan));
  const addToCart = (plan: HealthPlan) => {
    const step = addToCartStep(state.selectedPlan, plan, ssnOnFile);
    if (step === 'ask-ssn') setPendingPlan(plan);
    else if (step === 'add') select(plan);
    else showError(step.error);
  };
  const removeFromCart = () => actions.selectPlan(null);

  const toggleCompare = (plan: HealthPlan) => {
    const change = compareToggle(state.compare, plans, plan.id);
    if ('error' in change) showError(change.error);
    else for (const id of change.toggle) actions.toggleCompare(id);
  };
  const comparePlans = () => {
    const blocker = compareBlocker(compared);
    if (blocker) showError(blocker);
    else openView('compare');
  };
  const exportPlans = async (list: readonly HealthPlan[]) => {
    try {
      const [{ plansCsv }, { downloadCsv }] = await Promise.all([
        import('../export-plans'),
        import('../utils/csv'),
      ]);
      downloadCsv(plansTexts('shopExportFileName'), plansCsv(list, people));
      showInfo(plansTexts('shopExported', { count: list.length }));
    } catch {
      showError(commonTexts('somethingWentWrong'));
    }
  };
  const next = () => {
    if (!state.selectedPlan) {
      showError(enrollmentTexts('cartEmpty'));
      return;
    }
    nav.next();
  };

  const modals = (
    <>
      {detailsUsed && (
        <Suspense fallback={null}>
          <PlanDetailsModal plan={detailsPlan} onClose={() => setDetailsPlan(null)} />
        </Suspense>
      )}
      <ElectionSsnModal
        submitLabel={plansTexts('shopSsnSave')}
        open={pendingPlan !== null}
        onClose={() => setPendingPlan(null)}
        onSaved={() => {
          if (pendingPlan) select(pendingPlan);
          setPendingPlan(null);
        }}
      />
    </>
  );

  if (quote.status === 'loading') return <ShopLoading />;
  if (quote.status === 'blocked' || quote.status === 'failed')
    return (
      <section className="shop">
        <h2>{apiTexts().subStepShop}</h2>
        <p role="alert">{quote.message}</p>
        {quote.status === 'failed' && <Button onClick={quote.retry}>{componentTexts('cartRetry')}</Button>}
      </section>
    );

  if (view.name === 'compare')
    return (
      <div className="shop">
        <Suspense fallback={<ShopLoading />}>
          <PlanComparisons
            plans={view.plans}
            onBack={() => openView(null)}
            onExport={() => void exportPlans(view.plans)}
          />
        </Suspense>
        {modals}
      </div>
    );
  if (view.name === 'summary')
    return (
      <div className="shop">
        <Suspense fallback={<ShopLoading />}>
          <PlanSummaryDocument
            plan={view.plan}
            inCart={inCart(view.plan)}
            onBack={() => openView(null)}
            onAdd={() => addToCart(view.plan)}
            onRemove={removeFromCart}
          />
        </Suspense>
        {modals}
      </div>
    );

  // Keeping the plan on record selects it as quoted on the chosen effective date when offered then.
  const currentOffered = currentPlanOffered(quote.currentPlan, plans);

  return (
    <section className="shop" aria-labelledby="shop-title">
      <div className="shop__head">
        <h2 id="shop-title">{apiTexts().subStepShop}</h2>
        <dl className="shop__counts">
          <div>
            <dt>{componentTexts('profileLabels.postalcode')}</dt>
            <dd>{quote.zip}</dd>
          </div>
          <div>
            <dt>{plansTexts('shopPlansFound')}</dt>
            <dd data-testid="plans-found">{shown.length}</dd>
          </div>
        </dl>
      </div>
      {quote.note && <p role="status">{quote.note}</p>}
      {currentOffered && (
        <CurrentPlanCard
          plan={currentOffered}
          inCart={inCart(currentOffered)}
          onKeep={() => addToCart(currentOffered)}
          onRemove={removeFromCart}
        />
      )}
      <PlanFiltersBar filters={filters} carriers={carriers} onChange={setFilters} />
      <div className="shop__tools">
        <Button onClick={comparePlans}>
          {plansTexts('shopComparePlans')}{' '}
          <span className="shop__badge" data-testid="compare-count">
            {compared.length}
          </span>
        </Button>
        <Button onClick={() => void exportPlans(plansToExport(compared, shown))}>
          {plansTexts('shopExportPlans')}
        </Button>
      </div>
      <p className="shop__yearly-note">{plansTexts('shopYearlyExplain')}</p>
      {shown.length === 0 ? (
        <p className="shop__none">{componentTexts('noPlanFound')}</p>
      ) : (
        <ul className="shop__list" aria-label={plansTexts('shopPlansFound')}>
          {shown.slice(0, rendered).map((plan) => (
            <li key={plan.id}>
              <PlanCard
                plan={plan}
                people={people}
                inCart={inCart(plan)}
                compared={compared.some((p) => p.id === plan.id)}
                onToggleCompare={() => toggleCompare(plan)}
                onDetails={() => setDetailsPlan(plan)}
                onSummary={() => openView('summary', plan.id)}
                onAdd={() => addToCart(plan)}
                onRemove={removeFromCart}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="builder-options__actions shop__next">
        <Button variation="primary" onClick={next}>
          {mobile ? commonTexts('proceed') : componentTexts('stepNext')}
        </Button>
      </div>
      {modals}
    </section>
  );
}
