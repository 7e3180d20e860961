import { useEffect } from 'react';
import { messages } from '../../../shared/messages';

/** Sets the document title to "<page> | <portal>" (each page has its own title for assistive technology). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${messages.appName}` : messages.appName;
  }, [page]);
}
