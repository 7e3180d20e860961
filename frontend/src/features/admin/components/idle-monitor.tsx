import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/modal';
import { commonTexts } from '../../../lib/texts';
import { idleTimeoutMs, idleWarningMs } from '../../../lib/session';
import { adminSessionExpired, adminSessionStartedAt, endAdminSession } from '../api/admin-auth';
import { adminTexts } from '../texts';

/** What counts as activity (pointer and keyboard). */
const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The console's session limits, as the employee pages have them (lib/session.ts: the stage's
 * idleMinutes and absoluteHours): signs out after the idle time without pointer or keyboard
 * activity, warning before, and at the absolute limit counted from the console's sign-in. The
 * employee pages' monitor watches their own session; this one the console's.
 */
export function AdminIdleMonitor() {
  const [idleMs] = useState(idleTimeoutMs);
  const warnMs = idleWarningMs(idleMs);
  const lastActivity = useRef(0);
  const warningRef = useRef(false);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      // While the warning shows, only its button keeps the session.
      if (!warningRef.current) lastActivity.current = Date.now();
    };
    for (const name of activityEvents)
      document.addEventListener(name, onActivity, { passive: true, capture: true });
    const check = () => {
      if (adminSessionStartedAt() === undefined) return;
      const now = Date.now();
      if (adminSessionExpired(now)) return void endAdminSession('expired');
      const idle = now - lastActivity.current;
      if (idle >= idleMs) return void endAdminSession('idle');
      if (idle >= idleMs - warnMs) {
        warningRef.current = true;
        setSecondsLeft(Math.ceil((idleMs - idle) / 1000));
      } else if (warningRef.current) {
        warningRef.current = false;
        setSecondsLeft(null);
      }
    };
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
    <Modal open={secondsLeft !== null} onClose={stay} title={adminTexts('idleTitle')} closeIcon={false}>
      {/* Written only while the warning shows (see the portal's SessionMonitor): its plural formats a number. */}
      {secondsLeft !== null && <p>{adminTexts('idleText', { seconds: secondsLeft })}</p>}
      <div className="modal__actions">
        <button type="button" className="button" onClick={stay}>
          {adminTexts('stay')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void endAdminSession()}>
          {commonTexts('signOut')}
        </button>
      </div>
    </Modal>
  );
}
