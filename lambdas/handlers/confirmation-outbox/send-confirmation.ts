/**
 * The confirmation sender: triggered by the orders table's stream, filtered to outbox items as they
 * are inserted (infra/resources/tables.ts confirmationOutboxFilter), in AWS by the event source
 * mapping and on this machine by the local poller (infra/local/stream-poller.ts). Each record's
 * item is delivered once (lambdas/rules/confirmation-delivery.ts). A record that fails is reported,
 * with every later record of the batch, so the stream retries from it and then hands it to the
 * dead-letter queue (docs/decisions/0022-confirmation-outbox.md).
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { clock, confirmationOutbox, outboxMailer } from '../../composition';
import { logger } from '../../middleware/logger';
import { deliverConfirmation, type DeliveryPorts } from '../../rules/confirmation-delivery';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ports = (): DeliveryPorts => ({
  outbox: confirmationOutbox(),
  mailer: outboxMailer(),
  now: clock,
  newId: randomUUID,
  sleep,
});

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  for (const [index, record] of records.entries()) {
    const pk = record.dynamodb?.Keys?.pk?.S;
    const sk = record.dynamodb?.Keys?.sk?.S;
    if (!pk || !sk) continue;
    try {
      const outcome = await deliverConfirmation(ports(), { pk, sk });
      logger.info('Confirmation outbox item handled', { sk, outcome });
    } catch (error) {
      logger.error('A confirmation e-mail could not be delivered', {
        sk,
        error: (error as Error).name,
        detail: (error as Error).message,
      });
      // Stream order: the failed record and every later one are retried.
      return {
        batchItemFailures: records
          .slice(index)
          .map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
      };
    }
  }
  return { batchItemFailures: [] };
}
