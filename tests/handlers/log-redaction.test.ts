/**
 * No secret in any log line (issue 27, item 2): every route of the route table is called through
 * the real family handlers (the one middleware chain included) with requests carrying an SSN, a
 * password, the set-password link's token, the reset code and the delete proof wherever the
 * route takes one, the caller's access token in the Authorization header and a refresh token in a
 * cookie. Each request is sent twice: once with every AWS client failing (the handlers' error
 * lines), once refused by validation for an unknown field carrying the refresh token (the chain's
 * refusal lines). A sign-in that succeeds answers the pool's tokens, which must not be logged
 * either. The logger is at DEBUG and POWERTOOLS_LOGGER_LOG_EVENT asks for the invocation event,
 * as an operator chasing a fault might set it: every line written to stdout and stderr is read.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import { bucketEnvName } from '../../infra/resources/buckets';
import { tableEnvName, tableIds } from '../../infra/resources/tables';
import { logger } from '../../lambdas/middleware/logger';
import { routeKey, routes, type RouteDef } from '../../shared/routes';
import { mockAllClients, type AwsMocks } from '../abuse/support/aws-mocks';
import { exampleRequest, type RequestParts } from '../abuse/support/examples';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

// Before the handlers (and the logger) are imported: the logger reads both when it is built, and
// Powertools' injectLambdaContext restores that level at every invocation.
const settingsBefore = vi.hoisted(() => {
  const before = {
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL,
    POWERTOOLS_LOGGER_LOG_EVENT: process.env.POWERTOOLS_LOGGER_LOG_EVENT,
  };
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  process.env.POWERTOOLS_LOGGER_LOG_EVENT = 'true';
  return before;
});

const b64url = (bytes: number) => randomBytes(bytes).toString('base64url');
/** A JWT as Cognito signs its access and id tokens: header.payload.signature. */
const jwt = () => `eyJ${b64url(24)}.eyJ${b64url(48)}.${b64url(64)}`;
/** A JWE as Cognito encrypts its refresh tokens: five parts, the ciphertext the longest. */
const jwe = () => `eyJ${b64url(24)}.${b64url(96)}.${b64url(12)}.${b64url(200)}.${b64url(16)}`;

const secrets = {
  ssn: '987-65-4321',
  password: `Casey#${b64url(9)}`,
  newPassword: `N3w#${b64url(9)}`,
  setPasswordToken: b64url(32),
  resetCode: '493817',
  deleteProof: b64url(32),
  accessToken: jwt(),
  refreshToken: jwe(),
  issuedAccessToken: jwt(),
  issuedIdToken: jwt(),
  issuedRefreshToken: jwe(),
};

/** The field names that carry each secret in the route table's schemas. */
const secretOfField: Record<string, string> = {
  additionalid: secrets.ssn.replaceAll('-', ''),
  ssn: secrets.ssn.replaceAll('-', ''),
  password: secrets.password,
  currentpassword: secrets.password,
  newpassword: secrets.newPassword,
  token: secrets.setPasswordToken,
  code: secrets.resetCode,
  proof: secrets.deleteProof,
};

/** Each secret as it must never appear: whole, and (tokens) their longest part alone; an SSN in any spelling. */
const forbidden: { what: string; pattern: RegExp }[] = [
  { what: 'the SSN', pattern: /(?<!\d)987[- ]?65[- ]?4321(?!\d)/ },
  ...Object.entries(secrets)
    .filter(([what]) => what !== 'ssn')
    .flatMap(([what, value]) => {
      const longest = value.split('.').reduce((a, b) => (b.length > a.length ? b : a));
      const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return [
        { what, pattern: new RegExp(escape(value)) },
        ...(longest !== value ? [{ what: `${what} (a part)`, pattern: new RegExp(escape(longest)) }] : []),
      ];
    }),
];

/** Replaces every field named in {@link secretOfField}, at any depth, where the schema still accepts it. */
function withSecrets(value: unknown, placed: Set<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withSecrets(v, placed));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const secret = secretOfField[k.toLowerCase()];
      if (secret !== undefined && typeof v === 'string') {
        placed.add(k.toLowerCase());
        return [k, secret];
      }
      return [k, withSecrets(v, placed)];
    }),
  );
}

function secretRequest(r: RouteDef, placed: Set<string>): RequestParts {
  const example = exampleRequest(r, {
    memberId: randomUUID(),
    accountid: 'ACME-1',
    employerId: randomUUID(),
    ssn: secretOfField.additionalid as string,
    email: 'casey@example.com',
    password: secrets.password,
  });
  const parts: RequestParts = {};
  for (const part of ['body', 'path', 'query'] as const) {
    if (example[part] === undefined) continue;
    const tried = new Set<string>();
    const candidate = withSecrets(example[part], tried);
    const fits = r.request[part]?.safeParse(candidate).success ?? false;
    (parts as Record<string, unknown>)[part] = fits ? candidate : example[part];
    if (fits) tried.forEach((f) => placed.add(f));
  }
  return parts;
}

/** Calls the route's family handler as API Gateway would, with the caller's tokens. */
async function send(r: RouteDef, parts: RequestParts) {
  const event = apiEvent(routeKey(r), {
    ...(parts.body !== undefined ? { body: parts.body } : {}),
    pathParameters: parts.path,
    query: parts.query,
    ...(r.access !== 'public' ? { claims: memberClaims() } : {}),
  });
  event.headers = {
    ...event.headers,
    authorization: `Bearer ${secrets.accessToken}`,
    cookie: `refresh_token=${secrets.refreshToken}`,
  };
  event.cookies = [`refresh_token=${secrets.refreshToken}`];
  if (parts.query)
    event.rawQueryString = new URLSearchParams(parts.query as Record<string, string>).toString();
  return familyHandlers[r.family](event, lambdaContext());
}

/** Everything written to stdout and stderr while `act` runs, line by line. */
async function linesWrittenBy(act: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
  try {
    await act();
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
  return lines;
}

const leaksIn = (lines: string[]) =>
  lines.flatMap((line, i) =>
    forbidden.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `line ${i}: ${what}`),
  );

let aws: AwsMocks;
beforeAll(() => {
  process.env.AWS_REGION ??= 'us-east-1';
  for (const id of tableIds) process.env[tableEnvName(id)] ??= `redaction-${id}`;
  process.env[bucketEnvName('assets')] ??= 'redaction-assets';
  process.env.USER_POOL_CLIENT_ID ??= 'redaction-client';
  process.env.USER_POOL_ID ??= 'us-east-1_redaction';
  expect(logger.getLevelName()).toBe('DEBUG');
  // A failing service whose error quotes what it was sent: the handlers log the error, its
  // message and stack, which only the logger's redaction keeps clean.
  aws = mockAllClients(() =>
    Object.assign(
      new Error(
        `The service is unavailable for ${secretOfField.ssn as string} (${secrets.ssn}), caller ${secrets.accessToken}`,
      ),
      { name: 'ServiceUnavailable', ssn: secrets.ssn, password: secrets.password },
    ),
  );
});
afterEach(() => aws.reset());
afterAll(() => {
  aws.restore();
  for (const [name, value] of Object.entries(settingsBefore)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('log lines of requests that carry secrets', () => {
  it('hold no SSN, password, token, reset code or proof on any route, failed or refused', async () => {
    // Prepare
    const placed = new Set<string>();
    const statuses: number[] = [];

    // Act
    const lines = await linesWrittenBy(async () => {
      for (const r of routes as readonly RouteDef[]) {
        const parts = secretRequest(r, placed);
        statuses.push((await send(r, parts)).statusCode);
        const refused: RequestParts = r.request.body
          ? { ...parts, body: { ...(parts.body as object), refresh_token: secrets.refreshToken } }
          : { ...parts, query: { ...parts.query, refresh_token: secrets.refreshToken } };
        statuses.push((await send(r, refused)).statusCode);
      }
    });

    // Assess: every kind of secret was sent, the handlers failed and refused, and logged it.
    expect([...placed].sort()).toEqual(
      expect.arrayContaining([
        'additionalid',
        'code',
        'currentpassword',
        'newpassword',
        'password',
        'proof',
        'token',
      ]),
    );
    expect(statuses.filter((s) => s >= 500).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(routes.length);
    const levels = lines.map((l) => /"level":"(\w+)"/.exec(l)?.[1]);
    expect(levels).toContain('ERROR');
    expect(levels).toContain('INFO');
    expect(leaksIn(lines)).toEqual([]);
  });

  it('hold none of the tokens a successful sign-in answers, nor the password it was sent', async () => {
    // Prepare: the rate-limit counter is read and counted; the pool accepts the password.
    aws.stubs.documentClient.on(GetCommand).resolves({});
    aws.stubs.documentClient.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
    aws.stubs.cognito.on(InitiateAuthCommand).resolves({
      AuthenticationResult: {
        AccessToken: secrets.issuedAccessToken,
        IdToken: secrets.issuedIdToken,
        RefreshToken: secrets.issuedRefreshToken,
      },
    });
    const login = (routes as readonly RouteDef[]).find((r) => r.handler === 'post-login') as RouteDef;

    // Act
    let answer = '';
    const lines = await linesWrittenBy(async () => {
      answer = (await send(login, { body: { email: 'casey@example.com', password: secrets.password } })).body;
    });

    // Assess
    expect(answer).toContain(secrets.issuedRefreshToken);
    expect(leaksIn(lines)).toEqual([]);
  });
});
