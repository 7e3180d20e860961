/**
 * The media family's document links (lambdas/adapters/document-links.ts): GET links pre-signed by
 * the SDK's presigner with the S3 client lambdas/composition.ts builds. Checked here: the bucket
 * and key they point at (virtual-hosted in AWS, path style on the local stack), their lifetime and
 * signing date, no checksum parameter a browser could not honour, and no request to S3 while
 * signing. (tests/integration/employer-data.test.ts fetches every link from the local stack's S3.)
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetComposition, s3Client } from '../../lambdas/composition';
import { DOCUMENT_URL_SECONDS, DocumentLinks } from '../../lambdas/adapters/document-links';

const signingDate = new Date('2026-11-23T12:00:00Z');
const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
};
const key = 'ichra-documents/6f1c2a9e/Acme Plan Document 2026.pdf';

/** A transport that fails the test if anything is sent: signing must stay local. */
const sent: unknown[] = [];
const noNetwork = {
  handle: (request: unknown) => {
    sent.push(request);
    return Promise.reject(new Error('the document links sent a request'));
  },
};

const saved = { ...process.env };
beforeEach(() => {
  sent.length = 0;
  for (const name of ['AWS_ENDPOINT_URL_S3', 'S3_FORCE_PATH_STYLE', 'AWS_ENDPOINT_URL', 'AWS_PROFILE'])
    delete process.env[name];
  Object.assign(process.env, {
    AWS_REGION: 'eu-west-2',
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  });
  resetComposition();
});
afterEach(() => {
  process.env = { ...saved };
  resetComposition();
});

/** The composition's S3 client, with the transport that records anything sent. */
function links(bucket: string): DocumentLinks {
  const s3 = s3Client();
  s3.config.requestHandler = noNetwork as unknown as S3Client['config']['requestHandler'];
  return new DocumentLinks(s3, bucket);
}

describe('DocumentLinks over the S3 client of the composition', () => {
  it('in AWS: the bucket in the host name, the key in the path, valid 15 minutes from the signing date', async () => {
    const url = new URL(await links('ichra-dev-assets-1a2b3c').url(key, undefined, signingDate));
    expect(url.origin).toBe('https://ichra-dev-assets-1a2b3c.s3.eu-west-2.amazonaws.com');
    expect(decodeURIComponent(url.pathname)).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      `${credentials.accessKeyId}/20261123/eu-west-2/s3/aws4_request`,
    );
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261123T120000Z');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(DOCUMENT_URL_SECONDS));
    expect(DOCUMENT_URL_SECONDS).toBe(900);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('x-id')).toBe('GetObject');
    expect(sent).toEqual([]);
  });

  it('asks S3 for no checksum headers: a browser following the link checks none', async () => {
    const url = new URL(await links('assets-test').url(key, 60, signingDate));
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it("on the local stack: the emulator's endpoint and the bucket in the path (S3_FORCE_PATH_STYLE)", async () => {
    Object.assign(process.env, { AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:4569', S3_FORCE_PATH_STYLE: 'true' });
    resetComposition();
    const url = new URL(await links('ichra-local-assets').url(key, undefined, signingDate));
    expect(url.origin).toBe('http://127.0.0.1:4569');
    expect(decodeURIComponent(url.pathname)).toBe(`/ichra-local-assets/${key}`);
    expect(sent).toEqual([]);
  });

  it('signs a different link for a different key, date or lifetime', async () => {
    const l = links('assets-test');
    const signature = async (k: string, expires: number, at: Date) =>
      new URL(await l.url(k, expires, at)).searchParams.get('X-Amz-Signature');
    const base = await signature(key, 900, signingDate);
    expect(await signature(key, 900, signingDate)).toBe(base);
    expect(await signature(`${key}x`, 900, signingDate)).not.toBe(base);
    expect(await signature(key, 901, signingDate)).not.toBe(base);
    expect(await signature(key, 900, new Date(signingDate.getTime() + 1000))).not.toBe(base);
  });
});
