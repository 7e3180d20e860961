/**
 * The quote against its own reads, side by side in one run: the HealthPlanQuote handler's time for
 * a household of seven in the county with the most plans, and the time of the DynamoDB requests
 * that handler makes (the same commands, replayed on the same client), interleaved so both see
 * the same machine. Also counts the handler's DynamoDB requests (target: at most 2).
 *
 * `npm run bench` calls `benchQuote({ stack })` with its local stack; `npx tsx bench/quote.ts`
 * starts a stack of its own and prints the rows.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_YEARS } from '../infra/data/catalog/generate';
import { ensureDemoCatalog } from '../infra/local/catalog';
import { localConfigFromEnv } from '../infra/local/config';
import { demoEmployee } from '../infra/local/demo/demo-data';
import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { PlanRepository } from '../lambdas/adapters/plans';
import { dynamoClient } from '../lambdas/composition';
import { handler } from '../lambdas/handlers/quote/post-quote';
import { memberKey } from '../lambdas/adapters/members';
import { apiEvent, lambdaContext, memberClaims } from '../tests/helpers/events';
import { countRequests } from '../tests/fault/support/transport';

export interface QuoteBenchRow {
  measure: string;
  value: string;
  baseline?: string;
  ratio?: number;
  target?: string;
  result: 'met' | 'MISSED' | 'info';
  note?: string;
}

export interface QuoteBenchOptions {
  /** A running local stack (its handlers' environment set in this process); one is started otherwise. */
  stack?: LocalStack;
  /** Measured rounds (after a warm-up); each round times one quote and one replay of its reads. */
  rounds?: number;
}

const TARGET_RATIO = 1.25;
const TARGET_REQUESTS = 2;

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] as number;
};
const ms = (v: number) => `${v.toFixed(2)} ms`;

/** A coverage date in a plan year the demo catalog has: the first of next month, or 1 January of its last year. */
function effectiveDate(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const years: readonly number[] = DEFAULT_YEARS;
  return years.includes(d.getUTCFullYear())
    ? d.toISOString().slice(0, 10)
    : `${years[years.length - 1]}-01-01`;
}

/** The county with the most plans in a plan year, loading the demo employee's state when nothing is loaded. */
async function busiestCounty(
  db: DynamoDBDocumentClient,
  table: string,
  planYear: number,
): Promise<{ county: string; state: string; plans: number }> {
  const repo = new PlanRepository(db, table);
  let entries = await repo.catalogEntries(planYear);
  if (entries.length === 0) {
    await ensureDemoCatalog({
      db,
      tables: { plans: table },
      states: [demoEmployee.stateorprovince],
      years: [planYear],
    });
    entries = await repo.catalogEntries(planYear);
  }
  let best = { county: '', state: '', plans: -1 };
  for (const e of entries) {
    for (const [county, plans] of Object.entries(e.counties))
      if (plans > best.plans || (plans === best.plans && county < best.county))
        best = { county, state: e.state, plans };
  }
  if (best.plans < 0) throw new Error(`No plan catalog for ${planYear}`);
  return best;
}

interface Captured {
  name: string;
  input: Record<string, unknown>;
}

/** Measures the quote handler against its reads; answers the rows of the bench table. */
export async function benchQuote(options: QuoteBenchOptions = {}): Promise<QuoteBenchRow[]> {
  const rounds = options.rounds ?? 200;
  let own: { stack: LocalStack; dataDir: string } | undefined;
  let stack = options.stack;
  if (!stack) {
    const dataDir = mkdtempSync(join(tmpdir(), 'ichra-bench-quote-'));
    process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
    const base = localConfigFromEnv(
      { PORT: '0', DYNAMODB_PORT: '0', S3_PORT: '0', COGNITO_PORT: '0', SES_PORT: '0' },
      resolve(fileURLToPath(new URL('..', import.meta.url))),
    );
    stack = await startLocalStack({ ...base, dataDir, inMemory: true });
    own = { stack, dataDir };
  }
  try {
    const on = effectiveDate();
    const where = await busiestCounty(stack.clients.db, stack.tables.plans, Number(on.slice(0, 4)));
    const { Item: member } = await stack.clients.db.send(
      new GetCommand({ TableName: stack.tables.members, Key: memberKey(demoEmployee.id) }),
    );
    if (!member?.sub) throw new Error('The demo employee has no Cognito sub: is the local stack seeded?');
    const year = Number(on.slice(0, 4));
    const child = (age: number, tobacco = false) => ({
      dateofbirth: `${year - age}-02-15`,
      gender: 'Female',
      relationship: 'child',
      istobaccouser: String(tobacco),
    });
    // Seven people: a tobacco-using employee, a spouse, a child of 22 and four under 21 (one of them free).
    const body = {
      empinfo: {
        firstname: 'Jordan',
        lastname: 'Rivera',
        createdby: 'bench',
        birthdate: `${year - 44}-06-30`,
      },
      postalcode: '00000',
      policyeffectivedateRequested: on,
      gender: 'Female',
      issmoker: 'true',
      accountid: String(member.accountid),
      countycode: where.county,
      countyname: 'bench',
      state: where.state,
      city: 'bench',
      memberdependentlist: [
        { dateofbirth: `${year - 42}-03-03`, gender: 'Male', relationship: 'spouse', istobaccouser: 'false' },
        child(22),
        child(17, true),
        child(14),
        child(11),
        child(6),
      ],
    };
    const event = () =>
      apiEvent('POST /api/HealthPlanQuote', { body, claims: memberClaims(String(member.sub)) });

    // The handlers' own client, built once per process as in a Lambda container.
    const db = dynamoClient();
    const captured: Captured[] = [];
    // Only the calls made on behalf of the measured request: the stack's confirmation sender shares
    // this client in the bench process and may be delivering the API step's mails meanwhile.
    const inRequest = new AsyncLocalStorage<true>();
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (inRequest.getStore())
          captured.push({
            name: String(context.commandName),
            input: structuredClone(args.input as Record<string, unknown>),
          });
        return next(args);
      },
      { step: 'initialize', name: 'benchQuoteCapture' },
    );
    const counter = countRequests(db, () => inRequest.getStore() === true);
    try {
      const first = await inRequest.run(true, () => handler(event(), lambdaContext()));
      if (first.statusCode !== 200) throw new Error(`The quote answered ${first.statusCode}: ${first.body}`);
      const quoted = (JSON.parse(first.body) as { healthplans: unknown[] }).healthplans.length;
      const requests = counter.total();
      const operations = counter.byOperation();
      if (captured.some((c) => c.name !== 'QueryCommand'))
        throw new Error(`Unexpected reads: ${captured.map((c) => c.name).join(', ')}`);
      const replay = async () => {
        for (const c of captured)
          await db.send(new QueryCommand(c.input as ConstructorParameters<typeof QueryCommand>[0]));
      };

      const handlerTimes: number[] = [];
      const readTimes: number[] = [];
      for (let i = 0; i < rounds + 20; i++) {
        // Alternate which goes first, so neither always runs on a warmer machine.
        const order = i % 2 === 0 ? ['handler', 'reads'] : ['reads', 'handler'];
        for (const what of order) {
          const t = performance.now();
          if (what === 'handler') await handler(event(), lambdaContext());
          else await replay();
          const elapsed = performance.now() - t;
          if (i >= 20) (what === 'handler' ? handlerTimes : readTimes).push(elapsed);
        }
      }
      const h = median(handlerTimes);
      const r = median(readTimes);
      const ratio = h / r;
      const rows: QuoteBenchRow[] = [
        {
          measure: `HealthPlanQuote handler, household of 7, county ${where.county} (${where.state}, ${where.plans} plans, ${quoted} in force on ${on})`,
          value: `p50 ${ms(h)}`,
          baseline: `its DynamoDB reads p50 ${ms(r)}`,
          ratio,
          target: `≤ ${TARGET_RATIO}x its reads`,
          result: ratio <= TARGET_RATIO ? 'met' : 'MISSED',
          note: `${rounds} interleaved rounds`,
        },
        {
          measure: 'DynamoDB requests per quote',
          value: String(requests),
          target: `≤ ${TARGET_REQUESTS}`,
          result: requests <= TARGET_REQUESTS ? 'met' : 'MISSED',
          note: JSON.stringify(operations),
        },
      ];
      return rows;
    } finally {
      counter.restore();
      db.middlewareStack.remove('benchQuoteCapture');
    }
  } finally {
    if (own) {
      await own.stack.stop();
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await benchQuote();
  for (const r of rows)
    console.log(
      `| Quote | ${r.measure} | ${r.value} | ${r.baseline ?? ''} | ${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`} | ${r.target ?? ''} | ${r.result} | ${r.note ?? ''} |`,
    );
  process.exit(0);
}
