/**
 * POST /api/HealthPlanQuote (spec builder section 7): the plans offered where the member lives on
 * an effective date, with the household's monthly premium. The body is built from the member on
 * file, the county of the member's ZIP (its FIPS code) and the household's dependents.
 */
import type { HealthPlan, QuoteBody } from '../../../../shared/schemas/quote';
import type { Location } from '../../../../shared/schemas/location';
import type { Member } from '../../../../shared/schemas/member';
import { messages } from '../../../../shared/messages';
import { apiRequest } from '../../lib/api-client';
import { remembered } from '../../lib/memo';

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
  if (!member.postalcode || !member.county) return messages.profileLocationMissing;
  if (!member.birthdate) return messages.profileBirthdateMissing;
  if (!member.gender || !member.istobaccouser) return messages.shopProfileIncomplete;
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
 * The plans and their household premiums. Kept a few minutes per body (lib/memo.ts): the shop and
 * the cart quote the same household on the same date.
 */
export const quotePlans: (body: QuoteBody) => Promise<QuoteAnswer> = remembered(
  async (body: QuoteBody) => {
    const res = await apiRequest('post-quote', { body });
    return { plans: res.healthplans, message: res.message };
  },
  (body) => JSON.stringify(body),
);
