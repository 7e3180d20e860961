/**
 * The exports bucket adapter (lambdas/adapters/export-bucket.ts) against a mocked S3 client: a file
 * goes up in one PutObject with its Content-MD5 and its SHA-256 in the metadata; the same bytes
 * already stored are not sent again; an S3 refusal names the bucket, the key and S3's code.
 */
import { createHash } from 'node:crypto';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, describe, expect, it } from 'vitest';
import { ExportBucket, ExportBucketError } from '../../lambdas/adapters/export-bucket';

const s3 = mockClient(S3Client);
afterEach(() => {
  s3.reset();
});

const bucket = 'ichra-exports-test';
const key = 'e-1/payroll/2027-01/full/payroll-ACME-001-2027-01.csv';
const body = 'employee_id,employee_name\r\nm-1,Alice Adams\r\n';
const sha256 = createHash('sha256').update(body).digest('hex');
const notFound = () => new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } });

describe('ExportBucket.put', () => {
  it('writes a new file in one PutObject with its Content-MD5, type and SHA-256', async () => {
    // Prepare
    s3.on(HeadObjectCommand).rejects(notFound());
    s3.on(PutObjectCommand).resolves({});
    // Act
    const outcome = await new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv');
    // Assess
    expect(outcome).toBe('written');
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, {
      Bucket: bucket,
      Key: key,
      ContentType: 'text/csv',
      ContentMD5: createHash('md5').update(body).digest('base64'),
      Metadata: { sha256 },
    });
    const sent = s3.commandCalls(PutObjectCommand)[0]?.args[0].input.Body as Buffer;
    expect(Buffer.from(sent).toString('utf8')).toBe(body);
  });

  it('does not write a file whose bytes are already stored: no second version', async () => {
    // Prepare
    s3.on(HeadObjectCommand).resolves({ Metadata: { sha256 } });
    // Act
    const outcome = await new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv');
    // Assess
    expect(outcome).toBe('unchanged');
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });

  it('replaces a stored file whose bytes differ', async () => {
    // Prepare
    s3.on(HeadObjectCommand).resolves({ Metadata: { sha256: 'f'.repeat(64) } });
    s3.on(PutObjectCommand).resolves({});
    // Act
    const outcome = await new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv');
    // Assess
    expect(outcome).toBe('written');
    expect(s3).toHaveReceivedCommandTimes(PutObjectCommand, 1);
  });

  it('names the bucket, the key and S3’s answer when it cannot write', async () => {
    // Prepare
    s3.on(HeadObjectCommand).rejects(notFound());
    s3.on(PutObjectCommand).rejects(
      new S3ServiceException({
        name: 'AccessDenied',
        $fault: 'client',
        message: 'Access Denied',
        $metadata: { httpStatusCode: 403 },
      }),
    );
    // Act
    const refused = new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv');
    // Assess
    await expect(refused).rejects.toThrow(ExportBucketError);
    await expect(refused).rejects.toThrow(
      `The exports bucket ${bucket} could not be written at ${key}: AccessDenied (Access Denied)`,
    );
  });

  it('names the bucket when it does not exist', async () => {
    // Prepare: S3 answers a HEAD of a missing bucket 404 without a body, as it does a missing object.
    s3.on(HeadObjectCommand).rejects(notFound());
    s3.on(PutObjectCommand).rejects(
      new S3ServiceException({
        name: 'NoSuchBucket',
        $fault: 'client',
        message: 'The specified bucket does not exist',
        $metadata: { httpStatusCode: 404 },
      }),
    );
    // Act + Assess
    await expect(new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv')).rejects.toThrow(
      `The exports bucket ${bucket} could not be written at ${key}: NoSuchBucket (The specified bucket does not exist)`,
    );
  });

  it('stops at a read it is refused, before writing', async () => {
    // Prepare
    s3.on(HeadObjectCommand).rejects(
      new S3ServiceException({
        name: 'Forbidden',
        $fault: 'client',
        message: 'Forbidden',
        $metadata: { httpStatusCode: 403 },
      }),
    );
    // Act + Assess
    await expect(new ExportBucket(new S3Client({}), bucket).put(key, body, 'text/csv')).rejects.toThrow(
      `The exports bucket ${bucket} could not be read at ${key}: Forbidden`,
    );
    expect(s3).not.toHaveReceivedCommand(PutObjectCommand);
  });
});

describe('ExportBucket reads', () => {
  it('answers a stored text, undefined for a missing key, and every key under a prefix', async () => {
    // Prepare
    s3.on(GetObjectCommand, { Key: 'a' }).resolves({
      Body: { transformToString: async () => 'hello' } as never,
    });
    s3.on(GetObjectCommand, { Key: 'b' }).rejects(new NoSuchKey({ message: 'no', $metadata: {} }));
    s3.on(ListObjectsV2Command)
      .resolvesOnce({ Contents: [{ Key: 'p/2' }], IsTruncated: true, NextContinuationToken: 't' })
      .resolvesOnce({ Contents: [{ Key: 'p/1' }], IsTruncated: false });
    const store = new ExportBucket(new S3Client({}), bucket);
    // Act + Assess
    expect(await store.getText('a')).toBe('hello');
    expect(await store.getText('b')).toBeUndefined();
    expect(await store.keys('p/')).toEqual(['p/1', 'p/2']);
    expect(s3).toHaveReceivedCommandWith(ListObjectsV2Command, {
      Bucket: bucket,
      Prefix: 'p/',
      ContinuationToken: 't',
    });
  });
});
