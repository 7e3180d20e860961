/**
 * Shop Health Plans (spec builder sections 2, 4, 5 and 9; issue 11 items 3-5): the ZIP code and
 * 'Plans Found', the filters and sorts, the plan cards, 'Your Current Plan', Compare Plans with its
 * badge, Export Plans, and the Plan Comparisons and Plan Summary Document views. The views and
 * filters live in the URL's search parameters (view=compare, view=summary&plan=<id>, carrier,
 * metal, deductible, price, sort, hsa), so a reload keeps them.
 */
import { Button, Loader } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { dollarsToCents } from '../../../../../shared/domain/money';
import {
  applyPlanFilters,
  carriersOf,
  filtersFromParams,
  type PlanFilters,
} from '../../../../../shared/domain/plan-filters';
import type { HealthPlan } from '../../../../../shared/schemas/quote';
import { messages } from '../../../../../shared/messages';
import { useSnackbar } from '../../../components/snackbar';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCard } from './plan-card';
import { PlanComparisons } from './plan-comparisons';
import { PlanDetailsModal } from './plan-details-modal';
import { PlanFiltersBar } from './plan-filters-bar';
import { PlanSummaryDocument } from './plan-summary-document';
import { plansCsv } from '../export-plans';
import { usePlanQuote } from '../use-plan-quote';
import { useShopParams } from '../use-shop-params';
import { downloadCsv } from '../utils/csv';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { ElectionSsnModal, hasSsnOnFile } from '../../../enrollment/components/election-ssn-modal';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';

/** Compare: at least 2 plans, at most 3 (spec section 9). */
export const compareMin = 2;
export const compareMax = 3;

const filterKeys = ['carrier', 'metal', 'deductible', 'price', 'sort', 'hsa'] as const;

/** Shop Health Plans once the effective date is fixed (on entering the sub-steps): plans are quoted on it. */
export function ShopStep() {
  const { state } = useBuilder();
  if (!state.effectiveDate) return <ShopLoading />;
  return <ShopPlans effectiveDate={state.effectiveDate} />;
}

function ShopLoading() {
  return (
    <section className="shop" aria-busy="true">
      <h2>{messages.subStepShop}</h2>
      <p role="status" className="shop__status">
        <Loader /> {messages.shopLoading}
      </p>
    </section>
  );
}

function ShopPlans({ effectiveDate }: { effectiveDate: string }) {
  const { member } = useBuilderContext();
  const { state, actions } = useBuilder();
  const nav = useBuilderNav();
  const { showError, showInfo } = useSnackbar();
  const mobile = useMediaQuery(mobileQuery);
  const [params, updateParams] = useShopParams();
  const [detailsPlan, setDetailsPlan] = useState<HealthPlan | null>(null);
  const [pendingPlan, setPendingPlan] = useState<HealthPlan | null>(null);
  const [ssnSaved, setSsnSaved] = useState(false);

  const quote = usePlanQuote(member, state.dependents, effectiveDate);
  const filters = filtersFromParams(params);
  const plans = quote.status === 'ready' ? quote.plans : [];
  const people = quote.status === 'ready' ? quote.people : 1;
  const shown = useMemo(() => applyPlanFilters(plans, filters, people), [plans, params, people]);
  const carriers = useMemo(() => carriersOf(plans), [plans]);
  const compared = state.compare
    .map((id) => plans.find((p) => p.id === id))
    .filter((p): p is HealthPlan => p !== undefined)
    .slice(0, compareMax);

  const view = params.get('view');
  const summaryPlan = view === 'summary' ? plans.find((p) => p.id === params.get('plan')) : undefined;

  const setFilters = (change: Partial<PlanFilters>) =>
    updateParams((p) => {
      const next = { ...filtersFromParams(p), ...change };
      for (const k of filterKeys) p.delete(k);
      if (next.carrier) p.set('carrier', next.carrier);
      if (next.metal) p.set('metal', next.metal);
      if (next.deductible) p.set('deductible', next.deductible);
      if (next.price) p.set('price', next.price);
      if (next.sort) p.set('sort', next.sort);
      if (next.hsaOnly) p.set('hsa', '1');
    });
  const openView = (next: 'compare' | 'summary' | null, planId?: string) => {
    updateParams((p) => {
      p.delete('view');
      p.delete('plan');
      if (next) p.set('view', next);
      if (planId) p.set('plan', planId);
    });
    window.scrollTo({ top: 0 });
  };

  const inCart = (plan: HealthPlan) => state.selectedPlan?.id === plan.id;
  const select = (plan: HealthPlan) =>
    actions.selectPlan({
      id: plan.id,
      name: plan.planname,
      hsaEligible: plan.ishsaeligible === 'Yes',
      monthlyRateCents: dollarsToCents(plan.rate),
    });
  // One plan only; a complete SSN on file first, else the popup (spec sections 4 and 5).
  const addToCart = (plan: HealthPlan) => {
    if (state.selectedPlan && state.selectedPlan.id !== plan.id) {
      showError(messages.shopOnePlanOnly);
      return;
    }
    if (!ssnSaved && !hasSsnOnFile(member.additionalid)) {
      setPendingPlan(plan);
      return;
    }
    select(plan);
  };
  const removeFromCart = () => actions.selectPlan(null);

  const toggleCompare = (plan: HealthPlan) => {
    const ticked = state.compare.includes(plan.id);
    if (!ticked && compared.length >= compareMax) {
      showError(messages.shopCompareUpTo3);
      return;
    }
    // Ids of plans no longer quoted (another effective date) are dropped on the way.
    for (const id of state.compare) if (!plans.some((p) => p.id === id)) actions.toggleCompare(id);
    actions.toggleCompare(plan.id);
  };
  const comparePlans = () => {
    if (compared.length < compareMin) {
      showError(messages.shopCompareAtLeast2);
      return;
    }
    openView('compare');
  };
  const exportPlans = (list: readonly HealthPlan[]) => {
    downloadCsv(messages.shopExportFileName, plansCsv(list, people));
    showInfo(messages.shopExported(list.length));
  };
  const next = () => {
    if (!state.selectedPlan) {
      showError(messages.shopCartEmpty);
      return;
    }
    nav.next();
  };

  const modals = (
    <>
      <PlanDetailsModal plan={detailsPlan} onClose={() => setDetailsPlan(null)} />
      <ElectionSsnModal
        submitLabel={messages.shopSsnSave}
        open={pendingPlan !== null}
        onClose={() => setPendingPlan(null)}
        onSaved={() => {
          setSsnSaved(true);
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
        <h2>{messages.subStepShop}</h2>
        <p role="alert">{quote.message}</p>
        {quote.status === 'failed' && <Button onClick={quote.retry}>{messages.shopRetry}</Button>}
      </section>
    );

  if (view === 'compare' && compared.length >= compareMin)
    return (
      <div className="shop">
        <PlanComparisons
          plans={compared}
          onBack={() => openView(null)}
          onExport={() => exportPlans(compared)}
        />
        {modals}
      </div>
    );
  if (summaryPlan)
    return (
      <div className="shop">
        <PlanSummaryDocument
          plan={summaryPlan}
          inCart={inCart(summaryPlan)}
          onBack={() => openView(null)}
          onAdd={() => addToCart(summaryPlan)}
          onRemove={removeFromCart}
        />
        {modals}
      </div>
    );

  const current = quote.currentPlan;
  // Keeping the plan on record selects it as quoted on the chosen effective date when offered then.
  const currentOffered = current ? (plans.find((p) => p.planid === current.planid) ?? current) : null;

  return (
    <section className="shop" aria-labelledby="shop-title">
      <div className="shop__head">
        <h2 id="shop-title">{messages.subStepShop}</h2>
        <dl className="shop__counts">
          <div>
            <dt>{messages.shopZipCode}</dt>
            <dd>{quote.zip}</dd>
          </div>
          <div>
            <dt>{messages.shopPlansFound}</dt>
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
          {messages.shopComparePlans}{' '}
          <span className="shop__badge" data-testid="compare-count">
            {compared.length}
          </span>
        </Button>
        <Button onClick={() => exportPlans(compared.length > 0 ? compared : shown)}>
          {messages.shopExportPlans}
        </Button>
      </div>
      <p className="shop__yearly-note">{messages.shopYearlyExplain}</p>
      {shown.length === 0 ? (
        <p className="shop__none">{messages.noPlanFound}</p>
      ) : (
        <ul className="shop__list" aria-label={messages.shopPlansFound}>
          {shown.map((plan) => (
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
          {mobile ? messages.proceed : messages.shopNext}
        </Button>
      </div>
      {modals}
    </section>
  );
}
