/**
 * The employer's files in the assets bucket (logo and ICHRA documents), as the operators' employer
 * loader writes and removes them (infra/data/employers.ts). No function of the API writes here:
 * the media family only hands out links to these files (adapters/document-links.ts).
 */
import { DeleteObjectsCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { assetKeys } from '../resources';
import type { EmployerDocument } from './employers';

export class EmployerAssets {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async putLogo(employerId: string, body: Uint8Array, contentType: string): Promise<string> {
    const key = assetKeys.logo(employerId);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
    return key;
  }

  async putDocument(employerId: string, fileName: string, body: Uint8Array): Promise<EmployerDocument> {
    const key = assetKeys.document(employerId, fileName);
    await this.s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: 'application/pdf' }),
    );
    return { fileName, key };
  }

  /** Deletes files of the bucket (an employer's former logo or documents); nothing to do for none. */
  async remove(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await this.s3.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects, Quiet: true } }));
    }
  }
}
