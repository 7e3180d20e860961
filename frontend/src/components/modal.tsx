import { useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { commonTexts } from '../lib/texts';
import { useSnackbar } from './snackbar';

export interface ModalProps {
  open: boolean;
  /** Escape, a click on the backdrop and the close icon call this; the owner decides. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Extra class of the dialog box, e.g. `modal--side` for the slide-in menu. */
  className?: string;
  /** Shown as the close icon in the corner; false for dialogs that need an explicit choice. */
  closeIcon?: boolean;
  /** Element to focus when the dialog opens (default: the first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that opened the dialog is gone. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra content before the title, e.g. a logo. */
  header?: ReactNode;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.getClientRects().length > 0,
  );
}

const canFocus = (el: Element | null): el is HTMLElement =>
  el instanceof HTMLElement && el.isConnected && el.getClientRects().length > 0 && !el.closest('[inert]');

/**
 * A modal dialog on the native <dialog> (role=dialog, aria-modal, the rest of the page inert):
 * Escape and a backdrop click close it, Tab stays inside, and focus returns where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  className,
  closeIcon = true,
  initialFocusRef,
  returnFocusRef,
  header,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const { registerHost } = useSnackbar();
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      const first = initialFocusRef?.current ?? focusables(dialog)[0];
      first?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // Messages of the page show inside the dialog while it is open (the page behind is inert).
  useEffect(() => {
    if (!open || !hostRef.current) return;
    return registerHost(hostRef.current);
  }, [open, registerHost]);

  const restoreFocus = useCallback(() => {
    const target = canFocus(opener.current) ? opener.current : returnFocusRef?.current;
    opener.current = null;
    // After the browser's own focus fixup of the closing dialog.
    if (target) window.setTimeout(() => target.focus(), 0);
  }, [returnFocusRef]);

  // Close when the owner unmounts the dialog while it is open (e.g. on navigation).
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`.trim()}
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault(); // Escape: the owner closes through `open`
        onClose();
      }}
      onClose={restoreFocus}
      onClick={(e) => {
        // The dialog box has no padding: a click on the dialog element itself is on the backdrop.
        if (e.target === e.currentTarget) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Tab') return;
        const items = focusables(e.currentTarget);
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }}
    >
      {open && (
        <div className="modal__box">
          <div className="modal__header">
            {header}
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {closeIcon && (
              <button
                type="button"
                className="icon-button modal__close"
                onClick={onClose}
                aria-label={commonTexts('close')}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="modal__body">{children}</div>
          <div ref={hostRef} className="modal__snackbar-host" />
        </div>
      )}
    </dialog>
  );
}
