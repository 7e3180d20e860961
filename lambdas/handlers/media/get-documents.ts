import { getRoute } from '../../../shared/routes';
import { EmployerAssets, EmployerRepository } from '../../adapters/employers';
import { callerMember } from '../../caller';
import { bucketName, dynamoClient, s3Client, tableName } from '../../composition';
import { httpHandler } from '../../middleware/http';

const employers = () => new EmployerRepository(dynamoClient(), tableName('employers'));
const assets = () => new EmployerAssets(s3Client(), bucketName('assets'));

/** A document's name as the documents modal shows it: the file name without .pdf. */
const documentName = (fileName: string) => fileName.replace(/\.pdf$/i, '');

/**
 * GET /api/media/getdocs: the ICHRA documents of the caller's employer, each with a pre-signed
 * link valid 15 minutes (the bucket stays private).
 */
export const handler = httpHandler(getRoute('get-documents'), async ({ caller }) => {
  const member = await callerMember(caller);
  const documents = await employers().documents(member.employerId);
  const store = assets();
  return {
    data: await Promise.all(
      documents.map(async (d) => ({ name: documentName(d.fileName), url: await store.documentUrl(d.key) })),
    ),
  };
});
