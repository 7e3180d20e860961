import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { commonTexts } from '../lib/texts';

/**
 * How long a message stays (spec: auto-hide after 3000 ms). Every message goes then, and at once
 * when the page changes (issue 24 item 8: a notice must not follow the member to the next page
 * and cover what it says), so the timer is not paused by hovering or focusing it.
 */
export const snackbarAutoHideMs = 3000;

type Kind = 'error' | 'info';
interface Message {
  id: number;
  text: string;
  kind: Kind;
}

interface SnackbarApi {
  /** Shows an error (spec section 8: errors are shown in a snackbar message). */
  showError(text: string): void;
  /** Shows a confirmation. */
  showInfo(text: string): void;
  /** A modal dialog makes the rest of the page inert: while one is open, messages show inside it. */
  registerHost(el: HTMLElement): () => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The snackbar of the page: one message at a time, the newest wins; it goes with the page. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const nextId = useRef(1);
  const { pathname } = useLocation();
  // Another page: the message of the page left goes (a filter or view change keeps the path). Done
  // while rendering the new page, before its own effects may show a message of theirs.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setMessage(null);
  }

  const show = useCallback(
    (text: string, kind: Kind) => setMessage({ id: nextId.current++, text, kind }),
    [],
  );
  const dismiss = useCallback(() => setMessage(null), []);
  const registerHost = useCallback((el: HTMLElement) => {
    setHosts((h) => [...h, el]);
    return () => setHosts((h) => h.filter((x) => x !== el));
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({ showError: (t) => show(t, 'error'), showInfo: (t) => show(t, 'info'), registerHost }),
    [show, registerHost],
  );

  const host = hosts.at(-1);
  const bar = message && <Snackbar key={message.id} message={message} onClose={dismiss} />;
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {bar && (host ? createPortal(bar, host) : bar)}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> above it');
  return api;
}

function Snackbar({ message, onClose }: { message: Message; onClose: () => void }) {
  // Once per message (the key is its id; onClose is stable): a re-render does not restart the timer.
  useEffect(() => {
    const timer = window.setTimeout(onClose, snackbarAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      className={`snackbar snackbar--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
    >
      <p className="snackbar__text">{message.text}</p>
      <button type="button" className="snackbar__close" onClick={onClose} aria-label={commonTexts('close')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
