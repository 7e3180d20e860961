import type { RefObject } from 'react';
import { versionTexts } from '../texts';
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
    <Modal
      open={open}
      onClose={onClose}
      title={versionTexts('versionInformation')}
      returnFocusRef={returnFocusRef}
    >
      <VersionDetails employerName={versionTexts('versionEmployerName')} version={version} />
    </Modal>
  );
}
