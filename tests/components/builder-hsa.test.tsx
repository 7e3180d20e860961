/**
 * The Flexible Spending step's amount form (spec builder sections 5 and 9): each keystroke is
 * checked as typed (leading zeros go, a text that is no amount in whole cents is ignored), an
 * amount over the household's monthly limit says so on the field and is not kept, Next says it
 * again in the snackbar and stays, and a plan year without HSA limits takes no amount. The limits
 * are recomputed here from the IRS figures (annual / 12, rounded down to the cent).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planYearFigures } from '../../shared/data/plan-years';
import { planYearOf } from '../../shared/domain/calendar';
import { formatDollars } from '../../shared/domain/money';
import { hsaOverLimit as englishOverLimit } from '../../shared/api-messages';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { builderActions, clearBuilder } from '../../frontend/src/enrollment/state/builder-store';
import { lastAdvanceStorageKey } from '../../frontend/src/enrollment/use-builder-nav';
import { HsaStep } from '../../frontend/src/features/builder/steps/hsa';
import { newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { descriptionOf, serveApi } from './support';

const effectiveDate = '2026-07-01';
const noDependents = () => ({ body: { success: true, dependents: [], version: 1 } });

/** The self-only monthly limit of the plan year, for a member under 55. */
function selfOnlyMonthlyCents(): number {
  const hsa = planYearFigures(planYearOf(effectiveDate))?.hsa;
  if (!hsa) throw new Error('plan-years.ts holds no HSA limits for the test’s year');
  return Math.floor(hsa.selfOnlyCents / 12);
}

/** Renders the step for a member born in 1985 (under 55) without dependents, an HSA plan chosen on `date`. */
async function hsaStep(date = effectiveDate) {
  act(() => {
    clearBuilder();
    builderActions.enterSubSteps([date]);
    // The amount is kept only with an HSA eligible plan in the cart (builder-reducer.ts).
    builderActions.selectPlan({
      id: 'hsa-plan',
      name: 'HSA Bronze',
      hsaEligible: true,
      monthlyRateCents: 41_250,
    });
  });
  serveApi({ 'get-dependents': noDependents });
  const { router } = renderStep(<HsaStep />, newMember({ birthdate: '1985-03-04' }), 'hsa');
  const user = userEvent.setup();
  const amount = await screen.findByLabelText<HTMLInputElement>(builderTexts('hsaAmountLabel'));
  return {
    router,
    user,
    amount,
    badge: () => screen.getByTestId('hsa-badge').textContent,
    badgeOf: (cents: number) => builderTexts('hsaBadge', { amount: formatDollars(cents) }),
    next: () => user.click(screen.getByRole('button', { name: componentTexts('stepNext') })),
    snackbar: () => screen.queryAllByRole('alert').find((a) => a.classList.contains('snackbar')),
    /** Replaces the amount's text at once, as one change (a paste over the whole text). */
    enter: (text: string) => act(() => void fireEvent.change(amount, { target: { value: text } })),
  };
}

beforeEach(() => {
  stubWideScreen();
  sessionStorage.removeItem(lastAdvanceStorageKey);
});

describe('the HSA amount', () => {
  it('removes leading zeros, ignores what is no amount in whole cents and keeps each amount taken', async () => {
    const step = await hsaStep();
    await step.user.type(step.amount, '0050');
    expect(step.amount.value).toBe('50');
    await step.user.type(step.amount, 'x-e');
    expect(step.amount.value).toBe('50');
    await step.user.type(step.amount, '.125');
    expect(step.amount.value).toBe('50.12');
    await waitFor(() => expect(step.badge()).toBe(step.badgeOf(5012)));
    await step.enter('');
    await waitFor(() => expect(step.badge()).toBe(step.badgeOf(0)));
  });

  it('says an amount over the household’s monthly limit on the field, keeps the last amount taken, and Next says it again and stays', async () => {
    const limit = selfOnlyMonthlyCents();
    const step = await hsaStep();
    await screen.findByText(builderTexts('hsaYourLimit', { monthly: formatDollars(limit) }));
    await step.enter('100');
    await waitFor(() => expect(step.badge()).toBe(step.badgeOf(10_000)));
    const over = ((limit + 1) / 100).toFixed(2);
    await step.enter(over);
    const message = apiTexts().hsaOverLimit(formatDollars(limit));
    expect(descriptionOf(step.amount)).toBe(message);
    expect(step.amount.getAttribute('aria-invalid')).toBe('true');
    expect(step.badge()).toBe(step.badgeOf(10_000));
    await step.next();
    expect(step.snackbar()?.textContent).toContain(message);
    expect(step.router.state.location.pathname).toBe('/enrollment/hsa');
    // The limit itself is taken, and the message goes.
    await step.enter((limit / 100).toFixed(2));
    expect(descriptionOf(step.amount)).not.toContain(message);
    await waitFor(() => expect(step.badge()).toBe(step.badgeOf(limit)));
    await step.next();
    await waitFor(() => expect(step.router.state.location.pathname).not.toBe('/enrollment/hsa'));
  });

  it('takes no amount in a plan year whose HSA limits are not entered', async () => {
    const year = 2040;
    expect(planYearFigures(year)?.hsa).toBeUndefined();
    const step = await hsaStep(`${year}-01-01`);
    expect(await screen.findByText(builderTexts('hsaNoLimits', { year }))).toBeTruthy();
    await step.enter('5');
    expect(descriptionOf(step.amount)).toBe(apiTexts().hsaLimitsUnknown);
    expect(step.badge()).toBe(step.badgeOf(0));
    await step.next();
    expect(step.snackbar()?.textContent).toContain(apiTexts().hsaLimitsUnknown);
    expect(step.router.state.location.pathname).toBe('/enrollment/hsa');
    // No amount at all may go on.
    await step.enter('');
    expect(descriptionOf(step.amount)).toBe('');
    await step.next();
    await waitFor(() => expect(step.router.state.location.pathname).not.toBe('/enrollment/hsa'));
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es', { remember: false }));
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('says the over-limit message in Spanish', async () => {
      const limit = selfOnlyMonthlyCents();
      const step = await hsaStep();
      await screen.findByText(builderTexts('hsaYourLimit', { monthly: formatDollars(limit) }));
      await step.enter(String(Math.ceil(limit / 100) + 1));
      const message = apiTexts().hsaOverLimit(formatDollars(limit));
      expect(message).not.toBe(englishOverLimit(formatDollars(limit)));
      expect(descriptionOf(step.amount)).toBe(message);
    });
  });
});
