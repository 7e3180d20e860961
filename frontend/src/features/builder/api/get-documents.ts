import { apiRequest } from '../../../lib/api-client';

export interface IchraDocument {
  name: string;
  url: string;
}

/** GET /api/media/getdocs: the caller's employer's ICHRA documents, links valid 15 minutes. */
export async function getDocuments(signal?: AbortSignal): Promise<IchraDocument[]> {
  const { data } = await apiRequest('get-documents', { signal });
  return data;
}

/** The name shown for a document: the last path segment, without .pdf, %20 shown as spaces. */
export function documentLabel(name: string): string {
  const last = name.split('/').pop() ?? name;
  return last.replace(/\.pdf$/i, '').replace(/%20/g, ' ');
}
