/**
 * The confirmation sender: triggered by the orders table's stream, filtered to outbox items as they
 * are inserted (infra/resources/tables.ts confirmationOutboxFilter), in AWS by the event source
 * mapping and on this machine by the local poller (infra/local/stream-poller.ts). Each record's
 * item is delivered once (lambdas/rules/confirmation-delivery.ts). The records go through
 * Powertools' batch processor one at a time, in stream order; a record that fails is reported,
 * with every later record of the batch (not attempted), so the stream retries from it and then
 * hands it to the dead-letter queue (docs/decisions/0022-confirmation-outbox.md).
 */
import { randomUUID } from 'node:crypto';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { clock, confirmationOutbox, outboxMailer } from '../../composition';
import { logger } from '../../middleware/logger';
import { countEvent, eventOutcomes } from '../../middleware/observability';
import { observe } from '../../middleware/observe';
import { deliverConfirmation, type DeliveryPorts } from '../../rules/confirmation-delivery';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const ports = (): DeliveryPorts => ({
  outbox: confirmationOutbox(),
  mailer: outboxMailer(),
  now: clock,
  newId: randomUUID,
  sleep,
});

/** A record after a failed one: reported with it, so the stream keeps its order. */
export class NotAttemptedError extends Error {
  override name = 'NotAttemptedError';
}

/** The handler of one batch's records, in order; after a failure, every later record fails unread. */
function inStreamOrder(): (record: DynamoDBRecord) => Promise<void> {
  let failed = false;
  return async (record) => {
    if (failed) throw new NotAttemptedError('An earlier record of the batch failed');
    const pk = record.dynamodb?.Keys?.pk?.S;
    const sk = record.dynamodb?.Keys?.sk?.S;
    if (!pk || !sk) return;
    try {
      const outcome = await deliverConfirmation(ports(), { pk, sk });
      logger.info('Confirmation outbox item handled', { sk, outcome });
      countEvent(eventOutcomes.recordHandled);
    } catch (error) {
      failed = true;
      logger.error('A confirmation e-mail could not be delivered', {
        sk,
        error: (error as Error).name,
        detail: (error as Error).message,
      });
      countEvent(eventOutcomes.recordFailed);
      throw error;
    }
  };
}

const sendConfirmations = middy<DynamoDBStreamEvent, DynamoDBBatchResponse, Error, Context>()
  .use(observe<DynamoDBStreamEvent, DynamoDBBatchResponse>())
  .handler(async (event, context) =>
    processPartialResponse(event, inStreamOrder(), new BatchProcessor(EventType.DynamoDBStreams), {
      context,
      processInParallel: false,
      // A batch whose every record failed is answered like any other, not thrown.
      throwOnFullBatchFailure: false,
    }),
  );

/** The local poller invokes it without a Lambda context; middy then passes an empty one. */
export const handler = (event: DynamoDBStreamEvent, context?: Context): Promise<DynamoDBBatchResponse> =>
  sendConfirmations(event, context as Context);
