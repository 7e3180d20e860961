/**
 * Delivers one confirmation outbox item: claim it, send it through SES, mark it sent
 * (docs/decisions/0022-confirmation-outbox.md). Ports are passed in; no I/O of its own.
 *
 * At most one mail per order set, always: only the sender holding the claim calls SES, and a claim
 * is given back only when SES answered that it did not take the mail. Throttling and SES's own
 * server errors are retried here with exponential back-off and jitter; a refusal that outlasts
 * them, or any other failure, is thrown, so that the stream's retries and then its dead-letter
 * queue take the record. A claim found still `sending` (its sender stopped between the claim and
 * the mark, or SES's answer never came) is in doubt: SES may have sent the mail, so it is never
 * sent again automatically; it is thrown as {@link ConfirmationInDoubtError} and ends in the
 * dead-letter queue, whose alarm asks an operator to look.
 */
import type { Mail } from '../access/ports';
import type { ClaimOutcome, OutboxKey } from '../adapters/confirmation-outbox';

export interface DeliveryPorts {
  outbox: {
    claim(key: OutboxKey, claimId: string, at: string): Promise<ClaimOutcome>;
    markSent(key: OutboxKey, claimId: string, messageId: string | undefined, at: string): Promise<void>;
    release(key: OutboxKey, claimId: string): Promise<void>;
  };
  /** Sends one mail, answering SES's MessageId; makes exactly one SendEmail request. */
  mailer: { deliver(mail: Mail): Promise<string | undefined> };
  now: () => Date;
  newId: () => string;
  sleep: (ms: number) => Promise<void>;
}

/** SendEmail attempts per delivery, and the back-off between them (full jitter, capped). */
export const deliveryRetry = { attempts: 6, baseMs: 200, capMs: 5_000 } as const;

export type DeliveryOutcome = 'sent' | 'already-sent' | 'missing';

/** A claim found `sending`: SES may or may not have the mail; only a person can tell. */
export class ConfirmationInDoubtError extends Error {
  override readonly name = 'ConfirmationInDoubtError';
  constructor(key: OutboxKey, claimedAt: string | undefined) {
    super(
      `The confirmation ${key.pk} ${key.sk} was claimed at ${claimedAt ?? '?'} and never marked sent: check whether SES sent it before resending`,
    );
  }
}

interface SdkErrorShape {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const throttles = new Set(['TooManyRequestsException', 'LimitExceededException', 'ThrottlingException']);
/** Failures to connect: the request never reached SES. */
const unreached = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * How a failed SendEmail ended: `refused` when SES answered (it did not take the mail), `retry` when
 * that answer is worth another attempt (throttling, a server error), `unknown` when no answer came
 * (a timeout, a dropped connection: SES may have taken the mail).
 */
export function sendFailure(error: unknown): { taken: 'no' | 'unknown'; retry: boolean } {
  const e = (error ?? {}) as SdkErrorShape;
  const status = e.$metadata?.httpStatusCode;
  if (typeof status === 'number')
    return { taken: 'no', retry: status === 429 || status >= 500 || throttles.has(e.name ?? '') };
  if (unreached.has(e.code ?? '')) return { taken: 'no', retry: true };
  return { taken: 'unknown', retry: false };
}

export const backoffMs = (attempt: number, random: number): number =>
  Math.floor(random * Math.min(deliveryRetry.capMs, deliveryRetry.baseMs * 2 ** attempt));

export async function deliverConfirmation(ports: DeliveryPorts, key: OutboxKey): Promise<DeliveryOutcome> {
  const claimId = ports.newId();
  const claim = await ports.outbox.claim(key, claimId, ports.now().toISOString());
  if (claim.outcome === 'sent') return 'already-sent';
  if (claim.outcome === 'missing') return 'missing';
  if (claim.outcome === 'in-doubt') throw new ConfirmationInDoubtError(key, claim.claimedAt);

  let messageId: string | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      messageId = await ports.mailer.deliver(claim.mail);
      break;
    } catch (error) {
      const failure = sendFailure(error);
      // No answer from SES: the claim stays, so no retry can send a second mail.
      if (failure.taken === 'unknown') throw error;
      if (!failure.retry || attempt + 1 >= deliveryRetry.attempts) {
        await ports.outbox.release(key, claimId);
        throw error;
      }
      await ports.sleep(backoffMs(attempt + 1, 0.5 + Math.random() / 2));
    }
  }
  await ports.outbox.markSent(key, claimId, messageId, ports.now().toISOString());
  return 'sent';
}
