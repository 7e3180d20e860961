/**
 * Proof of coverage on the local stack (issue 40, item 3), over the real protocols: a member who
 * authorized a plan through the API gets an upload grant from POST /api/CoverageProof/Upload and
 * posts files straight to the local S3 (s3rver) with the grant's form, as the browser does; then
 * POST /api/CoverageProof/Confirm reads the object back with a ranged GetObject. Checked: before the
 * effective date the grant is refused naming the date; a PNG is accepted and stands pending; a text
 * file renamed .pdf and a file over 10 MB are refused with their messages and deleted from the
 * bucket; the grant's POST policy carries the 10 MB content-length-range (s3rver checks no policy:
 * the server's own size check is what refuses the oversized file here, as it would any file S3 let
 * through); HR views the proof through a link that s3rver answers with the PNG's bytes inline,
 * rejects it with a reason the member then reads, and the tracker shows each state; another
 * employer's administrator gets 403.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { accountKey } from '../../lambdas/adapters/orders';
import * as apiMessages from '../../shared/api-messages';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import { authorizedMember, demoEmployers, type AuthorizedMember } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { stackDb } from './access-helpers';
import { signedInAdministrator, type SignedInAdministrator } from './admin-helpers';

const stack = inject('stack');
const employer = demoEmployers.acme;
const bucket = stack.handlerEnv.BUCKET_MEMBERS ?? '';
const s3 = new S3Client({
  endpoint: stack.s3Url,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452', 'hex'),
  Buffer.alloc(64, 7),
]);

interface Grant {
  url: string;
  fields: Record<string, string>;
  uploadId: string;
  maxBytes: number;
}

let member: AuthorizedMember & { id: string };
let hr: SignedInAdministrator;
let otherHr: SignedInAdministrator;

const api = <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  token = member.token,
) => call<T>(stack.portalUrl, method, path, { token, ...(body === undefined ? {} : { body }) });

/** Posts a file to the bucket with the grant's form, as the browser does (fields first, then the file). */
async function postToBucket(grant: Grant, bytes: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(grant.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(grant.url, { method: 'POST', body: form });
  await res.arrayBuffer();
  return res.status;
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function effectiveOn(date: string): Promise<void> {
  await stackDb(stack).send(
    new UpdateCommand({
      TableName: stack.tables.orders,
      Key: accountKey(member.id, member.planYear ?? 0),
      UpdateExpression: 'SET effectivedate = :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': date },
    }),
  );
}

async function trackerProof(): Promise<unknown> {
  const res = await call<{ data: { rows: Array<{ id: string; proof?: string | null }> } }>(
    stack.portalUrl,
    'GET',
    `/api/admin/employers/${employer.id}/tracker?q=${encodeURIComponent(member.email)}`,
    { token: hr.token },
  );
  expect(res.status).toBe(200);
  return res.body.data.rows.find((r) => r.id === member.id)?.proof;
}

beforeAll(async () => {
  let authorized: AuthorizedMember;
  [authorized, hr, otherHr] = await Promise.all([
    authorizedMember(stack, employer, { kind: 'shop' }, { tag: 'proof', firstname: 'Piper' }),
    signedInAdministrator(stack, 'proof-hr', [employer.id]),
    signedInAdministrator(stack, 'proof-other', [demoEmployers.greenMountain.id]),
  ]);
  const own = await call<{ data: { id: string } }>(stack.portalUrl, 'GET', '/api/Member/GetMember', {
    token: authorized.token,
  });
  member = { ...authorized, id: own.body.data.id };
}, 180_000);

describe('proof of coverage on the local stack', () => {
  it('refuses a grant before the effective date, naming it, and shows the proof missing', async () => {
    const future = `${(member.planYear ?? 2100) + 1}-01-01`;
    await effectiveOn(future);
    const res = await api('POST', '/api/CoverageProof/Upload', {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(apiMessages.proofNotYet(future));
    expect(await trackerProof()).toBe('missing');
  });

  it('accepts a PNG posted to the local S3 with the grant, and it stands pending', async () => {
    await effectiveOn(new Date().toISOString().slice(0, 10));
    const granted = await api<{ data: Grant }>('POST', '/api/CoverageProof/Upload', {});
    expect(granted.status).toBe(200);
    const grant = granted.body.data;
    expect(grant.fields.key).toBe(`${member.id.toLowerCase()}/proof/${member.planYear}/${grant.uploadId}`);
    expect(grant.url).toContain(bucket);
    const policy = JSON.parse(Buffer.from(grant.fields.Policy ?? '', 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, PROOF_MAX_BYTES]);

    expect(await postToBucket(grant, PNG, 'card.png', 'image/png')).toBeLessThan(300);
    const confirmed = await api<{ data: { state: string; fileType: string } }>(
      'POST',
      '/api/CoverageProof/Confirm',
      {
        uploadId: grant.uploadId,
      },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ state: 'pending', fileType: 'png' });
    expect(await trackerProof()).toBe('pending');
  });

  it('refuses a text file renamed .pdf and a file over 10 MB, each with its message, and deletes them', async () => {
    const cases = [
      {
        bytes: Buffer.from('My insurance card number is ABC-123\n'),
        name: 'card.pdf',
        message: apiMessages.proofWrongType,
      },
      {
        bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(PROOF_MAX_BYTES, 0x20)]),
        name: 'big.pdf',
        message: apiMessages.proofTooLarge,
      },
    ];
    for (const c of cases) {
      const grant = (await api<{ data: Grant }>('POST', '/api/CoverageProof/Upload', {})).body.data;
      expect(await postToBucket(grant, c.bytes, c.name, 'application/pdf')).toBeLessThan(300);
      expect(await objectExists(grant.fields.key ?? '')).toBe(true);
      const res = await api('POST', '/api/CoverageProof/Confirm', { uploadId: grant.uploadId });
      expect(res.status, c.name).toBe(400);
      expect(res.body.message, c.name).toBe(c.message);
      expect(await objectExists(grant.fields.key ?? ''), c.name).toBe(false);
    }
    // The pending PNG is untouched by the refused files.
    const status = await api<{ data: { state: string; fileType: string } }>('GET', '/api/CoverageProof');
    expect(status.body.data).toMatchObject({ state: 'pending', fileType: 'png' });
  }, 60_000);

  it("lets the portal's pages post to the bucket: s3rver answers the CORS preflight, the page's policy allows its origin", async () => {
    const grant = (await api<{ data: Grant }>('POST', '/api/CoverageProof/Upload', {})).body.data;
    const preflight = await fetch(grant.url, {
      method: 'OPTIONS',
      headers: { origin: stack.portalUrl, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^\*$|^http:\/\/127\.0\.0\.1/);
    const page = await fetch(`${stack.portalUrl}/welcome`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connect).toContain(new URL(grant.url).origin);
  });

  it('lets HR view the proof inline and reject it with a reason the member reads; another employer gets 403', async () => {
    const planYear = member.planYear;
    const link = await call<{ data: { url: string; uploadId: string } }>(
      stack.portalUrl,
      'POST',
      `/api/admin/employers/${employer.id}/proofs/link`,
      { token: hr.token, body: { memberId: member.id, planYear } },
    );
    expect(link.status).toBe(200);
    const viewed = await fetch(link.body.data.url);
    expect(viewed.status).toBe(200);
    expect(viewed.headers.get('content-type')).toBe('image/png');
    expect(viewed.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await viewed.arrayBuffer()).equals(PNG)).toBe(true);

    const foreign = await call(stack.portalUrl, 'POST', `/api/admin/employers/${employer.id}/proofs/link`, {
      token: otherHr.token,
      body: { memberId: member.id, planYear },
    });
    expect(foreign.status).toBe(403);

    const rejected = await call<{ data: { state: string } }>(
      stack.portalUrl,
      'POST',
      `/api/admin/employers/${employer.id}/proofs/review`,
      {
        token: hr.token,
        body: {
          memberId: member.id,
          planYear,
          uploadId: link.body.data.uploadId,
          decision: 'reject',
          reason: 'The card is not readable.',
        },
      },
    );
    expect(rejected.status).toBe(200);
    const status = await api<{ data: { state: string; reason: string } }>('GET', '/api/CoverageProof');
    expect(status.body.data).toMatchObject({ state: 'rejected', reason: 'The card is not readable.' });
    expect(await trackerProof()).toBe('rejected');

    // Reviewing the same upload again is refused: it is no longer pending.
    const again = await call(stack.portalUrl, 'POST', `/api/admin/employers/${employer.id}/proofs/review`, {
      token: hr.token,
      body: { memberId: member.id, planYear, uploadId: link.body.data.uploadId, decision: 'approve' },
    });
    expect(again.status).toBe(409);
  });
});
