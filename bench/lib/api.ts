/**
 * API latency on a local stack: p50/p99 of the member's main calls at 1 and 20 concurrent
 * clients, beside a raw DynamoDB GetItem to the same DynamoDB Local, and the number of DynamoDB
 * requests each call makes (counted at the transport of the handlers' own client, which runs in
 * this process: tests/fault/support/transport.ts).
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { LocalStack } from '../../infra/local/stack';
import { demoEmployee } from '../../infra/local/demo/demo-data';
import { dynamoClient } from '../../lambdas/composition';
import { countRequests } from '../../tests/fault/support/transport';
import { seedMember, type TestMember } from '../../tests/abuse/support/members';
import { api, demoProfileBody, quoteScenario, waiveAuthorization } from './scenario';
import { median, p99 } from './stats';

export interface LatencyRow {
  call: string;
  concurrency: number;
  requests: number;
  p50: number;
  p99: number;
  /** Status codes answered, e.g. { 200: 100 }. */
  statuses: Record<string, number>;
  /** DynamoDB requests per call (measured at concurrency 1); undefined for the raw GetItem. */
  dynamoPerCall?: number;
  /** DynamoDB operations seen per call, e.g. { Query: 1, GetItem: 1 }. */
  dynamoOperations?: Record<string, number>;
  note?: string;
}

/** Runs `count` calls with `concurrency` workers; answers each call's duration and status. */
export async function runCalls(
  count: number,
  concurrency: number,
  call: (i: number) => Promise<number>,
): Promise<{ times: number[]; statuses: Record<string, number> }> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      const t = performance.now();
      let status: number;
      try {
        status = await call(i);
      } catch {
        status = 0;
      }
      times.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { times, statuses };
}

export interface ApiBenchOptions {
  /** Calls per row at concurrency 1 and at concurrency 20. */
  single: number;
  concurrent: number;
  /** Members seeded for the authorization rows (each authorizes once per row). */
  authorizers: number;
}

export async function benchApi(stack: LocalStack, opts: ApiBenchOptions): Promise<LatencyRow[]> {
  const base = stack.portalUrl;
  const demo = await api(base, 'POST', '/api/Login', undefined, {
    email: stack.demo.email,
    password: stack.demo.password,
  });
  const token = (demo.body.tokenResponse as { access_token?: string } | undefined)?.access_token;
  if (!token)
    throw new Error(`The demo employee could not sign in: ${demo.status} ${JSON.stringify(demo.body)}`);

  // The handlers' own DynamoDB client (built once per process, as in a Lambda container).
  const counter = countRequests(dynamoClient());
  const quote = await quoteScenario(base, token);
  const endpoints = {
    portalUrl: base,
    mailUrl: stack.mailUrl,
    dynamodbUrl: stack.urls.dynamodb,
    cognitoUrl: stack.urls.cognito,
    userPoolId: stack.pool.userPoolId,
    tables: stack.tables,
  };
  const publicEmployer = await api(base, 'GET', `/api/Employer/${stack.demo.employerId}`);
  const accountid = (publicEmployer.body.data as { accountid?: string } | undefined)?.accountid;
  if (!accountid) throw new Error(`The demo employer could not be read: ${publicEmployer.status}`);
  const employer = { id: stack.demo.employerId, accountid };
  const members: TestMember[] = [];
  // One for the warm-up, then one per authorization of each row.
  for (let i = 0; i < opts.authorizers * 2 + 1; i++)
    members.push(await seedMember(endpoints, employer, 'Bench'));
  // An election needs a complete profile with an SSN: each member gets the demo employee's.
  for (const m of members) {
    const saved = await api(base, 'PUT', '/api/Member/Profile', m.token, demoProfileBody());
    if (saved.status !== 200) throw new Error(`A bench member's profile could not be saved: ${saved.status}`);
  }

  const memberKey = { pk: { S: `MEMBER#${demoEmployee.id}` }, sk: { S: 'PROFILE' } };
  const raw = async (): Promise<number> => {
    await stack.clients.dynamo.send(new GetItemCommand({ TableName: stack.tables.members, Key: memberKey }));
    return 200;
  };

  const calls: {
    name: string;
    call: (i: number, row: number) => Promise<number>;
    counts: boolean;
    size: (c: number) => number;
    note?: string;
  }[] = [
    {
      name: 'GetMember',
      counts: true,
      size: (c) => (c === 1 ? opts.single : opts.concurrent),
      call: async () => (await api(base, 'GET', '/api/Member/GetMember', token)).status,
    },
    {
      name: 'HealthPlanQuote',
      counts: true,
      size: (c) => (c === 1 ? opts.single : opts.concurrent),
      call: async () => (await api(base, 'POST', '/api/HealthPlanQuote', token, quote.body)).status,
      note: `body from ${quote.source}`,
    },
    {
      name: 'Authorize (POST /api/Order)',
      counts: true,
      // One authorization per member: the first half of the members at 1 client, the rest at 20.
      size: () => opts.authorizers,
      call: async (i, row) => {
        const m = members[row < 0 ? 0 : 1 + row * opts.authorizers + i] as TestMember;
        return (await api(base, 'POST', '/api/Order', m.token, waiveAuthorization())).status;
      },
      note: 'a waiver, one per member',
    },
    {
      name: 'raw DynamoDB GetItem',
      counts: false,
      size: (c) => (c === 1 ? opts.single : opts.concurrent),
      call: raw,
    },
  ];

  const rows: LatencyRow[] = [];
  for (const c of calls) {
    // Warm-up: the first call of a family pays its cold start; measure the warm path.
    await c.call(0, -1).catch(() => undefined);
    for (const [row, concurrency] of [
      [0, 1],
      [1, 20],
    ] as const) {
      counter.reset();
      const n = c.size(concurrency);
      const { times, statuses } = await runCalls(n, concurrency, (i) => c.call(i, row));
      const perCall = c.counts && concurrency === 1 ? counter.total() / n : undefined;
      const ops =
        c.counts && concurrency === 1
          ? Object.fromEntries(
              Object.entries(counter.byOperation()).map(([k, v]) => [k, Math.round((v / n) * 100) / 100]),
            )
          : undefined;
      rows.push({
        call: c.name,
        concurrency,
        requests: n,
        p50: median(times),
        p99: p99(times),
        statuses,
        dynamoPerCall: perCall,
        dynamoOperations: ops,
        note: c.note,
      });
    }
  }
  counter.restore();
  return rows;
}
