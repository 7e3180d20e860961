/**
 * The employer's monthly contribution for the builder's choices (spec builder section 7):
 * GET .../GetMonthlyEmployerContributionWithClass/... when shopping, GET .../GetWaivedContribution/...
 * when waiving, for the chosen effective date. The contributions step's circle and the funds bar
 * read the same answer through useEmployerContribution(), the cart's read through
 * `ensureQuery(contributionQuery(...))`, both with the same options: the answers are kept in the
 * query cache under a key holding every input (contributionQuery), so switching options back and
 * forth does not ask again and an answer for earlier choices is never shown for the current ones.
 */
import { queryOptions, skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { PADDING_BIRTHDATE } from '../../../../shared/domain/household-limits';
import { dollarsToCents, type Cents } from '../../../../shared/domain/money';
import { apiTexts } from '../../lib/api-texts';
import { ApiError, apiRequest } from '../../lib/api-client';
import { messageOf } from './dependents';
import type { Member } from './get-member';
import type { HealthOption } from '../state/builder-reducer';
import type { ApiDependent } from './dependents';

const MAX_DEPENDENT_DATES = 5;

export interface ContributionRequest {
  member: Member;
  accountid: string;
  healthOption: HealthOption;
  effectiveDate: string;
  dependents: readonly Pick<ApiDependent, 'dateofbirth'>[];
}

/** The five dependent dates of the path: the first five birth dates, padded with 1920-01-01. */
export function dependentDates(dependents: readonly Pick<ApiDependent, 'dateofbirth'>[]): string[] {
  const dates = dependents.slice(0, MAX_DEPENDENT_DATES).map((d) => d.dateofbirth);
  while (dates.length < MAX_DEPENDENT_DATES) dates.push(PADDING_BIRTHDATE);
  return dates;
}

async function fetchEmployerContribution(req: ContributionRequest, signal: AbortSignal): Promise<Cents> {
  const { member } = req;
  if (!member.birthdate) throw new ApiError(409, apiTexts().profileBirthdateMissing);
  if (!member.stateorprovince) throw new ApiError(409, apiTexts().profileLocationMissing);
  const base = {
    accountid: req.accountid,
    effectiveDate: req.effectiveDate,
    dob: member.birthdate,
    state: member.stateorprovince,
  };
  if (req.healthOption === 'waive') {
    const { data } = await apiRequest('get-waived-contribution', { params: base, signal });
    return dollarsToCents(data.toFixed(2));
  }
  const [d1, d2, d3, d4, d5] = dependentDates(req.dependents) as [string, string, string, string, string];
  const { data } = await apiRequest('get-monthly-contribution', {
    params: { ...base, class: member.contributionclass || 'empty', d1, d2, d3, d4, d5 },
    signal,
  });
  return dollarsToCents(data.toFixed(2));
}

/** The cache key of a contribution: the member's id and every input of the request. */
export function contributionKey(req: ContributionRequest) {
  return [
    'employer-contribution',
    req.member.id,
    req.member.birthdate,
    req.member.stateorprovince,
    req.member.contributionclass,
    req.accountid,
    req.healthOption,
    req.effectiveDate,
    req.healthOption === 'shop' ? dependentDates(req.dependents) : [],
  ] as const;
}

/** The monthly (or waived) employer contribution for `req`, in the query cache. */
export const contributionQuery = (req: ContributionRequest) =>
  queryOptions({
    queryKey: contributionKey(req),
    queryFn: ({ signal }) => fetchEmployerContribution(req, signal),
  });

export type ContributionLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; cents: Cents }
  | { state: 'failed'; message: string };

/** The contribution for a component (one request per distinct input); `null` waits until the inputs are known. */
export function useEmployerContribution(req: ContributionRequest | null): ContributionLoad {
  // contributionQuery's key and function, skipped (and keyed apart) until the inputs are known.
  const query = useQuery<Cents, Error, Cents, QueryKey>({
    queryKey: req ? contributionKey(req) : ['employer-contribution', null],
    queryFn: req ? ({ signal }) => fetchEmployerContribution(req, signal) : skipToken,
  });
  if (!req) return { state: 'idle' };
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return { state: 'failed', message: messageOf(query.error) };
  return { state: 'ready', cents: query.data };
}
