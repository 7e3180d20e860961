/** GET /api/Dependent/{memberid}: the caller's saved dependents (SSNs as the last four digits). */
import { useEffect, useState } from 'react';
import type { Dependent } from '../../../../../shared/schemas/dependent';
import { messages } from '../../../../../shared/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type ApiDependent = Dependent;

export async function getDependents(memberid: string, signal?: AbortSignal): Promise<ApiDependent[]> {
  const { dependents } = await apiRequest('get-dependents', { params: { memberid }, signal });
  return dependents;
}

export type DependentsLoad =
  | { state: 'loading' }
  | { state: 'ready'; dependents: ApiDependent[] }
  | { state: 'failed'; message: string };

export function useDependents(memberid: string): DependentsLoad {
  const [load, setLoad] = useState<DependentsLoad>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getDependents(memberid, controller.signal).then(
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
