/**
 * The security headers of the portal's responses, shared by the CloudFront response-headers
 * policy (infra/constructs/web.ts) and the local server (infra/local/server.ts), so that a page
 * that breaks the Content-Security-Policy breaks locally too.
 */

/**
 * The Content-Security-Policy of every response: scripts, styles, images and fonts from the
 * portal itself only; calls to the portal (the API is same-origin under /api/*) and to the
 * stage's Cognito endpoints; never framed. Keep it in step with what the frontend loads.
 * Locally (plain http on 127.0.0.1, Cognito proxied under /cognito/) pass no Cognito origins and
 * `https: false`, which drops upgrade-insecure-requests.
 */
export function contentSecurityPolicy(
  cognito: { userPoolApi: string; hostedDomain: string } | undefined,
  options: {
    https: boolean;
    /** The member files bucket's origin: proof of coverage is posted there straight from the page. */
    uploads?: string;
  } = { https: true },
): string {
  const cognitoHosts = cognito ? ` ${cognito.userPoolApi} ${cognito.hostedDomain}` : '';
  const uploads = options.uploads ? ` ${options.uploads}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${cognitoHosts}${uploads}`,
    `form-action 'self'${cognito ? ` ${cognito.hostedDomain}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The headers the local server adds to every web response (CloudFront adds HSTS on https too). */
export function localSecurityHeaders(uploads?: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(undefined, { https: false, uploads }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };
}
