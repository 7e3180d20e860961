/**
 * The confirmation outbox under faults (docs/decisions/0022-confirmation-outbox.md), with real
 * parts: DynamoDB Local's stream, the local stream poller (infra/local/stream-poller.ts) and the
 * sender's own handler, running in this test process, and the local SES. The faults are injected
 * at the SDK transport of the sender's own clients (tests/fault/support/transport.ts).
 *
 * Each test gets its own orders table (the shared definition, with its stream) so that the stack's
 * own poller, which serves the stack's orders table, never sees these items: only the poller
 * started here, with the faulted clients, delivers them.
 *
 * - SES throttles three times: the sender retries with back-off, one mail arrives, the item is
 *   marked sent, nothing goes to the dead letters.
 * - The sender stops after SES accepted the mail but before marking the item: modelled by the mark
 *   (the conditional UpdateItem to `sent`) never reaching DynamoDB, which leaves the table exactly
 *   as a crash there does (the item claimed, `sending`). The stream retries the record: the retry
 *   finds the claim, does not send again, and the record ends as a dead letter for an operator,
 *   as in AWS it ends in the dead-letter queue and raises its alarm. Still one mail.
 * - The sender stops after claiming and before SES took the mail (SES's answer never comes): the
 *   record ends as a dead letter with no mail (at most once, automatically). The operator lists it
 *   as in doubt (`npm run ops -- confirmations`), checks SES, and queues it again
 *   (`confirmation-requeue … --checked-not-sent`): the copy goes through the same stream and
 *   sender, and exactly one mail arrives.
 */
import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { toCreateTableInput } from '../../../infra/local/provision';
import { startStreamPoller, type StreamPoller } from '../../../infra/local/stream-poller';
import {
  confirmationOutboxFilter,
  confirmationOutboxRetries,
  tableEnvName,
  tables,
} from '../../../infra/resources/tables';
import { outboxKey } from '../../../lambdas/adapters/orders';
import type { OpsContext } from '../../../infra/ops/commands';
import { confirmationCommands } from '../../../infra/ops/confirmations';
import type { DataTarget } from '../../../infra/data/target';
import { mailsTo } from '../../helpers/mail';
import { dynamoError, interceptTransport, sesError, type Interception } from '../support/transport';

const stack = inject('stack');
const region = stack.handlerEnv.AWS_REGION ?? 'us-east-1';
const credentials = {
  accessKeyId: stack.handlerEnv.AWS_ACCESS_KEY_ID ?? 'S3RVER',
  secretAccessKey: stack.handlerEnv.AWS_SECRET_ACCESS_KEY ?? 'S3RVER',
};
const dynamo = new DynamoDBClient({ endpoint: stack.dynamodbUrl, region, credentials });
const db = DynamoDBDocumentClient.from(dynamo);

let poller: StreamPoller | undefined;
let table = '';
const interceptions: Interception[] = [];

beforeAll(() => {
  // The sender reads its configuration from the environment, as in Lambda.
  Object.assign(process.env, stack.handlerEnv);
});

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
  for (const i of interceptions.splice(0)) i.restore();
  if (table) await dynamo.send(new DeleteTableCommand({ TableName: table }));
  table = '';
});

/** A fresh orders table with its stream, the sender's clients built anew, and a poller on it. */
async function startSender() {
  table = `ichra-fault-orders-${randomUUID().slice(0, 8)}`;
  await dynamo.send(new CreateTableCommand(toCreateTableInput(tables.orders, table)));
  process.env[tableEnvName('orders')] = table;
  const composition = await import('../../../lambdas/composition');
  composition.resetComposition();
  const { handler } = await import('../../../lambdas/handlers/confirmation-outbox/send-confirmation');
  const clients = { ses: composition.outboxSesClient(), dynamodb: composition.dynamoClient() };
  poller = await startStreamPoller({
    dynamo,
    endpoint: stack.dynamodbUrl,
    region,
    credentials,
    tableName: table,
    filter: confirmationOutboxFilter,
    handler,
    ...confirmationOutboxRetries,
    idleMs: 50,
    log: () => undefined,
  });
  return clients;
}

/** An outbox item as the authorization's transaction writes it (lambdas/adapters/orders.ts). */
async function queueConfirmation(to: string) {
  const memberId = randomUUID();
  const key = outboxKey(memberId, 2026);
  await db.send(
    new PutCommand({
      TableName: table,
      Item: {
        ...key,
        kind: 'outbox',
        status: 'pending',
        memberid: memberId,
        planyear: 2026,
        mail: {
          to,
          subject: 'Your benefit elections are authorized',
          text: 'Elections',
          html: '<p>Elections</p>',
        },
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return key;
}

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const itemOf = async (key: { pk: string; sk: string }) =>
  (await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item;

describe('the confirmation outbox under faults', () => {
  it('SES throttles three times: the sender backs off and retries, and one mail arrives', async () => {
    // Prepare
    const { ses } = await startSender();
    let sends = 0;
    interceptions.push(
      interceptTransport(ses, (req) => {
        if (!req.path.endsWith('/outbound-emails')) return undefined;
        sends++;
        return sends <= 3
          ? sesError('TooManyRequestsException', 'Maximum sending rate exceeded.')
          : undefined;
      }),
    );
    const to = `outbox-throttled-${randomUUID()}@example.com`;
    // Act
    const key = await queueConfirmation(to);
    const item = await until(
      'the outbox item',
      () => itemOf(key),
      (i) => i?.status === 'sent',
    );
    // Assess
    expect(sends).toBe(4);
    expect(typeof item?.messageId).toBe('string');
    // Anything still in flight would show in the next second.
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await mailsTo(stack.mailUrl, to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(item?.messageId);
    expect(poller?.deadLetters()).toEqual([]);
  });

  it('the sender stops after SES accepted the mail but before marking the item: still one mail', async () => {
    // Prepare
    const { dynamodb } = await startSender();
    let marks = 0;
    interceptions.push(
      interceptTransport(dynamodb, (req) => {
        // The mark: the conditional update of the claimed item to `sent`.
        if (req.operation !== 'UpdateItem' || !req.body.includes('":sent"')) return undefined;
        marks++;
        return dynamoError('ValidationException', 'The sender stopped here');
      }),
    );
    const to = `outbox-stopped-${randomUUID()}@example.com`;
    // Act
    const key = await queueConfirmation(to);
    await until(
      'the dead letters',
      async () => poller?.deadLetters().length ?? 0,
      (n) => n > 0,
    );
    // Assess
    expect(marks).toBe(1);
    expect(await mailsTo(stack.mailUrl, to)).toHaveLength(1);
    const item = await itemOf(key);
    // Claimed and never marked: in doubt, left for an operator, never sent a second time.
    expect(item?.status).toBe('sending');
    expect(poller?.deadLetters().map((r) => r.dynamodb?.Keys?.sk?.S)).toEqual([key.sk]);
  });

  it('the sender stops before SES took the mail: no mail, until the operator queues it again; then exactly one', async () => {
    // Prepare
    const { ses } = await startSender();
    let sends = 0;
    const noAnswer = interceptTransport(ses, (req) => {
      if (!req.path.endsWith('/outbound-emails')) return undefined;
      sends++;
      throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
    });
    interceptions.push(noAnswer);
    const to = `outbox-unanswered-${randomUUID()}@example.com`;
    const key = await queueConfirmation(to);
    await until(
      'the dead letters',
      async () => poller?.deadLetters().length ?? 0,
      (n) => n > 0,
    );
    expect(sends).toBe(1);
    expect((await itemOf(key))?.status).toBe('sending');
    expect(await mailsTo(stack.mailUrl, to)).toHaveLength(0);
    noAnswer.restore();
    const lines: string[] = [];
    const ctx = {
      target: { db, tables: { orders: table }, description: 'the fault table' } as unknown as DataTarget,
      out: (line: string) => lines.push(line),
      portalUrl: async () => 'http://127.0.0.1',
    } satisfies OpsContext;
    const memberId = key.pk.replace('MEMBER#', '');
    // Act
    await confirmationCommands.confirmations!.run([], ctx);
    await expect(confirmationCommands['confirmation-requeue']!.run([memberId, key.sk], ctx)).rejects.toThrow(
      /--checked-not-sent/,
    );
    await confirmationCommands['confirmation-requeue']!.run([memberId, key.sk, '--checked-not-sent'], ctx);
    const copyKey = { pk: key.pk, sk: `${key.sk}#REQUEUE#1` };
    const copy = await until(
      'the queued copy',
      () => itemOf(copyKey),
      (i) => i?.status === 'sent',
    );
    // Assess
    expect(lines[0]).toMatch(new RegExp(`^IN DOUBT  member ${memberId}  ${key.sk}  claimed `));
    expect(lines.at(-1)).toBe(
      `Queued again as ${copyKey.sk}; the sender delivers it from the table's stream.`,
    );
    expect((await itemOf(key))?.status).toBe('requeued');
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await mailsTo(stack.mailUrl, to);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.messageId).toBe(copy?.messageId);
    // Queuing the same item again is refused: it is no longer unsent.
    await expect(
      confirmationCommands['confirmation-requeue']!.run([memberId, key.sk, '--checked-not-sent'], ctx),
    ).rejects.toThrow(/No unsent confirmation/);
  });
});
