/**
 * What the contribution handlers share: the caller's own employer and class, the class policy of
 * the plan year, the covered dependents and the plans where the caller lives. Each read goes
 * through an adapter built once per container.
 */
import { isDefaultClass, sameClass } from '../../../shared/domain/contribution-policy';
import { profileCountyFips } from '../../../shared/domain/contribution';
import type { Employer } from '../../../shared/domain/employer';
import { ForbiddenError, NotFoundError } from '../../../shared/domain/errors';
import type { MemberRecord } from '../../../shared/domain/member';
import type { PlanOffer } from '../../../shared/domain/rating';
import { messages } from '../../../shared/messages';
import { DependentRepository } from '../../adapters/dependents';
import { EmployerRepository } from '../../adapters/employers';
import { LocationRepository } from '../../adapters/locations';
import { PlanRepository } from '../../adapters/plans';
import { dynamoClient, tableName } from '../../composition';

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= make());
};

export const repositories = {
  employers: once(() => new EmployerRepository(dynamoClient(), tableName('employers'))),
  dependents: once(() => new DependentRepository(dynamoClient(), tableName('dependents'))),
  locations: once(() => new LocationRepository(dynamoClient(), tableName('locations'))),
  plans: once(() => new PlanRepository(dynamoClient(), tableName('plans'))),
};

/** The employer of an account id the caller may ask about: 404 unknown, 403 another employer's. */
export async function ownEmployer(accountid: string, member: MemberRecord): Promise<Employer> {
  const employer = await repositories.employers().getByAccountId(accountid);
  if (!employer) throw new NotFoundError(messages.employerNotFound);
  if (employer.id.toLowerCase() !== member.employerId.toLowerCase())
    throw new ForbiddenError(messages.forbidden);
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
  if (!same) throw new ForbiddenError(messages.forbidden);
  return own;
}

/** The class's policy for the plan year (the 'ALL' class's when the class has none): 404 when the employer set none. */
export async function classTerms(employerId: string, planYear: number, className: string) {
  const terms = await repositories.employers().getClassPolicy(employerId, planYear, className);
  if (!terms) throw new NotFoundError(messages.contributionPolicyMissing(planYear));
  return terms;
}

/** The plans offered in the county of the caller's saved address, for a plan year. */
export async function offersWhereMemberLives(member: MemberRecord, planYear: number): Promise<PlanOffer[]> {
  const counties = member.postalcode ? await repositories.locations().byZip(member.postalcode) : [];
  return repositories.plans().offersIn(planYear, profileCountyFips(member, counties));
}
