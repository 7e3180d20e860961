import { getRoute } from '../../../shared/route-table/media';
import { callerMember } from '../../caller';
import { documentLinks, employerRepository } from '../../composition';
import { httpHandler } from '../../middleware/http';

/** A document's name as the documents modal shows it: the file name without .pdf. */
const documentName = (fileName: string) => fileName.replace(/\.pdf$/i, '');

/**
 * GET /api/media/getdocs: the ICHRA documents of the caller's employer, each with a pre-signed
 * link valid 15 minutes (the bucket stays private).
 */
export const handler = httpHandler(getRoute('get-documents'), async ({ caller }) => {
  const member = await callerMember(caller);
  const documents = await employerRepository().documents(member.employerId);
  const links = documentLinks();
  return {
    data: await Promise.all(
      documents.map(async (d) => ({ name: documentName(d.fileName), url: await links.url(d.key) })),
    ),
  };
});
