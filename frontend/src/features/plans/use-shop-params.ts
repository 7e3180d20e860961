/**
 * The shop's filters and view (view=compare, view=summary&plan=<id>, carrier, metal, deductible,
 * price, sort, hsa) as search parameters of the page's URL, so a reload keeps them. Held in
 * component state and written with history.replaceState (keeping the router's history state):
 * a router navigation would re-run the enrollment route's loaders (member, employer, orders) on
 * every filter change, and quick changes would race them.
 */
import { useCallback, useEffect, useState } from 'react';

export function useShopParams(): [URLSearchParams, (change: (p: URLSearchParams) => void) => void] {
  const [params, setParams] = useState(() => new URLSearchParams(window.location.search));
  useEffect(() => {
    const url = new URL(window.location.href);
    url.search = params.toString();
    if (url.href !== window.location.href)
      window.history.replaceState(window.history.state as unknown, '', url);
  }, [params]);
  const update = useCallback((change: (p: URLSearchParams) => void) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      change(next);
      return next;
    });
  }, []);
  return [params, update];
}
