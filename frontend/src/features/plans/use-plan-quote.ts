/**
 * The plans of Shop Health Plans: the member's county (from the ZIP), the household (the member's
 * saved dependents, read from the query cache) and the quote on the chosen effective
 * date; plus the member's plan on record when it is offered again at January 1 of next year
 * (spec builder sections 2 and 4, 'Your Current Plan').
 *
 * Each piece is a query of the client cache (lib/query-client.tsx) keyed by everything it depends
 * on, so an answer is only ever shown for the inputs it was asked with: when the effective date
 * or the household changes, the screen shows loading until the new quote arrives, and the query
 * of the old inputs, left without a reader, is aborted (its `signal` reaches the request).
 */
import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { apiTexts } from '../../lib/api-texts';
import { plansTexts } from './texts';
import type { Member } from '../../../../shared/schemas/member';
import type { QuoteBody } from '../../../../shared/schemas/quote';
import { ApiError } from '../../lib/api-client';
import { memberLocation } from '../../enrollment/api/member-location';
import {
  planQuoteKey,
  planQuoteQuery,
  quotePlans,
  quoteBlocker,
  quoteBody,
  type HealthPlan,
} from '../../enrollment/api/quote-plans';
import { dependentsQuery } from '../../enrollment/api/dependents';
import { findCurrentPlan, nextJanuaryFirst } from './utils/current-plan';

export type PlanQuote =
  | { status: 'loading' }
  | { status: 'blocked'; message: string }
  | { status: 'failed'; message: string }
  | {
      status: 'ready';
      zip: string;
      plans: HealthPlan[];
      /** Covered persons: the employee and the dependents. */
      people: number;
      /** The server's note when the county has no plans loaded. */
      note?: string;
      /** The plan on record as quoted at January 1 of next year, when it is offered again. */
      currentPlan: HealthPlan | null;
    };

/** The message of a failed read: the server's own when it gave one. */
const failure = (err: unknown): string =>
  err instanceof ApiError ? err.message : plansTexts('shopLoadFailed');

export function usePlanQuote(member: Member, effectiveDate: string): PlanQuote & { retry(): void } {
  const blocker = quoteBlocker(member);
  const location = useQuery({
    queryKey: ['member-location', member.id, member.postalcode, member.county],
    queryFn: blocker ? skipToken : ({ signal }) => memberLocation(member, signal),
  });
  // The saved dependents: the same cache entry the contributions step and the cart read
  // (enrollment/api/dependents.ts), which the profile's save replaces with its answer.
  const saved = useQuery({ ...dependentsQuery(member.id), enabled: !blocker });
  const household = saved.data;
  const body = location.data && household ? quoteBody(member, location.data, household, effectiveDate) : null;

  const quote = useQuery({
    queryKey: planQuoteKey(member.id, body),
    queryFn: body ? ({ signal }) => quotePlans(body, signal) : skipToken,
  });

  // 'Your Current Plan' does not depend on the chosen date: it is looked for at January 1 of next
  // year (and, when needed, in the plan year on record), for the same household.
  const record = { currentplanid: member.currentplanid, currentplanyear: member.currentplanyear };
  const current = useQuery({
    queryKey: ['current-plan', member.id, record, body && { ...body, policyeffectivedateRequested: '' }],
    queryFn:
      body && record.currentplanid
        ? async ({ client }) => {
            const quoteOn = async (date: string) =>
              (await client.query(planQuoteQuery(member.id, onDate(body, date)))).plans;
            const nextDate = nextJanuaryFirst(new Date());
            return findCurrentPlan(record, await quoteOn(nextDate), nextDate, quoteOn);
          }
        : skipToken,
  });

  const reads: UseQueryResult[] = [location, saved, quote, current];
  const retry = () => {
    for (const read of reads) if (read.isError) void read.refetch();
  };
  return { ...planQuoteState(), retry };

  function planQuoteState(): PlanQuote {
    if (blocker) return { status: 'blocked', message: blocker };
    const failed = reads.find((read) => read.isError);
    if (failed) return { status: 'failed', message: failure(failed.error) };
    if (location.data === null) return { status: 'blocked', message: apiTexts().profileCountyUnknown };
    if (!location.data || !household || !quote.data) return { status: 'loading' };
    if (record.currentplanid && current.data === undefined) return { status: 'loading' };
    return {
      status: 'ready',
      zip: location.data.zipcode,
      plans: quote.data.plans,
      people: household.length + 1,
      note: quote.data.message,
      currentPlan: current.data ?? null,
    };
  }
}

const onDate = (body: QuoteBody, date: string): QuoteBody => ({
  ...body,
  policyeffectivedateRequested: date,
});
