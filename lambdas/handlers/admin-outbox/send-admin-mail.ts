/**
 * The admin mail sender: triggered by the admin table's stream, filtered to outbox items as they
 * are inserted (infra/resources/tables.ts adminOutboxFilter), in AWS by the event source mapping
 * (infra/constructs/admin-mail-sender.ts) and on this machine by the local poller
 * (infra/local/stream-poller.ts). Each record's item is delivered once
 * (lambdas/rules/admin-mail-delivery.ts), built by its mail kind's template: the census's
 * invitation, whose link's token is made here, at send time, and stored only as its hash, the
 * reminder (lambdas/rules/reminder-mail.ts), the ICHRA notice (lambdas/rules/notice-mail.ts) and the
 * proof of coverage reminder (lambdas/rules/proof-reminder-mail.ts). The
 * records go through Powertools' batch processor in stream order; a failed record is reported with
 * every later one, so the stream retries from it, then hands it to the dead-letter queue.
 */
import { randomUUID } from 'node:crypto';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { randomSecret } from '../../access/secrets';
import type { AdminOutboxItem } from '../../adapters/admin-outbox';
import { INVITATION_TTL_DAYS } from '../../adapters/census';
import { hashSecret } from '../../adapters/member-access';
import { adminOutbox, clock, outboxMailer, required } from '../../composition';
import { logger } from '../../middleware/logger';
import { countEvent, eventOutcomes } from '../../middleware/observability';
import { observe } from '../../middleware/observe';
import { deliverAdminMail, type AdminMailPorts } from '../../rules/admin-mail-delivery';
import { invitationLink, invitationMail, noticeLink } from '../../rules/invitation-mail';
import { noticeMail } from '../../rules/notice-mail';
import { reminderMail, signInLink } from '../../rules/reminder-mail';
import { proofReminderMail, proofUploadLink } from '../../rules/proof-reminder-mail';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The plan year an outbox item names for the notice's page, when it names one. */
const planYearOf = (item: AdminOutboxItem): number | undefined =>
  /^\d{4}$/.test(item.data.planYear ?? '') ? Number(item.data.planYear) : undefined;

/** An invitation: a fresh token, valid from now on (its hash written first), in the employee's language. */
async function invitation(item: AdminOutboxItem) {
  const token = randomSecret();
  const now = clock();
  const expiresAt = Math.floor(now.getTime() / 1000) + INVITATION_TTL_DAYS * 86_400;
  if (
    !(await adminOutbox().issueInvitation(
      item.employerId,
      item.to,
      hashSecret(token),
      now.toISOString(),
      expiresAt,
    ))
  )
    return undefined;
  return invitationMail({
    to: item.to,
    firstName: item.data.firstName ?? '',
    employerName: item.data.employerName ?? '',
    link: invitationLink(required('PORTAL_URL'), item.employerId, token),
    noticeLink: noticeLink(required('PORTAL_URL'), planYearOf(item)),
    language: item.language,
  });
}

/**
 * A reminder: to an employee on the census not registered, with a fresh registration link (its
 * token made and its hash written here, as an invitation's, voiding the earlier link); to a member,
 * or to one who registered since it was queued, with the sign-in page.
 */
async function reminder(item: AdminOutboxItem) {
  const portal = required('PORTAL_URL');
  let link = signInLink(portal, item.employerId);
  let register = false;
  if (item.data.link === 'register') {
    const token = randomSecret();
    const now = clock();
    const expiresAt = Math.floor(now.getTime() / 1000) + INVITATION_TTL_DAYS * 86_400;
    if (
      await adminOutbox().issueInvitation(
        item.employerId,
        item.to,
        hashSecret(token),
        now.toISOString(),
        expiresAt,
      )
    ) {
      link = invitationLink(portal, item.employerId, token);
      register = true;
    }
  }
  return reminderMail({
    to: item.to,
    firstName: item.data.firstName ?? '',
    employerName: item.data.employerName ?? '',
    closes: item.data.closes ?? '',
    link,
    register,
    language: item.language,
  });
}

/** The ICHRA notice: its page for the plan year, where the employee signs in, reads and acknowledges it. */
async function notice(item: AdminOutboxItem) {
  const planYear = item.data.planYear ?? '';
  return noticeMail({
    to: item.to,
    firstName: item.data.firstName ?? '',
    employerName: item.data.employerName ?? '',
    planYear,
    link: noticeLink(required('PORTAL_URL'), planYearOf(item)),
    language: item.language,
  });
}

/** The proof of coverage reminder: the welcome page, where the upload section is; says so when HR rejected the proof. */
async function proofReminder(item: AdminOutboxItem) {
  return proofReminderMail({
    to: item.to,
    firstName: item.data.firstName ?? '',
    employerName: item.data.employerName ?? '',
    planYear: item.data.planYear ?? '',
    rejected: item.data.rejected === 'yes',
    reason: item.data.reason ?? '',
    link: proofUploadLink(required('PORTAL_URL')),
    language: item.language,
  });
}

const ports = (): AdminMailPorts => ({
  outbox: adminOutbox(),
  templates: { invitation, reminder, notice, 'proof-reminder': proofReminder },
  mailer: outboxMailer(),
  now: clock,
  newId: randomUUID,
  sleep,
});

/** A record after a failed one: reported with it, so the stream keeps its order. */
export class NotAttemptedError extends Error {
  override name = 'NotAttemptedError';
}

function inStreamOrder(): (record: DynamoDBRecord) => Promise<void> {
  let failed = false;
  return async (record) => {
    if (failed) throw new NotAttemptedError('An earlier record of the batch failed');
    const pk = record.dynamodb?.Keys?.pk?.S;
    const sk = record.dynamodb?.Keys?.sk?.S;
    if (!pk || !sk) return;
    try {
      const outcome = await deliverAdminMail(ports(), { pk, sk });
      // The sort key names the recipient: log only the kind of mail.
      logger.info('Admin outbox item handled', { kind: sk.split('#')[1], outcome });
      countEvent(eventOutcomes.recordHandled);
    } catch (error) {
      failed = true;
      logger.error('An admin e-mail could not be delivered', {
        kind: sk.split('#')[1],
        error: (error as Error).name,
        detail: (error as Error).message,
      });
      countEvent(eventOutcomes.recordFailed);
      throw error;
    }
  };
}

const sendAdminMail = middy<DynamoDBStreamEvent, DynamoDBBatchResponse, Error, Context>()
  .use(observe<DynamoDBStreamEvent, DynamoDBBatchResponse>())
  .handler(async (event, context) =>
    processPartialResponse(event, inStreamOrder(), new BatchProcessor(EventType.DynamoDBStreams), {
      context,
      processInParallel: false,
      throwOnFullBatchFailure: false,
    }),
  );

/** The local poller invokes it without a Lambda context; middy then passes an empty one. */
export const handler = (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
  sendAdminMail(event, context as Context);
