/**
 * The tracker's filters, search, sort and page live in the page's URL (`?state=invited&q=ann&page=2`),
 * so a reload, a link or Back shows the same rows. They are read with the request's own schema
 * (shared/schemas/admin.ts `trackerQuery`): a value the API would refuse (a typed-in page 0, an
 * unknown state) is left out rather than sent, so a hand-edited URL still shows a tracker.
 */
import {
  trackerQuery as trackerQuerySchema,
  trackerSorts,
  type TrackerQuery,
  type TrackerSort,
} from '../../../../shared/schemas/admin';

const keys = [
  'state',
  'class',
  'q',
  'sort',
  'dir',
  'page',
  'pageSize',
] as const satisfies readonly (keyof TrackerQuery)[];

/** The rows a page of the console shows. */
export const TRACKER_PAGE_SIZE = 25;

/** The query of the URL, each value kept only when the request's schema accepts it. */
export function trackerQueryOf(search: URLSearchParams): TrackerQuery {
  const query: Record<string, string> = {};
  for (const key of keys) {
    const value = search.get(key);
    if (value === null || value.trim() === '') continue;
    const one = trackerQuerySchema.safeParse({ [key]: value });
    if (one.success) Object.assign(query, one.data);
  }
  return query as TrackerQuery;
}

/** The query the API is asked: the URL's, with the console's page size. */
export const trackerRequestOf = (search: URLSearchParams): TrackerQuery => ({
  ...trackerQueryOf(search),
  pageSize: String(TRACKER_PAGE_SIZE),
});

/**
 * The URL's search after a change: a new filter, search or sort goes back to page 1; an empty
 * value removes its key.
 */
export function withTrackerChange(
  search: URLSearchParams,
  change: Partial<Record<keyof TrackerQuery, string>>,
): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!('page' in change)) next.delete('page');
  next.delete('pageSize');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The search after a click on a column's heading: that column ascending, or the other way when it is already sorted by it. */
export function withSortBy(search: URLSearchParams, column: TrackerSort): string {
  const current = trackerQueryOf(search);
  const dir = (current.sort ?? 'name') === column && (current.dir ?? 'asc') === 'asc' ? 'desc' : 'asc';
  return withTrackerChange(search, { sort: column, dir });
}

export const isTrackerSort = (value: string): value is TrackerSort =>
  (trackerSorts as readonly string[]).includes(value);
