/**
 * Faults injected at the SDK transport of the handlers' own clients, with real data: the family
 * handlers run in this test process against the local stack's DynamoDB Local, cognito-local
 * and SES (the environment the stack gave its handlers), and every HTTP request
 * they send passes an interceptor (tests/fault/support/transport.ts). From the k-th AWS request
 * of a call on, the service answers as a busy AWS does (DynamoDB throttling or a transaction
 * conflict, Cognito and SES throttling), for k = 1, 2, ...
 * until the call completes before its k-th request.
 *
 * Each faulted call must: retry a retryable error exactly to the SDK's bound (3 attempts) and a
 * transaction conflict not at all, answer 503 with the busy message, and leave every table, the
 * user pool and the mailbox as they were (no partial write). Routes come from the route table;
 * a route answering 501 fails.
 *
 * The clients keep the SDK's standard retry strategy with its bound, its error classification and
 * its retry quota; only its back-off is a hundredth as long (quickBackoff), so that the hundred
 * faulted calls do not wait seconds each. The state each faulted call must leave is read once per
 * route, after the un-faulted probe call, and compared after every faulted call.
 */
import { ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { StandardRetryStrategy } from '@smithy/core/retry';
import type { Provider, RetryStrategyV2, StandardRetryBackoffStrategy } from '@smithy/types';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Family } from '../../../shared/routes';
import * as apiMessages from '../../../shared/api-messages';
import { routeKey, routes, type RouteDef } from '../../../shared/routes';
import type { LambdaHandler } from '../../../lambdas/middleware/http';
import { grantKey } from '../../../lambdas/adapters/admin';
import { familyAccess } from '../../../infra/constructs/family-access';
import { apiEvent, lambdaContext } from '../../helpers/events';
import { exampleRequest, type ExampleContext } from '../../abuse/support/examples';
import { createMember, localClients, type TestMember } from '../../abuse/support/members';
import { startOwnStack, type StackInfo } from '../../helpers/test-stack';
import {
  cognitoError,
  dynamoError,
  interceptTransport,
  sesError,
  type FakeResponse,
  type Interception,
  type OutgoingRequest,
} from '../support/transport';

const MAX_ATTEMPTS = 3;
/** Calls with more AWS requests than this are faulted at their first requests only. */
const MAX_SWEEP = Number(process.env.FAULT_SWEEP ?? 6);

/** The clients the handlers send requests with (the S3 client only signs links: it sends none). */
type ServiceName = 'dynamodb' | 'cognito' | 'ses';
/** What the test touches of a client's resolved configuration: its transport and its retries. */
interface ServiceClient {
  config: {
    requestHandler?: unknown;
    maxAttempts: Provider<number>;
    retryStrategy: Provider<RetryStrategyV2 | object>;
  };
}
let handlers: Record<Family, LambdaHandler>;
let services: Record<ServiceName, ServiceClient>;
let member: TestMember;
let ctx: ExampleContext;
/**
 * The file's own stack: each faulted call is checked against the whole store (tables, user pool,
 * mailbox), which the files running beside this one write to in the run's shared stack.
 */
let stack: StackInfo;
let stopStack: (() => Promise<void>) | undefined;
let local: ReturnType<typeof localClients>;

afterAll(() => stopStack?.());

beforeAll(async () => {
  // Its handlers' configuration (endpoints, table names, the pool) is now this process's, as in Lambda.
  ({ info: stack, stop: stopStack } = await startOwnStack());
  local = localClients({ ...stack, region: stack.handlerEnv.AWS_REGION });
  await freshClients();
  handlers = (await import('../../../infra/local/handlers')).familyHandlers;
  const demo = (await (await fetch(`${stack.portalUrl}/api/Employer/${stack.demo.employerId}`)).json()) as {
    data: { accountid: string; accountname: string };
  };
  member = await createMember(
    { ...stack, region: stack.handlerEnv.AWS_REGION },
    { id: stack.demo.employerId, accountid: demo.data.accountid, accountname: demo.data.accountname },
    'Fault',
  );
  // The same subject also holds an administrator's grant of the member's employer, so that the
  // admin routes get as far as their reads (the handler sees claims only: no authorizer here).
  await local.db.send(
    new PutCommand({
      TableName: stack.tables.admin,
      Item: {
        ...grantKey(member.sub),
        sub: member.sub,
        email: member.email,
        role: 'hr',
        employerIds: [member.employerId.toLowerCase()],
        phi: false,
        createdAt: '2026-11-01T00:00:00.000Z',
        updatedAt: '2026-11-01T00:00:00.000Z',
        mfaAt: '2026-11-01T00:00:00.000Z',
        revokedAt: null,
      },
    }),
  );
  ctx = {
    memberId: member.id,
    accountid: member.accountid,
    employerId: member.employerId,
    ssn: '987654325',
    email: member.email,
    password: member.password,
  };
});

/**
 * New SDK clients, as a new Lambda execution environment has. A client's retry quota (the SDK's
 * retry token bucket) is spent by the retries it makes; in Lambda every family runs in its own
 * process, so one route's faults never drain another route's retries. Here every family shares
 * this process, so each route starts from fresh clients.
 */
async function freshClients(): Promise<void> {
  const composition = await import('../../../lambdas/composition');
  composition.resetComposition();
  services = {
    dynamodb: composition.dynamoClient(),
    cognito: composition.cognitoClient(),
    ses: composition.sesClient(),
  };
  for (const client of Object.values(services)) await quickBackoff(client);
}

/** How much shorter the test's back-off is than the SDK's (its waits are up to 1-2 s at a throttle). */
const BACKOFF_DIVISOR = 100;

/**
 * The SDK's standard retry strategy, built through its own options with the client's own attempt
 * bound (the composition's maxAttempts), error classification and retry quota (a new strategy, as
 * a new client has): only the back-off is shorter, the same full-jitter exponential back-off in
 * hundredths of the time. Which errors are retried and how often stays the SDK's decision, as in
 * production; the sweep does not wait seconds for each faulted call.
 */
async function quickBackoff(client: ServiceClient): Promise<void> {
  const own = (await client.config.retryStrategy()) as { mode?: string };
  // Anything but the SDK's standard strategy (adaptive, a custom one) would not be tested as built.
  if (own.mode !== 'standard') throw new Error(`The client retries in mode ${own.mode}, not standard`);
  const maxAttempts = await client.config.maxAttempts();
  let base = 0;
  const backoff: StandardRetryBackoffStrategy = {
    setDelayBase: (delay) => (base = delay / BACKOFF_DIVISOR),
    computeNextBackoffDelay: (i) => Math.floor(Math.random() * base * 2 ** i),
  };
  const strategy = new StandardRetryStrategy({ maxAttempts, backoff });
  client.config.retryStrategy = async () => strategy;
}

/** The busy answer of each service, by operation. */
function faultFor(service: ServiceName, req: OutgoingRequest, k: number): FakeResponse {
  if (service === 'dynamodb') {
    if (req.operation === 'TransactWriteItems') {
      return dynamoError(
        'TransactionCanceledException',
        'Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]',
        {
          CancellationReasons: [
            { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' },
          ],
        },
      );
    }
    return k % 2
      ? dynamoError(
          'ProvisionedThroughputExceededException',
          'The level of configured provisioned throughput for the table was exceeded.',
        )
      : dynamoError('ThrottlingException', 'Rate of requests exceeds the allowed throughput.');
  }
  if (service === 'cognito') return cognitoError('TooManyRequestsException', 'Too many requests');
  return sesError('TooManyRequestsException', 'Maximum sending rate exceeded.');
}

interface Run {
  status: number;
  body: { success?: boolean; message?: string };
  /** AWS requests the call sent, faulted or not. */
  requests: OutgoingRequest[];
  /** The faulted requests, in order; `call` tells one command from another (a retry repeats it). */
  faulted: { service: ServiceName; operation: string; call: string }[];
}

/** One call with the services failing from its k-th AWS request on (k = Infinity: no fault). */
async function callWithFault(r: RouteDef, req: ReturnType<typeof exampleRequest>, k: number): Promise<Run> {
  const requests: OutgoingRequest[] = [];
  const faulted: Run['faulted'] = [];
  let failing: ServiceName | undefined;
  const installed: Interception[] = (Object.keys(services) as ServiceName[]).map((name) =>
    interceptTransport(services[name], (out) => {
      requests.push(out);
      if (!failing && requests.length >= k) failing = name;
      if (failing !== name) return undefined;
      faulted.push({
        service: name,
        operation: out.operation,
        call: `${name} ${out.method} ${out.path} ${out.operation} ${out.body}`,
      });
      return faultFor(name, out, k);
    }),
  );
  try {
    const event = apiEvent(routeKey(r), {
      ...(req.body !== undefined ? { body: req.body } : {}),
      pathParameters: req.path,
      query: req.query,
      ...(r.access !== 'public'
        ? {
            claims: { sub: member.sub, username: member.sub, token_use: 'access', client_id: stack.clientId },
          }
        : {}),
    });
    const res = await handlers[r.family](event, lambdaContext());
    return { status: res.statusCode, body: JSON.parse(res.body) as Run['body'], requests, faulted };
  } finally {
    installed.reverse().forEach((i) => i.restore());
  }
}

/**
 * The member version a page would read now: member writes send it back, so that each faulted call
 * gets as far as its write (a stale one would answer 409 before it).
 */
async function currentVersion(): Promise<number> {
  const { Item } = await local.db.send(
    new GetCommand({
      TableName: stack.tables.members,
      Key: { pk: `MEMBER#${member.id.toLowerCase()}`, sk: 'PROFILE' },
      ConsistentRead: true,
    }),
  );
  return Number(Item?.householdversion ?? 0);
}

/**
 * An item as text for the comparison: binary attributes (the plans table's gzipped chunks) as
 * base64, the same bytes in a quarter of the text JSON would make of a Uint8Array ({"0":31,...}).
 */
const itemText = (item: Record<string, unknown>): string =>
  JSON.stringify(item, function (this: Record<string, unknown>, key: string, value: unknown) {
    // `this[key]` is the value before any toJSON (a Buffer's would be {type, data: [...]}).
    const raw = this[key];
    return raw instanceof Uint8Array ? { binary: Buffer.from(raw).toString('base64') } : value;
  });

/** Every item of a table, as text, in a stable order (rate-limit counters aside). */
async function tableItems(name: string): Promise<string[]> {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await local.db.send(
      new ScanCommand({ TableName: name, ExclusiveStartKey, ConsistentRead: true }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  // Failed attempts are counted on purpose (abuse limits): those counters are not the call's data.
  return items
    .filter((i) => !String(i.pk).startsWith('RATE#'))
    .map(itemText)
    .sort();
}

/**
 * The tables some family may write (infra/constructs/family-access.ts, which
 * tests/infra/permissions.test.ts holds equal to the deployed policies): a call cannot change the
 * others, the ZIP codes and the plan catalog (thousands of items) among them, so they are not
 * scanned after every faulted call.
 */
const writableTables = new Set(
  Object.values(familyAccess).flatMap((access) =>
    Object.entries(access.tables ?? {})
      .filter(([, grant]) => grant?.access === 'readwrite')
      .map(([id]) => id),
  ),
);

/**
 * Everything a call could write: the tables a family may write (rate-limit counters aside), the
 * user pool, the mailbox. The tables and the pool side by side, the mailbox after them: the
 * confirmation sender sends a mail before it marks its outbox item sent, so a mailbox read after
 * the tables holds every mail whose item they show sent. Read side by side, the mailbox could
 * answer before the sender sent and the tables after it marked the item, and the state looked
 * settled one mail short (a fresh-clone run, 2026-11-28).
 */
async function snapshot(): Promise<unknown> {
  const ids = Object.keys(stack.tables).filter((id) => writableTables.has(id));
  const [tableTexts, users] = await Promise.all([
    Promise.all(ids.map((id) => tableItems(stack.tables[id] as string))),
    local.cognito.send(new ListUsersCommand({ UserPoolId: stack.userPoolId })),
  ]);
  const mails = (await (await fetch(`${stack.mailUrl}/store`)).json()) as { emails?: unknown[] };
  return {
    tables: Object.fromEntries(ids.map((id, i) => [id, tableTexts[i]])),
    users: (users.Users ?? [])
      .map((u) => `${u.Username}:${u.UserStatus}:${JSON.stringify(u.Attributes)}`)
      .sort(),
    mails: mails.emails?.length ?? 0,
  };
}

/**
 * The state once the stream's work is done: an authorization that went through leaves a pending
 * confirmation outbox item that the local stream poller sends a moment later (docs/decisions/
 * 0022), so a snapshot taken before that would see the mail and the item change under it. The
 * work is done when the item is sent, not when the sender has only claimed it (`sending`).
 */
async function settledSnapshot(): Promise<unknown> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const state = (await snapshot()) as { tables: Record<string, string[]> };
    const pending = Object.values(state.tables)
      .flat()
      .some((i) => i.includes('"kind":"outbox"') && /"status":"(pending|sending)"/.test(i));
    if (!pending || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The busy message, or a more specific user-facing text of shared/api-messages.ts a handler chose for
 * the service it could not reach (registration: the e-mail could not be sent) — never the generic
 * internal-error text, never an AWS error's own text.
 */
const busyMessages = (Object.values(apiMessages) as unknown[]).filter(
  (m) => typeof m === 'string' && m !== apiMessages.internalError,
) as string[];

const summary: string[] = [];
afterAll(() => console.info(`fault sweep: ${summary.join('; ')}`));

describe.each(routes.map((r) => [routeKey(r), r] as const))(
  '%s when AWS turns busy mid-call',
  (key, route) => {
    const r = route as RouteDef;
    it('retries within the bound, answers 503 with the busy message and writes nothing', async (tctx) => {
      // A fresh example per attempt: creating routes get a new e-mail, id or idempotency key each time.
      const make = (version: number) => exampleRequest(r, { ...ctx, dependentId: undefined, version });
      await freshClients();
      const probe = await callWithFault(r, make(await currentVersion()), Infinity);
      expect(probe.status, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
      // The state before the sweep: each faulted call must leave it exactly so, which is also the
      // state the next call starts from (the next call's "before" is this one's checked "after"),
      // and so is the member version a page would read (it is part of that state).
      const before = await settledSnapshot();
      const version = await currentVersion();
      let k = 1;
      for (; k <= MAX_SWEEP; k++) {
        const run = await callWithFault(r, make(version), k);
        if (run.faulted.length === 0) break; // the call completed before its k-th AWS request
        const first = run.faulted[0] as Run['faulted'][number];
        const context = `${key}, services busy from AWS request ${k} (${first.service} ${first.operation}); sent ${run.requests.map((q) => q.operation).join(', ')}`;
        expect(run.status, `${context}: ${JSON.stringify(run.body)}`).toBe(503);
        expect(run.body.success, context).toBe(false);
        expect(busyMessages, `${context}: message ${JSON.stringify(run.body.message)}`).toContain(
          run.body.message,
        );
        // A transaction conflict is not retried by the SDK; everything else up to maxAttempts.
        const bound = (call: string): number => (call.includes(' TransactWriteItems ') ? 1 : MAX_ATTEMPTS);
        const attempts = new Map<string, number>();
        for (const f of run.faulted) attempts.set(f.call, (attempts.get(f.call) ?? 0) + 1);
        // The command that failed the call used up its attempts; none went beyond the bound (a
        // command running in parallel may show fewer: the call answered while it still retried).
        expect(
          [...attempts].some(([call, n]) => n === bound(call)),
          `${context}: ${JSON.stringify([...attempts.values()])} attempts`,
        ).toBe(true);
        for (const [call, n] of attempts)
          expect(n, `${context}: ${call.slice(0, 120)}`).toBeLessThanOrEqual(bound(call));
        expect(await settledSnapshot(), `${context}: state changed (partial write)`).toEqual(before);
      }
      summary.push(`${key}: ${k - 1} fault point(s)`);
      tctx.annotate(`${k - 1} fault points, each answered 503 with nothing written`);
    });
  },
);

it('the interceptor sees the real retries: a throttled GetItem is sent exactly 3 times', async () => {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  await freshClients();
  let sent = 0;
  const i = interceptTransport(services.dynamodb, () => {
    sent++;
    return dynamoError('ThrottlingException', 'Rate exceeded');
  });
  try {
    await expect(
      (services.dynamodb as unknown as { send(c: unknown): Promise<unknown> }).send(
        new GetCommand({
          TableName: stack.tables.members as string,
          Key: { pk: `MEMBER#${randomUUID()}`, sk: 'PROFILE' },
        }),
      ),
    ).rejects.toMatchObject({ name: 'ThrottlingException', $metadata: { attempts: MAX_ATTEMPTS } });
  } finally {
    i.restore();
  }
  expect(sent).toBe(MAX_ATTEMPTS);
});
