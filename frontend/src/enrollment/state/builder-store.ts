/**
 * The one store of the builder's choices: the pure reducer (builder-reducer.ts) held in a module
 * store, persisted to sessionStorage so a page reload keeps the choices, read with useBuilder().
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Cents } from '../../../../shared/domain/money';
import type { SubStepId } from '../../../../shared/domain/sub-steps';
import {
  builderReducer,
  initialBuilderState,
  type AdditionalServiceSelection,
  type BuilderAction,
  type BuilderState,
  type HealthOption,
  type SelectedPlan,
} from './builder-reducer';

export { builderReducer, initialBuilderState } from './builder-reducer';
export type { BuilderState, BuilderAction } from './builder-reducer';

export const builderStorageKey = 'ichra.builder';

function load(): BuilderState {
  try {
    const raw = globalThis.sessionStorage?.getItem(builderStorageKey);
    if (!raw) return initialBuilderState;
    return { ...initialBuilderState, ...(JSON.parse(raw) as Partial<BuilderState>) };
  } catch {
    return initialBuilderState;
  }
}

let current: BuilderState | null = null;
const listeners = new Set<() => void>();

function getState(): BuilderState {
  current ??= load();
  return current;
}

export function dispatch(action: BuilderAction): void {
  const next = builderReducer(getState(), action);
  if (next === current) return;
  current = next;
  try {
    globalThis.sessionStorage?.setItem(builderStorageKey, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the choices still live for this page.
  }
  for (const listener of listeners) listener();
}

/** Clears the choices (sign-out). */
export function clearBuilder(): void {
  globalThis.sessionStorage?.removeItem(builderStorageKey);
  current = initialBuilderState;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface BuilderActions {
  enterProfileStep(): void;
  /** Entering the sub-steps: the spec's resets, and the effective date fixed among `options`. */
  enterSubSteps(options: readonly string[]): void;
  /** Fixes the effective date among `options` unless it already is (a sub-step opened directly). */
  fixEffectiveDate(options: readonly string[]): void;
  setHealthOption(option: HealthOption): void;
  setWaiverReason(reason: string | null, custom?: string | null): void;
  setEffectiveDate(iso: string): void;
  selectPlan(plan: SelectedPlan | null): void;
  toggleCompare(planId: string): void;
  setHsaMonthlyCents(cents: Cents): void;
  setAdditionalService(selection: AdditionalServiceSelection | null): void;
  setIchraAcknowledged(acknowledged: boolean): void;
  setCoverageAttested(personId: string, attested: boolean): void;
  setAuthorizationKey(key: string | null): void;
  reachTab(tab: SubStepId): void;
}

export const builderActions: BuilderActions = {
  enterProfileStep: () => dispatch({ type: 'enterProfileStep' }),
  enterSubSteps: (options) => dispatch({ type: 'enterSubSteps', effectiveDateOptions: options }),
  fixEffectiveDate: (options) => dispatch({ type: 'fixEffectiveDate', effectiveDateOptions: options }),
  setHealthOption: (healthOption) => dispatch({ type: 'setHealthOption', healthOption }),
  setWaiverReason: (reason, custom = null) => dispatch({ type: 'setWaiverReason', reason, custom }),
  setEffectiveDate: (iso) => dispatch({ type: 'setEffectiveDate', iso }),
  selectPlan: (plan) => dispatch({ type: 'selectPlan', plan }),
  toggleCompare: (planId) => dispatch({ type: 'toggleCompare', planId }),
  setHsaMonthlyCents: (cents) => dispatch({ type: 'setHsaMonthlyCents', cents }),
  setAdditionalService: (selection) => dispatch({ type: 'setAdditionalService', selection }),
  setIchraAcknowledged: (acknowledged) => dispatch({ type: 'setIchraAcknowledged', acknowledged }),
  setCoverageAttested: (personId, attested) => dispatch({ type: 'setCoverageAttested', personId, attested }),
  setAuthorizationKey: (key) => dispatch({ type: 'setAuthorizationKey', key }),
  reachTab: (tab) => dispatch({ type: 'reachTab', tab }),
};

export function useBuilder(): { state: BuilderState; actions: BuilderActions } {
  const state = useSyncExternalStore(subscribe, getState, getState);
  return useMemo(() => ({ state, actions: builderActions }), [state]);
}
