/**
 * Member B tries member A's ids on every member route of the route table, over HTTP on the local
 * stack with real tokens (docs/architecture.md, "Security rules": every member-scoped call acts on the caller's own
 * member; another member's id gets 403/404). Routes that take no id must never answer anything of
 * A's. Afterwards A's own view is unchanged. Routes are read from shared/routes.ts: a new member
 * route is covered without editing this file; one answering 501 fails.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildPath, routeKey, routes, type RouteDef } from '../../../shared/routes';
import { exampleRequest, type RequestParts } from '../support/examples';
import { createMember, ensureEmployer, type TestMember } from '../support/members';

const stack = inject('stack');
const base = stack.portalUrl;

interface Answer {
  status: number;
  text: string;
}

async function send(r: RouteDef, token: string, req: RequestParts): Promise<Answer> {
  const url = `${base}${buildPath(r.path, req.path ?? {})}${req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : ''}`;
  const res = await fetch(url, {
    method: r.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  return { status: res.status, text: await res.text() };
}

const memberRoutes = routes.filter((r) => r.access === 'member') as RouteDef[];
/** Fields that name whose data a call is about: A's value there must be refused. */
const OWNER_FIELD = /^(id|memberid|member_id|dependentid|accountid|employer_id|employerid)$/i;

interface Owner {
  member: TestMember;
  employerName: string;
  dependentIds: string[];
  orderIds: string[];
  idempotencyKeys: string[];
}

let a: Owner;
let b: TestMember;
let aViewBefore: Record<string, Answer>;
const notes: string[] = [];

/** What A can see of itself through the read routes that take no id. */
async function viewOf(m: TestMember): Promise<Record<string, Answer>> {
  const view: Record<string, Answer> = {};
  for (const r of memberRoutes.filter((x) => x.method === 'GET')) {
    const req = exampleRequest(r, {
      memberId: m.id,
      accountid: m.accountid,
      employerId: m.employerId,
      ssn: '987654321',
    });
    const ans = await send(r, m.token, req);
    // requestId differs per call; the rest of the answer must not.
    view[routeKey(r)] = { status: ans.status, text: ans.text.replace(/"requestId":"[^"]*"/g, '') };
  }
  return view;
}

/** A's data as it would appear in a response: ids, names, e-mail, phone, employer. */
function markersOf(o: Owner): string[] {
  return [
    o.member.id,
    o.member.email,
    o.member.firstname,
    o.member.lastname,
    o.member.phonenumber,
    o.member.accountid,
    o.member.employerId,
    o.employerName,
    ...o.dependentIds,
    ...o.orderIds,
  ].filter((x) => x && x.length >= 6);
}

beforeAll(async () => {
  const endpoints = { ...stack, region: stack.handlerEnv.AWS_REGION };
  // A belongs to an employer of its own, so that its account id is A's alone.
  const employer = {
    id: randomUUID(),
    accountid: `ABUSE-${randomUUID().slice(0, 8)}`,
    accountname: `Abuse Target ${randomUUID().slice(0, 8)}`,
  };
  await ensureEmployer(endpoints, employer.id, employer.accountid, employer.accountname);
  const publicDemo = (await (await fetch(`${base}/api/Employer/${stack.demo.employerId}`)).json()) as {
    data: { accountid: string; accountname: string };
  };
  const memberA = await createMember(endpoints, employer, 'Owner');
  b = await createMember(
    endpoints,
    {
      id: stack.demo.employerId,
      accountid: publicDemo.data.accountid,
      accountname: publicDemo.data.accountname,
    },
    'Intruder',
  );
  notes.push(`A ${memberA.createdBy}${memberA.note ? ` (${memberA.note})` : ''}, B ${b.createdBy}`);
  a = {
    member: memberA,
    employerName: employer.accountname,
    dependentIds: [],
    orderIds: [],
    idempotencyKeys: [],
  };

  // Give A data of every kind the API can create today: a profile with an SSN, a dependent, an order.
  const ctx = {
    memberId: memberA.id,
    accountid: memberA.accountid,
    employerId: memberA.employerId,
    ssn: '987654322',
    version: 0,
  };
  for (const handler of ['put-member', 'post-dependent', 'post-order']) {
    const r = memberRoutes.find((x) => x.handler === handler);
    if (!r) continue;
    const req = exampleRequest(r, ctx);
    const ans = await send(r, memberA.token, req);
    notes.push(`A ${handler}: ${ans.status}`);
    if (ans.status !== 200) continue;
    const body = JSON.parse(ans.text) as {
      data?: { version?: number };
      dependents?: { id: string }[];
      orderdetails?: { id: string }[];
      version?: number;
    };
    // Each member write answers the version the next one sends back.
    ctx.version = body.data?.version ?? body.version ?? ctx.version;
    a.dependentIds.push(...(body.dependents ?? []).map((d) => d.id));
    a.orderIds.push(...(body.orderdetails ?? []).map((o) => o.id));
    if (handler === 'post-order')
      a.idempotencyKeys.push((req.body as { idempotencyKey: string }).idempotencyKey);
  }
  aViewBefore = await viewOf(memberA);
});

afterAll(() => {
  console.info(`cross-member abuse: ${notes.join('; ')}`);
});

interface Attempt {
  label: string;
  req: RequestParts;
  /** true: A's id names whose data the call is about, so it must be refused. */
  owned: boolean;
}

/** B's requests for a route, each with one of A's ids in one place. */
function attempts(r: RouteDef): Attempt[] {
  const ctx = { memberId: b.id, accountid: b.accountid, employerId: b.employerId, ssn: '987654323' };
  const example = exampleRequest(r, ctx);
  const guids = [a.member.id, ...a.dependentIds, ...a.orderIds];
  const out: Attempt[] = [];
  const schemaAccepts = (part: 'path' | 'query', key: string, value: string): boolean => {
    const schema = r.request[part];
    const sample = { ...(example[part] ?? {}), [key]: value };
    return !!schema && schema.safeParse(sample).success;
  };
  for (const part of ['path', 'query'] as const) {
    // Parameters that name whose data the call is about (id, memberid, accountid...).
    for (const key of Object.keys(example[part] ?? {}).filter((k) => /id$|account/i.test(k))) {
      const values = /account/i.test(key) ? [a.member.accountid] : guids;
      for (const v of values) {
        if (!schemaAccepts(part, key, v)) continue;
        out.push({
          label: `${part}.${key} = A's ${v === a.member.id ? 'member id' : v === a.member.accountid ? 'account id' : 'id'}`,
          req: { ...example, [part]: { ...example[part], [key]: v } },
          owned: true,
        });
      }
    }
  }
  const visit = (value: unknown, path: string[]): void => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === 'object') visit(v, [...path, k]);
      if (typeof v !== 'string') continue;
      const candidates = /account/i.test(k)
        ? [a.member.accountid]
        : /^[0-9a-f-]{36}$/i.test(v)
          ? [...guids, ...a.idempotencyKeys]
          : [];
      for (const c of candidates) {
        const body = structuredClone(example.body) as Record<string, unknown>;
        let cur = body;
        for (const p of path) cur = cur[p] as Record<string, unknown>;
        cur[k] = c;
        if (!r.request.body?.safeParse(body).success) continue;
        out.push({
          label: `body.${[...path, k].join('.')} = one of A's ids`,
          req: { ...example, body },
          owned: OWNER_FIELD.test(k),
        });
      }
    }
  };
  visit(example.body, []);
  if (out.length === 0)
    out.push({ label: 'no id to put A in: B calls with its own input', req: example, owned: false });
  return out;
}

describe.each(memberRoutes.map((r) => [routeKey(r), r] as const))('%s as another member', (key, r) => {
  it("refuses A's ids (403/404) and never answers A's data", async () => {
    const probe = await send(
      r,
      b.token,
      exampleRequest(r, {
        memberId: b.id,
        accountid: b.accountid,
        employerId: b.employerId,
        ssn: '987654323',
      }),
    );
    expect(probe.status, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
    const markers = markersOf(a);
    for (const attempt of attempts(r)) {
      const ans = await send(r, b.token, attempt.req);
      const context = `${key} with ${attempt.label}: ${ans.status} ${ans.text.slice(0, 300)}`;
      if (attempt.owned) expect([403, 404], context).toContain(ans.status);
      else expect(ans.status, context).not.toBeGreaterThanOrEqual(500);
      for (const m of markers)
        expect(
          ans.text.includes(m),
          `${context} contains A's ${m === a.member.id ? 'member id' : 'data'}`,
        ).toBe(false);
    }
  });
});

describe("member A's own view", () => {
  it("is unchanged after every other member's attempts", async () => {
    expect(await viewOf(a.member)).toEqual(aViewBefore);
  });
});
