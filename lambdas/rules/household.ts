/**
 * The rules more than one handler family applies to the caller's household, in one place: which
 * employer and contribution class the caller may ask about, the class's terms for a plan year,
 * the plans offered where the caller lives, and what a household pays and receives. The quote,
 * contribution and order handlers (and the profile's, as they come) call these; the arithmetic
 * itself stays in the pure modules of shared/domain, which the browser shares.
 *
 * Every read goes through a port the caller passes in (the handlers pass the composition's
 * repositories; tests may pass their own), each function naming only the ports it reads.
 */
import { isDefaultClass, sameClass, type ClassPolicy } from '../../shared/domain/contribution-policy';
import {
  benchmarkFromOffers,
  monthlyContributionCents,
  needsBenchmark,
  profileCountyFips,
  type ContributionHousehold,
} from '../../shared/domain/contribution';
import type { Employer } from '../../shared/domain/employer';
import { ForbiddenError, NotFoundError, StoredValueError, ValidationError } from '../../shared/domain/errors';
import type { MemberRecord } from '../../shared/domain/member';
import type { Cents } from '../../shared/domain/money';
import {
  isCalendarDate,
  planYearOf,
  quoteHousehold,
  ratePlans,
  type CoveredPerson,
  type PlanOffer,
} from '../../shared/domain/rating';
import * as apiMessages from '../../shared/api-messages';
import type { PricingDependent, SavedDependent } from '../adapters/dependents';
import type { EmployerRepository } from '../adapters/employers';
import type { LocationRepository } from '../adapters/locations';
import type { OrderSetPerson } from '../adapters/orders';
import type { PlanRepository } from '../adapters/plans';

/** The reads the household rules make, as the adapters of lambdas/adapters offer them. */
export interface HouseholdPorts {
  employers: Pick<EmployerRepository, 'get' | 'getByAccountId' | 'getClassPolicy'>;
  locations: Pick<LocationRepository, 'byZip'>;
  plans: Pick<PlanRepository, 'offersIn'>;
}

/** A class's contribution terms for a plan year: the policy and the monthly amount when waiving. */
export type ClassTerms = Pick<ClassPolicy, 'policy'> & { waivedCents: number };

/** The caller's own employer: 404 when the member's employer is gone. */
export async function callerEmployer(
  { employers }: { employers: Pick<HouseholdPorts['employers'], 'get'> },
  member: MemberRecord,
): Promise<Employer> {
  const employer = await employers.get(member.employerId);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  return employer;
}

/** The employer of an account id the caller may ask about: 404 unknown, 403 another employer's. */
export async function ownEmployer(
  { employers }: Pick<HouseholdPorts, 'employers'>,
  accountid: string,
  member: MemberRecord,
): Promise<Employer> {
  const employer = await employers.getByAccountId(accountid);
  if (!employer) throw new NotFoundError(apiMessages.employerNotFound);
  if (employer.id.toLowerCase() !== member.employerId.toLowerCase())
    throw new ForbiddenError(apiMessages.forbidden);
  return employer;
}

/**
 * The class the contribution is computed for: always the caller's own. The path's class must
 * name it ('empty' stands for it; 'ALL' is the default class); another class answers 403.
 */
export function ownClass(pathClass: string, member: MemberRecord): string {
  const own = member.contributionclass;
  const same =
    pathClass.trim().toLowerCase() === 'empty' ||
    (isDefaultClass(pathClass) && isDefaultClass(own)) ||
    sameClass(pathClass, own ?? '');
  if (!same) throw new ForbiddenError(apiMessages.forbidden);
  return own;
}

/** The class's terms for the plan year (the 'ALL' class's when the class has none): 404 when the employer set none. */
export async function classTerms(
  { employers }: { employers: Pick<HouseholdPorts['employers'], 'getClassPolicy'> },
  employerId: string,
  planYear: number,
  className: string,
): Promise<ClassTerms> {
  const terms = await employers.getClassPolicy(employerId, planYear, className);
  if (!terms) throw new NotFoundError(apiMessages.contributionPolicyMissing(planYear));
  return terms;
}

/** The plans offered in the county of the caller's saved address, for a plan year. */
export async function offersWhereMemberLives(
  { locations, plans }: Pick<HouseholdPorts, 'locations' | 'plans'>,
  member: MemberRecord,
  planYear: number,
): Promise<PlanOffer[]> {
  const counties = member.postalcode ? await locations.byZip(member.postalcode) : [];
  return plans.offersIn(planYear, profileCountyFips(member, counties));
}

/** The plans offered in a county a request names, which must lie in the state it names (400 otherwise). */
export async function offersInCounty(
  { plans }: Pick<HouseholdPorts, 'plans'>,
  planYear: number,
  countyFips: string,
  state: string,
): Promise<PlanOffer[]> {
  const offers = await plans.offersIn(planYear, countyFips);
  if (offers.some((o) => o.state !== state))
    throw new ValidationError(`${apiMessages.invalidRequest} state: ${apiMessages.stateNotOfCounty}`, {
      state: apiMessages.stateNotOfCounty,
    });
  return offers;
}

/** The caller's household as the contribution rules and the premium rating each see it. */
export interface SavedHousehold {
  contribution: ContributionHousehold;
  people: CoveredPerson[];
}

/**
 * The member's saved date of birth, which the caller has checked is there, when it is a date:
 * one saved before the API checked dates (1980-13-45) answers 409 saying to correct it on the
 * profile, never a 500 from the rating rules.
 */
export function storedBirthdate(birthdate: string): string {
  if (!isCalendarDate(birthdate))
    throw new StoredValueError(apiMessages.storedBirthdateInvalid, {
      birthdate: apiMessages.storedBirthdateInvalid,
    });
  return birthdate;
}

/**
 * The caller and the dependents saved on their profile (`birthdate` is the member's, checked by
 * the caller to be there). A saved date that is not a date answers 409 naming whose it is
 * (StoredValueError): the member corrects it on the profile.
 */
export function savedHousehold(
  member: MemberRecord & { birthdate: string },
  saved: ReadonlyArray<SavedDependent & { tobacco: boolean; name?: string }>,
): SavedHousehold {
  storedBirthdate(member.birthdate);
  saved.forEach((d, i) => {
    if (isCalendarDate(d.dateofbirth)) return;
    const message = apiMessages.storedDependentBirthdateInvalid(d.name || `#${i + 1}`);
    throw new StoredValueError(message, { [`dependents.${i}.dateofbirth`]: message });
  });
  return {
    contribution: {
      employee: { birthdate: member.birthdate },
      dependents: saved.map((d) => ({ birthdate: d.dateofbirth, relationship: d.relationship })),
    },
    people: quoteHousehold(
      { birthdate: member.birthdate, tobacco: member.istobaccouser === 'Yes' },
      saved.map((d) => ({
        dateofbirth: d.dateofbirth,
        relationship: d.relationship,
        istobaccouser: d.tobacco ? 'true' : 'false',
      })),
    ),
  };
}

/**
 * Whom an elected plan covers, as the order set records it: the member as `self`, then each saved
 * dependent, with the facts the premium was rated on (date of birth, tobacco) and the names and
 * gender the files carry, exactly as read for the pricing (`member` and `saved` are what
 * {@link savedHousehold} priced). The payroll file and the 834 read this record, never the
 * dependents saved later (docs/decisions/0027-order-set-records-whom-it-covers.md).
 */
export function coveredPeople(
  member: MemberRecord & { birthdate: string },
  saved: readonly PricingDependent[],
): OrderSetPerson[] {
  return [
    {
      id: member.id,
      relationship: 'self',
      firstname: member.firstname,
      lastname: member.lastname,
      dateofbirth: member.birthdate,
      gender: member.gender,
      tobacco: member.istobaccouser === 'Yes',
    },
    ...saved.map((d): OrderSetPerson => ({
      id: d.id,
      relationship: d.relationship,
      firstname: d.firstname,
      lastname: d.lastname,
      dateofbirth: d.dateofbirth,
      gender: d.gender,
      tobacco: d.tobacco,
    })),
  ];
}

/**
 * The employer's monthly contribution for a household on a date. A benchmark policy prices the
 * benchmark plan among `offers` (read where the member lives when not given).
 */
export async function householdContributionCents(
  ports: Pick<HouseholdPorts, 'locations' | 'plans'>,
  member: MemberRecord,
  terms: ClassTerms,
  household: ContributionHousehold,
  on: string,
  offers?: readonly PlanOffer[],
): Promise<Cents> {
  const { policy } = terms;
  if (!needsBenchmark(policy)) return monthlyContributionCents(policy, household, on);
  const where = offers ?? (await offersWhereMemberLives(ports, member, planYearOf(on)));
  return monthlyContributionCents(policy, household, on, benchmarkFromOffers(where, household, on));
}

/** A plan's monthly premium for the household on a date, or undefined when it is not among the offers. */
export function planPremium(
  offers: readonly PlanOffer[],
  planId: string,
  people: readonly CoveredPerson[],
  on: string,
): { offer: PlanOffer; premiumCents: Cents } | undefined {
  const quoted = ratePlans(
    offers.filter((o) => o.id === planId),
    people,
    on,
  )[0];
  return quoted && { offer: quoted.offer, premiumCents: quoted.premiumCents };
}
