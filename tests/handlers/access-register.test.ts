/** POST /api/Member/Register and DELETE /api/Member/{id} on the real chain, with mocked AWS clients. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import {
  emailClaimKey,
  hashSecret,
  registrationProofKey,
  resetCodeKey,
  setPasswordTokenKey,
} from '../../lambdas/adapters/member-access';
import { handler as deletePending } from '../../lambdas/handlers/registration/delete-pending';
import { handler as postRegister } from '../../lambdas/handlers/registration/post-register';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { apiEvent, lambdaContext } from '../helpers/events';
import {
  counterKeyOf,
  ddb,
  employerId,
  employerItem,
  FROM_EMAIL,
  memberId,
  memberItem,
  PORTAL_URL,
  registrationBody,
  resetMocks,
  sentLink,
  ses,
  setAccessEnv,
  SOURCE_IP,
} from './access-fixtures';

const register = async (body: unknown) => {
  const res = await postRegister(apiEvent('POST /api/Member/Register', { body }), lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown>, raw: res.body };
};

beforeAll(() => setAccessEnv());
beforeEach(() => {
  setAccessEnv();
  resetMocks();
  ddb
    .on(GetCommand, { Key: { pk: `EMPLOYER#${employerId}`, sk: 'PROFILE' } })
    .resolves({ Item: employerItem });
});

type Put = { Item: Record<string, unknown> };
const putsOf = (call = 0): Put[] =>
  (ddb.commandCalls(TransactWriteCommand)[call]?.args[0].input.TransactItems ?? [])
    .map((t) => t.Put as Put)
    .filter(Boolean);

describe('POST /api/Member/Register', () => {
  it("creates the member with the spec's defaults, its token and its proof in one transaction", async () => {
    // Act
    const res = await register(registrationBody());

    // Assess
    expect(res.status).toBe(200);
    const data = res.body.data as { memberid: string; proof: string };
    expect(data).toEqual({
      memberid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      proof: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const [member, claim, token, proof] = putsOf();
    expect(member?.Item).toMatchObject({
      ...memberKey(data.memberid),
      id: data.memberid,
      employerId,
      accountid: 'ACME-001',
      email: 'casey@example.com',
      personalemailaddress: 'casey@example.com',
      origination: 1,
      relationship: 1,
      status: 'Active',
      contributionclass: 'ALL',
      createdby: 'Register',
      currentplanyear: new Date().getFullYear(),
      ispasswordchanged: null,
    });
    expect(member?.Item).not.toHaveProperty('sub');
    expect(claim?.Item).toEqual({ ...emailClaimKey('casey@example.com'), memberId: data.memberid });
    expect(token?.Item).toMatchObject(setPasswordTokenKey(data.memberid));
    expect(proof?.Item).toEqual({
      ...registrationProofKey(data.memberid),
      proofHash: hashSecret(data.proof),
    });
  });

  it('e-mails the set-password link on the stage portal URL, and stores the token only as a hash that expires in 72 hours', async () => {
    const res = await register(registrationBody());
    const data = res.body.data as { memberid: string; proof: string };

    expect(ses.messages()).toContainEqual({
      FromEmailAddress: FROM_EMAIL,
      Destination: { ToAddresses: ['casey@example.com'] },
      Content: {
        Simple: expect.objectContaining({
          Subject: { Data: apiMessages.confirmationEmailSubject, Charset: 'UTF-8' },
        }),
      },
    });
    const link = sentLink();
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${PORTAL_URL}/set-password`);
    expect(Object.fromEntries(link.url.searchParams)).toEqual({
      employer_id: employerId,
      member_id: data.memberid,
      token: link.token,
    });
    expect(link.html).toContain(`href="${link.url.toString().replace(/&/g, '&amp;')}"`);
    expect(link.text).toContain('72 hours');

    const tokenItem = putsOf()[2]?.Item;
    expect(tokenItem?.tokenHash).toBe(hashSecret(link.token));
    const now = Date.now() / 1000;
    expect(tokenItem?.expiresAt).toBeGreaterThan(now + 72 * 3600 - 60);
    expect(tokenItem?.expiresAt).toBeLessThanOrEqual(now + 72 * 3600 + 1);
    const written = JSON.stringify(ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input);
    expect(written).not.toContain(link.token);
    expect(written).not.toContain(data.proof);
  });

  it('stores English on a member registered without a language, and sends the confirmation e-mail in English', async () => {
    await register(registrationBody());

    expect(putsOf()[0]?.Item.language).toBe('en');
    const { text } = sentLink();
    expect(ses.messages()[0]?.Content?.Simple?.Subject?.Data).toBe(apiMessages.confirmationEmailSubject);
    expect(text).toContain(apiMessages.confirmationEmailExpiry(72));
  });

  it('stores the language registered in, and sends the confirmation e-mail in it with the same link and lifetime', async () => {
    const res = await register({ ...registrationBody(), language: 'es' });

    expect(res.status).toBe(200);
    expect(putsOf()[0]?.Item.language).toBe('es');
    const { url, text, html } = sentLink();
    expect(ses.messages()[0]?.Content?.Simple?.Subject?.Data).toBe(apiMessagesEs.confirmationEmailSubject);
    expect(text).toContain(apiMessagesEs.confirmationEmailGreeting('Casey'));
    expect(text).toContain(apiMessagesEs.confirmationEmailExpiry(72));
    expect(text).toContain(`${apiMessagesEs.confirmationEmailLinkLabel}:\n${url.toString()}`);
    expect(text).toContain(apiMessagesEs.confirmationEmailIgnore);
    expect(text).not.toContain(apiMessages.confirmationEmailIgnore);
    expect(html).toContain(`href="${url.toString().replace(/&/g, '&amp;')}"`);
    expect(`${url.origin}${url.pathname}`).toBe(`${PORTAL_URL}/set-password`);
  });

  it('refuses a language the portal does not speak, writing and sending nothing', async () => {
    const res = await register({ ...registrationBody(), language: 'fr' });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalidRequest',
      fields: { language: apiMessages.languageUnsupported },
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ses.messages()).toEqual([]);
  });

  it('takes the link lifetime from SET_PASSWORD_TTL_HOURS', async () => {
    process.env.SET_PASSWORD_TTL_HOURS = '24';
    await register(registrationBody());
    const expiresAt = putsOf()[2]?.Item.expiresAt as number;
    expect(Math.round((expiresAt - Date.now() / 1000) / 3600)).toBe(24);
    expect(sentLink().text).toContain('24 hours');
  });

  it('escapes what the registrant typed in the HTML body', async () => {
    await register(registrationBody({ firstname: '<img src=x onerror=alert(1)>' }));
    const { html } = sentLink();
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('rolls the registration back when the e-mail cannot be sent: 503 and nothing stays written', async () => {
    // Prepare
    ses.rejects(new Error('SES is down'));

    // Act
    const res = await register(registrationBody());

    // Assess: the second transaction deletes exactly what the first one wrote
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, message: apiMessages.emailNotSent });
    expect(res.body).not.toHaveProperty('data');
    expect(ddb).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
    const written = putsOf(0).map((p) => ({ pk: p.Item.pk, sk: p.Item.sk }));
    const removed = (ddb.commandCalls(TransactWriteCommand)[1]?.args[0].input.TransactItems ?? []).map(
      (t) => t.Delete?.Key,
    );
    expect(removed).toEqual(expect.arrayContaining(written));
    expect(removed).toContainEqual(resetCodeKey(String(written[0]?.pk).replace('MEMBER#', '')));
  });

  it("answers 409 'Register failed. Please try again.' for a registered e-mail, writing and sending nothing", async () => {
    ddb
      .on(QueryCommand, { IndexName: 'byEmail' })
      .resolves({ Items: [memberItem({ email: 'casey@example.com' })] });
    const res = await register(registrationBody());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: apiMessages.registerFailed,
      code: 'registerFailed',
      requestId: expect.any(String),
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ses.messages()).toEqual([]);
  });

  it('answers 409 when a concurrent registration claimed the e-mail first (the conditional claim fails)', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
          { Code: 'None' },
        ],
      }),
    );
    const res = await register(registrationBody());
    expect(res.status).toBe(409);
    expect(ses.messages()).toEqual([]);
  });

  it('answers 404 for an unknown employer and 400 naming member.accountid when it does not match', async () => {
    const unknown = await register(registrationBody({ employer_id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: apiMessages.employerNotFound });
    const mismatch = await register(registrationBody({ accountid: 'OTHER-9' }));
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ fields: { 'member.accountid': apiMessages.employerLinkInvalid } });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a url in the body: the link host is never taken from the request', async () => {
    const res = await register({ ...registrationBody(), url: 'https://evil.example.net' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { url: 'Unknown field: url' } });
    expect(ses.messages()).toEqual([]);
  });

  it("refuses a plan_year that is not the current year's", async () => {
    const res = await register({ ...registrationBody(), plan_year: new Date().getFullYear() - 3 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: { plan_year: apiMessages.planYearInvalid } });
  });

  it('answers 429 once the e-mail has made more attempts than its limit, before writing or sending anything', async () => {
    ddb
      .on(UpdateCommand, { Key: counterKeyOf('register', 'account', 'casey@example.com') })
      .resolves({ Attributes: { count: 6 } });
    const res = await register(registrationBody());
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      success: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ses.messages()).toEqual([]);
  });

  it('answers 429 once the client address has made more attempts than its limit (RATE_LIMIT_REGISTER_IP)', async () => {
    process.env.RATE_LIMIT_REGISTER_IP = '3/60';
    ddb
      .on(UpdateCommand, { Key: { pk: counterKeyOf('register', 'ip', SOURCE_IP).pk } })
      .resolves({ Attributes: { count: 4 } });
    expect((await register(registrationBody())).status).toBe(429);
    ddb
      .on(UpdateCommand, { Key: { pk: counterKeyOf('register', 'ip', SOURCE_IP).pk } })
      .resolves({ Attributes: { count: 3 } });
    expect((await register(registrationBody())).status).toBe(200);
  });
});

describe('DELETE /api/Member/{id}', () => {
  const proof = 'p'.repeat(43);
  const remove = async (id: string, proofValue: string) => {
    const res = await deletePending(
      apiEvent('DELETE /api/Member/{id}', { pathParameters: { id }, query: { proof: proofValue } }),
      lambdaContext(),
    );
    return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
  };

  beforeEach(() => {
    ddb
      .on(GetCommand, { Key: registrationProofKey(memberId) })
      .resolves({ Item: { ...registrationProofKey(memberId), proofHash: hashSecret(proof) } });
    ddb.on(GetCommand, { Key: memberKey(memberId) }).resolves({ Item: memberItem() });
  });

  it('deletes a pending registration with its proof, in one conditional transaction', async () => {
    const res = await remove(memberId, proof);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items.map((t) => t.Delete?.Key)).toEqual([
      memberKey(memberId),
      emailClaimKey('casey@example.com'),
      setPasswordTokenKey(memberId),
      registrationProofKey(memberId),
      resetCodeKey(memberId),
    ]);
    expect(items[0]?.Delete?.ConditionExpression).toContain('attribute_not_exists(#sub)');
  });

  it("answers 403 'Deletion failed. Please try again.' with a wrong proof and deletes nothing", async () => {
    const res = await remove(memberId, 'q'.repeat(43));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, message: apiMessages.deletionFailed });
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 403 for a member whose password is set, even with the right proof', async () => {
    ddb.on(GetCommand, { Key: memberKey(memberId) }).resolves({ Item: memberItem({ active: true }) });
    const res = await remove(memberId, proof);
    expect(res.status).toBe(403);
    expect(ddb).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 403 when the password was set between the check and the deletion (the condition fails)', async () => {
    ddb.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    expect((await remove(memberId, proof)).status).toBe(403);
  });

  it('answers 429 once failed deletions for the member reach the limit, without checking the proof', async () => {
    ddb
      .on(GetCommand, { Key: counterKeyOf('delete-pending', 'account', memberId) })
      .resolves({ Item: { count: 5 } });
    const res = await remove(memberId, proof);
    expect(res.status).toBe(429);
    expect(ddb).not.toHaveReceivedCommandWith(GetCommand, { Key: registrationProofKey(memberId) });
  });
});
