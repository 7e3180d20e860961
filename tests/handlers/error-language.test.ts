/**
 * Error answers in the caller's language, with a stable code (issue 26), on the real chain of the
 * member family with a mocked DynamoDB: every error body carries `code`, the name of the
 * shared/api-messages.ts text it answers, and a request whose Accept-Language starts with `es` gets
 * that text in Spanish (shared/api-messages.es.ts), with each field's text translated as well; the
 * log keeps the English.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../lambdas/handlers/member/index';
import { logger } from '../../lambdas/middleware/logger';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { apiEvent, lambdaContext } from '../helpers/events';
import { claims, ddb, memberItem, setEnv } from './catalog-fixtures';

const stored = memberItem({ householdversion: 7 });
const SPANISH = 'es-MX,es;q=0.9,en;q=0.8';

async function call(routeKey: string, body: unknown, acceptLanguage?: string) {
  const event = apiEvent(routeKey, { body, claims });
  if (acceptLanguage !== undefined) event.headers['accept-language'] = acceptLanguage;
  const res = await handler(event, lambdaContext());
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

/** A PUT /api/Member/Pcp from a page that read version 6: the member is at 7, so 409. */
const stalePcp = { pcpname: 'Dr. Ortiz', pcpid: 'P-1234', existingpatient: null, version: 6 };

beforeAll(() => setEnv());
beforeEach(() => {
  ddb.on(QueryCommand, { TableName: 'members-test' }).resolves({ Items: [stored] });
  ddb.on(GetCommand, { TableName: 'members-test' }).resolves({ Item: stored });
  ddb.on(QueryCommand, { TableName: 'dependents-test' }).resolves({ Items: [] });
  ddb.on(TransactWriteCommand).resolves({});
});
afterEach(() => {
  ddb.reset();
  vi.restoreAllMocks();
});

describe('error answers in the language of Accept-Language, with the code of their text', () => {
  it('answers in English with the code when no language is asked for', async () => {
    const res = await call('PUT /api/Member/Pcp', stalePcp);

    expect(res).toEqual({
      status: 409,
      body: {
        success: false,
        message: apiMessages.profileChanged,
        code: 'profileChanged',
        requestId: expect.any(String),
      },
    });
  });

  it('answers the Spanish text of the same code when Accept-Language starts with es, and logs the English', async () => {
    const logged = vi.spyOn(logger, 'info');

    const res = await call('PUT /api/Member/Pcp', stalePcp, SPANISH);

    expect(res).toEqual({
      status: 409,
      body: {
        success: false,
        message: apiMessagesEs.profileChanged,
        code: 'profileChanged',
        requestId: expect.any(String),
      },
    });
    expect(logged).toHaveBeenCalledWith('request refused', {
      status: 409,
      reason: apiMessages.profileChanged,
    });
  });

  it('answers English for any other first language, Spanish later in the list included', async () => {
    for (const header of ['en-US,es;q=0.9', 'fr', 'eo', '']) {
      const res = await call('PUT /api/Member/Pcp', stalePcp, header);
      expect(res.body, header).toMatchObject({ message: apiMessages.profileChanged, code: 'profileChanged' });
    }
  });

  it('a validation answer is invalidRequest, with its intro and each field text that is an API text in Spanish', async () => {
    const body = { pcpname: '', pcpid: 'P-1', existingpatient: 'maybe' };
    const english = await call('PUT /api/Member/Pcp', body);
    const res = await call('PUT /api/Member/Pcp', body, 'es');

    const fields = res.body.fields as Record<string, string>;
    const englishFields = english.body.fields as Record<string, string>;
    expect(res.status).toBe(400);
    expect([english.body.code, res.body.code]).toEqual(['invalidRequest', 'invalidRequest']);
    expect(Object.keys(fields)).toEqual(Object.keys(englishFields));
    // The schema's API text is translated; a schema's own words (no API text) stay as they are.
    expect(englishFields.pcpname).toBe(apiMessages.pcpNameRequired);
    expect(fields.pcpname).toBe(apiMessagesEs.pcpNameRequired);
    expect(fields.version).toBe(englishFields.version);
    expect(fields.existingpatient).toBe(englishFields.existingpatient);
    expect(res.body.message).toBe(
      `${apiMessagesEs.invalidRequest} ${Object.entries(fields)
        .map(([f, m]) => `${f}: ${m}`)
        .join('; ')}`,
    );
  });

  it("a function's text (an unknown field) is rebuilt in Spanish with its value", async () => {
    const res = await call('PUT /api/Member/Language', { language: 'es', nickname: 'x' }, 'es');

    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ nickname: apiMessagesEs.unknownField('nickname') });
    expect(res.body.message).toBe(
      `${apiMessagesEs.invalidRequest} nickname: ${apiMessagesEs.unknownField('nickname')}`,
    );
  });

  it('the language refusal names its field in Spanish', async () => {
    const res = await call('PUT /api/Member/Language', { language: 'fr' }, 'es');

    expect(res.body).toEqual({
      success: false,
      message: `${apiMessagesEs.invalidRequest} language: ${apiMessagesEs.languageUnsupported}`,
      code: 'invalidRequest',
      requestId: expect.any(String),
      fields: { language: apiMessagesEs.languageUnsupported },
    });
  });

  it('an unexpected failure answers the generic text in Spanish with its code', async () => {
    ddb.on(GetCommand, { TableName: 'members-test' }).rejects(new Error('boom'));
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    const res = await call('PUT /api/Member/Pcp', { ...stalePcp, version: 7 }, 'es');

    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ message: apiMessagesEs.internalError, code: 'internalError' });
  });

  it("a route key unknown to the family answers the not-found text in the caller's language", async () => {
    const english = await call('GET /api/Nope', undefined);
    const spanish = await call('GET /api/Nope', undefined, 'es');

    expect(english).toEqual({
      status: 404,
      body: {
        success: false,
        message: apiMessages.notFound,
        code: 'notFound',
        requestId: expect.any(String),
      },
    });
    expect(spanish.body).toMatchObject({ message: apiMessagesEs.notFound, code: 'notFound' });
  });
});
