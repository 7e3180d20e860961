/**
 * The performance targets of issue 6 and the size budgets `npm run bench -- --check` enforces.
 * Sizes are in kB of 1000 bytes, as Vite prints them.
 */
export const targets = {
  /**
   * Cold import of a Lambda bundle, as a ratio to the DynamoDB-client-only reference (timing:
   * reported). The target of issue 9 is 1.25x, its stretch 1.10x.
   */
  coldImportRatio: 1.25,
  /** Landing page JS (gzip) as a ratio to a bare React + react-router page (size: enforced). */
  landingJsRatio: 1.25,
  /** JS (gzip) that any route of the router loads (size: enforced). */
  routeJsGzipKb: 200,
  /** Lighthouse mobile scores (reported). */
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  /** API requests from sign-in to authorization (reported). */
  journeyApiRequests: 12,
} as const;

/**
 * Size budget of one Lambda bundle (minified, without its source map), enforced by --check: no
 * family may grow back past what the sixth cold-start pass brought them to (378-428 kB; 992-1160
 * kB before the first pass). A jump (a data file, zod classic, a second SDK client or a logging
 * library pulled into a function) fails deterministically; lower it as the bundles shrink.
 */
export const lambdaBundleBudgetKb = 480;
