/**
 * The plans of Shop Health Plans: the member's county (from the ZIP), the household (the builder's
 * dependents, or the saved ones when the builder holds none) and the quote on the chosen effective
 * date; plus the member's plan on record when it is offered again at January 1 of next year
 * (spec builder sections 2 and 4, 'Your Current Plan').
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { messages } from '../../../../shared/messages';
import type { Member } from '../../../../shared/schemas/member';
import { ApiError } from '../../lib/api-client';
import { memberLocation } from '../../enrollment/api/member-location';
import {
  quoteBlocker,
  quoteBody,
  quotePlans,
  type HealthPlan,
  type QuoteDependent,
} from '../../enrollment/api/quote-plans';
import { savedDependents } from '../../enrollment/api/dependents';
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

export function usePlanQuote(
  member: Member,
  dependents: readonly QuoteDependent[],
  effectiveDate: string,
): PlanQuote & { retry(): void } {
  const [quote, setQuote] = useState<PlanQuote>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Keys of what the quote depends on: a new object with the same values must not quote again
  // (the member is reloaded after the SSN popup saves, which changes nothing here).
  const household = JSON.stringify(dependents);
  const memberKey = JSON.stringify([
    member.id,
    member.accountid,
    member.firstname,
    member.lastname,
    member.birthdate,
    member.gender,
    member.istobaccouser,
    member.postalcode,
    member.county,
    member.currentplanid,
    member.currentplanyear,
  ]);
  const quoted = useMemo(() => member, [memberKey]);

  useEffect(() => {
    const member = quoted;
    const blocker = quoteBlocker(member);
    if (blocker) {
      setQuote({ status: 'blocked', message: blocker });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setQuote({ status: 'loading' });
    void (async () => {
      try {
        const location = await memberLocation(member);
        if (!location) {
          setQuote({ status: 'blocked', message: messages.profileCountyUnknown });
          return;
        }
        const listed = JSON.parse(household) as QuoteDependent[];
        const people = listed.length > 0 ? listed : await savedDependents(member.id);
        const quoteOn = async (date: string) =>
          (await quotePlans(quoteBody(member, location, people, date))).plans;
        const answer = await quotePlans(quoteBody(member, location, people, effectiveDate));
        const nextDate = nextJanuaryFirst(new Date());
        let currentPlan: HealthPlan | null = null;
        if (member.currentplanid) {
          const nextYear = nextDate === effectiveDate ? answer.plans : await quoteOn(nextDate);
          currentPlan = await findCurrentPlan(member, nextYear, nextDate, quoteOn);
        }
        setQuote({
          status: 'ready',
          zip: location.zipcode,
          plans: answer.plans,
          people: people.length + 1,
          note: answer.message,
          currentPlan,
        });
      } catch (err) {
        if (signal.aborted) return;
        setQuote({
          status: 'failed',
          message: err instanceof ApiError ? err.message : messages.shopLoadFailed,
        });
      }
    })();
    return () => controller.abort();
  }, [quoted, household, effectiveDate, attempt]);

  return { ...quote, retry };
}
