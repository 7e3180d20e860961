/**
 * The employer's monthly contribution for the builder's choices (spec builder section 7):
 * GET .../GetMonthlyEmployerContributionWithClass/... when shopping, GET .../GetWaivedContribution/...
 * when waiving, for the chosen effective date. The contributions step's circle and the funds bar
 * read the same answer through useEmployerContribution(); answers are kept per request for the
 * page's life, so switching options back and forth does not ask again.
 */
import { useEffect, useState } from 'react';
import { PADDING_BIRTHDATE } from '../../../../shared/domain/household-limits';
import { dollarsToCents, type Cents } from '../../../../shared/domain/money';
import { messages } from '../../../../shared/messages';
import { ApiError, apiRequest } from '../../lib/api-client';
import { remembered } from '../../lib/memo';
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

async function fetchEmployerContribution(req: ContributionRequest): Promise<Cents> {
  const { member } = req;
  if (!member.birthdate) throw new ApiError(409, messages.profileBirthdateMissing);
  if (!member.stateorprovince) throw new ApiError(409, messages.profileLocationMissing);
  const base = {
    accountid: req.accountid,
    effectiveDate: req.effectiveDate,
    dob: member.birthdate,
    state: member.stateorprovince,
  };
  if (req.healthOption === 'waive') {
    const { data } = await apiRequest('get-waived-contribution', { params: base });
    return dollarsToCents(data.toFixed(2));
  }
  const [d1, d2, d3, d4, d5] = dependentDates(req.dependents) as [string, string, string, string, string];
  const { data } = await apiRequest('get-monthly-contribution', {
    params: { ...base, class: member.contributionclass || 'empty', d1, d2, d3, d4, d5 },
  });
  return dollarsToCents(data.toFixed(2));
}

/**
 * GET the monthly (or waived) employer contribution. Kept a few minutes per request (lib/memo.ts):
 * the contributions step, the funds bar and the cart ask for the same figure.
 */
function keyOf(req: ContributionRequest): string {
  return JSON.stringify([
    req.member.id,
    req.member.birthdate,
    req.member.stateorprovince,
    req.member.contributionclass,
    req.accountid,
    req.healthOption,
    req.effectiveDate,
    req.healthOption === 'shop' ? dependentDates(req.dependents) : [],
  ]);
}

export const getEmployerContribution: (req: ContributionRequest) => Promise<Cents> = remembered(
  fetchEmployerContribution,
  keyOf,
);

export type ContributionLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'ready'; cents: Cents }
  | { state: 'failed'; message: string };

/** Loads the contribution (one request per distinct input, getEmployerContribution); `null` waits until the inputs are known. */
export function useEmployerContribution(req: ContributionRequest | null): ContributionLoad {
  const key = req ? keyOf(req) : null;
  const [load, setLoad] = useState<{ key: string | null; value: ContributionLoad }>({
    key: null,
    value: { state: 'idle' },
  });
  useEffect(() => {
    if (!req || !key) return;
    let live = true;
    getEmployerContribution(req).then(
      (cents) => live && setLoad({ key, value: { state: 'ready', cents } }),
      (err: unknown) =>
        live &&
        setLoad({
          key,
          value: {
            state: 'failed',
            message: err instanceof ApiError ? err.message : messages.somethingWentWrong,
          },
        }),
    );
    return () => {
      live = false;
    };
    // `key` stands for every input of `req`.
  }, [key]);
  if (!key) return { state: 'idle' };
  return load.key === key ? load.value : { state: 'loading' };
}
