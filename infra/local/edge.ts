/**
 * What the local server accepts before it routes a request: the rules CloudFront and API Gateway
 * apply at the edge in AWS, as pure functions (tests/unit/local-edge.test.ts). The server answers
 * 400 to a target these refuse and touches nothing (docs/local-stack.md, "What the server
 * serves and refuses").
 */
import { assetKeys } from '../resources/buckets';

/** A request target the server may route: the URL, and its path decoded once. */
export interface RequestTarget {
  url: URL;
  /** `url.pathname` percent-decoded: what a file or object key is built from. */
  path: string;
}

/** Why a request target is refused (the text of the 400 answer). */
export type TargetRefusal = string;

/** S3's limit on an object key, in UTF-8 bytes. */
export const MAX_KEY_BYTES = 1024;
/** The longest file name the local S3 (s3rver, files on disk) can keep one part of a key in. */
export const MAX_NAME_BYTES = 255;

// C0 and C1 control characters, DEL included: never part of a file name or an object key we serve.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Parses and checks the target of a request (`req.url`). Refused: anything but a path starting
 * with `/` (no absolute form, no `*`), a path that is not valid percent-encoded UTF-8, and a path
 * that decodes to a control character (NUL included), a backslash, a `.` or `..` segment or an
 * empty segment (`//`, an absolute path inside the path). The WHATWG URL parser has already
 * resolved the literal dot segments; what is left could only come from encoded slashes or dots.
 */
export function readRequestTarget(rawUrl: string | undefined): RequestTarget | TargetRefusal {
  if (!rawUrl?.startsWith('/') || rawUrl.startsWith('//')) return 'The request target must be a path.';
  let url: URL;
  try {
    url = new URL(`http://127.0.0.1${rawUrl}`);
  } catch {
    return 'The request path is not a valid URL.';
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return 'The request path is not valid percent-encoded UTF-8.';
  }
  if (controlCharacter.test(path)) return 'The request path contains a control character.';
  if (path.includes('\\')) return 'The request path contains a backslash.';
  const segments = path.split('/').slice(1);
  // The last segment may be empty: a trailing slash (`/cognito/`) is a path like any other.
  for (const [index, segment] of segments.entries()) {
    if (segment === '.' || segment === '..') return 'The request path contains a relative segment.';
    if (segment === '' && index < segments.length - 1) return 'The request path contains an empty segment.';
  }
  return { url, path };
}

/** The prefix of the assets bucket that CloudFront serves under `/logos/*`. */
export const logosPrefix = assetKeys.logo('');

/**
 * The assets bucket key that `/logos/...` names, or undefined when the path names nothing under
 * the logos prefix (the server answers 404 and asks S3 nothing). Takes a path already checked by
 * {@link readRequestTarget}.
 */
export function logoObjectKey(path: string): string | undefined {
  if (!path.startsWith(`/${logosPrefix}`)) return undefined;
  const key = path.slice(1);
  if (key.length === logosPrefix.length || key.endsWith('/')) return undefined;
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) return undefined;
  // s3rver keeps each part of a key as a file or folder name, which the file system caps at 255
  // bytes; it answers 500 for a longer one where S3 answers 404. No logo can be stored there.
  if (key.split('/').some((part) => Buffer.byteLength(part, 'utf8') > MAX_NAME_BYTES)) return undefined;
  return key;
}

/**
 * The Cognito user pool operations the portal's browser client (Amplify Auth v6, a public app
 * client without a secret) makes, and nothing else is forwarded to cognito-local:
 * - `InitiateAuth`: sign-in (`USER_PASSWORD_AUTH`, frontend/src/features/auth/api/sign-in.ts);
 * - `RespondToAuthChallenge`: the answer to a challenge that sign-in returns;
 * - `GetTokensFromRefreshToken`: the session's refresh (`fetchAuthSession`);
 * - `RevokeToken`: Sign Out (`signOut`);
 * - the console's (frontend/src/features/admin/api/admin-auth.ts, against the workforce pool):
 *   `AssociateSoftwareToken`, `VerifySoftwareToken` and `SetUserMFAPreference` (adding the
 *   authenticator app, with the administrator's own access token), `ForgotPassword` and
 *   `ConfirmForgotPassword` (the password reset; cognito-local keeps the code in its data
 *   directory instead of mailing it).
 * Every admin operation (`ListUsers`, `AdminSetUserPassword`, `AdminDeleteUser`...) needs IAM
 * credentials in AWS; the local proxy refuses them with 403, as it does any other operation.
 */
export const cognitoBrowserOperations = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ForgotPassword',
  'ConfirmForgotPassword',
] as const;

const cognitoTargetPrefix = 'AWSCognitoIdentityProviderService.';
const allowedTargets = new Set<string>(cognitoBrowserOperations.map((op) => `${cognitoTargetPrefix}${op}`));

/** Whether the proxy forwards a call with this `X-Amz-Target` header. */
export function isBrowserCognitoCall(target: string | undefined): boolean {
  return target !== undefined && allowedTargets.has(target);
}
