/**
 * Whether a dialog loaded on demand has been opened: false until `open` is first true, then true
 * for good. Its owner mounts the dialog from then on, so its code loads on the first open and
 * closing it still runs the dialog's own close (the focus goes back to what opened it).
 */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from a changing prop).
  if (open && !opened) setOpened(true);
  return opened || open;
}
