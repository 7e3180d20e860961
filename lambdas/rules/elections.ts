/**
 * Price the household's elections: the one server-side function that loads what an authorization
 * depends on from the server's own tables (employer, class policy, dependents, plans where the
 * member lives, the additional-service product) and recomputes every amount with the same pure
 * modules the quote, contribution and funds-bar code use. It checks every rule of the elections
 * and throws the spec's message on the first field that breaks one (nothing has been written).
 *
 * The household and plan lookups are the contribution handlers' own functions, imported from
 * where they live today; the lead rewires them to lambdas/rules/household.ts at merge.
 */
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { electionAmounts, type ElectionAmounts } from '../../shared/domain/election-cost';
import { storedWaiverReason } from '../../shared/domain/elections';
import {
  coverageTier,
  benchmarkFromOffers,
  monthlyContributionCents,
  needsBenchmark,
  type ContributionHousehold,
} from '../../shared/domain/contribution';
import type { Employer } from '../../shared/domain/employer';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/domain/errors';
import { hsaMonthlyLimitCents } from '../../shared/domain/hsa';
import type { MemberRecord } from '../../shared/domain/member';
import { formatDollars, type Cents } from '../../shared/domain/money';
import {
  ageOn,
  isHsaEligible,
  planYearOf,
  quoteHousehold,
  ratePlans,
  type PlanOffer,
} from '../../shared/domain/rating';
import { subSteps } from '../../shared/domain/sub-steps';
import { messages } from '../../shared/messages';
import type { AuthorizeBody } from '../../shared/schemas/order';
import type { EmployerProduct } from '../adapters/employers';
import { classTerms, offersWhereMemberLives, repositories } from '../handlers/contribution/support';

export interface PricedElections {
  employer: Employer;
  planYear: number;
  effectiveDate: string;
  waived: boolean;
  waiverReason: string | null;
  plan: PlanOffer | null;
  planPremiumCents: Cents;
  contributionCents: Cents;
  hsaMonthlyCents: Cents;
  hsaLimitCents: Cents | null;
  service: EmployerProduct | null;
  familyStatus: string;
  amounts: ElectionAmounts;
}

const refuse = (field: string, message: string): never => {
  throw new ValidationError(message, { [field]: message });
};

const hasFullSsn = (ssn: string | null): boolean => (ssn ?? '').replace(/\D/g, '').length === 9;

/** Price and check the caller's elections. `now` decides the effective-date options. */
export async function priceElections(
  member: MemberRecord,
  body: AuthorizeBody,
  now: Date,
): Promise<PricedElections> {
  if (!hasFullSsn(member.ssn)) refuse('ssn', messages.ssnRequiredForElection);
  const { election } = body;
  const waived = election.kind === 'waive';
  if (election.kind === 'shop' && !election.ichraAcknowledged)
    refuse('election.ichraAcknowledged', messages.acknowledgeCheckbox);
  let waiverReason: string | null = null;
  if (election.kind === 'waive') {
    waiverReason = storedWaiverReason(election.reason, election.otherReason);
    if (!waiverReason) refuse('election.otherReason', messages.enterWaiverReason);
  }

  const employer = await repositories.employers().get(member.employerId);
  if (!employer) throw new NotFoundError(messages.employerNotFound);
  const [first, second] = effectiveDateOptions(now, employer.edoc_period);
  if (body.effectiveDate !== first && body.effectiveDate !== second)
    refuse('effectiveDate', messages.effectiveDateNotOffered(first, second));
  const on = body.effectiveDate;
  const planYear = planYearOf(on);
  if (!member.birthdate) throw new ConflictError(messages.profileLocationMissing);

  const [terms, saved] = await Promise.all([
    classTerms(employer.id, planYear, member.contributionclass),
    repositories.dependents().listForPricing(member.id),
  ]);
  const household: ContributionHousehold = {
    employee: { birthdate: member.birthdate },
    dependents: saved.map((d) => ({ birthdate: d.dateofbirth, relationship: d.relationship })),
  };

  let plan: PlanOffer | null = null;
  let planPremiumCents = 0 as Cents;
  let contributionCents = terms.waivedCents as Cents;
  if (election.kind === 'shop') {
    const offers = await offersWhereMemberLives(member, planYear);
    const people = quoteHousehold(
      { birthdate: member.birthdate, tobacco: member.istobaccouser === 'Yes' },
      saved.map((d) => ({
        dateofbirth: d.dateofbirth,
        relationship: d.relationship,
        istobaccouser: d.tobacco ? 'true' : 'false',
      })),
    );
    const quoted = ratePlans(
      offers.filter((o) => o.id === election.planid),
      people,
      on,
    )[0];
    if (!quoted) return refuse('election.planid', messages.planNotOffered);
    plan = quoted.offer;
    planPremiumCents = quoted.premiumCents;
    const benchmark = needsBenchmark(terms.policy) ? benchmarkFromOffers(offers, household, on) : undefined;
    contributionCents = monthlyContributionCents(terms.policy, household, on, benchmark);
  }

  const steps = subSteps({
    employeazecustomer: employer.employeazecustomer,
    hsaonly: employer.hsaonly,
    healthOption: waived ? 'waive' : 'shop',
    planHsaEligible: plan ? isHsaEligible(plan) : false,
    cartReached: true,
  }).map((s) => s.id);

  const hsaMonthlyCents = (election.kind === 'shop' ? (election.hsaMonthlyCents ?? 0) : 0) as Cents;
  let hsaLimitCents: Cents | null = null;
  if (hsaMonthlyCents > 0) {
    if (!steps.includes('hsa')) refuse('election.hsaMonthlyCents', messages.hsaNotAvailable);
    const limit = hsaMonthlyLimitCents({
      planYear,
      coverage: household.dependents.length ? 'family' : 'self',
      age: ageOn(member.birthdate, on),
    });
    if (limit === undefined) throw new ConflictError(messages.hsaLimitsUnknown);
    hsaLimitCents = limit;
    if (hsaMonthlyCents > limit)
      refuse('election.hsaMonthlyCents', messages.hsaOverLimit(formatDollars(limit)));
  }

  let service: EmployerProduct | null = null;
  if (body.additionalServiceOption !== null) {
    if (!steps.includes('additional-services'))
      refuse('additionalServiceOption', messages.additionalServiceNotOffered);
    const products = await repositories.employers().products(employer.id);
    const matching = products.filter(
      (p) =>
        p.option === body.additionalServiceOption &&
        (body.additionalServiceSubcategory === undefined ||
          p.subcategory === body.additionalServiceSubcategory),
    );
    if (matching.length === 0) refuse('additionalServiceOption', messages.additionalServiceUnknown);
    // Several products offer the same option (e.g. 'Employee Only'): the subcategory must say which.
    if (matching.length > 1) refuse('additionalServiceSubcategory', messages.additionalServiceAmbiguous);
    service = matching[0] ?? null;
  }

  const amounts = electionAmounts({
    contributionCents,
    waived,
    planPremiumCents,
    hsaMonthlyCents,
    hsaCounts: hsaMonthlyCents > 0,
    serviceCents: (service?.costCents ?? 0) as Cents,
  });
  if (amounts.needsDeductionAcknowledgment && !body.payrollDeductionAcknowledged)
    refuse('payrollDeductionAcknowledged', messages.contributionGreaterThanSpent);

  return {
    employer,
    planYear,
    effectiveDate: on,
    waived,
    waiverReason,
    plan,
    planPremiumCents,
    contributionCents,
    hsaMonthlyCents,
    hsaLimitCents,
    service,
    familyStatus: coverageTier(household),
    amounts,
  };
}
