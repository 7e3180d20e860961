/**
 * The functions send mail with their own SES v2 SendEmail (lambdas/adapters/ses.ts) instead of the
 * SDK's SES client. The SDK client is the reference: for the same message, credentials and clock
 * both must send the same request (method, address, headers, JSON body, signature scope and signed
 * inputs), and for the same answers from SES both must retry as often and end with the same error
 * (name, fault, status, attempts). aws-ses-v2-local, the local stack's SES, checks no signatures,
 * so this comparison is what shows SES would accept the requests; the stack tests deliver mail
 * through it.
 */
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { HttpRequest } from '@smithy/core/protocols';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SesError, SesV2, type SendEmailInput } from '../../lambdas/adapters/ses';
import {
  lower,
  scope,
  SDK_ONLY,
  signedHeaders,
  transport,
  type Answer,
  compareAtOneInstant,
  credentials,
  sdkSignatureOver,
} from '../helpers/recording-transport';

const message: SendEmailInput = {
  FromEmailAddress: 'no-reply@portal.example.com',
  Destination: { ToAddresses: ['casey.ünal+benefits@example.com'] },
  Content: {
    Simple: {
      Subject: { Data: 'Welcome to Acme benefits – confirm your e-mail', Charset: 'UTF-8' },
      Body: {
        Html: {
          Data: '<p>Hello Casey, <a href="https://x.example/set?id=1&t=2">set</a></p>',
          Charset: 'UTF-8',
        },
        Text: { Data: 'Hello Casey,\nset your password: https://x.example/set?id=1&t=2', Charset: 'UTF-8' },
      },
    },
  },
};

const sent = { status: 200, body: '{"MessageId":"0100019a-ses-message"}' };

async function viaSdk(answers: Answer[], region = 'us-east-1', endpoint?: string) {
  const { handler, requests } = transport(answers);
  const client = new SESv2Client({ region, credentials, requestHandler: handler, maxAttempts: 3, endpoint });
  try {
    return { output: await client.send(new SendEmailCommand(message)), requests };
  } catch (error) {
    return { error: error as SesError, requests };
  }
}

async function viaOurs(answers: Answer[], region = 'us-east-1', endpoint?: string) {
  const { handler, requests } = transport(answers);
  const ses = new SesV2({ region, credentials, requestHandler: handler, maxAttempts: 3, endpoint });
  try {
    return { output: await ses.sendEmail(message), requests };
  } catch (error) {
    return { error: error as SesError, requests };
  }
}

describe('SesV2.sendEmail', () => {
  compareAtOneInstant();

  it.each([
    { name: "SES's own endpoint", region: 'us-east-1', endpoint: undefined },
    { name: 'another region', region: 'eu-west-2', endpoint: undefined },
    {
      name: 'the local stack (an endpoint with a port)',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:8005',
    },
  ])('sends the request the SDK client sends, signed over the same inputs: $name', async (c) => {
    const sdk = await viaSdk([sent], c.region, c.endpoint);
    const ours = await viaOurs([sent], c.region, c.endpoint);
    expect(ours.output).toEqual({ MessageId: '0100019a-ses-message' });
    expect(sdk.output?.MessageId).toBe('0100019a-ses-message');
    const [a, b] = [sdk.requests[0] as HttpRequest, ours.requests[0] as HttpRequest];
    expect(ours.requests).toHaveLength(1);
    expect({
      method: b.method,
      protocol: b.protocol,
      hostname: b.hostname,
      port: b.port,
      path: b.path,
    }).toEqual({
      method: a.method,
      protocol: a.protocol,
      hostname: a.hostname,
      port: a.port,
      path: a.path,
    });
    expect(b.query ?? {}).toEqual(a.query ?? {});
    expect(JSON.parse(String(b.body))).toEqual(JSON.parse(String(a.body)));

    // Every header the SDK sends, but its bookkeeping, with the same value; the signature and the
    // body's hash aside (the SDK writes the members in its schema's order, we in the message's).
    const sdkHeaders = Object.fromEntries(
      Object.entries(lower(a.headers)).filter(
        ([k]) => !SDK_ONLY.test(k) && k !== 'authorization' && k !== 'x-amz-content-sha256',
      ),
    );
    const ourHeaders = lower(b.headers);
    const { authorization, 'x-amz-content-sha256': bodyHash, ...ourRest } = ourHeaders;
    expect(ourRest).toEqual(sdkHeaders);
    expect(bodyHash).toBe(createHash('sha256').update(String(b.body)).digest('hex'));
    expect(scope(authorization)).toBe(scope(lower(a.headers).authorization));
    expect(scope(authorization)).toBe(`AKIDEXAMPLE/20261124/${c.region}/ses/aws4_request`);
    expect(signedHeaders(authorization)).toEqual(
      signedHeaders(lower(a.headers).authorization)?.filter((h) => !SDK_ONLY.test(h)),
    );

    // The SDK's request without its bookkeeping, signed anew, carries our signature: same inputs.
    expect(authorization).toBe(await sdkSignatureOver(a, b.body, 'ses', c.region));
  });

  /** `differs`: where we deliberately answer another error than the SDK (same attempts and status). */
  const faults: { name: string; answers: Answer[]; differs?: { name: string; message: string } }[] = [
    {
      name: 'throttled on every attempt (429, the error type in a header)',
      answers: [
        {
          status: 429,
          headers: { 'x-amzn-errortype': 'TooManyRequestsException:http://internal.amazon.com/coral/' },
          body: '{"message":"Maximum sending rate exceeded."}',
        },
      ],
    },
    {
      name: 'throttled once, then sent',
      answers: [
        { status: 429, headers: { 'x-amzn-errortype': 'TooManyRequestsException' }, body: '{}' },
        sent,
      ],
    },
    {
      name: 'a rejected message (400, the error code in the body): not retried',
      answers: [
        { status: 400, body: '{"code":"MessageRejected","message":"Email address is not verified."}' },
      ],
    },
    {
      name: 'a bad request named by __type',
      answers: [{ status: 400, body: '{"__type":"BadRequestException","message":"Invalid email address."}' }],
    },
    {
      name: 'an internal failure (500) on every attempt',
      answers: [
        { status: 500, headers: { 'x-amzn-errortype': 'InternalFailure' }, body: '{"message":"internal"}' },
      ],
    },
    {
      name: 'a service unavailable (503) without a body, then sent',
      answers: [{ status: 503 }, sent],
    },
    {
      name: 'a gateway error (502) without a body on every attempt',
      answers: [{ status: 502, headers: { 'content-type': 'text/html' }, body: '<html>Bad Gateway</html>' }],
      // The SDK raises the JSON parser's SyntaxError; we name a server error SES gave no code for.
      differs: { name: 'UnknownError', message: 'SES answered HTTP 502 without an error code' },
    },
    {
      name: 'a dropped connection, then sent',
      answers: [() => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), sent],
    },
    {
      name: 'a dropped connection on every attempt',
      answers: [() => Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })],
    },
  ];

  it.each(faults)('retries and fails as the SDK client does: $name', async (f) => {
    const sdk = await viaSdk(f.answers);
    const ours = await viaOurs(f.answers);
    expect(ours.requests).toHaveLength(sdk.requests.length);
    expect(ours.output).toEqual(sdk.output ? { MessageId: sdk.output.MessageId } : undefined);
    if (!sdk.error) {
      expect(ours.error).toBeUndefined();
      return;
    }
    const shape = (e: SesError) => ({
      name: e.name,
      message: e.message,
      $fault: e.$fault,
      status: e.$metadata?.httpStatusCode,
      attempts: e.$metadata?.attempts,
      // A transport's error is passed on as it is, with its code (the SDK adds the body's members
      // to a service error; nothing here reads them).
      code: e.$fault === undefined ? (e as { code?: unknown }).code : undefined,
    });
    const expected = f.differs ? { ...shape(sdk.error), ...f.differs, $fault: 'server' } : shape(sdk.error);
    expect(shape(ours.error as SesError)).toEqual(expected);
  });

  it('gives up after the attempts it is configured for, and names the last answer', async () => {
    const { handler, requests } = transport([
      { status: 429, headers: { 'x-amzn-errortype': 'TooManyRequestsException' } },
    ]);
    const ses = new SesV2({ region: 'us-east-1', credentials, requestHandler: handler, maxAttempts: 2 });
    const error = await ses.sendEmail(message).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SesError);
    expect(error).toMatchObject({
      name: 'TooManyRequestsException',
      $metadata: { httpStatusCode: 429, attempts: 2 },
    });
    expect(requests).toHaveLength(2);
  });

  it("keeps SES's raw answer on the error but out of its enumerable fields (and so out of log lines)", async () => {
    const { handler } = transport([{ status: 400, body: '{"code":"MessageRejected","message":"no"}' }]);
    const ses = new SesV2({ region: 'us-east-1', credentials, requestHandler: handler });
    const error = (await ses.sendEmail(message).catch((e: unknown) => e)) as SesError;
    expect(error.$response?.statusCode).toBe(400);
    expect(Object.keys(error)).not.toContain('$response');
    expect(JSON.stringify(error)).not.toContain('statusCode');
  });
});
