/** The ICHRA documents as links (new tab), or why there are none: shared by the modal and the step. */
import type { ReactNode } from 'react';
import { builderTexts } from '../texts';
import { documentLabel, type DocumentsLoad } from '../api/get-documents';

export function DocumentsList({
  load,
  loading,
  failure,
  listClassName,
  errorClassName,
}: {
  load: DocumentsLoad;
  /** What shows while the links are on their way. */
  loading: ReactNode;
  /** The message of a failed load. */
  failure: (error: unknown) => string;
  listClassName?: string;
  errorClassName?: string;
}) {
  if (load.state === 'loading') return loading;
  if (load.state === 'failed')
    return (
      <p className={errorClassName} role="alert">
        {failure(load.error)}
      </p>
    );
  if (load.docs.length === 0) return <p>{builderTexts('noDocuments')}</p>;
  return (
    <ul className={listClassName}>
      {load.docs.map((doc) => (
        <li key={doc.url}>
          <a href={doc.url} target="_blank" rel="noopener noreferrer">
            {documentLabel(doc.name)}
          </a>
        </li>
      ))}
    </ul>
  );
}
