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

/**
 * Resolves in a later task of the main thread: `scheduler.yield()` where the browser has it (the
 * continuation goes ahead of other queued tasks), a zero-delay timer elsewhere. Awaited between two
 * pieces of start-up work that would otherwise run as one long task, such as a route's modules
 * being evaluated and the loader that continues from them (issue 41), so that input can be handled
 * in between.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
