/**
 * The 'View Your ICHRA Documents' modal (spec portal "Documents modal"). The links expire, so
 * they are read each time the modal opens: the list is mounted only while the modal is open.
 */
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { documentsFailure, useDocuments } from '../api/get-documents';
import { DocumentsList } from './documents-list';

export function DocumentsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={builderTexts('documentsTitle')}>
      {open ? <OpenDocuments /> : null}
    </Modal>
  );
}

function OpenDocuments() {
  const { member } = useBuilderContext();
  const load = useDocuments(member.id);
  return (
    <DocumentsList
      load={load}
      loading={<p role="status">{commonTexts('loading')}</p>}
      failure={documentsFailure}
    />
  );
}
