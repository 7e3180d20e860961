/**
 * Runs `work` once the main thread is idle (requestIdleCallback; a timer where the browser has
 * none, as Safari), or after `timeout` ms at the latest. For work a page will need soon and can do
 * while it waits for the network, in a task of its own rather than inside the render that needs it
 * (issue 41). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeout = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1);
  return () => window.clearTimeout(id);
}
