/**
 * Pre-signed GET links to files of the assets bucket, made by the SDK's presigner for a GetObject
 * of the S3 client (docs/decisions/0020-sdk-clients-in-the-functions.md). Signing sends no
 * request to S3: the link is signed with the function's credentials, and the browser that
 * follows it fetches the file.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** How long a pre-signed document link stays valid. */
export const DOCUMENT_URL_SECONDS = 15 * 60;

export class DocumentLinks {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  /** A GET link to the file at `key`, valid `expiresIn` seconds from `signingDate`. */
  url(key: string, expiresIn = DOCUMENT_URL_SECONDS, signingDate = new Date()): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn,
      signingDate,
    });
  }
}
