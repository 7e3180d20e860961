import { useEffect } from 'react';
import { productName } from '../../../shared/domain/product';

/** Sets the document title to "<page> | <portal>" (each page has its own title for assistive technology). */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${productName}` : productName;
  }, [page]);
}
