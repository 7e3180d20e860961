/**
 * The shape of a request around its schemas, for every route of the route table, through the real
 * family handlers (middleware chain included) with every AWS client mocked (issue 24, item 3):
 * - a body that is not sent as JSON (text/plain, form data, no content type) answers 415 with a
 *   message that says to send JSON, and reaches no AWS client;
 * - a query string parameter the route does not declare (e.g. another member's id on
 *   GET /api/Order?memberid=...) answers 400 naming the parameter, and reaches no AWS client,
 *   whether the route has a query schema or none.
 * Routes are read from shared/routes.ts: a new route is checked without editing this file.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import { tableEnvName, tableIds } from '../../infra/resources/tables';
import { bucketEnvName } from '../../infra/resources/buckets';
import * as apiMessages from '../../shared/api-messages';
import { routeKey, routes, type RouteDef } from '../../shared/routes';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import { mockAllClients, type AwsMocks } from './support/aws-mocks';
import { exampleRequest, type RequestParts } from './support/examples';

let aws: AwsMocks;
beforeAll(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  for (const id of tableIds) process.env[tableEnvName(id)] ??= `shape-${id}`;
  process.env[bucketEnvName('assets')] ??= 'shape-assets';
  process.env.USER_POOL_CLIENT_ID ??= 'shape-client';
  process.env.USER_POOL_ID ??= 'us-east-1_shape';
  aws = mockAllClients(() => new Error('A refused request must reach no AWS client'));
});
afterEach(() => aws.reset());
afterAll(() => aws.restore());

const ctx = {
  memberId: randomUUID(),
  accountid: 'ACME-1',
  employerId: randomUUID(),
  ssn: '987654321',
  email: 'casey@example.com',
  password: 'Casey#2026pass',
};

async function invoke(r: RouteDef, req: RequestParts, contentType: string | undefined) {
  const event = apiEvent(routeKey(r), {
    ...(req.body !== undefined ? { body: req.body } : {}),
    pathParameters: req.path,
    query: req.query,
    ...(r.access !== 'public' ? { claims: memberClaims() } : {}),
  });
  event.headers = contentType === undefined ? {} : { 'content-type': contentType };
  const res = await familyHandlers[r.family](event, lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, raw: res.body };
}

const expectNoAwsCall = (label: string) =>
  expect(
    aws.sent().map((c) => `${c.client}:${c.command}`),
    `${label} reached AWS`,
  ).toEqual([]);

const withBody = (routes as readonly RouteDef[]).filter((r) => r.request.body);

describe.each(withBody.map((r) => [routeKey(r), r] as const))('%s with a body not sent as JSON', (key, r) => {
  it.for([
    'text/plain',
    'text/plain; charset=utf-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    undefined,
  ])('content type %s answers 415 naming JSON', async (contentType) => {
    const req = exampleRequest(r, ctx);
    const probe = await invoke(r, req, 'application/json');
    expect(probe.status, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
    aws.reset();
    const ans = await invoke(r, req, contentType);
    const label = `${key} as ${contentType ?? '(no content type)'}: ${ans.status} ${ans.raw.slice(0, 200)}`;
    expect(ans.status, label).toBe(415);
    expect(ans.body.success, label).toBe(false);
    expect(ans.body.message, label).toBe(apiMessages.unsupportedMediaType);
    expectNoAwsCall(label);
  });
});

describe.each(routes.map((r) => [routeKey(r), r as RouteDef] as const))(
  '%s with a query parameter it does not declare',
  (key, r) => {
    it.for(['memberid', 'id', 'zz_unknown'])('?%s=... answers 400 naming the parameter', async (name) => {
      const req = exampleRequest(r, ctx);
      const probe = await invoke(r, req, 'application/json');
      expect(probe.status, `${key}: every route is implemented: a 501 is a defect`).not.toBe(501);
      // A parameter the route's query schema declares (every one is required) is not foreign.
      if (req.query && name in req.query) return;
      aws.reset();
      const ans = await invoke(
        r,
        { ...req, query: { ...(req.query ?? {}), [name]: randomUUID() } },
        'application/json',
      );
      const label = `${key}?${name}=...: ${ans.status} ${ans.raw.slice(0, 200)}`;
      expect(ans.status, label).toBe(400);
      expect(ans.body.fields, label).toEqual({
        [`query.${name}`]: apiMessages.unknownField(`query.${name}`),
      });
      expect(String(ans.body.message), label).toContain(`query.${name}`);
      expectNoAwsCall(label);
    });
  },
);

describe('the content types that are JSON', () => {
  it.for([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json-patch+json',
  ])('PUT /api/Member/Ssn sent as %s gets past the content-type check', async (contentType) => {
    const r = routes.find((x) => x.handler === 'put-member-ssn') as RouteDef;
    const ans = await invoke(r, { body: { additionalid: 'not digits' } }, contentType);
    // Past the content-type check, the schema decides: 400 naming the field.
    expect(ans.status, ans.raw).toBe(400);
    expect(Object.keys(ans.body.fields as object)).toContain('additionalid');
  });
});
