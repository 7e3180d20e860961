import type { RefObject } from 'react';
import { messages } from '../../../../../shared/messages';
import { Modal } from '../../../components/modal';
import { VersionDetails } from './version-details';

/**
 * The Version Information modal (spec portal section 2): the employer name label (a fixed
 * text, as in the spec), the release notice and the website version. Escape and a backdrop
 * click close it.
 */
export function VersionDialog({
  open,
  onClose,
  returnFocusRef,
  version,
}: {
  open: boolean;
  /** The website version, asked for when About was chosen. */
  version: Promise<string>;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal open={open} onClose={onClose} title={messages.versionInformation} returnFocusRef={returnFocusRef}>
      <VersionDetails employerName={messages.versionEmployerName} version={version} />
    </Modal>
  );
}
