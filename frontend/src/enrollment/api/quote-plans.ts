/**
 * POST /api/HealthPlanQuote (spec builder section 7): the plans offered where the member lives on
 * an effective date, with the household's monthly premium. The body is built from the member on
 * file, the county of the member's ZIP (its FIPS code) and the household's dependents.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HealthPlan, QuoteBody } from '../../../../shared/schemas/quote';
import type { Location } from '../../../../shared/schemas/location';
import type { Member } from '../../../../shared/schemas/member';
import { apiTexts } from '../../lib/api-texts';
import { enrollmentTexts } from '../texts';
import { apiRequest } from '../../lib/api-client';

export type { HealthPlan };

export interface QuoteDependent {
  dateofbirth: string;
  gender: 'Male' | 'Female';
  relationship: 'spouse' | 'child';
  istobaccouser: 'true' | 'false';
}

export interface QuoteAnswer {
  plans: HealthPlan[];
  /** The server's note when the county has no plans loaded for the plan year. */
  message?: string;
}

/** Why a member cannot be quoted yet (a profile field is missing), or null when one can be. */
export function quoteBlocker(member: Member): string | null {
  if (!member.postalcode || !member.county) return apiTexts().profileLocationMissing;
  if (!member.birthdate) return apiTexts().profileBirthdateMissing;
  if (!member.gender || !member.istobaccouser) return enrollmentTexts('shopProfileIncomplete');
  return null;
}

/** The quote body of spec section 7 for the member, the county and the effective date. */
export function quoteBody(
  member: Member,
  location: Location,
  dependents: readonly QuoteDependent[],
  effectiveDate: string,
): QuoteBody {
  return {
    empinfo: {
      firstname: member.firstname,
      lastname: member.lastname,
      createdby: member.firstname,
      birthdate: member.birthdate ?? '',
    },
    postalcode: location.zipcode,
    policyeffectivedateRequested: effectiveDate,
    gender: member.gender ?? 'Female',
    issmoker: member.istobaccouser === 'Yes' ? 'true' : 'false',
    accountid: member.accountid,
    countycode: location.countycode,
    countyname: location.countyname,
    state: location.state,
    city: location.city,
    memberdependentlist: dependents.map((d) => ({
      dateofbirth: d.dateofbirth,
      gender: d.gender,
      relationship: d.relationship,
      istobaccouser: d.istobaccouser,
    })),
  };
}

/**
 * The plans and their household premiums: the query function of `planQuoteQuery`, through which
 * the shop (useQuery, same key and function) and the cart (ensureQuery) read them.
 */
export async function quotePlans(body: QuoteBody, signal?: AbortSignal): Promise<QuoteAnswer> {
  const res = await apiRequest('post-quote', { body, signal });
  return { plans: res.healthplans, message: res.message };
}

/** The cache key of a quote; null while the body is not known yet (the county still loading). */
export const planQuoteKey = (memberId: string, body: QuoteBody | null) =>
  ['plan-quote', memberId, body] as const;

/**
 * The quote of one body in the client cache (lib/query-client.tsx). The key holds the member and
 * the whole body (household, county, effective date, the member's rating facts), so an answer is
 * only ever read back for the inputs it was asked with; the shop and the cart quoting the same
 * household on the same date share one request.
 */
export const planQuoteQuery = (memberId: string, body: QuoteBody) =>
  queryOptions({
    queryKey: planQuoteKey(memberId, body),
    queryFn: ({ signal }) => quotePlans(body, signal),
  });
