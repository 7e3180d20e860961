/** GET /api/Dependent/{memberid}: the caller's saved dependents (SSNs as the last four digits). */
import { useEffect, useState } from 'react';
import type { Dependent } from '../../../../shared/schemas/dependent';
import { messages } from '../../../../shared/messages';
import { ApiError, apiRequest } from '../../lib/api-client';

export type ApiDependent = Dependent;

export async function getDependents(memberid: string, signal?: AbortSignal): Promise<ApiDependent[]> {
  const { dependents } = await apiRequest('get-dependents', { params: { memberid }, signal });
  return dependents;
}

let saved: { memberid: string; dependents: Promise<ApiDependent[]> } | null = null;

/**
 * The saved dependents as the sub-steps read them (contributions, shop, cart): fetched once per
 * member and kept until the profile saves them again (which primes this copy), instead of one
 * request per screen. The profile itself always reads them fresh (getDependents).
 */
export function savedDependents(memberid: string): Promise<ApiDependent[]> {
  if (saved?.memberid !== memberid) {
    const dependents = getDependents(memberid);
    saved = { memberid, dependents };
    dependents.catch(() => {
      if (saved?.dependents === dependents) saved = null;
    });
  }
  return saved.dependents;
}

/** The dependents the profile just saved (or loaded), so the sub-steps need not ask again. */
export function primeSavedDependents(memberid: string, dependents: ApiDependent[]): void {
  saved = { memberid, dependents: Promise.resolve(dependents) };
}

export type DependentsLoad =
  | { state: 'loading' }
  | { state: 'ready'; dependents: ApiDependent[] }
  | { state: 'failed'; message: string };

export function useDependents(memberid: string): DependentsLoad {
  const [load, setLoad] = useState<DependentsLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    savedDependents(memberid).then(
      (dependents) => setLoad({ state: 'ready', dependents }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          message: err instanceof ApiError ? err.message : messages.somethingWentWrong,
        });
      },
    );
    return () => controller.abort();
  }, [memberid]);
  return load;
}
