import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render: `first` (what fills the first screen) in the render
 * that shows the list, then all of them in a transition right after, which React renders in
 * slices between the browser's frames. The page's first render then does not build the cards
 * nobody sees yet (issue 41: the shop's eleven cards were one long task at a phone's CPU). Once
 * the whole list is shown it stays shown: a filter change renders every card it keeps at once.
 */
export function useProgressiveCount(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
