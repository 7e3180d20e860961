/**
 * Calculate Subsidy in 'Choosing Health Insurance Or Not' (the Options step's instructions): the
 * income is checked by the affordability request's schema through the one form hook, sent once
 * without '$' and thousands separators, the verdict and its numbers shown to the cent, and a
 * refusal said in the server's words; closing forgets the income.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../shared/domain/money';
import { InstructionsModal } from '../../frontend/src/features/builder/components/contribution-instructions';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { failure } from './builder-fixtures';
import { renderRoutes, serveApi } from './support';

const verdict = {
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

function renderCalculator() {
  let closed = 0;
  let optedOut = 0;
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <InstructionsModal
            open
            effectiveDate="2026-07-01"
            onClose={() => (closed += 1)}
            onOptOut={() => (optedOut += 1)}
          />
        ),
      },
    ],
    '/',
  );
  const user = userEvent.setup();
  const income = () => screen.getByLabelText<HTMLInputElement>(builderTexts('subsidyIncomeLabel'));
  return {
    user,
    income,
    closed: () => closed,
    optedOut: () => optedOut,
    calculate: () => user.click(screen.getByRole('button', { name: builderTexts('subsidyCalculate') })),
  };
}

describe('Calculate Subsidy', () => {
  it('says an income that is no amount of dollars and sends nothing', async () => {
    const calls = serveApi({});
    const calc = renderCalculator();
    await calc.calculate();
    expect(screen.getByRole('alert').textContent).toBe(builderTexts('subsidyIncomeInvalid'));
    await calc.user.type(calc.income(), '52,000.123');
    await calc.calculate();
    expect(screen.getByRole('alert').textContent).toBe(builderTexts('subsidyIncomeInvalid'));
    expect(calls).toEqual([]);
  });

  it('sends the income once without $ and separators and shows the verdict’s numbers to the cent', async () => {
    const calls = serveApi({ 'get-affordability': () => ({ body: { success: true, data: verdict } }) });
    const calc = renderCalculator();
    await calc.user.type(calc.income(), ' $25,000 ');
    await calc.calculate();
    const status = await screen.findByRole('status');
    expect(calls.map((c) => [c.pathParameters.planYear, c.query.get('householdIncome')])).toEqual([
      ['2026', '25000'],
    ]);
    expect(status.textContent).toContain(builderTexts('subsidyNotAffordable', { year: 2026 }));
    // Each figure in dollars, recomputed here from the answer in cents.
    const cents = (dollars: number) => Math.round(dollars * 100);
    for (const dollars of [512.34, 250, 262.34, 207.5])
      expect(within(status).getByText(formatDollars(cents(dollars)))).toBeTruthy();
  });

  it('when unaffordable, says the employee may opt out to claim the premium tax credit and offers that waiver', async () => {
    serveApi({ 'get-affordability': () => ({ body: { success: true, data: verdict } }) });
    const calc = renderCalculator();
    await calc.user.type(calc.income(), '25000');
    await calc.calculate();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(builderTexts('subsidyOptOutOffer'));
    await calc.user.click(within(status).getByRole('button', { name: builderTexts('subsidyOptOut') }));
    expect(calc.optedOut()).toBe(1);
    // The income is not kept once the opt-out is chosen.
    expect(calc.income().value).toBe('');
  });

  it('when affordable, says plainly that the tax credit is not available while the ICHRA is offered, with no opt-out', async () => {
    serveApi({
      'get-affordability': () => ({
        body: { success: true, data: { ...verdict, affordable: true, annualHouseholdIncome: 90000 } },
      }),
    });
    const calc = renderCalculator();
    await calc.user.type(calc.income(), '90000');
    await calc.calculate();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(builderTexts('subsidyAffordable', { year: 2026 }));
    expect(status.textContent).toContain(builderTexts('subsidyAffordableMeaning'));
    expect(status.textContent).not.toContain(builderTexts('subsidyOptOutOffer'));
    expect(within(status).queryByRole('button', { name: builderTexts('subsidyOptOut') })).toBeNull();
  });

  it('says the server’s refusal, and closing forgets the income', async () => {
    serveApi({ 'get-affordability': () => failure(404, 'No silver plan is on file for your area.') });
    const calc = renderCalculator();
    await calc.user.type(calc.income(), '40000');
    await calc.calculate();
    expect((await screen.findByRole('alert')).textContent).toBe('No silver plan is on file for your area.');
    await calc.user.click(screen.getByRole('button', { name: commonTexts('close') }));
    expect(calc.closed()).toBe(1);
    expect(calc.income().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
