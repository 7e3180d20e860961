/**
 * The member's language over HTTP on the local stack (real DynamoDB Local, real local SES): a
 * registration in Spanish stores `es` and sends the confirmation e-mail in Spanish; PUT
 * /api/Member/Language stores the language alone, without the member version, so a profile write
 * from a page read before the switch still lands; errors answer in the language of
 * Accept-Language, with the code of their text.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { memberKey } from '../../lambdas/adapters/members';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { call } from '../helpers/http';
import {
  accessToken,
  lastMailTo,
  registerActive,
  registrationBody,
  stackDb,
  uniqueEmail,
} from './access-helpers';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);

interface MemberAnswer {
  data: { id: string; language?: string; version: number; pcpname: string | null };
  message?: string;
  code?: string;
  fields?: Record<string, string>;
}

describe("the member's language", () => {
  it('a registration in Spanish stores es and sends the confirmation e-mail in Spanish', async () => {
    const email = uniqueEmail('lang-es');
    const res = await call<{ data: { memberid: string } }>(base, 'POST', '/api/Member/Register', {
      body: { ...(await registrationBody(stack, email)), language: 'es' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const { Item } = await db.send(
      new GetCommand({ TableName: stack.tables.members, Key: memberKey(res.body.data.memberid) }),
    );
    expect(Item?.language).toBe('es');
    const mail = await lastMailTo(stack, email);
    expect(mail.subject).toBe(apiMessagesEs.confirmationEmailSubject);
    expect(mail.body.text).toContain(apiMessagesEs.confirmationEmailIgnore);
  });

  it('PUT /api/Member/Language stores the language without touching the version: a write from an earlier read still lands', async () => {
    const email = uniqueEmail('lang-switch');
    await registerActive(stack, email);
    const token = await accessToken(stack, email);
    const before = await call<MemberAnswer>(base, 'GET', '/api/Member/GetMember', { token });
    expect(before.body.data.language).toBe('en');

    const switched = await call<MemberAnswer>(base, 'PUT', '/api/Member/Language', {
      token,
      body: { language: 'es' },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.data).toMatchObject({ language: 'es', version: before.body.data.version });

    // The PCP form was loaded before the switch: its version is still current.
    const pcp = await call<MemberAnswer>(base, 'PUT', '/api/Member/Pcp', {
      token,
      body: {
        pcpname: 'Dr. Ortiz',
        pcpid: 'P-1234',
        existingpatient: 'no',
        version: before.body.data.version,
      },
    });
    expect(pcp.status, JSON.stringify(pcp.body)).toBe(200);
    expect(pcp.body.data).toMatchObject({ pcpname: 'Dr. Ortiz', language: 'es' });
    const after = await call<MemberAnswer>(base, 'GET', '/api/Member/GetMember', { token });
    expect(after.body.data.language).toBe('es');
  });

  it("refuses 'fr', in the language of Accept-Language and with the code of the text", async () => {
    const email = uniqueEmail('lang-fr');
    await registerActive(stack, email);
    const token = await accessToken(stack, email);

    const english = await call<MemberAnswer>(base, 'PUT', '/api/Member/Language', {
      token,
      body: { language: 'fr' },
    });
    const spanish = await call<MemberAnswer>(base, 'PUT', '/api/Member/Language', {
      token,
      body: { language: 'fr' },
      headers: { 'accept-language': 'es' },
    });

    expect(english.status).toBe(400);
    expect(english.body).toMatchObject({
      code: 'invalidRequest',
      fields: { language: apiMessages.languageUnsupported },
    });
    expect(spanish.status).toBe(400);
    expect(spanish.body).toMatchObject({
      code: 'invalidRequest',
      message: `${apiMessagesEs.invalidRequest} language: ${apiMessagesEs.languageUnsupported}`,
      fields: { language: apiMessagesEs.languageUnsupported },
    });
  });
});
