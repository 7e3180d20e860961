/**
 * The selected-plan and funds bar (spec builder section 2): Monthly Employer Contribution,
 * Amount Spent, Amount Available, Employee Contribution Needed (red when positive) and the
 * selected plan's name. Sticky; hidden at 840 px or less (CSS).
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { builderTexts } from '../texts';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useFunds } from './use-funds';
import { componentTexts } from '../../../components/texts';

export function FundsBar() {
  const { state } = useBuilder();
  const { contribution, amounts } = useFunds();
  const show = (cents: number | undefined) => (cents === undefined ? '—' : formatDollars(cents));
  const need = amounts?.employeeNeedCents;
  return (
    <section className="funds-bar" aria-label={builderTexts('fundsBarLabel')}>
      <dl className="funds-bar__figures">
        <div>
          <dt>
            {state.healthOption === 'waive'
              ? builderTexts('contribWaived')
              : componentTexts('contribMonthlyEmployer')}
          </dt>
          <dd data-testid="funds-contribution">
            {contribution.state === 'ready' ? formatDollars(contribution.cents) : '—'}
          </dd>
        </div>
        <div>
          <dt>{componentTexts('fundsAmountSpent')}</dt>
          <dd data-testid="funds-spent">{show(amounts?.spentCents)}</dd>
        </div>
        <div>
          <dt>{componentTexts('fundsAmountAvailable')}</dt>
          <dd data-testid="funds-available">{show(amounts?.availableCents)}</dd>
        </div>
        <div>
          <dt>{builderTexts('fundsEmployeeNeeded')}</dt>
          <dd
            data-testid="funds-need"
            className={need && need > 0 ? 'funds-bar__need is-positive' : 'funds-bar__need'}
          >
            {show(need)}
          </dd>
        </div>
        <div>
          <dt>{builderTexts('fundsSelectedPlan')}</dt>
          <dd data-testid="funds-plan">
            {state.healthOption === 'waive'
              ? builderTexts('fundsWaived')
              : (state.selectedPlan?.name ?? builderTexts('fundsNoPlan'))}
          </dd>
        </div>
      </dl>
    </section>
  );
}
