/**
 * The operator's side of the confirmation outbox (docs/decisions/0022-confirmation-outbox.md):
 * list the confirmations not yet sent, and queue again one whose mail an operator has checked
 * never left SES. The sender function stays the only one that sends: queuing again inserts a copy
 * of the item, which the orders table's stream hands to it (locally, the poller of `npm start`).
 */
import { ConfirmationOutbox } from '../../lambdas/adapters/confirmation-outbox';
import { memberPk } from '../../lambdas/adapters/members';
import type { OpsCommand } from './command';
import { OpsError } from './errors';

const memberIdOf = (pk: string) => pk.replace(/^MEMBER#/, '');

export const confirmationCommands: Record<string, OpsCommand> = {
  confirmations: {
    usage: 'confirmations [--stage <name> | --local]',
    summary: 'the confirmation e-mails not yet sent: pending, or in doubt (claimed and never marked sent)',
    async run(args, { target, out }) {
      if (args.length) throw new OpsError(`Usage: npm run ops -- ${this.usage}`);
      const unsent = await new ConfirmationOutbox(target.db, target.tables.orders).unsent();
      if (!unsent.length) {
        out('Every confirmation e-mail has been sent.');
        return;
      }
      for (const item of unsent)
        out(
          item.status === 'sending'
            ? `IN DOUBT  member ${memberIdOf(item.pk)}  ${item.sk}  claimed ${item.claimedAt ?? '?'}: check SES's sending records for that time before queuing it again`
            : `PENDING   member ${memberIdOf(item.pk)}  ${item.sk}  since ${item.createdon ?? '?'}: the sender has not taken it yet`,
        );
      out(`${unsent.length} confirmation(s) not sent.`);
    },
  },
  'confirmation-requeue': {
    usage:
      'confirmation-requeue <member id> <item, e.g. OUTBOX#CONFIRMATION#2027> --checked-not-sent [--stage <name> | --local]',
    summary: 'send an in-doubt confirmation again, after checking in SES that it was not sent',
    async run(args, { target, out }) {
      const checked = args.includes('--checked-not-sent');
      const [memberId, sk, ...extra] = args.filter((a) => a !== '--checked-not-sent');
      if (!memberId || !sk || extra.length) throw new OpsError(`Usage: npm run ops -- ${this.usage}`);
      if (!checked)
        throw new OpsError(
          "Queuing a confirmation again sends a second e-mail if SES already sent the first. Check SES's sending records (or ask the employee), then add --checked-not-sent.",
        );
      const outbox = new ConfirmationOutbox(target.db, target.tables.orders);
      const key = { pk: memberPk(memberId), sk };
      const found = (await outbox.unsent()).find((i) => i.pk === key.pk && i.sk === key.sk);
      if (!found)
        throw new OpsError(
          `No unsent confirmation ${sk} for member ${memberId} in ${target.description}. List them with: npm run ops -- confirmations`,
        );
      const copy = await outbox.requeue(key, found.claimedAt, new Date().toISOString(), 'ops');
      if (!copy)
        throw new OpsError(
          `The confirmation ${sk} of member ${memberId} changed while this ran (sent, or taken by the sender): list them again.`,
        );
      out(`Queued again as ${copy.sk}; the sender delivers it from the table's stream.`);
    },
  },
};
