/**
 * A recording HTTP transport for the adapters that send AWS requests themselves (SES, Cognito) and
 * for the SDK clients they are compared with: each request is kept, and each answer is the next
 * canned one. With the helpers that read the headers both sides send.
 */
import { Sha256 } from '@smithy/core/checksum';
import { HttpResponse, type HttpHandler, type HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** Credentials with a session token (its '/', '+' and '=' must be escaped in a signed request). */
export const credentials = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'IQoJb3JpZ2luX2VjE/session+token=',
};

/**
 * The hooks of a comparison with an SDK client, for the enclosing describe: both sides at one
 * instant, no jitter (so retries do not wait), and no endpoint taken from the environment (the
 * test stack sets AWS_ENDPOINT_URL_*, which the SDK would read).
 */
export function compareAtOneInstant(): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:30:00Z') });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    for (const name of Object.keys(process.env))
      if (name.startsWith('AWS_ENDPOINT_URL') || name === 'AWS_IGNORE_CONFIGURED_ENDPOINT_URLS')
        vi.stubEnv(name, undefined);
  });
  afterEach(() => vi.clearAllMocks());
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });
}

/** An HTTP answer, or a transport failure (a new error each time: the SDK adds to the one it gets). */
export type Answer = { status: number; headers?: Record<string, string>; body?: string } | (() => Error);

/** A transport that records each request and gives the next canned answer (the last one repeats). */
export function transport(answers: Answer[]) {
  const requests: HttpRequest[] = [];
  const handler = {
    metadata: { handlerProtocol: 'http/1.1' },
    handle: async (request: HttpRequest) => {
      requests.push(request);
      const answer = answers[Math.min(requests.length - 1, answers.length - 1)] as Answer;
      if (typeof answer === 'function') throw answer();
      return {
        response: new HttpResponse({
          statusCode: answer.status,
          headers: { 'content-type': 'application/json', 'x-amzn-requestid': 'req-1', ...answer.headers },
          body: Readable.from([Buffer.from(answer.body ?? '')]),
        }),
      };
    },
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
  } as unknown as HttpHandler;
  return { handler, requests };
}

/** Headers only the SDK sends: its user agent, invocation id and attempt count. */
export const SDK_ONLY = /^(user-agent|x-amz-user-agent|amz-sdk-invocation-id|amz-sdk-request)$/i;

export const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

export const scope = (authorization: string | undefined) =>
  /Credential=([^,]+)/.exec(authorization ?? '')?.[1];
export const signedHeaders = (authorization: string | undefined) =>
  /SignedHeaders=([^,]+)/.exec(authorization ?? '')?.[1]?.split(';');

/**
 * The authorization header the SDK's request would carry without its own bookkeeping (user
 * agent, invocation id) and with `body`, signed anew for `service`: an adapter that signs the same
 * inputs carries exactly this one.
 */
export async function sdkSignatureOver(
  sdkRequest: HttpRequest,
  body: unknown,
  service: string,
  region: string,
): Promise<string | undefined> {
  const reference = sdkRequest.clone();
  for (const k of Object.keys(reference.headers))
    if (SDK_ONLY.test(k) || /^(authorization|x-amz-date|x-amz-security-token|x-amz-content-sha256)$/i.test(k))
      delete reference.headers[k];
  reference.body = body;
  if (reference.headers['content-length'] !== undefined)
    reference.headers['content-length'] = String(Buffer.byteLength(String(body)));
  const resigned = await new SignatureV4({ service, region, credentials, sha256: Sha256 }).sign(reference);
  return lower(resigned.headers).authorization;
}
