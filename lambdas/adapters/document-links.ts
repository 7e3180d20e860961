/**
 * Pre-signed GET links to files of the assets bucket, signed here with Signature Version 4 in the
 * query string, as S3 accepts them. Signing needs no request to S3, so the functions that hand out
 * links carry no S3 client: only the signer, the hash and the credential chain, which the
 * DynamoDB client already brings into every bundle (the media family's cold start was 1.28x the
 * reference with the S3 client and its presigner; see docs/performance.md).
 *
 * The links are the ones the SDK's `getSignedUrl` makes for a GetObject, byte for byte:
 * tests/unit/document-links.test.ts compares the two for fixed credentials and a fixed date, with
 * keys that need escaping, virtual-hosted and path-style addressing, and a session token. (The
 * SDK's `x-amz-checksum-mode` parameter is left out: it asks S3 for checksum headers that only the
 * SDK checks, and a browser does not.)
 */
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider, Provider } from '@smithy/types';

/** How long a pre-signed document link stays valid. */
export const DOCUMENT_URL_SECONDS = 15 * 60;

export interface DocumentLinksConfig {
  bucket: string;
  region: string | Provider<string>;
  credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider;
  /** Another S3 endpoint (AWS_ENDPOINT_URL_S3: the local stack's s3rver); S3's own by default. */
  endpoint?: string;
  /** The bucket in the path rather than in the host name (the local stack). */
  forcePathStyle?: boolean;
}

/** RFC 3986 escaping, as SigV4 and S3 want it: encodeURIComponent plus the five it leaves. */
const escape = (s: string): string =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A key in a URL path: each segment escaped, the slashes kept. */
const escapeKey = (key: string): string => key.split('/').map(escape).join('/');

/** A bucket name that can be a host name label: virtual-hosted addressing (S3's default). */
const hostLabel = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export class DocumentLinks {
  private readonly signer: SignatureV4;

  constructor(private readonly config: DocumentLinksConfig) {
    this.signer = new SignatureV4({
      service: 's3',
      region: config.region,
      credentials: config.credentials,
      sha256: Sha256,
      // The path is escaped once, above; S3 signs it as sent.
      uriEscapePath: false,
      applyChecksum: false,
    });
  }

  /** A GET link to the file at `key`, valid `expiresIn` seconds from `signingDate`. */
  async url(key: string, expiresIn = DOCUMENT_URL_SECONDS, signingDate = new Date()): Promise<string> {
    const { bucket, endpoint, forcePathStyle } = this.config;
    const region = typeof this.config.region === 'function' ? await this.config.region() : this.config.region;
    const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
    const pathStyle = forcePathStyle === true || !hostLabel.test(bucket);
    const hostname = pathStyle ? base.hostname : `${bucket}.${base.hostname}`;
    const port = base.port === '' ? undefined : Number(base.port);
    const prefix = base.pathname.replace(/\/$/, '');
    const signed = await this.signer.presign(
      {
        method: 'GET',
        protocol: base.protocol,
        hostname,
        port,
        path: `${prefix}${pathStyle ? `/${bucket}` : ''}/${escapeKey(key)}`,
        query: { 'x-id': 'GetObject' },
        headers: {
          host: port === undefined ? hostname : `${hostname}:${port}`,
          // Anyone holding the link may GET the file: no payload to sign.
          'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
        },
      },
      { expiresIn, signingDate, unsignableHeaders: new Set(['content-type']) },
    );
    const params = signed.query ?? {};
    const query = Object.keys(params)
      .sort()
      .map((name) => `${escape(name)}=${escape(String(params[name]))}`)
      .join('&');
    return `${base.protocol}//${signed.headers.host}${signed.path}?${query}`;
  }
}
