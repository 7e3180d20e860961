import { apiRequest } from '../../../lib/api-client';
import { componentTexts } from '../../../components/texts';

/** GET /api/Version/test: the website version text (spec: read from data.data). */
export async function getWebsiteVersion(signal?: AbortSignal): Promise<string> {
  const { data } = await apiRequest('get-version', { signal });
  return data;
}

/**
 * The text the version facts show: the website version, or 'Not available' when the API does not
 * answer it (logged). An abort is passed on: the page or dialog that asked is gone.
 */
export async function websiteVersionText(signal?: AbortSignal): Promise<string> {
  try {
    return await getWebsiteVersion(signal);
  } catch (err) {
    if (signal?.aborted) throw err;
    console.warn('The website version could not be loaded', err);
    return componentTexts('notAvailable');
  }
}
