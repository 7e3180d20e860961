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
import { messages } from '../../../shared/messages';

/** How long a message stays (spec: auto-hide after 3000 ms); hovering or focusing it pauses the timer. */
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

/** The snackbar of the page: one message at a time, the newest wins. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<Message | null>(null);
  const [hosts, setHosts] = useState<HTMLElement[]>([]);
  const nextId = useRef(1);

  const show = useCallback(
    (text: string, kind: Kind) => setMessage({ id: nextId.current++, text, kind }),
    [],
  );
  const registerHost = useCallback((el: HTMLElement) => {
    setHosts((h) => [...h, el]);
    return () => setHosts((h) => h.filter((x) => x !== el));
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({ showError: (t) => show(t, 'error'), showInfo: (t) => show(t, 'info'), registerHost }),
    [show, registerHost],
  );

  const host = hosts.at(-1);
  const bar = message && <Snackbar key={message.id} message={message} onClose={() => setMessage(null)} />;
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
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, snackbarAutoHideMs);
    return () => window.clearTimeout(timer);
  }, [paused, onClose]);
  return (
    <div
      className={`snackbar snackbar--${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="snackbar__text">{message.text}</p>
      <button type="button" className="snackbar__close" onClick={onClose} aria-label={messages.close}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
