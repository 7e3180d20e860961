/**
 * The exports bucket as the console reads it: an employer's objects with their size and time,
 * and pre-signed download links. The files themselves are written by the export steps through
 * ExportBucket (export-bucket.ts); this adapter only lists and signs.
 *
 * A link is signed by the SDK's presigner with the function's credentials (decision 0020) and sends
 * no request to S3. On AWS the bucket stays private and its objects are encrypted with the exports
 * key: S3 answers the link only because the signer (the admin function's role) may s3:GetObject the
 * object and kms:Decrypt through S3 (infra/constructs/family-access.ts), and only until the link
 * expires. The `response-content-disposition` it carries makes S3 answer the file as an attachment
 * with its name, so the browser that follows the link saves the file rather than showing it. On the
 * local stack the link points at s3rver, which honours the same parameter; a link is a navigation,
 * not a script's fetch, so neither S3 nor s3rver needs a CORS rule for it.
 *
 * @example
 * const files = new ExportFiles(s3, bucket);
 * const objects = await files.list(`${employerId}/`);
 * const url = await files.link(objects[0].key, 'payroll-ACME-2027-01.csv', 300, new Date());
 */
import { GetObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** One object of the bucket: its key, size in bytes and when it was last written. */
export interface StoredObject {
  key: string;
  bytes: number;
  modifiedAt: string;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: the name as plain ASCII and, exactly, in UTF-8 (RFC 6266). */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export class ExportFiles {
  constructor(
    private readonly s3: S3Client,
    readonly bucket: string,
  ) {}

  /** Every object under a prefix, in key order. */
  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    for await (const page of paginateListObjectsV2(
      { client: this.s3 },
      { Bucket: this.bucket, Prefix: prefix },
    ))
      for (const o of page.Contents ?? [])
        if (o.Key)
          found.push({
            key: o.Key,
            bytes: o.Size ?? 0,
            modifiedAt: (o.LastModified ?? new Date(0)).toISOString(),
          });
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** A GET link to the object at `key`, saved as `name`, valid `expiresIn` seconds from `signingDate`. */
  link(key: string, name: string, expiresIn: number, signingDate: Date): Promise<string> {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentDisposition: attachment(name) }),
      { expiresIn, signingDate },
    );
  }
}
