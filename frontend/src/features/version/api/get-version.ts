import { apiRequest } from '../../../lib/api-client';

/** GET /api/Version/test: the website version text (spec: read from data.data). */
export async function getWebsiteVersion(signal?: AbortSignal): Promise<string> {
  const { data } = await apiRequest('get-version', { signal });
  return data;
}
