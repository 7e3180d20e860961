/** The 'View Your ICHRA Documents' modal (spec portal "Documents modal"). */
import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { documentLabel, getDocuments, type IchraDocument } from '../api/get-documents';

type Load =
  { state: 'loading' } | { state: 'ready'; docs: IchraDocument[] } | { state: 'failed'; message: string };

export function DocumentsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    // Links expire: fetch fresh ones every time the modal opens.
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    getDocuments(controller.signal).then(
      (docs) => setLoad({ state: 'ready', docs }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        // What failed, in the employee's words; the server's own message adds the detail when it has one.
        const detail =
          err instanceof ApiError && err.message !== messages.somethingWentWrong ? err.message : '';
        setLoad({
          state: 'failed',
          message: [messages.documentsLoadFailed, detail].filter(Boolean).join(' '),
        });
      },
    );
    return () => controller.abort();
  }, [open]);
  return (
    <Modal open={open} onClose={onClose} title={messages.documentsTitle}>
      {load.state === 'loading' ? (
        <p role="status">{messages.loading}</p>
      ) : load.state === 'failed' ? (
        <p role="alert">{load.message}</p>
      ) : load.docs.length === 0 ? (
        <p>{messages.noDocuments}</p>
      ) : (
        <ul>
          {load.docs.map((doc) => (
            <li key={doc.url}>
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                {documentLabel(doc.name)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
