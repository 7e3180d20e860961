import { useEffect, useRef, useState } from 'react';
import { authTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { Modal } from '../../../components/modal';
import { endSignedInSession, hasStoredSession } from '../../../lib/auth';
import { idleTimeoutMs, idleWarningMs, sessionExpired } from '../../../lib/session';

/** What counts as activity (pointer and keyboard). */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Watches a signed-in session: signs out after `idleMinutes` without pointer or keyboard
 * activity, warning a minute before (the warning lets the user stay signed in), and at the
 * absolute limit of `absoluteHours` after sign-in. Mounted only while signed in.
 */
export function SessionMonitor() {
  const [idleMs] = useState(idleTimeoutMs);
  const warnMs = idleWarningMs(idleMs);
  // Set when the watch starts (the effect below): reading the clock while rendering is not pure.
  const lastActivity = useRef(0);
  const warningRef = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      // While the warning shows, only its button keeps the session: a stray mouse move must not.
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    for (const name of activityEvents)
      document.addEventListener(name, onActivity, { passive: true, capture: true });

    const check = () => {
      // Signed out meanwhile (another control cleared the session): nothing left to watch.
      if (!hasStoredSession()) return;
      const now = Date.now();
      if (sessionExpired(now)) return void endSignedInSession('expired');
      const idle = now - lastActivity.current;
      if (idle >= idleMs) return void endSignedInSession('idle');
      if (idle >= idleMs - warnMs) {
        warningRef.current = true;
        setSecondsLeft(Math.ceil((idleMs - idle) / 1000));
      } else if (warningRef.current) {
        warningRef.current = false;
        setSecondsLeft(null);
      }
    };
    // Timers of hidden tabs are slowed down; checking elapsed time (not counting ticks) stays right.
    const timer = window.setInterval(check, Math.min(1000, Math.max(100, idleMs / 20)));
    document.addEventListener('visibilitychange', check);
    return () => {
      for (const name of activityEvents) document.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [idleMs, warnMs]);

  const stay = () => {
    lastActivity.current = Date.now();
    warningRef.current = false;
    setSecondsLeft(null);
  };

  return (
    <Modal open={secondsLeft !== null} onClose={stay} title={authTexts('idleWarningTitle')} closeIcon={false}>
      {/* Written only while the warning shows: its plural formats a number, and a page's first
          number format costs the phone preset 60-80 ms of loading locale data (issue 41). */}
      {secondsLeft !== null && <p>{authTexts('idleWarningText', { seconds: secondsLeft })}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={stay}>
          {authTexts('staySignedIn')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void endSignedInSession()}>
          {commonTexts('signOut')}
        </button>
      </div>
    </Modal>
  );
}
