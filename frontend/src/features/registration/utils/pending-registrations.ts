/**
 * The proofs of pending registrations started in this browser, by e-mail (docs/architecture.md, "Security rules":
 * deleting a pending registration needs the proof returned by that registration). Kept in local
 * storage so that the browser that registered can still delete it after a restart.
 */
export interface PendingRegistration {
  memberid: string;
  proof: string;
}

const keyOf = (email: string) => `ichra.pendingRegistration.${email.trim().toLowerCase()}`;

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

export function rememberPendingRegistration(email: string, pending: PendingRegistration): void {
  try {
    store()?.setItem(keyOf(email), JSON.stringify(pending));
  } catch {
    // quota or privacy mode: deletion will not be offered from this browser
  }
}

export function findPendingRegistration(email: string): PendingRegistration | undefined {
  const raw = store()?.getItem(keyOf(email));
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<PendingRegistration>;
    return typeof value.memberid === 'string' && typeof value.proof === 'string'
      ? { memberid: value.memberid, proof: value.proof }
      : undefined;
  } catch {
    return undefined;
  }
}

export function forgetPendingRegistration(email: string): void {
  store()?.removeItem(keyOf(email));
}
