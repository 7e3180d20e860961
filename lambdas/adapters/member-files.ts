/**
 * The member files bucket (infra/constructs/member-files.ts): files members upload, each under its
 * member's prefix (lambdas/resources.ts `memberFileKeys`). Proof of coverage goes through here.
 *
 * A file never passes through the API. The coverage-proof function answers a pre-signed POST
 * (the SDK's `createPresignedPost`, decision 0020): a policy, signed with the function's
 * credentials, that lets the browser post one file to exactly one key, of 1 byte to 10 MB, until it
 * expires. S3 refuses a post that breaks the policy; the object is encrypted with the bucket's own
 * key by the bucket's default encryption (the form names no other). The confirmation then reads
 * the object's first bytes with a ranged GetObject, whose Content-Range also says its size, so the
 * size is checked on the server as well. s3rver, on the local stack, accepts the same form but
 * checks neither the signature nor the policy: there the confirmation's size check is what refuses
 * an oversized file.
 *
 * @example
 * const files = new MemberFiles(s3, bucket);
 * const grant = await uploadGrant(s3, bucket, key, 10 * 1024 * 1024, 300); // member-uploads.ts
 * const { head, bytes } = (await files.head(key, 8)) ?? {};
 *
 * The pre-signed POST is in lambdas/adapters/member-uploads.ts, apart from this class: only the
 * coverage-proof function grants uploads, and the POST's signer (74 kB) would otherwise be in
 * every bundle that views a member's file (the console's admin-files).
 */
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** The first bytes of an object and its whole size. */
export interface ObjectHead {
  head: Uint8Array;
  bytes: number;
}

/** `bytes 0-7/12345` → 12345. */
const totalOf = (contentRange: string | undefined, fallback: number): number => {
  const m = /\/(\d+)$/.exec(contentRange ?? '');
  return m ? Number(m[1]) : fallback;
};

export class MemberFiles {
  constructor(
    readonly s3: S3Client,
    readonly bucket: string,
  ) {}

  /** The first `count` bytes of the object and its size; undefined when there is no such object. */
  async head(key: string, count: number): Promise<ObjectHead | undefined> {
    try {
      const answer = await this.s3.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${count - 1}` }),
      );
      const head = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      return { head, bytes: totalOf(answer.ContentRange, answer.ContentLength ?? head.length) };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
      // An empty object has no byte 0: S3 answers the range 416.
      if (name === 'InvalidRange') return { head: new Uint8Array(), bytes: 0 };
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** A GET link to the object, shown inline as `contentType`, valid `expiresIn` seconds from `signingDate`. */
  viewLink(key: string, contentType: string, expiresIn: number, signingDate: Date): Promise<string> {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: 'inline',
      }),
      { expiresIn, signingDate },
    );
  }
}
