/**
 * The bounded load test (`npm run bench -- --load`): on loopback only, against a local stack the
 * bench starts, every phase stopped by a fixed request count AND a fixed duration, whichever comes
 * first.
 *
 * - Read paths (Employer, GetMember, ZIP lookup, quote): no 5xx; p50/p99 and throughput.
 * - Authorization for many members at once: every member submits its election twice at the same
 *   time (a double click), all members together; afterwards each member's orders are exactly the
 *   ones its authorization answered: none lost, none duplicated, the replay answered the same.
 */
import type { LocalStack } from '../infra/local/stack';
import { seedMember, type TestMember } from '../tests/abuse/support/members';
import { api, quoteScenario, waiveAuthorization, type Answer } from './lib/scenario';
import { median, p99 } from './lib/stats';
import { ms, verdict, type Row } from './lib/table';

export interface LoadOptions {
  /** Per read path: stop after this many requests... */
  requests: number;
  /** ...or after this many milliseconds. */
  durationMs: number;
  concurrency: number;
  /** Members authorizing at once. */
  members: number;
}

export const defaultLoad: LoadOptions = { requests: 2000, durationMs: 15_000, concurrency: 16, members: 40 };

async function bounded(
  opts: LoadOptions,
  call: () => Promise<Answer>,
): Promise<{ times: number[]; statuses: Record<string, number>; elapsedMs: number }> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const began = performance.now();
  const deadline = began + opts.durationMs;
  let issued = 0;
  const worker = async (): Promise<void> => {
    while (issued < opts.requests && performance.now() < deadline) {
      issued++;
      const t = performance.now();
      let status: number;
      try {
        status = (await call()).status;
      } catch {
        status = 0;
      }
      times.push(performance.now() - t);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { times, statuses, elapsedMs: performance.now() - began };
}

const orderIds = (a: Answer): string[] =>
  ((a.body.orderdetails as { id: string }[] | undefined) ?? []).map((o) => o.id).sort();

export async function runLoad(stack: LocalStack, opts: LoadOptions = defaultLoad): Promise<Row[]> {
  const rows: Row[] = [];
  const base = stack.portalUrl;
  const login = await api(base, 'POST', '/api/Login', undefined, {
    email: stack.demo.email,
    password: stack.demo.password,
  });
  const token = (login.body.tokenResponse as { access_token: string }).access_token;
  const quote = await quoteScenario(base, token);
  const paths: { name: string; call: () => Promise<Answer> }[] = [
    {
      name: 'GET /api/Employer/{id}',
      call: () => api(base, 'GET', `/api/Employer/${stack.demo.employerId}`),
    },
    { name: 'GET /api/Member/GetMember', call: () => api(base, 'GET', '/api/Member/GetMember', token) },
    {
      name: 'GET /api/USZipCounty/{zip}',
      call: () => api(base, 'GET', `/api/USZipCounty/${quote.body.postalcode as string}`, token),
    },
    {
      name: 'POST /api/HealthPlanQuote',
      call: () => api(base, 'POST', '/api/HealthPlanQuote', token, quote.body),
    },
  ];
  for (const p of paths) {
    const r = await bounded(opts, p.call);
    const total = r.times.length;
    const pending = Object.keys(r.statuses).every((s) => s === '501');
    const serverErrors = Object.entries(r.statuses)
      .filter(([s]) => (Number(s) >= 500 && s !== '501') || s === '0')
      .reduce((n, [, c]) => n + c, 0);
    rows.push({
      area: 'Load',
      measure: `${p.name} ×${opts.concurrency}`,
      value: `p50 ${ms(median(r.times))} p99 ${ms(p99(r.times))}, ${(total / (r.elapsedMs / 1000)).toFixed(0)} req/s`,
      target: 'no 5xx',
      result: pending ? 'pending' : verdict(serverErrors === 0),
      note: `${total} requests in ${(r.elapsedMs / 1000).toFixed(1)} s: ${Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    });
  }

  // Authorization: many members at once, each submitting twice concurrently.
  const publicEmployer = await api(base, 'GET', `/api/Employer/${stack.demo.employerId}`);
  const employer = {
    id: stack.demo.employerId,
    accountid: (publicEmployer.body.data as { accountid: string }).accountid,
  };
  const endpoints = {
    portalUrl: base,
    mailUrl: stack.mailUrl,
    dynamodbUrl: stack.urls.dynamodb,
    cognitoUrl: stack.urls.cognito,
    userPoolId: stack.pool.userPoolId,
    tables: stack.tables,
  };
  const probe = await api(base, 'POST', '/api/Order', token, waiveAuthorization());
  if (probe.status === 501) {
    rows.push({
      area: 'Load',
      measure: `authorization, ${opts.members} members at once`,
      value: 'pending',
      result: 'pending',
      note: 'POST /api/Order answers 501',
    });
    return rows;
  }
  const members: TestMember[] = [];
  for (let i = 0; i < opts.members; i++) members.push(await seedMember(endpoints, employer, 'Load'));
  const began = performance.now();
  const results = await Promise.all(
    members.map(async (m) => {
      const body = waiveAuthorization();
      const t = performance.now();
      const [first, second] = await Promise.all([
        api(base, 'POST', '/api/Order', m.token, body),
        api(base, 'POST', '/api/Order', m.token, body),
      ]);
      return { m, first, second, ms: performance.now() - t };
    }),
  );
  const elapsed = performance.now() - began;
  let lost = 0;
  let duplicated = 0;
  let serverErrors = 0;
  let mismatched = 0;
  const statuses: Record<string, number> = {};
  for (const r of results) {
    for (const a of [r.first, r.second]) {
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      if (a.status >= 500) serverErrors++;
    }
    const ok = [r.first, r.second].filter((a) => a.status === 200);
    const answered = new Set(ok.flatMap(orderIds));
    if (ok.length === 2 && orderIds(ok[0] as Answer).join() !== orderIds(ok[1] as Answer).join())
      mismatched++;
    const stored = orderIds(await api(base, 'GET', '/api/Order/GetOrderByMember', r.m.token));
    lost += [...answered].filter((id) => !stored.includes(id)).length;
    duplicated += stored.length - new Set(stored).size + stored.filter((id) => !answered.has(id)).length;
  }
  rows.push({
    area: 'Load',
    measure: `authorization, ${opts.members} members at once, each submitting twice`,
    value: `p50 ${ms(median(results.map((r) => r.ms)))} p99 ${ms(p99(results.map((r) => r.ms)))} in ${(elapsed / 1000).toFixed(1)} s`,
    target: 'no 5xx, none lost, none duplicated',
    result: verdict(serverErrors === 0 && lost === 0 && duplicated === 0 && mismatched === 0),
    note: `statuses ${Object.entries(statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}; lost ${lost}, duplicated ${duplicated}, replay answered differently ${mismatched}`,
  });
  return rows;
}
