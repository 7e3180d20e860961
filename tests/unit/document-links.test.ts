/**
 * The document links the media family signs without the S3 client are the links the SDK's own
 * presigner makes for a GetObject of the same key, to the byte: the SDK is the reference
 * implementation of S3's Signature Version 4, and s3rver (the local stack's S3) does not check
 * signatures, so this comparison is what shows that S3 would accept them.
 */
import { GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_URL_SECONDS, DocumentLinks } from '../../lambdas/adapters/document-links';

const signingDate = new Date('2026-11-23T12:00:00Z');
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const temporary = { ...credentials, sessionToken: 'IQoJb3JpZ2luX2VjE/session+token=' };

/** What the SDK signs, with its checksum parameters (an SDK-only concern) turned off. */
async function sdkUrl(config: S3ClientConfig, bucket: string, key: string, expiresIn: number) {
  const s3 = new S3Client({
    ...config,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn, signingDate });
}

const cases: {
  name: string;
  region: string;
  bucket: string;
  key: string;
  creds: typeof credentials;
  endpoint?: string;
  forcePathStyle?: boolean;
  expiresIn?: number;
}[] = [
  {
    name: 'a document key with spaces, virtual-hosted, permanent credentials',
    region: 'us-east-1',
    bucket: 'ichra-dev-assets-1a2b3c',
    key: 'ichra-documents/6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41/Acme Plan Document 2026.pdf',
    creds: credentials,
  },
  {
    name: "a key with reserved and non-ASCII characters (+ ! ' ( ) * ~ ü & =), another region, a session token",
    region: 'eu-west-2',
    bucket: 'assets-test',
    key: "ichra-documents/x/Plan + Summary! 'A' (2027) * ~ Übersicht & more=1.pdf",
    creds: temporary,
  },
  {
    name: 'the local stack: an endpoint with a port, path-style addressing',
    region: 'us-east-1',
    bucket: 'ichra-local-assets',
    key: 'ichra-documents/demo/Acme ICHRA Plan Document 2026.pdf',
    creds: credentials,
    endpoint: 'http://127.0.0.1:4569',
    forcePathStyle: true,
  },
  {
    name: 'a bucket name with dots is addressed in the path',
    region: 'us-west-2',
    bucket: 'assets.example.com',
    key: 'logos/6f1c',
    creds: temporary,
  },
  {
    name: 'a shorter validity',
    region: 'us-east-1',
    bucket: 'assets-test',
    key: 'a/b.pdf',
    creds: credentials,
    expiresIn: 60,
  },
];

describe('DocumentLinks', () => {
  // The SDK also takes an endpoint from the environment (AWS_ENDPOINT_URL_S3, which the test stack
  // sets for its handlers); the comparison is of the cases above only.
  beforeAll(() => {
    for (const name of Object.keys(process.env))
      if (name.startsWith('AWS_ENDPOINT_URL') || name === 'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS')
        vi.stubEnv(name, undefined);
  });
  afterAll(() => vi.unstubAllEnvs());

  it.each(cases)('signs the link the SDK presigner signs: $name', async (c) => {
    const expiresIn = c.expiresIn ?? DOCUMENT_URL_SECONDS;
    const links = new DocumentLinks({
      bucket: c.bucket,
      region: c.region,
      credentials: c.creds,
      endpoint: c.endpoint,
      forcePathStyle: c.forcePathStyle,
    });
    const ours = await links.url(c.key, expiresIn, signingDate);
    const sdk = await sdkUrl(
      {
        region: c.region,
        credentials: c.creds,
        ...(c.endpoint ? { endpoint: c.endpoint } : {}),
        forcePathStyle: c.forcePathStyle,
      },
      c.bucket,
      c.key,
      expiresIn,
    );
    expect(ours).toBe(sdk);
  });

  it('answers a different signature for another key, another date or another secret', async () => {
    const links = (secretAccessKey: string) =>
      new DocumentLinks({
        bucket: 'assets-test',
        region: 'us-east-1',
        credentials: { ...credentials, secretAccessKey },
      });
    const signature = (url: string) => new URL(url).searchParams.get('X-Amz-Signature');
    const base = signature(await links('s1').url('a.pdf', 900, signingDate));
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(signature(await links('s1').url('b.pdf', 900, signingDate))).not.toBe(base);
    expect(signature(await links('s1').url('a.pdf', 900, new Date('2026-11-23T12:00:01Z')))).not.toBe(base);
    expect(signature(await links('s2').url('a.pdf', 900, signingDate))).not.toBe(base);
  });

  it('asks the credential and region providers when it signs, not when it is built', async () => {
    let asked = 0;
    const links = new DocumentLinks({
      bucket: 'assets-test',
      region: async () => 'ca-central-1',
      credentials: async () => {
        asked++;
        return credentials;
      },
    });
    expect(asked).toBe(0);
    const url = new URL(await links.url('a.pdf', 900, signingDate));
    expect(asked).toBe(1);
    expect(url.host).toBe('assets-test.s3.ca-central-1.amazonaws.com');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIDEXAMPLE/20261123/ca-central-1/s3/aws4_request',
    );
  });
});
