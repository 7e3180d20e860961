import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';

/**
 * The website version text, fetched when `enabled` (the API client is loaded on demand so that
 * the landing page's bundle does not carry it). null while loading.
 */
export function useWebsiteVersion(enabled = true): string | null {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    import('../api/get-version')
      .then(({ getWebsiteVersion }) => getWebsiteVersion(controller.signal))
      .then(setVersion, (err: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The website version could not be loaded', err);
        setVersion(messages.notAvailable);
      });
    return () => controller.abort();
  }, [enabled]);
  return version;
}
