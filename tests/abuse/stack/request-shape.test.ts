/**
 * The shape of a request over HTTP on the local stack (issue 24, item 3), for every route of the
 * route table, signed in as a member of its own (an administrator of its employer on admin routes): a body sent as text/plain answers 415, and a
 * query parameter the route does not declare answers 400 naming it, e.g. another member's id on
 * GET /api/Order?memberid=... (which used to answer the caller's own orders). This also checks that
 * the local server hands the headers and the query string to the handlers as API Gateway does.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../../shared/api-messages';
import { buildPath, routeKey, routes, type RouteDef } from '../../../shared/routes';
import { exampleRequest, type RequestParts } from '../support/examples';
import { createMember, type TestMember } from '../support/members';
import { testAdministrator, type TestAdministrator } from '../../helpers/admin';

const stack = inject('stack');
const base = stack.portalUrl;
let member: TestMember;
/** The admin routes' caller: an administrator of the member's employer. */
let admin: TestAdministrator;

beforeAll(async () => {
  const demo = (await (await fetch(`${base}/api/Employer/${stack.demo.employerId}`)).json()) as {
    data: { accountid: string; accountname: string };
  };
  member = await createMember(
    { ...stack, region: stack.handlerEnv.AWS_REGION },
    { id: stack.demo.employerId, ...demo.data },
    'Shape',
  );
  admin = await testAdministrator(stack, 'shape', [stack.demo.employerId]);
});

async function send(r: RouteDef, req: RequestParts, contentType: string) {
  const query = req.query && Object.keys(req.query).length ? `?${new URLSearchParams(req.query)}` : '';
  const res = await fetch(`${base}${buildPath(r.path, req.path ?? {})}${query}`, {
    method: r.method,
    headers: {
      ...(r.access === 'member' ? { authorization: `Bearer ${member.token}` } : {}),
      ...(r.access === 'admin' ? { authorization: `Bearer ${admin.token}` } : {}),
      ...(req.body !== undefined ? { 'content-type': contentType } : {}),
    },
    body: req.body === undefined ? undefined : JSON.stringify(req.body),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as Record<string, unknown> };
}

const example = (r: RouteDef) =>
  exampleRequest(r, {
    memberId: member.id,
    accountid: member.accountid,
    employerId: member.employerId,
    ssn: '987654325',
  });

describe.each(routes.map((r) => [routeKey(r), r as RouteDef] as const))('%s on the local stack', (key, r) => {
  it('refuses a query parameter it does not declare (another member id) with 400 naming it', async () => {
    const req = example(r);
    if (req.query && 'memberid' in req.query) return;
    const ans = await send(
      r,
      { ...req, query: { ...(req.query ?? {}), memberid: randomUUID() } },
      'application/json',
    );
    expect(ans.status, `${key}: ${ans.text.slice(0, 300)}`).toBe(400);
    expect(ans.json.fields).toEqual({ 'query.memberid': apiMessages.unknownField('query.memberid') });
  });

  it.runIf(r.request.body !== undefined)('refuses a body sent as text/plain with 415', async () => {
    const ans = await send(r, example(r), 'text/plain;charset=UTF-8');
    expect(ans.status, `${key}: ${ans.text.slice(0, 300)}`).toBe(415);
    expect(ans.json.message).toBe(apiMessages.unsupportedMediaType);
  });
});
