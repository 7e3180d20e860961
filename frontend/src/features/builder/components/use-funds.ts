/**
 * What the funds bar and the contributions step show: the employer contribution for the
 * builder's choices (api/employer-contribution.ts) and the cost math of spec builder section 4,
 * by electionOf (state/election.ts), the one function the cart and the request body use too, at
 * the prices the builder holds (the shop's quote, the product's cost).
 */
import type { ElectionAmounts } from '../../../../../shared/domain/election-cost';
import type { Cents } from '../../../../../shared/domain/money';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { useDependents, type DependentsLoad } from '../../../enrollment/api/dependents';
import {
  useEmployerContribution,
  type ContributionLoad,
} from '../../../enrollment/api/employer-contribution';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { electionOf } from '../../../enrollment/state/election';

export interface Funds {
  contribution: ContributionLoad;
  dependents: DependentsLoad;
  /** Null until the contribution is known. */
  amounts: ElectionAmounts | null;
}

export function useFunds(): Funds {
  const { member, employer } = useBuilderContext();
  const { state } = useBuilder();
  const dependents = useDependents(member.id);
  const contribution = useEmployerContribution(
    employer && state.effectiveDate && dependents.state === 'ready'
      ? {
          member,
          accountid: employer.accountid,
          healthOption: state.healthOption,
          effectiveDate: state.effectiveDate,
          dependents: dependents.dependents,
        }
      : null,
  );
  const amounts =
    contribution.state === 'ready' && employer
      ? electionOf(state, {
          employer,
          contributionCents: contribution.cents,
          planPremiumCents: state.selectedPlan?.monthlyRateCents ?? (0 as Cents),
          serviceCents: state.additionalService?.monthlyCents ?? (0 as Cents),
        }).amounts
      : null;
  return { contribution, dependents, amounts };
}
