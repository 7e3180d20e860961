/**
 * Delivers one item of the admin table's outbox (lambdas/adapters/admin-outbox.ts): claim it,
 * build its mail from its kind's template, send it through SES, mark it sent. The same once-only
 * protocol as the confirmations' (lambdas/rules/confirmation-delivery.ts, decision 0022), whose
 * retry rules it reuses: only the claim holder sends; a claim is given back only when SES answered
 * that it did not take the mail, or when building the mail failed before anything was sent; a
 * claim found `sending` is in doubt and never sent again automatically.
 *
 * A template answers the mail, or undefined when there is nothing to send any more (an invitation
 * to an employee who registered meanwhile): the item is then `skipped`.
 */
import type { Mail } from '../access/ports';
import type { AdminClaimOutcome, AdminOutboxItem } from '../adapters/admin-outbox';
import type { AdminMailKind } from '../adapters/census';
import type { OutboxKey } from '../adapters/confirmation-outbox';
import { backoffMs, deliveryRetry, sendFailure } from './confirmation-delivery';

export interface AdminMailPorts {
  outbox: {
    claim(key: OutboxKey, claimId: string, at: string): Promise<AdminClaimOutcome>;
    markSent(key: OutboxKey, claimId: string, messageId: string | undefined, at: string): Promise<void>;
    release(key: OutboxKey, claimId: string): Promise<void>;
    skip(key: OutboxKey, claimId: string, reason: string, at: string): Promise<void>;
  };
  /** Each mail kind's template; it may write what the mail needs (an invitation's token hash). */
  templates: Record<AdminMailKind, (item: AdminOutboxItem) => Promise<Mail | undefined>>;
  /** Sends one mail, answering SES's MessageId; makes exactly one SendEmail request. */
  mailer: { deliver(mail: Mail): Promise<string | undefined> };
  now: () => Date;
  newId: () => string;
  sleep: (ms: number) => Promise<void>;
}

export type AdminDeliveryOutcome = 'sent' | 'skipped' | 'already-sent' | 'missing';

/** A claim found `sending`: SES may or may not have the mail; only a person can tell. */
export class AdminMailInDoubtError extends Error {
  override readonly name = 'AdminMailInDoubtError';
  constructor(key: OutboxKey, claimedAt: string | undefined) {
    super(
      `The e-mail ${key.pk} ${key.sk.split('#').slice(0, 2).join('#')} (its recipient in the item's key) was claimed at ${claimedAt ?? '?'} and never marked sent: check whether SES sent it before resending`,
    );
  }
}

export async function deliverAdminMail(ports: AdminMailPorts, key: OutboxKey): Promise<AdminDeliveryOutcome> {
  const claimId = ports.newId();
  const claim = await ports.outbox.claim(key, claimId, ports.now().toISOString());
  if (claim.outcome === 'sent') return 'already-sent';
  if (claim.outcome === 'missing') return 'missing';
  if (claim.outcome === 'in-doubt') throw new AdminMailInDoubtError(key, claim.claimedAt);

  const template = ports.templates[claim.item.mailKind];
  let mail: Mail | undefined;
  try {
    if (!template) throw new Error(`No template for the mail kind '${claim.item.mailKind}'`);
    mail = await template(claim.item);
  } catch (error) {
    // Nothing was sent: the claim goes back, and the stream's retry builds the mail again.
    await ports.outbox.release(key, claimId);
    throw error;
  }
  if (!mail) {
    await ports.outbox.skip(key, claimId, 'nothing to send any more', ports.now().toISOString());
    return 'skipped';
  }

  let messageId: string | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      messageId = await ports.mailer.deliver(mail);
      break;
    } catch (error) {
      const failure = sendFailure(error);
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
