import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { PublicEmployer } from '../enrollment/api/get-employer';
import { forgetEmployerId, rememberEmployerId, resolveEmployerId } from '../lib/employer-id';
import { employerIdQueryParam } from '../config/paths';

export interface RootData {
  /** The employer of the visit, or null when none is known or it could not be loaded. */
  employer: PublicEmployer | null;
}

/**
 * The employer API (and with it the API client, the route table and its schemas) is a separate
 * chunk: a visit without an employer never loads it. main.tsx starts loading it early when an
 * employer id is known, so it arrives while /config.json is fetched.
 */
export const loadEmployerApi = () => import('../enrollment/api/get-employer');

/**
 * Loads the employer that brands the portal. Never fails: the product logo is the fallback. Read
 * directly, not through the query cache of the signed-in pages: it runs on every page, the landing
 * page included, whose bundles do not carry the query library (docs/architecture.md).
 */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const id = resolveEmployerId(new URL(request.url).searchParams);
  if (!id) return { employer: null };
  try {
    const { findEmployer } = await loadEmployerApi();
    const employer = await findEmployer(id, request.signal);
    // A link to an unknown employer must not replace a good remembered one.
    if (employer) rememberEmployerId(employer.id);
    else forgetEmployerId(id);
    return { employer };
  } catch (err) {
    if (request.signal.aborted) throw err;
    console.warn('The employer could not be loaded; showing the default logo.', err);
    return { employer: null };
  }
}

/** Reload the employer only when a link names another employer (`employer_id`). */
export function shouldRevalidateRoot({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  const next = nextUrl.searchParams.get(employerIdQueryParam);
  return next !== null && next !== currentUrl.searchParams.get(employerIdQueryParam);
}
