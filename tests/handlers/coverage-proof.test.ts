/**
 * Proof of coverage (issue 40, item 3) on the real middleware chains: the employee's routes
 * (coverage-proof family) and the console's review routes (admin-files), against a mocked DynamoDB
 * and S3 client (aws-sdk-client-mock).
 *
 * What is checked: the upload grant is a POST policy for one key under the caller's prefix with a
 * 10 MB content-length-range, refused before the effective date (naming it) and once approved; the
 * confirmation reads the object's first bytes, refuses (400, the file deleted, nothing stored) a
 * file that is not a PDF, JPEG or PNG by content or is over 10 MB, in English and Spanish, and
 * stores a good one as pending with a conditional write; the review approves or rejects (reason
 * required) in one transaction with its activity record, answers 409 for a proof no longer pending,
 * and 403 for another employer's administrator.
 */
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantKey } from '../../lambdas/adapters/admin';
import { proofKey } from '../../lambdas/adapters/coverage-proofs';
import { resetComposition } from '../../lambdas/composition';
import { handler as postProofLink } from '../../lambdas/handlers/admin-files/post-proof-link';
import { handler as postProofReview } from '../../lambdas/handlers/admin-files/post-proof-review';
import { handler as getProof } from '../../lambdas/handlers/coverage-proof/get-coverage-proof';
import { handler as postConfirm } from '../../lambdas/handlers/coverage-proof/post-proof-confirm';
import { handler as postUpload } from '../../lambdas/handlers/coverage-proof/post-proof-upload';
import { adminApiMessages } from '../../shared/admin-api-messages';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { PROOF_MAX_BYTES } from '../../shared/domain/coverage-proof';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const otherEmployer = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';
const memberId = '3d1f6a2b-8c4e-4f0a-9b7d-1e2c3a4b5c6d';
const memberSub = 'member-sub-proof';
const adminSub = 'admin-sub-proof';
const uploadId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const bucket = 'member-files-bucket';
const key = `${memberId}/proof/2027/${uploadId}`;
const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function storedMember(): void {
  dynamo.on(QueryCommand, { IndexName: 'bySub' }).resolves({
    Items: [
      {
        pk: `MEMBER#${memberId}`,
        sk: 'PROFILE',
        id: memberId,
        sub: memberSub,
        employerId,
        email: 'jo@example.com',
        firstname: 'Jo',
        lastname: 'Lane',
        currentplanyear: 2027,
      },
    ],
  });
}

function storedAccount(effectivedate = '2027-01-01', waivecoverage = 0): void {
  dynamo.on(GetCommand, { TableName: 'orders-table' }).resolves({
    Item: {
      pk: `MEMBER#${memberId}`,
      sk: 'ACCOUNT#2027',
      memberid: memberId,
      planyear: 2027,
      effectivedate,
      waivecoverage,
    },
  });
}

function storedProof(state: string | undefined, extra: Record<string, unknown> = {}): void {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: proofKey(employerId, 2027, memberId) }).resolves(
    state
      ? {
          Item: {
            ...proofKey(employerId, 2027, memberId),
            employerId,
            memberId,
            email: 'jo@example.com',
            planYear: 2027,
            state,
            uploadId,
            objectKey: key,
            fileType: 'png',
            bytes: 2048,
            uploadedAt: '2027-01-05T10:00:00.000Z',
            reviewedAt: null,
            reviewedBy: null,
            reason: null,
            ...extra,
          },
        }
      : {},
  );
}

/** The object at `key`: its first bytes as S3 answers a ranged GET, and its size in Content-Range. */
function storedObject(head: number[], size: number): void {
  s3.on(GetObjectCommand, { Key: key }).resolves({
    Body: { transformToByteArray: async () => new Uint8Array(head.slice(0, 8)) } as never,
    ContentRange: `bytes 0-${Math.min(size, 8) - 1}/${size}`,
    ContentLength: Math.min(size, 8),
  });
}

function adminGrant(employers = [employerId]): void {
  dynamo.on(GetCommand, { TableName: 'admin-table', Key: grantKey(adminSub) }).resolves({
    Item: {
      ...grantKey(adminSub),
      sub: adminSub,
      email: 'hr@example.com',
      role: 'hr',
      employerIds: employers,
      phi: false,
      revokedAt: null,
      mfaAt: '2026-11-01T00:00:00.000Z',
    },
  });
}

const member = (routeKey: string, body?: unknown, headers: Record<string, string> = {}) => {
  const event = apiEvent(routeKey, { body, claims: memberClaims(memberSub) });
  Object.assign(event.headers, headers);
  return event;
};
const admin = (handler: 'link' | 'review', body: unknown, employer = employerId) =>
  apiEvent(
    handler === 'link'
      ? 'POST /api/admin/employers/{employerId}/proofs/link'
      : 'POST /api/admin/employers/{employerId}/proofs/review',
    { body, pathParameters: { employerId: employer }, claims: memberClaims(adminSub) },
  );
const bodyOf = (res: { body?: string }) => JSON.parse(res.body ?? '{}');

beforeAll(() => {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret',
    TABLE_ADMIN: 'admin-table',
    TABLE_MEMBERS: 'members-table',
    TABLE_ORDERS: 'orders-table',
    TABLE_EMPLOYERS: 'employers-table',
    TABLE_DEPENDENTS: 'dependents-table',
    BUCKET_MEMBERS: bucket,
  });
  resetComposition();
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-02-03T12:00:00Z') });
});
afterAll(() => vi.useRealTimers());

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  storedMember();
  storedAccount();
  storedProof(undefined);
  adminGrant();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});

describe('GET /api/CoverageProof', () => {
  it('answers missing and open for an enrolled member without a proof, from the effective date', async () => {
    const res = await getProof(member('GET /api/CoverageProof'), lambdaContext());
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({
      planYear: 2027,
      effectiveDate: '2027-01-01',
      open: true,
      state: 'missing',
      reason: null,
    });
  });

  it("answers a rejected proof with HR's reason", async () => {
    storedProof('rejected', { reason: 'The card is for 2026.', reviewedAt: '2027-01-06T09:00:00.000Z' });
    const res = await getProof(member('GET /api/CoverageProof'), lambdaContext());
    expect(bodyOf(res).data).toMatchObject({ state: 'rejected', reason: 'The card is for 2026.' });
  });

  it('answers null for a member who waived coverage (no proof is asked)', async () => {
    storedAccount('2027-01-01', 1);
    const res = await getProof(member('GET /api/CoverageProof'), lambdaContext());
    expect(bodyOf(res).data).toBeNull();
  });
});

describe('POST /api/CoverageProof/Upload', () => {
  it("grants a 5-minute POST of 1 byte to 10 MB to one key under the caller's own prefix", async () => {
    const res = await postUpload(member('POST /api/CoverageProof/Upload', {}), lambdaContext());
    expect(res.statusCode).toBe(200);
    const grant = bodyOf(res).data;
    expect(grant.maxBytes).toBe(PROOF_MAX_BYTES);
    expect(grant.fields.key).toBe(`${memberId}/proof/2027/${grant.uploadId}`);
    expect(grant.url).toContain(bucket);
    const policy = JSON.parse(Buffer.from(grant.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual(['content-length-range', 1, PROOF_MAX_BYTES]);
    expect(policy.conditions).toContainEqual({ key: grant.fields.key });
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    // Nothing is written by a grant.
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses before the effective date with a message naming it (409)', async () => {
    storedAccount('2027-03-01');
    const res = await postUpload(member('POST /api/CoverageProof/Upload', {}), lambdaContext());
    expect(res.statusCode).toBe(409);
    expect(bodyOf(res).message).toBe(apiMessages.proofNotYet('2027-03-01'));
  });

  it('refuses once the proof is approved (409)', async () => {
    storedProof('approved');
    const res = await postUpload(member('POST /api/CoverageProof/Upload', {}), lambdaContext());
    expect(res.statusCode).toBe(409);
    expect(bodyOf(res).message).toBe(apiMessages.proofAlreadyApproved);
  });
});

describe('POST /api/CoverageProof/Confirm', () => {
  const confirm = (headers: Record<string, string> = {}) =>
    postConfirm(member('POST /api/CoverageProof/Confirm', { uploadId }, headers), lambdaContext());

  it('stores a PNG as pending with a conditional write that never replaces an approved proof', async () => {
    storedObject(PNG, 2048);
    const res = await confirm();
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({ state: 'pending', fileType: 'png', uploadId });
    expect(s3).toHaveReceivedCommandWith(GetObjectCommand, { Bucket: bucket, Key: key, Range: 'bytes=0-7' });
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      TableName: 'admin-table',
      Item: expect.objectContaining({ state: 'pending', objectKey: key, bytes: 2048 }),
      ConditionExpression: 'attribute_not_exists(pk) OR #s <> :approved',
    });
    expect(s3).not.toHaveReceivedCommand(DeleteObjectCommand);
  });

  it('refuses a text file renamed .pdf: deleted, 400 with the message, nothing stored', async () => {
    storedObject([...Buffer.from('Insurance')], 900);
    const res = await confirm();
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({ message: apiMessages.proofWrongType, code: 'proofWrongType' });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: bucket, Key: key });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses a PDF over 10 MB: deleted, 400 with the message, in Spanish for a Spanish request', async () => {
    storedObject([...Buffer.from('%PDF-1.7')], PROOF_MAX_BYTES + 1);
    const res = await confirm({ 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res)).toMatchObject({ message: apiMessagesEs.proofTooLarge, code: 'proofTooLarge' });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Bucket: bucket, Key: key });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('answers 400 when nothing was uploaded to the key', async () => {
    s3.on(GetObjectCommand).rejects(Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' }));
    const res = await confirm();
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res).message).toBe(apiMessages.proofNotUploaded);
  });

  it('refuses an upload id that is not a UUID (400, nothing read)', async () => {
    const res = await postConfirm(
      member('POST /api/CoverageProof/Confirm', { uploadId: '../other-member/proof' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(400);
    expect(s3).not.toHaveReceivedCommand(GetObjectCommand);
  });
});

describe('the console: view and review', () => {
  it('links a pending proof inline for 5 minutes', async () => {
    storedProof('pending');
    const res = await postProofLink(admin('link', { memberId, planYear: 2027 }), lambdaContext());
    expect(res.statusCode).toBe(200);
    const { url, fileType } = bodyOf(res).data;
    expect(fileType).toBe('png');
    expect(url).toContain(encodeURIComponent(key).replace(/%2F/g, '/'));
    expect(url).toContain('response-content-disposition=inline');
    expect(url).toContain('X-Amz-Expires=300');
  });

  it('approves the pending proof in one transaction with its activity record', async () => {
    storedProof('pending');
    const res = await postProofReview(
      admin('review', { memberId, planYear: 2027, uploadId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({ state: 'approved', reason: null });
    const [call] = dynamo.commandCalls(TransactWriteCommand);
    const items = call?.args[0].input.TransactItems ?? [];
    expect(items[0]?.Put).toMatchObject({
      Item: expect.objectContaining({ state: 'approved', reviewedBy: 'hr@example.com' }),
      ConditionExpression: '#s = :pending AND #u = :upload',
    });
    expect(items[1]?.Put?.Item).toMatchObject({ action: 'proof-review', actor: 'hr@example.com' });
  });

  it('rejects with the reason the employee reads, and refuses a rejection without one (400)', async () => {
    storedProof('pending');
    const without = await postProofReview(
      admin('review', { memberId, planYear: 2027, uploadId, decision: 'reject', reason: '  ' }),
      lambdaContext(),
    );
    expect(without.statusCode).toBe(400);
    expect(bodyOf(without).fields).toMatchObject({ reason: 'is required to reject' });
    const res = await postProofReview(
      admin('review', {
        memberId,
        planYear: 2027,
        uploadId,
        decision: 'reject',
        reason: 'The card is for 2026.',
      }),
      lambdaContext(),
    );
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res).data).toMatchObject({ state: 'rejected', reason: 'The card is for 2026.' });
  });

  it('answers 409 for a proof that is no longer the pending one viewed, and when the condition fails', async () => {
    storedProof('approved');
    const reviewed = await postProofReview(
      admin('review', { memberId, planYear: 2027, uploadId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(reviewed.statusCode).toBe(409);
    expect(bodyOf(reviewed).message).toBe(adminApiMessages.proofNotPending);

    storedProof('pending');
    dynamo.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    const raced = await postProofReview(
      admin('review', { memberId, planYear: 2027, uploadId, decision: 'approve' }),
      lambdaContext(),
    );
    expect(raced.statusCode).toBe(409);
  });

  it("answers 404 for an employee without a proof, and 403 for another employer's administrator", async () => {
    const none = await postProofLink(admin('link', { memberId, planYear: 2027 }), lambdaContext());
    expect(none.statusCode).toBe(404);
    expect(bodyOf(none).message).toBe(adminApiMessages.proofNotFound);
    adminGrant([otherEmployer]);
    const other = await postProofLink(admin('link', { memberId, planYear: 2027 }), lambdaContext());
    expect(other.statusCode).toBe(403);
  });
});
