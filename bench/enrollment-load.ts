/**
 * Open-enrollment day on one machine (`npm run bench -- load [--employees 100]`, issue 29): N new
 * employees at once through the whole API journey, as the builder sends it, against a local stack
 * started for the run with the abuse limits raised (every client is 127.0.0.1 here, so the
 * per-address limits would otherwise refuse the 61st registration).
 *
 * The run measures four things at once, without touching a handler:
 *
 * - the journey: per step p50/p99 and answers by status, and the invariants (no 5xx; one order set
 *   per employee whose sum equals its cart recomputed from the quote and contribution answers; one
 *   set-password mail and one confirmation mail each; nothing half-written after a short settle);
 * - every DynamoDB call the handlers send (a middleware on the composition's document client, with
 *   ReturnConsumedCapacity), attributed to the employee and step by a request header that a wrapper
 *   around each family handler reads (the local server looks handlers up per request);
 * - each handler invocation's duration, billed as Lambda bills it (rounded up to 1 ms);
 * - a CPU profile of this process (the local server runs in it) for where the time goes.
 *
 * Then the same journeys' DynamoDB calls are replayed bare through the SDK against the same
 * DynamoDB Local, with each employee's ids renamed so writes land on fresh keys and every
 * condition holds as it did, and the two rates of completed enrollments are compared.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as apiMessages from '../shared/api-messages';
import { coverageAttestationVersion } from '../shared/domain/coverage-attestation';
import { effectiveDateOptions } from '../shared/domain/effective-dates';
import { ZERO_GUID } from '../shared/domain/elections';
import { PADDING_BIRTHDATE } from '../shared/domain/household-limits';
import { dynamoClient } from '../lambdas/composition';
import type { LambdaHandler } from '../lambdas/middleware/http';
import { rateLimitEnvName, rateLimitKinds, rateLimitScopes } from '../lambdas/access/rate-limit';
import { familyHandlers } from '../infra/local/handlers';
import type { LocalStack } from '../infra/local/stack';
import { demoEmployer } from '../infra/local/demo/demo-data';
import { readMails, setPasswordLinkOf, type SentMail } from '../tests/helpers/mail';
import { api, type Answer } from './lib/scenario';
import { median, p99 } from './lib/stats';
import { ms, verdict, type Row } from './lib/table';

/** Lambda memory of the API functions (infra/constructs/api.ts) and of the confirmation sender. */
export const API_MEMORY_MB = 512;
export const SENDER_MEMORY_MB = 256;

/**
 * On-demand list prices in us-east-1 (AWS pricing pages as of 2025: DynamoDB's after its
 * 2024-11-01 on-demand cut; Lambda Arm, the functions' architecture; HTTP API first 300M), USD.
 */
export const prices = {
  dynamoWriteRequestUnit: 0.625 / 1e6,
  dynamoReadRequestUnit: 0.125 / 1e6,
  lambdaRequest: 0.2 / 1e6,
  lambdaArmGbSecond: 0.0000133334,
  httpApiRequest: 1.0 / 1e6,
} as const;

/** The steps of one enrollment, in order. */
export const journeySteps = [
  'register',
  'confirm (mail store)',
  'set password',
  'sign in',
  'save profile + 2 dependents',
  'contribution',
  'quote',
  'dependents',
  'authorize',
  'welcome: member',
  'welcome: orders',
  'welcome: contacts',
  'welcome: member account',
  'welcome: employer',
] as const;
export type Step = (typeof journeySteps)[number];

/** Sets every abuse limit to `max` per minute: the stack's own setting (lambdas/access/rate-limit.ts). */
export function raiseRateLimits(env: NodeJS.ProcessEnv = process.env, max = 1_000_000): void {
  for (const kind of rateLimitKinds)
    for (const scope of rateLimitScopes) env[rateLimitEnvName(kind, scope)] = `${max}/1`;
}

/** One DynamoDB call a handler (or the confirmation sender) sent. */
export interface DynamoCall {
  employee: number | undefined;
  step: Step | undefined;
  invocation: number | undefined;
  command: string;
  input: Record<string, unknown>;
  start: number;
  end: number;
  readUnits: number;
  writeUnits: number;
}

interface Invocation {
  id: number;
  employee: number | undefined;
  step: Step | undefined;
  family: string;
  ms: number;
}

const HEADER = 'x-bench-journey';
/**
 * The middleware sees the low-level command (its input still in native values): the document
 * client's command that sends each again, and the ones that answer ConsumedCapacity.
 */
const documentCommandOf: Record<string, string> = {
  GetItemCommand: 'GetCommand',
  PutItemCommand: 'PutCommand',
  UpdateItemCommand: 'UpdateCommand',
  DeleteItemCommand: 'DeleteCommand',
  QueryCommand: 'QueryCommand',
  ScanCommand: 'ScanCommand',
  BatchGetItemCommand: 'BatchGetCommand',
  BatchWriteItemCommand: 'BatchWriteCommand',
  TransactWriteItemsCommand: 'TransactWriteCommand',
  TransactGetItemsCommand: 'TransactGetCommand',
};
const consumedCapacityCommands = new Set(Object.keys(documentCommandOf));

interface Consumed {
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  CapacityUnits?: number;
}

/** Read and write units of a call's ConsumedCapacity (an object, or one per table for batches). */
export function unitsOf(command: string, consumed: unknown): { read: number; write: number } {
  const list = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) as Consumed[];
  let read = 0;
  let write = 0;
  const writes = /Put|Update|Delete|BatchWrite|TransactWrite/.test(command);
  for (const c of list) {
    read += c.ReadCapacityUnits ?? 0;
    write += c.WriteCapacityUnits ?? 0;
    if (c.ReadCapacityUnits === undefined && c.WriteCapacityUnits === undefined) {
      if (writes) write += c.CapacityUnits ?? 0;
      else read += c.CapacityUnits ?? 0;
    }
  }
  return { read, write };
}

/** Records every handler invocation and DynamoDB call of the run; `stop` undoes the wrapping. */
function instrument() {
  const context = new AsyncLocalStorage<{ employee: number; step: Step; invocation: number }>();
  const calls: DynamoCall[] = [];
  const invocations: Invocation[] = [];
  const originals = { ...familyHandlers };
  let nextInvocation = 0;
  for (const family of Object.keys(familyHandlers) as (keyof typeof familyHandlers)[]) {
    const original = originals[family];
    const wrapped: LambdaHandler = async (event, ctx) => {
      const tag = event.headers?.[HEADER];
      const [who, step] = tag
        ? [Number(tag.split('|')[0]), tag.split('|')[1] as Step]
        : [undefined, undefined];
      const id = nextInvocation++;
      const began = performance.now();
      try {
        return who === undefined || step === undefined
          ? await original(event, ctx)
          : await context.run({ employee: who, step, invocation: id }, () => original(event, ctx));
      } finally {
        invocations.push({ id, employee: who, step, family, ms: performance.now() - began });
      }
    };
    familyHandlers[family] = wrapped;
  }
  const db = dynamoClient();
  db.middlewareStack.add(
    (next, ctx) => async (args) => {
      const command = String(ctx.commandName);
      const input = args.input as Record<string, unknown>;
      const where = context.getStore();
      const call: DynamoCall = {
        employee: where?.employee,
        step: where?.step,
        invocation: where?.invocation,
        command,
        input: structuredClone(input),
        start: performance.now(),
        end: 0,
        readUnits: 0,
        writeUnits: 0,
      };
      if (consumedCapacityCommands.has(command)) input.ReturnConsumedCapacity = 'INDEXES';
      try {
        const out = await next(args);
        const units = unitsOf(command, (out.output as { ConsumedCapacity?: unknown }).ConsumedCapacity);
        call.readUnits = units.read;
        call.writeUnits = units.write;
        return out;
      } finally {
        call.end = performance.now();
        calls.push(call);
      }
    },
    { step: 'initialize', name: 'benchEnrollmentLoad', override: true },
  );
  return {
    calls,
    invocations,
    stop: () => {
      db.middlewareStack.remove('benchEnrollmentLoad');
      Object.assign(familyHandlers, originals);
    },
  };
}

/** One poller of the mail store for every waiting employee (not one poll loop each). */
function mailbox(mailUrl: string) {
  const waiters = new Map<string, { match: (m: SentMail) => boolean; resolve: (m: SentMail) => void }[]>();
  let mails: SentMail[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      if (waiters.size) {
        mails = await readMails(mailUrl);
        for (const m of mails)
          for (const to of m.to) {
            const list = waiters.get(to.toLowerCase());
            if (!list) continue;
            for (const w of list.filter((x) => x.match(m))) {
              w.resolve(m);
              list.splice(list.indexOf(w), 1);
            }
            if (!list.length) waiters.delete(to.toLowerCase());
          }
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    wait(to: string, match: (m: SentMail) => boolean, timeoutMs = 60_000): Promise<SentMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} in ${timeoutMs} ms`)), timeoutMs);
        const list = waiters.get(to.toLowerCase()) ?? [];
        list.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
        waiters.set(to.toLowerCase(), list);
      });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

const cents = (dollars: number): number => Math.round(dollars * 100);
const PASSWORD = 'Enroll#2026pass';
const ZIP = { postalcode: '07030', city: 'Hoboken', county: 'Hudson', countycode: '34017', state: 'NJ' };

/** What one employee's journey left: timings, answers and the figures to check. */
interface Journey {
  index: number;
  email: string;
  memberId?: string;
  times: Partial<Record<Step, number>>;
  statuses: Partial<Record<Step, number>>;
  failure?: string;
  /** The cart recomputed from the quote's rate of the chosen plan and the contribution answer. */
  expected?: { plan: number; contribution: number };
  answeredOrderIds?: string[];
  storedOrders?: { id: string; amountspent: number }[];
  account?: Record<string, number>;
  doneAt?: number;
}

async function runJourney(
  stack: LocalStack,
  index: number,
  tag: string,
  mail: ReturnType<typeof mailbox>,
  employer: { accountid: string; accountname: string; edocPeriod: number },
): Promise<Journey> {
  const base = stack.portalUrl;
  const email = `load-${tag}-${index}@example.com`;
  const j: Journey = { index, email, times: {}, statuses: {} };
  const timed = async (step: Step, work: () => Promise<Answer>, ok = 200): Promise<Answer> => {
    const t = performance.now();
    const a = await work();
    j.times[step] = performance.now() - t;
    j.statuses[step] = a.status;
    if (a.status !== ok)
      throw new Error(`${step} answered ${a.status}: ${JSON.stringify(a.body).slice(0, 200)}`);
    return a;
  };
  const call = (step: Step, method: string, path: string, token?: string, body?: unknown) =>
    timed(step, () => tagged(base, `${index}|${step}`, method, path, token, body));
  try {
    await call('register', 'POST', '/api/Member/Register', undefined, {
      member: {
        firstname: 'Avery',
        lastname: `Load${index}`,
        personalemailaddress: email,
        phonenumber: '555-010-2030',
        accountid: employer.accountid,
        employer_id: demoEmployer.id,
      },
      company: employer.accountname,
      plan_year: new Date().getFullYear(),
    });
    let link: URL | undefined;
    await timed('confirm (mail store)', async () => {
      link = setPasswordLinkOf(await mail.wait(email, (m) => /set-password\?/.test(m.text)));
      return { status: 200, body: {}, bytes: 0 };
    });
    await call('set password', 'POST', '/api/Member/SetPassword', undefined, {
      id: link?.searchParams.get('member_id'),
      token: link?.searchParams.get('token'),
      password: PASSWORD,
    });
    const login = await call('sign in', 'POST', '/api/Login', undefined, { email, password: PASSWORD });
    const token = (login.body.tokenResponse as { access_token: string }).access_token;
    const year = new Date().getUTCFullYear();
    const household = [
      { relationship: 'spouse', dateofbirth: `${year - 37}-06-15`, gender: 'Male', firstname: 'Sam' },
      { relationship: 'child', dateofbirth: `${year - 8}-02-20`, gender: 'Female', firstname: 'Kit' },
    ] as const;
    const saved = await call('save profile + 2 dependents', 'PUT', '/api/Member/Profile', token, {
      version: 0,
      member: {
        firstname: 'Avery',
        lastname: `Load${index}`,
        address1: '12 Main Street',
        address2: null,
        phonenumber: '555-010-2030',
        postalcode: ZIP.postalcode,
        city: ZIP.city,
        county: ZIP.county,
        stateorprovince: ZIP.state,
        birthdate: '1988-04-12',
        gender: 'Female',
        istobaccouser: 'No',
        additionalid: '987654323',
      },
      dependents: household.map((d, i) => ({
        id: ZERO_GUID,
        firstname: d.firstname,
        lastname: `Load${index}`,
        dateofbirth: d.dateofbirth,
        gender: d.gender,
        relationship: d.relationship,
        istobaccouser: 'false',
        additionalid: `98765432${i + 4}`,
      })),
    });
    const member = saved.body.data as { id: string; contributionclass: string };
    j.memberId = member.id;
    const [effectiveDate] = effectiveDateOptions(new Date(), employer.edocPeriod);
    const dates = [...household.map((d) => d.dateofbirth), ...Array<string>(3).fill(PADDING_BIRTHDATE)];
    const contribution = await call(
      'contribution',
      'GET',
      `/api/EmployerContribution/GetMonthlyEmployerContributionWithClass/${employer.accountid}/${effectiveDate}/1988-04-12/${ZIP.state}/${encodeURIComponent(member.contributionclass || 'empty')}/${dates.join('/')}`,
      token,
    );
    const quote = await call('quote', 'POST', '/api/HealthPlanQuote', token, {
      empinfo: { firstname: 'Avery', lastname: `Load${index}`, createdby: 'Avery', birthdate: '1988-04-12' },
      postalcode: ZIP.postalcode,
      policyeffectivedateRequested: effectiveDate,
      gender: 'Female',
      issmoker: 'false',
      accountid: employer.accountid,
      countycode: ZIP.countycode,
      countyname: ZIP.county,
      state: ZIP.state,
      city: ZIP.city,
      memberdependentlist: household.map((d) => ({
        dateofbirth: d.dateofbirth,
        gender: d.gender,
        relationship: d.relationship,
        istobaccouser: 'false',
      })),
    });
    const plans = quote.body.healthplans as { id: string; rate: number }[];
    const plan = plans[index % plans.length];
    if (!plan) throw new Error('the quote answered no plan');
    j.expected = { plan: cents(plan.rate), contribution: cents(contribution.body.data as number) };
    // The attestation names the member and the dependents the profile saved, by the ids the
    // server gave them, as the builder's step does.
    const dependents = await call('dependents', 'GET', `/api/Dependent/${member.id}`, token);
    const dependentIds = (dependents.body.dependents as { id: string }[]).map((d) => d.id);
    const order = await call('authorize', 'POST', '/api/Order', token, {
      idempotencyKey: randomUUID(),
      effectiveDate,
      payrollDeductionAcknowledged: true,
      election: {
        kind: 'shop',
        planid: plan.id,
        ichraAcknowledged: true,
        coverageAttestation: { version: coverageAttestationVersion, people: [member.id, ...dependentIds] },
      },
      additionalServiceOption: null,
    });
    j.answeredOrderIds = (order.body.orderdetails as { id: string }[]).map((o) => o.id).sort();
    // /welcome's data, all at once as the page asks.
    const [, orders, , account] = await Promise.all([
      call('welcome: member', 'GET', '/api/Member/GetMember', token),
      call('welcome: orders', 'GET', '/api/Order/GetOrderByMember', token),
      call('welcome: contacts', 'GET', '/api/Contacts', token),
      call('welcome: member account', 'GET', '/api/MemberAccount/GetMemberAccount', token),
      call('welcome: employer', 'GET', `/api/Employer/${demoEmployer.id}`),
    ]);
    j.storedOrders = orders.body.orderdetails as { id: string; amountspent: number }[];
    j.account = account.body.data as Record<string, number>;
    j.doneAt = performance.now();
  } catch (error) {
    j.failure = (error as Error).message;
  }
  return j;
}

/** An API request carrying the journey header the handler wrapper reads. */
async function tagged(
  base: string,
  tag: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  return api(base, method, path, token, body, { [HEADER]: tag });
}

/** The invariants of one journey after the settle; an empty list when all hold. */
function brokenInvariants(
  j: Journey,
  confirmations: number,
  setPasswordMails: number,
  outbox: string[],
): string[] {
  const broken: string[] = [];
  if (j.failure) return [`failed: ${j.failure}`];
  const { plan, contribution } = j.expected as { plan: number; contribution: number };
  const stored = j.storedOrders ?? [];
  const storedIds = stored.map((o) => o.id).sort();
  if (storedIds.join() !== (j.answeredOrderIds ?? []).join())
    broken.push('stored orders ≠ the order set answered');
  const sum = stored.reduce((s, o) => s + cents(o.amountspent), 0);
  if (sum !== plan) broken.push(`orders sum ${sum} ≠ cart ${plan}`);
  const a = j.account ?? {};
  const deduction = Math.max(0, plan - contribution);
  const balance = Math.max(0, contribution - plan);
  if (cents(a.currentemployercontribution ?? NaN) !== contribution)
    broken.push('account contribution ≠ answered');
  if (cents(a.currenthealthinsurancepremium ?? NaN) !== plan) broken.push('account premium ≠ quoted');
  if (cents(a.currentpayrolldeduction ?? NaN) !== deduction) broken.push('account deduction ≠ recomputed');
  if (cents(a.currentbalance ?? NaN) !== balance) broken.push('account balance ≠ recomputed');
  if (confirmations !== 1) broken.push(`${confirmations} confirmation mails`);
  if (setPasswordMails !== 1) broken.push(`${setPasswordMails} set-password mails`);
  if (outbox.length !== 1 || outbox[0] !== 'sent') broken.push(`outbox ${JSON.stringify(outbox)}`);
  return broken;
}

/** Every UUID and the e-mail in a value, renamed by `rename` (Sets, numbers and bytes kept). */
export function renameIds(value: unknown, rename: (s: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((v) => renameIds(v, rename));
  if (value instanceof Set) return new Set([...value].map((v) => renameIds(v, rename)));
  if (value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renameIds(v, rename)]));
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Calls of one invocation that overlapped in time go together (they were sent together). */
export function waves(calls: readonly DynamoCall[]): DynamoCall[][] {
  const out: DynamoCall[][] = [];
  let busyUntil = Number.NEGATIVE_INFINITY;
  for (const c of [...calls].sort((a, b) => a.start - b.start)) {
    if (c.start >= busyUntil || !out.length) out.push([c]);
    else out[out.length - 1]?.push(c);
    busyUntil = Math.max(busyUntil, c.end);
  }
  return out;
}

/**
 * The journeys' calls again, straight through the SDK, all employees at once, each employee's
 * steps in order and the calls a handler sent together sent together. Ids private to one employee
 * (member, sub, orders, idempotency key) and the e-mail get fresh values, so writes land on new
 * keys and each condition meets the state it met in the run; shared ids (employer, plans) stay.
 */
async function replayBare(calls: readonly DynamoCall[], employees: number, tag: string) {
  const byEmployee = new Map<number, DynamoCall[]>();
  const owners = new Map<string, Set<number>>();
  for (const c of calls) {
    if (c.employee === undefined) continue;
    const list = byEmployee.get(c.employee) ?? [];
    list.push(c);
    byEmployee.set(c.employee, list);
    for (const id of JSON.stringify(c.input).match(UUID) ?? []) {
      const set = owners.get(id.toLowerCase()) ?? new Set();
      set.add(c.employee);
      owners.set(id.toLowerCase(), set);
    }
  }
  const db = dynamoClient();
  const errors: Record<string, number> = {};
  const began = performance.now();
  await Promise.all(
    Array.from({ length: employees }, async (_, e) => {
      const fresh = new Map<string, string>();
      const email = `load-${tag}-${e}@example.com`;
      const replayEmail = `replay-${tag}-${e}@example.com`;
      const rename = (s: string) =>
        s
          .replace(UUID, (id) =>
            (owners.get(id.toLowerCase())?.size ?? 0) === 1
              ? (fresh.get(id) ?? (fresh.set(id, randomUUID()), fresh.get(id) as string))
              : id,
          )
          .replaceAll(email, replayEmail);
      const mine = byEmployee.get(e) ?? [];
      const byInvocation = new Map<number, DynamoCall[]>();
      for (const c of mine) {
        const list = byInvocation.get(c.invocation ?? -1) ?? [];
        list.push(c);
        byInvocation.set(c.invocation ?? -1, list);
      }
      // Steps in journey order; the welcome reads together, as in the run.
      const stepsInOrder = journeySteps.filter((s) => !s.startsWith('welcome'));
      const groups: DynamoCall[][][] = stepsInOrder.map((s) =>
        [...byInvocation.values()].filter((l) => l[0]?.step === s),
      );
      groups.push([...byInvocation.values()].filter((l) => l[0]?.step?.startsWith('welcome')));
      for (const group of groups)
        await Promise.all(
          group.map(async (invocationCalls) => {
            for (const wave of waves(invocationCalls))
              await Promise.all(
                wave.map(async (c) => {
                  const input = renameIds(c.input, rename) as Record<string, unknown>;
                  try {
                    await db.send(commandFor(c.command, input));
                  } catch (error) {
                    const key = `${c.command}: ${(error as Error).name}`;
                    errors[key] = (errors[key] ?? 0) + 1;
                  }
                }),
              );
          }),
        );
    }),
  );
  return { elapsedMs: performance.now() - began, errors };
}

/** A document-client command of the name the middleware saw, with an input it captured. */
function commandFor(name: string, input: Record<string, unknown>) {
  // The document client's command classes, loaded once (they are all in @aws-sdk/lib-dynamodb).
  const ctor = documentCommands[documentCommandOf[name] ?? name];
  if (!ctor) throw new Error(`no replay for ${name}`);
  return new ctor(input);
}
/** The stack's table names back to their ids, for naming writes. */
let tableIdByName = new Map<string, string>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let documentCommands: Record<string, new (input: any) => any> = {};

/** Self time per function and per module of a V8 CPU profile, largest first. */
export function summariseProfile(
  profile: {
    nodes: { id: number; callFrame: { functionName: string; url: string }; hitCount?: number }[];
    startTime: number;
    endTime: number;
    samples?: number[];
  },
  repoRoot: string,
) {
  const total = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const msPerHit = (profile.endTime - profile.startTime) / 1000 / total;
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const n of profile.nodes) {
    const hits = n.hitCount ?? 0;
    if (!hits) continue;
    const mod = moduleOf(n.callFrame.url, n.callFrame.functionName, repoRoot);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${mod}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + hits * msPerHit);
    byModule.set(mod, (byModule.get(mod) ?? 0) + hits * msPerHit);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, t]) => ({ name, ms: t, share: t / (total * msPerHit) }));
  return { totalMs: total * msPerHit, functions: top(byFunction, 12), modules: top(byModule, 12) };
}

function moduleOf(url: string, functionName: string, repoRoot: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url.startsWith('node:internal') ? 'node:internal' : url;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (nm?.[1]) return nm[1];
  const rel = relative(repoRoot, path);
  return rel.split('/').slice(0, 2).join('/');
}

export interface EnrollmentLoadOptions {
  employees: number;
  repoRoot: string;
  /** Where the CPU profile is written. */
  profilePath: string;
}

export async function runEnrollmentLoad(stack: LocalStack, opts: EnrollmentLoadOptions): Promise<Row[]> {
  documentCommands = (await import('@aws-sdk/lib-dynamodb')) as unknown as typeof documentCommands;
  tableIdByName = new Map(Object.entries(stack.tables).map(([id, name]) => [name, id]));
  const rows: Row[] = [];
  const n = opts.employees;
  const tag = Date.now().toString(36);
  const employerAnswer = await api(stack.portalUrl, 'GET', `/api/Employer/${demoEmployer.id}`);
  const data = employerAnswer.body.data as { accountid: string; accountname: string; edoc_period: number };
  const employer = { accountid: data.accountid, accountname: data.accountname, edocPeriod: data.edoc_period };
  const mail = mailbox(stack.mailUrl);
  const record = instrument();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 1000 });
  await session.post('Profiler.start');
  const began = performance.now();
  let journeys: Journey[];
  try {
    journeys = await Promise.all(
      Array.from({ length: n }, (_, i) => runJourney(stack, i, tag, mail, employer)),
    );
  } finally {
    await mail.stop();
  }
  const elapsedMs = Math.max(...journeys.map((j) => j.doneAt ?? performance.now())) - began;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  writeFileSync(opts.profilePath, JSON.stringify(profile));

  // The settle: wait (bounded) for every authorized member's confirmation mail.
  const settleBegan = performance.now();
  const authorized = journeys.filter((j) => j.answeredOrderIds);
  let mails: SentMail[] = [];
  const confirmationsTo = (email: string) =>
    mails.filter((m) => m.to.includes(email) && m.subject === apiMessages.confirmationSubject).length;
  while (performance.now() - settleBegan < 30_000) {
    mails = await readMails(stack.mailUrl);
    if (authorized.every((j) => confirmationsTo(j.email) >= 1)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  // A moment more so a duplicate send would show, then the outbox items as stored.
  await new Promise((r) => setTimeout(r, 1000));
  mails = await readMails(stack.mailUrl);
  const settleMs = performance.now() - settleBegan;
  record.stop();

  const outboxOf = async (memberId: string | undefined): Promise<string[]> => {
    if (!memberId) return [];
    const { Items = [] } = await stack.clients.db.send(
      new QueryCommand({
        TableName: stack.tables.orders,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :o)',
        ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':o': 'OUTBOX#' },
      }),
    );
    return Items.map((i) => String(i.status));
  };
  const broken: string[] = [];
  let holding = 0;
  for (const j of journeys) {
    const b = brokenInvariants(
      j,
      confirmationsTo(j.email),
      mails.filter((m) => m.to.includes(j.email) && /set-password\?/.test(m.text)).length,
      await outboxOf(j.memberId),
    );
    if (b.length) broken.push(`#${j.index}: ${b.join(', ')}`);
    else holding++;
  }
  // The sender's calls carry no journey header: attribute them by the member id in their keys.
  const byMember = new Map(journeys.filter((j) => j.memberId).map((j) => [j.memberId as string, j.index]));
  for (const c of record.calls)
    if (c.employee === undefined) {
      const ids = JSON.stringify(c.input).match(UUID) ?? [];
      const owner = ids.map((id) => byMember.get(id)).find((x) => x !== undefined);
      if (owner !== undefined) {
        c.employee = owner;
        c.step = undefined;
      }
    }

  // Per step.
  const statusesAll: Record<string, number> = {};
  for (const step of journeySteps) {
    const times = journeys.map((j) => j.times[step]).filter((t): t is number => t !== undefined);
    const statuses: Record<string, number> = {};
    for (const j of journeys) {
      const s = j.statuses[step];
      if (s !== undefined) {
        statuses[s] = (statuses[s] ?? 0) + 1;
        statusesAll[s] = (statusesAll[s] ?? 0) + 1;
      }
    }
    const stepCalls = record.calls.filter((c) => c.step === step && c.employee !== undefined);
    const ops: Record<string, number> = {};
    for (const c of stepCalls)
      ops[c.command.replace(/Command$/, '')] = (ops[c.command.replace(/Command$/, '')] ?? 0) + 1;
    const inv = record.invocations.filter((i) => i.step === step);
    rows.push({
      area: 'Load',
      measure: `${step} ×${n}`,
      value: times.length ? `p50 ${ms(median(times))} p99 ${ms(p99(times))}` : 'n/a',
      result: 'info',
      note: [
        Object.entries(statuses)
          .map(([s, c]) => `${s}×${c}`)
          .join(' '),
        stepCalls.length
          ? `DynamoDB ${(stepCalls.length / n).toFixed(1)}/enrollment ${JSON.stringify(ops)}, ${(stepCalls.reduce((s, c) => s + c.readUnits, 0) / n).toFixed(1)} RRU + ${(stepCalls.reduce((s, c) => s + c.writeUnits, 0) / n).toFixed(1)} WRU`
          : '',
        inv.length ? `handler p50 ${ms(median(inv.map((i) => i.ms)))}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  const serverErrors = Object.entries(statusesAll)
    .filter(([s]) => Number(s) >= 500)
    .reduce((s, [, c]) => s + c, 0);
  const completed = journeys.filter((j) => j.doneAt).length;
  rows.push({
    area: 'Load',
    measure: `invariants, ${n} employees at once`,
    value: `${holding}/${n} hold`,
    target: 'no 5xx; one order set = priced cart; one set-password + one confirmation mail; outbox sent',
    result: verdict(serverErrors === 0 && holding === n),
    note: [
      `answers ${Object.entries(statusesAll)
        .map(([s, c]) => `${s}×${c}`)
        .join(' ')}`,
      `settle ${(settleMs / 1000).toFixed(1)} s`,
      ...broken.slice(0, 5),
    ].join('; '),
  });

  // The bare replay.
  const bare = await replayBare(record.calls, n, tag);
  const loadRate = completed / (elapsedMs / 1000);
  const bareRate = n / (bare.elapsedMs / 1000);
  const ratio = loadRate / bareRate;
  rows.push({
    area: 'Load',
    measure: `completed enrollments per second, ${n} at once`,
    value: `${loadRate.toFixed(2)}/s (${completed} in ${(elapsedMs / 1000).toFixed(1)} s)`,
    baseline: `bare replay of their DynamoDB calls ${bareRate.toFixed(2)}/s (${(bare.elapsedMs / 1000).toFixed(1)} s)`,
    ratio,
    target: '≥ 0.50x',
    result: verdict(ratio >= 0.5),
    note: `replay errors ${JSON.stringify(bare.errors)}; the run includes Cognito (cognito-local), SES and the mail-store wait, the replay only DynamoDB`,
  });

  // Where the time goes.
  const summary = summariseProfile(profile, opts.repoRoot);
  rows.push({
    area: 'Load',
    measure: 'CPU profile of the process (server + load driver): top modules by self time',
    value: `${(summary.totalMs / 1000).toFixed(1)} s sampled`,
    result: 'info',
    note: summary.modules.map((m) => `${m.name} ${(m.share * 100).toFixed(1)}%`).join(', '),
  });
  rows.push({
    area: 'Load',
    measure: 'CPU profile: top functions by self time',
    value: opts.profilePath.split('/').slice(-1)[0] ?? '',
    result: 'info',
    note: summary.functions.map((f) => `${f.name} ${(f.share * 100).toFixed(1)}%`).join(', '),
  });

  // Cost of one enrollment.
  const mine = record.calls.filter((c) => c.employee !== undefined);
  const perEnrollment = (x: number) => x / n;
  const rru = perEnrollment(mine.reduce((s, c) => s + c.readUnits, 0));
  const wru = perEnrollment(mine.reduce((s, c) => s + c.writeUnits, 0));
  const apiInv = record.invocations.filter((i) => i.employee !== undefined);
  const billedMs = perEnrollment(apiInv.reduce((s, i) => s + Math.ceil(i.ms), 0));
  const senderCalls = mine.filter((c) => c.step === undefined);
  const writes: Record<string, number> = {};
  for (const c of mine.filter((x) => x.writeUnits > 0 || /Put|Update|Delete|Write/.test(x.command))) {
    const key = `${c.step ?? 'confirmation sender'}: ${describeWrite(c)}`;
    writes[key] = (writes[key] ?? 0) + 1;
  }
  rows.push({
    area: 'Cost',
    measure: 'one enrollment: DynamoDB',
    value: `${perEnrollment(mine.length).toFixed(1)} calls, ${rru.toFixed(1)} RRU + ${wru.toFixed(1)} WRU`,
    result: 'info',
    note: `sender ${perEnrollment(senderCalls.length).toFixed(1)} calls; writes: ${Object.entries(writes)
      .map(([k, c]) => `${k} ×${(c / n).toFixed(2)}`)
      .join('; ')}`,
  });
  rows.push({
    area: 'Cost',
    measure: 'one enrollment: Lambda',
    value: `${perEnrollment(apiInv.length).toFixed(1)} API invocations, ${billedMs.toFixed(0)} ms billed at ${API_MEMORY_MB} MB`,
    result: 'info',
    note: `${((billedMs / 1000) * (API_MEMORY_MB / 1024)).toFixed(3)} GB-s; per invocation p50 ${ms(median(apiInv.map((i) => i.ms)))} under ${n}-way load on one process (an upper bound); plus the confirmation sender`,
  });
  const gbSeconds = (billedMs / 1000) * (API_MEMORY_MB / 1024);
  const senderInvocations = 1;
  const usd =
    wru * prices.dynamoWriteRequestUnit +
    rru * prices.dynamoReadRequestUnit +
    (apiInv.length / n + senderInvocations) * prices.lambdaRequest +
    gbSeconds * prices.lambdaArmGbSecond +
    (apiInv.length / n) * prices.httpApiRequest;
  rows.push({
    area: 'Cost',
    measure: 'one enrollment at on-demand prices (us-east-1)',
    value: `${(usd * 1e6).toFixed(1)} µ$ each → 1,000: $${(usd * 1e3).toFixed(3)}, 100,000: $${(usd * 1e5).toFixed(2)}`,
    result: 'info',
    note: `DynamoDB $${((wru * prices.dynamoWriteRequestUnit + rru * prices.dynamoReadRequestUnit) * 1e6).toFixed(1)}, Lambda $${(((apiInv.length / n + senderInvocations) * prices.lambdaRequest + gbSeconds * prices.lambdaArmGbSecond) * 1e6).toFixed(1)} (sender's duration not counted), API Gateway $${((apiInv.length / n) * prices.httpApiRequest * 1e6).toFixed(1)} (µ$ per enrollment); no free tier; GSI writes as DynamoDB Local reports them`,
  });
  return rows;
}

/** A write's table, key kind and operation, e.g. `TransactWrite members:MEMBER#/PROFILE`. */
function describeWrite(c: DynamoCall): string {
  const keyKind = (item: Record<string, unknown> | undefined): string => {
    const pk = String(item?.pk ?? '').replace(/[#].*$/, '#');
    const sk = String(item?.sk ?? '').replace(/#.*$/, '#');
    return `${pk}/${sk}`;
  };
  const table = (t: unknown) => tableIdByName.get(String(t)) ?? String(t);
  if (c.command === 'TransactWriteItemsCommand') {
    const items =
      (c.input.TransactItems as Record<
        string,
        { TableName?: string; Item?: Record<string, unknown>; Key?: Record<string, unknown> }
      >[]) ?? [];
    return `TransactWrite[${items
      .map((i) => {
        const [op, body] = Object.entries(i)[0] ?? ['?', {}];
        return `${op} ${table(body.TableName)}:${keyKind(body.Item ?? body.Key)}`;
      })
      .join(', ')}]`;
  }
  const body = c.input as {
    TableName?: string;
    Item?: Record<string, unknown>;
    Key?: Record<string, unknown>;
  };
  return `${c.command.replace(/Command$/, '')} ${table(body.TableName)}:${keyKind(body.Item ?? body.Key)}`;
}
