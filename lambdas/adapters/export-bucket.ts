/**
 * The exports bucket through the SDK's S3 client: the store the export steps write to
 * (lambdas/exports/publish.ts), for the scheduled function and the operator commands alike.
 *
 * A file is written whole or not at all: one PutObject of the full body with its Content-MD5, which
 * S3 checks before it stores anything, so a torn upload is refused rather than kept. A file whose
 * bytes equal the stored object's is not written again: the object keeps one version, and a re-run
 * of a period adds nothing. The comparison uses a SHA-256 the writer stores in the object's
 * metadata, because the ETag of an object encrypted with a KMS key is no digest of its content.
 */
import { createHash } from 'node:crypto';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ExportStore, WriteOutcome } from '../exports/publish';

/** The metadata entry holding the SHA-256 (hex) of the object's bytes. */
export const contentDigestKey = 'sha256';

/** The bucket could not be read or written: its name, the key and S3's own error code. */
export class ExportBucketError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExportBucketError';
  }
}

/** No such object: `NotFound` (a HEAD, which has no error body) or `NoSuchKey` (a GET). */
const isMissing = (error: unknown): boolean => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

export class ExportBucket implements ExportStore {
  constructor(
    private readonly s3: S3Client,
    readonly bucket: string,
  ) {}

  async put(key: string, body: string, contentType: string): Promise<WriteOutcome> {
    const bytes = Buffer.from(body, 'utf8');
    const digest = createHash('sha256').update(bytes).digest('hex');
    const stored = await this.guard('read', key, () =>
      this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      }),
    );
    if (stored?.Metadata?.[contentDigestKey] === digest) return 'unchanged';
    await this.guard('write', key, () =>
      this.s3.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          Metadata: { [contentDigestKey]: digest },
        }),
      ),
    );
    return 'written';
  }

  async getText(key: string): Promise<string | undefined> {
    return this.guard('read', key, async () => {
      try {
        const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
        return await out.Body?.transformToString('utf8');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  async keys(prefix: string): Promise<string[]> {
    return this.guard('list', prefix, async () => {
      const found: string[] = [];
      for await (const page of paginateListObjectsV2(
        { client: this.s3 },
        { Bucket: this.bucket, Prefix: prefix },
      ))
        for (const o of page.Contents ?? []) if (o.Key) found.push(o.Key);
      return found.sort();
    });
  }

  /** Runs one S3 call; an error says which bucket and key, and what S3 answered. */
  private async guard<T>(what: 'read' | 'write' | 'list', key: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const e = error as { name?: string; message?: string };
      throw new ExportBucketError(
        `The exports bucket ${this.bucket} could not be ${what === 'write' ? 'written' : what === 'read' ? 'read' : 'listed'} at ${key}: ${e.name ?? 'Error'}${e.message && e.message !== e.name ? ` (${e.message})` : ''}`,
        { cause: error },
      );
    }
  }
}
