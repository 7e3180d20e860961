/**
 * The tax-credit opt-out on the Contributions step (issue 40, item 4; 26 CFR 1.36B-2(c)(5)): when
 * Calculate Subsidy finds the ICHRA unaffordable, choosing the opt-out waives coverage with its own
 * reason, which the builder keeps (and the cart sends) as such and the reasons' list then shows; the
 * list does not offer it otherwise. In English and Spanish.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { premiumTaxCreditOptOut } from '../../shared/domain/elections';
import {
  builderActions,
  builderStorageKey,
  clearBuilder,
} from '../../frontend/src/enrollment/state/builder-store';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { ContributionsStep } from '../../frontend/src/features/builder/steps/contributions';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { serveApi } from './support';

const unaffordable = {
  planYear: 2026,
  affordable: false,
  lowestCostSilverSelfOnly: 512.34,
  lowestCostSilverPlanId: '12345NJ0010001',
  lowestCostSilverPlanName: 'Silver Saver',
  ratingArea: 'NJ-1',
  employeeAge: 41,
  monthlySelfOnlyContribution: 250,
  employeeMonthlyCost: 262.34,
  requiredContributionPercent: 9.96,
  annualHouseholdIncome: 25000,
  monthlyThreshold: 207.5,
};

const stored = () => JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}') as Record<string, unknown>;

async function contributions() {
  serveApi({
    'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
    'get-monthly-contribution': () => ({ body: { success: true, data: 400 } }),
    'get-waived-contribution': () => ({ body: { success: true, data: 0 } }),
    'get-affordability': () => ({ body: { success: true, data: unaffordable } }),
  });
  renderStep(<ContributionsStep />, newMember());
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: builderTexts('contribInstructionsButton') }));
  const dialog = screen.getByRole('dialog', { name: builderTexts('contribInstructionsTitle') });
  await user.type(within(dialog).getByLabelText(builderTexts('subsidyIncomeLabel')), '25000');
  await user.click(within(dialog).getByRole('button', { name: builderTexts('subsidyCalculate') }));
  await within(dialog).findByRole('status');
  return { user, dialog };
}

beforeEach(() => {
  stubWideScreen();
  act(() => {
    clearBuilder();
    builderActions.enterSubSteps(['2026-07-01', '2026-08-01']);
  });
});

describe('the tax-credit opt-out', () => {
  it('waives coverage with the opt-out as its recorded reason, shown as chosen in the reasons’ list', async () => {
    const { user, dialog } = await contributions();
    await user.click(within(dialog).getByRole('button', { name: builderTexts('subsidyOptOut') }));
    expect(stored()).toMatchObject({ healthOption: 'waive', waiverReason: premiumTaxCreditOptOut });
    const select = screen.getByLabelText<HTMLSelectElement>(builderTexts('contribWaiverReasonLabel'));
    expect(select.value).toBe(premiumTaxCreditOptOut);
    expect(select.selectedOptions[0]?.textContent).toBe(
      enrollmentTexts('waiverReasonLabels.premiumTaxCredit'),
    );
  });

  it('is not in the reasons’ list of a waiver chosen otherwise', async () => {
    serveApi({
      'get-dependents': () => ({ body: { success: true, dependents: [], version: 1 } }),
      'get-monthly-contribution': () => ({ body: { success: true, data: 400 } }),
      'get-waived-contribution': () => ({ body: { success: true, data: 0 } }),
    });
    renderStep(<ContributionsStep />, newMember());
    await userEvent.setup().click(await screen.findByLabelText(builderTexts('contribWaiveCoverage')));
    const select = screen.getByLabelText<HTMLSelectElement>(builderTexts('contribWaiverReasonLabel'));
    expect([...select.options].map((o) => o.value)).not.toContain(premiumTaxCreditOptOut);
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es', { remember: false }));
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('offers and records the opt-out in Spanish', async () => {
      const { user, dialog } = await contributions();
      const status = within(dialog).getByRole('status');
      expect(status.textContent).toContain(
        'Puede renunciar a la ICHRA y rechazar la cobertura aquí para solicitar en su lugar el crédito tributario para primas.',
      );
      await user.click(
        within(status).getByRole('button', {
          name: 'Renunciar y rechazar la cobertura para solicitar el crédito tributario para primas',
        }),
      );
      // The stored reason stays the English value the server's schema knows.
      expect(stored()).toMatchObject({ waiverReason: premiumTaxCreditOptOut });
      const select = screen.getByLabelText<HTMLSelectElement>(builderTexts('contribWaiverReasonLabel'));
      expect(select.selectedOptions[0]?.textContent).toBe(
        'Renuncio para solicitar el crédito tributario para primas',
      );
    });
  });
});
