/**
 * Authorize Elections against its own transaction, side by side in one run: the POST /api/Order
 * handler's time (a waiver by the demo employee: member, employer, class policy, dependents reads,
 * then one TransactWriteItems) beside a bare TransactWriteItems of the same items, interleaved so
 * both see the same machine. Between rounds the plan year's account item is removed (outside the
 * timing) so every round is a first authorization.
 *
 * `npx tsx bench/authorize.ts` starts a stack of its own and prints the row.
 */
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { localConfigFromEnv } from '../infra/local/config';
import { demoEmployee } from '../infra/local/demo/demo-data';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { memberKey } from '../lambdas/adapters/members';
import { accountKey } from '../lambdas/adapters/orders';
import {
  dependentRepository,
  dynamoClient,
  employerRepository,
  locationRepository,
  orderRepository,
  planRepository,
} from '../lambdas/composition';
import { handler } from '../lambdas/handlers/order/post-order';
import { buildAuthorization } from '../lambdas/rules/authorization';
import { priceElections } from '../lambdas/rules/elections';
import { effectiveDateOptions } from '../shared/domain/effective-dates';
import type { MemberRecord } from '../shared/domain/member';
import type { AuthorizeBody } from '../shared/schemas/order';
import { apiEvent, lambdaContext, memberClaims } from '../tests/helpers/events';

export interface AuthorizeBenchRow {
  measure: string;
  value: string;
  baseline?: string;
  ratio?: number;
  target?: string;
  result: 'met' | 'MISSED' | 'info';
  note?: string;
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

export async function benchAuthorize(
  options: { stack?: LocalStack; rounds?: number } = {},
): Promise<AuthorizeBenchRow[]> {
  const rounds = options.rounds ?? 100;
  let own: { stack: LocalStack; dataDir: string } | undefined;
  let stack = options.stack;
  if (!stack) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ichra-bench-authorize-'));
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
    const base = localConfigFromEnv(
      { PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0' },
      resolve(fileURLToPath(new URL('..', import.meta.url))),
    );
    stack = await startLocalStack({ ...base, dataDir, inMemory: true });
    own = { stack, dataDir };
  }
  try {
    const db = dynamoClient();
    const { Item } = await db.send(
      new GetCommand({ TableName: stack.tables.members, Key: memberKey(demoEmployee.id) }),
    );
    if (!Item?.sub) throw new Error('The demo employee has no Cognito sub: is the local stack seeded?');
    const member = Item as unknown as MemberRecord;
    const employer = await db.send(
      new GetCommand({
        TableName: stack.tables.employers,
        Key: { pk: `EMPLOYER#${member.employerId}`, sk: 'PROFILE' },
      }),
    );
    const [effectiveDate] = effectiveDateOptions(new Date(), Number(employer.Item?.edoc_period ?? 0));
    const planYear = Number(effectiveDate.slice(0, 4));
    const body = (): AuthorizeBody => ({
      idempotencyKey: randomUUID(),
      effectiveDate,
      election: { kind: 'waive', reason: 'Coverage under Medicare' },
      additionalServiceOption: null,
      payrollDeductionAcknowledged: true,
    });
    const clearAccount = () =>
      db.send(new DeleteCommand({ TableName: stack.tables.orders, Key: accountKey(member.id, planYear) }));
    const event = () =>
      apiEvent('POST /api/Order', { body: body(), claims: memberClaims(String(member.sub)) });
    const bareTransaction = async () => {
      const b = body();
      const ports = {
        employers: employerRepository(),
        dependents: dependentRepository(),
        locations: locationRepository(),
        plans: planRepository(),
        orders: orderRepository(),
      };
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

    const handlerTimes: number[] = [];
    const txTimes: number[] = [];
    for (let i = 0; i < rounds + 10; i++) {
      for (const what of i % 2 === 0 ? ['handler', 'tx'] : ['tx', 'handler']) {
        await clearAccount();
        if (what === 'handler') {
          const t = performance.now();
          const res = await handler(event(), lambdaContext());
          const elapsed = performance.now() - t;
          if (res.statusCode !== 200) throw new Error(`Authorize answered ${res.statusCode}: ${res.body}`);
          if (i >= 10) handlerTimes.push(elapsed);
        } else {
          const command = await bareTransaction();
          const t = performance.now();
          await db.send(command);
          if (i >= 10) txTimes.push(performance.now() - t);
        }
      }
    }
    await clearAccount();
    const h = median(handlerTimes);
    const x = median(txTimes);
    return [
      {
        measure: `POST /api/Order handler (waiver, ${planYear}; reads, pricing, one transaction, e-mail)`,
        value: `p50 ${ms(h)}`,
        baseline: `bare TransactWriteItems of the same items p50 ${ms(x)}`,
        ratio: h / x,
        result: 'info',
        note: `${rounds} interleaved rounds`,
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
