/**
 * The pages whose frame is prerendered (issue 41): the build writes, for each of these paths, an
 * HTML file whose page already shows the header, the builder's frame and the page's heading
 * (frontend/src/app/frames), and both CloudFront's viewer-request function
 * (infra/constructs/web.ts) and the local server (infra/local/server.ts) answer the path with it.
 * Every other client-side route gets /index.html, as before.
 *
 * Kept free of imports: the CloudFront function carries this list in its code.
 */
export const framedPaths = [
  '/profile',
  '/enrollment/contributions',
  '/enrollment/ichra-acknowledgment',
  '/enrollment/shop',
  '/enrollment/hsa',
  '/enrollment/additional-services',
  '/enrollment/coverage-attestation',
  '/enrollment/cart',
  '/welcome',
  '/health-plan',
  '/contact-us',
  '/ichra-notice',
  '/life-event',
] as const;

export type FramedPath = (typeof framedPaths)[number];

/** Where the build puts a framed page's HTML, relative to the site's root. */
export const frameFileOf = (path: FramedPath): string => `/frames${path}.html`;

/**
 * The file that answers a client-side route: its prerendered frame, or the app shell. A trailing
 * slash is the same page (`/profile/`).
 */
export function pageFileOf(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (framedPaths as readonly string[]).includes(path) ? frameFileOf(path as FramedPath) : '/index.html';
}
