/**
 * The pre-signed POST of a member's upload (lambdas/adapters/member-files.ts says how it is
 * checked afterwards): a policy, signed with the function's credentials, that lets the browser
 * post one file to exactly one key, of 1 to `maxBytes` bytes, until it expires. Apart from
 * MemberFiles so that only the function granting uploads (coverage-proof) bundles the signer.
 *
 * @example
 * const { url, fields } = await uploadGrant(s3, bucket, key, 10 * 1024 * 1024, 300);
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

export function uploadGrant(
  s3: S3Client,
  bucket: string,
  key: string,
  maxBytes: number,
  expiresIn: number,
): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3, {
    Bucket: bucket,
    Key: key,
    Conditions: [['content-length-range', 1, maxBytes]],
    Expires: expiresIn,
  });
}
