/**
 * The ICHRA documents (spec portal "Documents modal", builder section 5) with the API answered per
 * test: the documents modal and the ICHRA Acknowledgment step each say they are loading, say why
 * the documents failed (the server's message), say 'No ICHRA Documents Found' when there are
 * none, and list the documents as links named by the file that open in a new tab. The links
 * expire, so every opening asks again; and the step keeps its Next until the box is ticked.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { builderActions, clearBuilder } from '../../frontend/src/enrollment/state/builder-store';
import { DocumentsModal } from '../../frontend/src/features/builder/components/documents-modal';
import { IchraAcknowledgmentStep } from '../../frontend/src/features/builder/steps/ichra-acknowledgment';
import { failure, newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { deferred, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const documents = [
  { name: 'ichra/Plan%20Document.pdf', url: 'https://docs.test/plan.pdf?sig=1' },
  { name: 'ichra/Summary%20Plan%20Description.PDF', url: 'https://docs.test/spd.pdf?sig=1' },
];
const documentsAnswer = () => ({ body: { success: true, data: documents } });

/** A button that opens the modal, as the top bar's My Coverage does. */
function ModalOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open documents
      </button>
      <DocumentsModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'open documents' }));
  return screen.getByRole('dialog', { name: builderTexts('documentsTitle') });
}

const links = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')]);

beforeEach(() => {
  stubWideScreen();
  act(() => clearBuilder());
});

describe('the documents modal', () => {
  it('says it is loading, then lists the documents by file name, opening in a new tab', async () => {
    const held = deferred();
    serveApi({ 'get-documents': () => held.answer });
    renderStep(<ModalOpener />, newMember());
    const dialog = await openModal();
    expect(within(dialog).getByRole('status').textContent).toBe(commonTexts('loading'));
    held.release(200, { success: true, data: documents });
    await waitFor(() => expect(within(dialog).queryAllByRole('link')).toHaveLength(2));
    expect(links(dialog)).toEqual([
      ['Plan Document', documents[0]!.url, '_blank'],
      ['Summary Plan Description', documents[1]!.url, '_blank'],
    ]);
  });

  it('says what failed, with the server’s message', async () => {
    serveApi({ 'get-documents': () => failure(503, 'The document store is unavailable.') });
    renderStep(<ModalOpener />, newMember());
    const dialog = await openModal();
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${builderTexts('documentsLoadFailed')} The document store is unavailable.`,
    );
  });

  it('says no documents were found when the employer has none', async () => {
    serveApi({ 'get-documents': () => ({ body: { success: true, data: [] } }) });
    renderStep(<ModalOpener />, newMember());
    const dialog = await openModal();
    expect(await within(dialog).findByText(builderTexts('noDocuments'))).toBeTruthy();
  });

  it('asks for fresh links every time it opens, and not while closed', async () => {
    const calls = serveApi({ 'get-documents': documentsAnswer });
    renderStep(<ModalOpener />, newMember());
    await screen.findByRole('button', { name: 'open documents' });
    expect(calls).toHaveLength(0);
    const user = userEvent.setup();
    let dialog = await openModal();
    await within(dialog).findAllByRole('link');
    await user.click(within(dialog).getByRole('button', { name: commonTexts('close') }));
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    dialog = await openModal();
    await within(dialog).findAllByRole('link');
    expect(calls.filter((c) => c.handler === 'get-documents')).toHaveLength(2);
  });
});

describe('the ICHRA Acknowledgment step', () => {
  it('says it is loading, then lists the documents', async () => {
    const held = deferred();
    serveApi({ 'get-documents': () => held.answer });
    renderStep(<IchraAcknowledgmentStep />, newMember(), 'ichra-acknowledgment');
    expect(await screen.findByLabelText(commonTexts('loading'))).toBeTruthy();
    held.release(200, { success: true, data: documents });
    const list = await screen.findByRole('list');
    expect(links(list)).toEqual([
      ['Plan Document', documents[0]!.url, '_blank'],
      ['Summary Plan Description', documents[1]!.url, '_blank'],
    ]);
  });

  it('shows the server’s message when the documents fail', async () => {
    serveApi({ 'get-documents': () => failure(500, 'Documents are not configured for your employer.') });
    renderStep(<IchraAcknowledgmentStep />, newMember(), 'ichra-acknowledgment');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Documents are not configured for your employer.',
    );
  });

  it('says no documents were found when there are none', async () => {
    serveApi({ 'get-documents': () => ({ body: { success: true, data: [] } }) });
    renderStep(<IchraAcknowledgmentStep />, newMember(), 'ichra-acknowledgment');
    expect(await screen.findByText(builderTexts('noDocuments'))).toBeTruthy();
  });

  it('asks to tick the box before going on, and keeps the tick in the builder', async () => {
    serveApi({ 'get-documents': documentsAnswer });
    renderStep(<IchraAcknowledgmentStep />, newMember(), 'ichra-acknowledgment');
    const user = userEvent.setup();
    await screen.findAllByRole('link');
    await user.click(screen.getByRole('button', { name: componentTexts('stepNext') }));
    const fieldError = () =>
      screen.queryAllByText(apiMessages.acknowledgeCheckbox, { selector: '.amplify-field__error-message' });
    expect(fieldError()).toHaveLength(1);
    await user.click(screen.getByLabelText(builderTexts('ichraCertify')));
    expect(fieldError()).toHaveLength(0);
    expect(screen.getByLabelText<HTMLInputElement>(builderTexts('ichraCertify')).checked).toBe(true);
    act(() => builderActions.setIchraAcknowledged(false));
    expect(screen.getByLabelText<HTMLInputElement>(builderTexts('ichraCertify')).checked).toBe(false);
  });
});
