import { useSyncExternalStore } from 'react';

/** The portal's one breakpoint (spec: the mobile welcome at 840 px or less). */
export const mobileQuery = '(max-width: 840px)';

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
