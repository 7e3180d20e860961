/**
 * The selected-plan and funds bar (spec builder section 2): Monthly Employer Contribution,
 * Amount Spent, Amount Available, Employee Contribution Needed (red when positive) and the
 * selected plan's name. Sticky; hidden at 840 px or less (CSS).
 */
import { formatDollars } from '../../../../../shared/domain/money';
import { messages } from '../../../../../shared/messages';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useFunds } from './use-funds';

export function FundsBar() {
  const { state } = useBuilder();
  const { contribution, amounts } = useFunds();
  const show = (cents: number | undefined) => (cents === undefined ? '—' : formatDollars(cents));
  const need = amounts?.employeeNeedCents;
  return (
    <section className="funds-bar" aria-label={messages.fundsBarLabel}>
      <dl className="funds-bar__figures">
        <div>
          <dt>
            {state.healthOption === 'waive' ? messages.contribWaived : messages.fundsEmployerContribution}
          </dt>
          <dd data-testid="funds-contribution">
            {contribution.state === 'ready' ? formatDollars(contribution.cents) : '—'}
          </dd>
        </div>
        <div>
          <dt>{messages.fundsAmountSpent}</dt>
          <dd data-testid="funds-spent">{show(amounts?.spentCents)}</dd>
        </div>
        <div>
          <dt>{messages.fundsAmountAvailable}</dt>
          <dd data-testid="funds-available">{show(amounts?.availableCents)}</dd>
        </div>
        <div>
          <dt>{messages.fundsEmployeeNeeded}</dt>
          <dd
            data-testid="funds-need"
            className={need && need > 0 ? 'funds-bar__need is-positive' : 'funds-bar__need'}
          >
            {show(need)}
          </dd>
        </div>
        <div>
          <dt>{messages.fundsSelectedPlan}</dt>
          <dd data-testid="funds-plan">
            {state.healthOption === 'waive'
              ? messages.fundsWaived
              : (state.selectedPlan?.name ?? messages.fundsNoPlan)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
