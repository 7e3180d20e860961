/**
 * Every family entry point dispatches every route of its family to that route's own handler
 * chain: a request with an empty JSON body and no token gets the exact answer the route's access
 * rule and schemas give (no AWS call is reached, so none is needed here).
 */
import { describe, expect, it } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import * as apiMessages from '../../shared/api-messages';
import { families, routeKey, routes } from '../../shared/routes';
import { apiEvent, lambdaContext } from '../helpers/events';

const notExpected = { body: 'not expected' };

/**
 * The fields each public route names for an empty JSON body. A route without a body schema
 * refuses any body; one with a body names each missing field, in the schema's words where it
 * has its own message. A new public route must be added here.
 */
const publicAnswers: Record<string, Record<string, string>> = {
  'GET /api/Version/test': notExpected,
  'POST /api/Login': { email: 'must be a valid e-mail address', password: 'is required' },
  'POST /api/Member/Register': { member: 'is required', company: 'is required', plan_year: 'is required' },
  'DELETE /api/Member/{id}': notExpected,
  'GET /api/Member/GetMemberPasswordInfo': notExpected,
  'POST /api/Member/SetPassword': { id: 'is required', token: 'is required', password: 'is required' },
  'POST /api/Member/ForgotPassword': { email: 'must be a valid e-mail address' },
  'POST /api/Member/ResetPassword': {
    email: 'must be a valid e-mail address',
    code: 'is required',
    password: 'is required',
  },
  'GET /api/Employer/{id}': notExpected,
  'GET /api/Invitation/{token}': notExpected,
  'POST /api/admin/set-password': { token: 'is required', password: 'is required' },
};

const describeFields = (fields: Record<string, string>): string =>
  `${apiMessages.invalidRequest} ${Object.entries(fields)
    .map(([f, m]) => `${f}: ${m}`)
    .join('; ')}`;

describe('endpoint families', () => {
  it('the local server knows a handler for every family', () => {
    expect(Object.keys(familyHandlers).sort()).toEqual([...families].sort());
  });

  it('every public route has its expected answer in this test', () => {
    const publicKeys = routes.filter((r) => r.access === 'public').map(routeKey);
    expect(publicKeys.sort()).toEqual(Object.keys(publicAnswers).sort());
  });

  it.each(routes.filter((r) => r.access !== 'public').map((r) => [routeKey(r), r] as const))(
    '%s, without a token, answers 401 with the session message',
    async (key, r) => {
      const res = await familyHandlers[r.family](apiEvent(key, { body: {} }), lambdaContext());
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        message: apiMessages.unauthorized,
        code: 'unauthorized',
        requestId: expect.any(String),
      });
    },
  );

  it.each(routes.filter((r) => r.access === 'public').map((r) => [routeKey(r), r] as const))(
    '%s, with an empty JSON body, answers 400 naming each field',
    async (key, r) => {
      const fields = publicAnswers[key] ?? {};
      const res = await familyHandlers[r.family](apiEvent(key, { body: {} }), lambdaContext());
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        success: false,
        message: describeFields(fields),
        code: 'invalidRequest',
        fields,
        requestId: expect.any(String),
      });
    },
  );

  it('an unknown route key answers 404', async () => {
    const res = await familyHandlers.auth(apiEvent('GET /api/Nope'), lambdaContext());
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, message: 'Not found.' });
  });

  it("a route key sent to another family's handler answers 404, not that route's answer", async () => {
    const res = await familyHandlers.version(apiEvent('POST /api/Login', { body: {} }), lambdaContext());
    expect(res.statusCode).toBe(404);
  });
});
