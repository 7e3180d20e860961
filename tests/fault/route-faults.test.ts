/**
 * Every implemented route of the route table, with every AWS client mocked (aws-sdk-client-mock)
 * to fail the way a busy service fails: DynamoDB throttling and capacity errors, Cognito and SES
 * throttling (no handler sends a request to S3). The caller must get a clear 503 with the busy message, never a 500
 * or a success that hides the failure. Valid requests come from the route's own schemas, so a new
 * route joins without editing this file; a route answering 501 fails.
 * (Retries and partial writes need real SDK transports and data: tests/fault/stack/.)
 */
import {
  InternalErrorException,
  TooManyRequestsException as CognitoTooManyRequests,
} from '@aws-sdk/client-cognito-identity-provider';
import { ProvisionedThroughputExceededException, ThrottlingException } from '@aws-sdk/client-dynamodb';
import { TooManyRequestsException as SesTooManyRequests } from '@aws-sdk/client-sesv2';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import { bucketEnvName } from '../../infra/resources/buckets';
import { tableEnvName, tableIds } from '../../infra/resources/tables';
import * as apiMessages from '../../shared/api-messages';
import { routeKey, routes, type RouteDef } from '../../shared/routes';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';
import { validArb } from '../abuse/support/arbitraries';
import { mockAllClients, type AwsMocks } from '../abuse/support/aws-mocks';

const meta = (httpStatusCode: number) => ({
  $metadata: { httpStatusCode, attempts: 3, totalRetryDelay: 300 },
});

/** SES's throttling, as the SES client raises it after its last attempt. */
const sesThrottled = () =>
  new SesTooManyRequests({ message: 'Maximum sending rate exceeded.', ...meta(429) });

/** What each client answers in one fault profile, as the SDK raises it after its last attempt. */
const profiles: Record<string, Record<'documentClient' | 'dynamodb' | 'cognito' | 'ses', () => Error>> = {
  'throttling everywhere (DynamoDB ThrottlingException)': {
    documentClient: () => new ThrottlingException({ message: 'Rate exceeded', ...meta(400) }),
    dynamodb: () => new ThrottlingException({ message: 'Rate exceeded', ...meta(400) }),
    cognito: () => new CognitoTooManyRequests({ message: 'Too many requests', ...meta(429) }),
    ses: () => sesThrottled(),
  },
  'capacity and internal errors (ProvisionedThroughputExceeded)': {
    documentClient: () =>
      new ProvisionedThroughputExceededException({ message: 'throughput exceeded', ...meta(400) }),
    dynamodb: () =>
      new ProvisionedThroughputExceededException({ message: 'throughput exceeded', ...meta(400) }),
    cognito: () => new InternalErrorException({ message: 'internal error', ...meta(500) }),
    ses: () => sesThrottled(),
  },
};

let aws: AwsMocks;
beforeAll(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  for (const id of tableIds) process.env[tableEnvName(id)] ??= `fault-${id}`;
  process.env[bucketEnvName('assets')] ??= 'fault-assets';
  process.env.USER_POOL_CLIENT_ID ??= 'fault-client';
  process.env.USER_POOL_ID ??= 'us-east-1_fault';
  process.env.PORTAL_URL ??= 'https://portal.example.com';
  process.env.FROM_EMAIL ??= 'no-reply@example.com';
  process.env.SUPPORT_EMAIL ??= 'support@example.com';
  aws = mockAllClients();
});
afterAll(() => aws.restore());

function arm(profile: (typeof profiles)[string]): void {
  aws.reset();
  for (const [client, make] of Object.entries(profile)) {
    if (client === 'ses') aws.ses.callsFake(() => Promise.reject(make()));
    else aws.stubs[client as keyof AwsMocks['stubs']].onAnyCommand().callsFake(() => Promise.reject(make()));
  }
}

/** Valid requests of a route, from its schemas (a fixed seed: the same requests every run). */
function validRequests(r: RouteDef, count: number) {
  const arb = fc.record({
    body: r.request.body ? validArb(r.request.body) : fc.constant(undefined),
    path: r.request.path ? validArb(r.request.path) : fc.constant(undefined),
    query: r.request.query ? validArb(r.request.query) : fc.constant(undefined),
  });
  return fc.sample(arb, { numRuns: count, seed: 20261121 });
}

const invoke = (r: RouteDef, req: { body?: unknown; path?: unknown; query?: unknown }) =>
  familyHandlers[r.family](
    apiEvent(routeKey(r), {
      ...(req.body !== undefined ? { body: req.body } : {}),
      pathParameters: req.path as Record<string, string> | undefined,
      query: req.query as Record<string, string> | undefined,
      ...(r.access !== 'public' ? { claims: memberClaims() } : {}),
    }),
    lambdaContext(),
  );

describe.each(routes.map((r) => [routeKey(r), r] as const))('%s when AWS is busy', (key, route) => {
  const r = route as RouteDef;
  it.for(Object.keys(profiles))(
    '%s: a clear 503 with the busy message, never a 500 or a silent success',
    async (name, ctx) => {
      aws.reset();
      expect(
        (await invoke(r, {})).statusCode,
        `${key}: every route is implemented: a 501 is a defect`,
      ).not.toBe(501);
      let reachedAws = 0;
      for (const req of validRequests(r, 4)) {
        arm(profiles[name] as (typeof profiles)[string]);
        const res = await invoke(r, req);
        const body = JSON.parse(res.body) as { success?: boolean; message?: string; requestId?: string };
        const sent = aws.sent();
        if (sent.length === 0) {
          // The request was answered without AWS (e.g. refused by a domain rule): no fault to see.
          expect(res.statusCode, `${key} ${JSON.stringify(req)}`).toBeLessThan(500);
          continue;
        }
        reachedAws++;
        const context = `${key} ${JSON.stringify(req).slice(0, 300)} after ${sent.map((c) => c.command).join(', ')}`;
        expect(res.statusCode, `${context}: ${res.body}`).toBe(503);
        expect(body, context).toMatchObject({ success: false, requestId: expect.any(String) });
        // The busy message, or a more specific text of shared/api-messages.ts (never the internal-error one).
        expect(
          Object.values(apiMessages).filter((m) => typeof m === 'string' && m !== apiMessages.internalError),
          `${context}: ${body.message}`,
        ).toContain(body.message);
        // Each failing client was called once per command: the handler itself does not loop on it.
        expect(sent.length, context).toBeLessThanOrEqual(8);
      }
      ctx.annotate(`${reachedAws} of 4 valid requests reached AWS`);
    },
  );
});
