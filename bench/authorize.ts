/**
 * Authorize Elections against its own transaction, side by side in one run: the POST /api/Order
 * handler's time (a waiver: the caller's member, then the employer's item collection and the
 * dependents read together, then one TransactWriteItems whose guard on the idempotency key stands
 * for a read of the key) beside a bare TransactWriteItems of the same items, interleaved so both
 * see the same machine (issue 29: the handler's p50 at most 2x the transaction's).
 *
 * A third side sends the handler's DynamoDB calls alone, through the same adapters in the same
 * order, then the same transaction: the difference to the handler is the handler's own code
 * (middleware, validation, pricing), the difference to the bare transaction the reads.
 *
 * Each round authorizes three members of their own, copies of the demo employee made before the
 * timing (one per side), so every authorization is a first one and nothing is deleted between
 * rounds. It also counts the DynamoDB calls the handler makes per authorization, at its own
 * client, and how many of them run one after another.
 *
 * `npx tsx bench/authorize.ts` starts a stack of its own (the confirmation sender stopped: it is
 * not on the request path, and its sends would land in the timing of whichever side runs next)
 * and prints the rows.
 */
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { localConfigFromEnv } from '../infra/local/config';
import { demoEmployee } from '../infra/local/demo/demo-data';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { memberKey, toMember } from '../lambdas/adapters/members';
import {
  dependentRepository,
  dynamoClient,
  employerRepository,
  locationRepository,
  memberReader,
  orderRepository,
  planRepository,
  planYearFigureStore,
} from '../lambdas/composition';
import { handler } from '../lambdas/handlers/order/post-order';
import { buildAuthorization } from '../lambdas/rules/authorization';
import { priceElections } from '../lambdas/rules/elections';
import { offersWhereMemberLives } from '../lambdas/rules/household';
import { coverageAttestationVersion } from '../shared/domain/coverage-attestation';
import { effectiveDateOptions } from '../shared/domain/effective-dates';
import type { MemberRecord } from '../shared/domain/member';
import type { AuthorizeBody } from '../shared/schemas/order';
import { apiEvent, lambdaContext, memberClaims } from '../tests/helpers/events';
import { median } from './lib/stats';

export interface AuthorizeBenchRow {
  measure: string;
  value: string;
  baseline?: string;
  ratio?: number;
  target?: string;
  result: 'met' | 'MISSED' | 'info';
  note?: string;
}

/** Issue 29: the handler's p50 at most twice the bare transaction's. */
const TARGET_RATIO = 2;

const ms = (v: number) => `${v.toFixed(2)} ms`;

/** One DynamoDB call of an authorization: its operation and when it ran. */
interface Call {
  operation: string;
  start: number;
  end: number;
}

/**
 * How many of the calls ran one after another: a call that starts while none of the
 * authorization's other calls is in flight begins a new step (calls sent together are one step).
 */
export function sequentialSteps(calls: readonly Call[]): number {
  let steps = 0;
  let busyUntil = Number.NEGATIVE_INFINITY;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start >= busyUntil) steps++;
    busyUntil = Math.max(busyUntil, c.end);
  }
  return steps;
}

/**
 * Records each DynamoDB call sent by the composition's document client inside `traced`, per
 * traced run (calls of anything else in the process, such as the bench's own, are not counted).
 */
function traceCalls() {
  const runs = new AsyncLocalStorage<Call[]>();
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      const calls = runs.getStore();
      if (!calls) return next(args);
      const call = {
        operation: String(context.commandName).replace(/Command$/, ''),
        start: performance.now(),
        end: 0,
      };
      try {
        return await next(args);
      } finally {
        call.end = performance.now();
        calls.push(call);
      }
    },
    { step: 'initialize', name: 'benchAuthorizeTrace', override: true },
  );
  return async <T>(work: () => Promise<T>): Promise<{ value: T; calls: Call[] }> => {
    const calls: Call[] = [];
    const value = await runs.run(calls, work);
    return { value, calls };
  };
}

export async function benchAuthorize(
  options: { stack?: LocalStack; rounds?: number } = {},
): Promise<AuthorizeBenchRow[]> {
  const rounds = options.rounds ?? 100;
  const warmup = 10;
  let own: { stack: LocalStack; dataDir: string } | undefined;
  let stack = options.stack;
  if (!stack) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ichra-bench-authorize-'));
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
    const base = localConfigFromEnv(
      { PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0' },
      resolve(fileURLToPath(new URL('..', import.meta.url))),
    );
    stack = await startLocalStack({ ...base, dataDir, inMemory: true, allZips: false });
    await stack.outboxPoller.stop();
    own = { stack, dataDir };
  }
  try {
    const db = dynamoClient();
    const { Item: demo } = await db.send(
      new GetCommand({ TableName: stack.tables.members, Key: memberKey(demoEmployee.id) }),
    );
    if (!demo?.sub) throw new Error('The demo employee has no Cognito sub: is the local stack seeded?');
    const employer = await db.send(
      new GetCommand({
        TableName: stack.tables.employers,
        Key: { pk: `EMPLOYER#${String(demo.employerId).toLowerCase()}`, sk: 'PROFILE' },
      }),
    );
    const [effectiveDate] = effectiveDateOptions(new Date(), Number(employer.Item?.edoc_period ?? 0));
    const planYear = Number(effectiveDate.slice(0, 4));

    // Three members per round and one for a plan, copies of the demo employee (its profile, SSN and
    // class; no dependents).
    const copies: MemberRecord[] = [];
    for (let i = 0; i < 3 * (rounds + warmup) + 1; i++) {
      const id = randomUUID();
      const item = {
        ...demo,
        ...memberKey(id),
        id,
        sub: randomUUID(),
        email: `bench-authorize-${i}-${id.slice(0, 8)}@example.com`,
      };
      await db.send(new PutCommand({ TableName: stack.tables.members, Item: item }));
      copies.push(toMember(item));
    }

    const body = (): AuthorizeBody => ({
      idempotencyKey: randomUUID(),
      effectiveDate,
      election: { kind: 'waive', reason: 'Coverage under Medicare' },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    });
    const ports = {
      employers: employerRepository(),
      dependents: dependentRepository(),
      locations: locationRepository(),
      plans: planRepository(),
      orders: orderRepository(),
      figures: planYearFigureStore(),
    };
    const bareTransaction = async (member: MemberRecord) => {
      const b = body();
      const priced = await priceElections(ports, member, b, new Date());
      const write = buildAuthorization({
        member,
        sub: String(member.sub),
        requestId: 'bench',
        body: b,
        requestHash: 'bench',
        priced,
        now: new Date(),
        newId: randomUUID,
      });
      return new TransactWriteCommand({ TransactItems: orderRepository().transactItems(write) });
    };

    // The handler's DynamoDB calls through the same adapters, in the same order, and nothing else
    // (no middleware, no rules): what the reads themselves cost.
    const adapterCalls = async (member: MemberRecord, command: TransactWriteCommand) => {
      await memberReader().getBySub(String(member.sub));
      await Promise.all([
        employerRepository().electionReads(member.employerId, planYear),
        dependentRepository().listForPricing(member.id),
      ]);
      await db.send(command);
    };

    const traced = traceCalls();
    const handlerTimes: number[] = [];
    const txTimes: number[] = [];
    const adapterTimes: number[] = [];
    const callCounts: number[] = [];
    const stepCounts: number[] = [];
    const operations = new Map<string, number>();
    for (let i = 0; i < rounds + warmup; i++) {
      const [forHandler, forTx, forAdapters] = [copies[3 * i], copies[3 * i + 1], copies[3 * i + 2]] as [
        MemberRecord,
        MemberRecord,
        MemberRecord,
      ];
      // The three sides take turns at going first.
      const order = ['handler', 'tx', 'adapters'];
      for (const what of [...order.slice(i % 3), ...order.slice(0, i % 3)]) {
        if (what === 'handler') {
          const event = apiEvent('POST /api/Order', {
            body: body(),
            claims: memberClaims(String(forHandler.sub)),
          });
          const t = performance.now();
          const { value: res, calls } = await traced(() => handler(event, lambdaContext()));
          const elapsed = performance.now() - t;
          if (res.statusCode !== 200) throw new Error(`Authorize answered ${res.statusCode}: ${res.body}`);
          if (i < warmup) continue;
          handlerTimes.push(elapsed);
          callCounts.push(calls.length);
          stepCounts.push(sequentialSteps(calls));
          for (const c of calls) operations.set(c.operation, (operations.get(c.operation) ?? 0) + 1);
        } else if (what === 'tx') {
          const command = await bareTransaction(forTx);
          const t = performance.now();
          await db.send(command);
          if (i >= warmup) txTimes.push(performance.now() - t);
        } else {
          const command = await bareTransaction(forAdapters);
          const t = performance.now();
          await adapterCalls(forAdapters, command);
          if (i >= warmup) adapterTimes.push(performance.now() - t);
        }
      }
    }
    // One authorization of a plan (the first by name offered where the demo employee lives), counted only.
    const forPlan = copies[copies.length - 1] as MemberRecord;
    const offers = await offersWhereMemberLives(ports, forPlan, planYear);
    const plan = [...offers].sort((p, q) => p.planName.localeCompare(q.planName))[0];
    let planCalls = 'no plan offered where the demo employee lives';
    if (plan) {
      const event = apiEvent('POST /api/Order', {
        body: {
          ...body(),
          election: {
            kind: 'shop',
            planid: plan.id,
            ichraAcknowledged: true,
            // The copy has no dependents: the attestation names the member alone.
            coverageAttestation: { version: coverageAttestationVersion, people: [forPlan.id] },
          },
        },
        claims: memberClaims(String(forPlan.sub)),
      });
      const { value: res, calls } = await traced(() => handler(event, lambdaContext()));
      planCalls =
        res.statusCode === 200
          ? `${calls.length} calls, ${sequentialSteps(calls)} one after another`
          : `answered ${res.statusCode}`;
    }

    const h = median(handlerTimes);
    const x = median(txTimes);
    const a = median(adapterTimes);
    const ratio = h / x;
    const perCall = [...operations].map(([op, n]) => `${op} ${(n / rounds).toFixed(1)}`).join(', ');
    return [
      {
        measure: `POST /api/Order handler (waiver, ${planYear}; reads, pricing, one transaction with the confirmation's outbox item)`,
        value: `p50 ${ms(h)}`,
        baseline: `bare TransactWriteItems of the same items p50 ${ms(x)}`,
        ratio,
        target: `≤ ${TARGET_RATIO.toFixed(2)}x`,
        result: ratio <= TARGET_RATIO ? 'met' : 'MISSED',
        note: `${rounds} interleaved rounds, a fresh member each`,
      },
      {
        measure:
          "the handler's DynamoDB calls alone, through the same adapters in the same order (no middleware, no rules)",
        value: `p50 ${ms(a)}`,
        baseline: `bare TransactWriteItems p50 ${ms(x)}`,
        ratio: a / x,
        result: 'info',
        note: `the handler's own code: ${(h / x - a / x).toFixed(2)}x of the transaction`,
      },
      {
        measure: 'DynamoDB calls per authorization (handler, waiver)',
        value: `${median(callCounts)} calls, ${median(stepCounts)} one after another`,
        result: 'info',
        note: perCall,
      },
      {
        measure: 'DynamoDB calls per authorization (handler, a plan: with the ZIP and the county’s plans)',
        value: planCalls,
        result: 'info',
      },
    ];
  } finally {
    if (own) {
      await own.stack.stop();
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await benchAuthorize();
  for (const r of rows)
    console.log(
      `| Authorize | ${r.measure} | ${r.value} | ${r.baseline ?? ''} | ${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`} | ${r.target ?? ''} | ${r.result} | ${r.note ?? ''} |`,
    );
  process.exit(0);
}
