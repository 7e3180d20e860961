/**
 * Moving between sub-step tabs: next() (throttled to one advance per 1000 ms, spec section 4),
 * back() and goTo(tab), which never goes past the furthest tab reached.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { effectiveDateOptions } from '../../../shared/domain/effective-dates';
import { isSubStepId, subSteps, type SubStepId } from '../../../shared/domain/sub-steps';
import { paths } from '../config/paths';
import { useBuilderContext } from './api/builder-context';
import { useBuilder } from './state/builder-store';

export const advanceThrottleMs = 1000;

/**
 * Where the time of the last advance is kept: the tab's session storage, beside the builder's
 * choices (state/builder-store.ts), not a module variable. The clock must outlive the screen that
 * set it (the second click of a double click lands on the next screen's Next button, another
 * component), and a storage the browser blocks simply lets every advance through.
 */
export const lastAdvanceStorageKey = 'ichra.lastAdvanceAt';

function lastAdvanceAt(): number {
  try {
    return Number(globalThis.sessionStorage?.getItem(lastAdvanceStorageKey)) || 0;
  } catch {
    return 0;
  }
}

/**
 * One advance per 1000 ms across the whole builder (spec section 4): the profile's Next and every
 * sub-step's Next share this clock, so a double click cannot advance twice, even when the second
 * click lands on the next screen's Next button. True when this advance may go ahead (and records it).
 */
export function claimAdvance(now = Date.now()): boolean {
  if (advanceThrottled(now)) return false;
  try {
    globalThis.sessionStorage?.setItem(lastAdvanceStorageKey, String(now));
  } catch {
    // Storage blocked: no throttle, the advance goes ahead.
  }
  return true;
}

/** Whether an advance now would be refused by the throttle (without claiming it). */
export function advanceThrottled(now = Date.now()): boolean {
  const last = lastAdvanceAt();
  return now >= last && now - last < advanceThrottleMs;
}

export function useCurrentTabs() {
  const { state } = useBuilder();
  const { employer } = useBuilderContext();
  const { tab } = useParams();
  const current: SubStepId = tab && isSubStepId(tab) ? tab : 'contributions';
  const tabs = subSteps({
    employeazecustomer: employer?.employeazecustomer ?? 0,
    hsaonly: employer?.hsaonly ?? 0,
    healthOption: state.healthOption,
    planHsaEligible: state.selectedPlan?.hsaEligible ?? false,
    cartReached: state.furthestTab === 'cart',
  });
  return { tabs, current, furthestTab: state.furthestTab };
}

/**
 * On opening the sub-step flow: entering it at Contributions makes the spec's resets (section 4);
 * either way the effective date is fixed there and then, once, among the two options of this
 * moment (builder-reducer.ts), so no step picks a date of its own.
 */
export function useEnterSubSteps(tab: string | undefined): void {
  const { employer, enrollment } = useBuilderContext();
  const { state, actions } = useBuilder();
  const edocPeriod = employer?.edoc_period ?? 0;
  // A window of the member's own gives one effective date (shared/domain/enrollment-gate.ts).
  const windowDate = enrollment?.memberWindow?.effectiveDate;
  // Only on entering the flow (the route's mount), not when a tab or the furthest tab changes.
  const entered = useRef(false);
  useEffect(() => {
    if (entered.current) return;
    entered.current = true;
    const options = windowDate ? [windowDate] : effectiveDateOptions(new Date(), edocPeriod);
    if (tab === 'contributions' && state.furthestTab === 'contributions') actions.enterSubSteps(options);
    else actions.fixEffectiveDate(options);
  }, [tab, state.furthestTab, actions, edocPeriod, windowDate]);
}

export function useBuilderNav() {
  const navigate = useNavigate();
  const { actions } = useBuilder();
  const { tabs, current } = useCurrentTabs();
  return useMemo(() => {
    const index = tabs.findIndex((t) => t.id === current);
    const goTo = (tab: SubStepId) => void navigate(`${paths.enrollment}/${tab}`);
    return {
      next() {
        const target = tabs[index + 1];
        if (!target || !claimAdvance()) return;
        actions.reachTab(target.id);
        goTo(target.id);
      },
      back() {
        const target = tabs[index - 1];
        if (target) goTo(target.id);
        else void navigate(paths.profile);
      },
      goTo,
    };
  }, [tabs, current, navigate, actions]);
}
