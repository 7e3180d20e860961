/**
 * What the funds bar and the contributions step show: the employer contribution for the
 * builder's choices (api/employer-contribution.ts) and the cost math of spec builder section 4,
 * computed by shared/domain/election-cost.ts in integer cents (the module the server prices the
 * authorization with).
 */
import { electionAmounts, type ElectionAmounts } from '../../../../../shared/domain/election-cost';
import type { Cents } from '../../../../../shared/domain/money';
import { useBuilderContext } from '../api/builder-context';
import { useDependents, type DependentsLoad } from '../api/dependents';
import { useEmployerContribution, type ContributionLoad } from '../api/employer-contribution';
import { useBuilder } from '../state/builder-store';
import { useCurrentTabs } from '../use-builder-nav';

export interface Funds {
  contribution: ContributionLoad;
  dependents: DependentsLoad;
  /** Null until the contribution is known. */
  amounts: ElectionAmounts | null;
}

export function useFunds(): Funds {
  const { member, employer } = useBuilderContext();
  const { state } = useBuilder();
  const { tabs } = useCurrentTabs();
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
    contribution.state === 'ready'
      ? electionAmounts({
          contributionCents: contribution.cents,
          waived: state.healthOption === 'waive',
          planPremiumCents: state.selectedPlan?.monthlyRateCents ?? (0 as Cents),
          hsaMonthlyCents: state.hsaMonthlyCents,
          // The HSA amount is part of spend when the plan is HSA eligible and the step applies.
          hsaCounts: tabs.some((t) => t.id === 'hsa'),
          serviceCents: state.additionalService?.monthlyCents ?? (0 as Cents),
        })
      : null;
  return { contribution, dependents, amounts };
}
