import { employerIdQueryParam, employerIdStorageKey } from '../config/paths';

// The pattern of `guid` in shared/schemas/common.ts, repeated here so that the landing page's
// first bundle does not need the zod schemas (the API client brings them when an id is known).
const guidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

const isGuid = (v: string | null | undefined): v is string => !!v && guidPattern.test(v);

/**
 * The employer of this visit: the `employer_id` query parameter when it is a GUID, else the one
 * remembered from an earlier visit.
 */
export function resolveEmployerId(search: URLSearchParams): string | undefined {
  const fromQuery = search.get(employerIdQueryParam);
  if (isGuid(fromQuery)) return fromQuery;
  const remembered = store()?.getItem(employerIdStorageKey);
  return isGuid(remembered) ? remembered : undefined;
}

/** Remembers an employer the API knows, for later visits without `employer_id`. */
export function rememberEmployerId(id: string): void {
  try {
    store()?.setItem(employerIdStorageKey, id);
  } catch {
    // quota or privacy mode: the id still works for this page
  }
}

/** Forgets a remembered employer that the API does not know. */
export function forgetEmployerId(id: string): void {
  const s = store();
  if (s?.getItem(employerIdStorageKey) === id) s.removeItem(employerIdStorageKey);
}
