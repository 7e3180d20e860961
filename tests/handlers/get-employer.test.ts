/** GET /api/Employer/{id} against a mocked DynamoDB document client. */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../lambdas/handlers/employer/get-employer';
import { apiEvent, lambdaContext } from '../helpers/events';

const db = mockClient(DynamoDBDocumentClient);
const id = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const get = (employerId: string) =>
  handler(apiEvent('GET /api/Employer/{id}', { pathParameters: { id: employerId } }), lambdaContext());

beforeAll(() => {
  process.env.TABLE_EMPLOYERS = 'employers-test';
  process.env.TABLE_ADMIN = 'admin-test';
});
beforeEach(() => {
  // No enrollment window unless a test stores one.
  db.on(GetCommand, { TableName: 'admin-test' }).resolves({});
});
afterEach(() => db.reset());

describe('GET /api/Employer/{id}', () => {
  it('answers only the public fields, with the logo as a same-origin URL', async () => {
    db.on(GetCommand, { TableName: 'employers-test' }).resolves({
      Item: {
        pk: `EMPLOYER#${id}`,
        sk: 'PROFILE',
        id,
        accountid: 'ACME-001',
        accountname: 'Acme',
        emailaddress: 'hr@acme.example.com',
        teamid: 'secret-team',
        employeazecustomer: 2,
        hsaonly: 1,
        edoc_period: 10,
        logoKey: `logos/${id}`,
      },
    });
    const res = await get(id);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({
      success: true,
      data: {
        id,
        accountid: 'ACME-001',
        accountname: 'Acme',
        logo: `/logos/${id}`,
        emailaddress: 'hr@acme.example.com',
        employeazecustomer: 2,
        hsaonly: 1,
        edoc_period: 10,
        enrollmentWindow: null,
      },
    });
    expect(res.body).not.toContain('secret-team');
    expect(db).toHaveReceivedCommandWith(GetCommand, {
      TableName: 'employers-test',
      Key: { pk: `EMPLOYER#${id}`, sk: 'PROFILE' },
    });
  });

  it('answers the enrollment window of the plan year being enrolled, read by key from the admin table', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z'), toFake: ['Date'] });
    try {
      db.on(GetCommand, { TableName: 'employers-test' }).resolves({
        Item: { id, accountid: 'A', accountname: 'B', employeazecustomer: 0, hsaonly: 0, edoc_period: 10 },
      });
      db.on(GetCommand, { TableName: 'admin-test' }).resolves({
        Item: { planYear: 2027, opens: '2026-11-01', closes: '2026-12-15' },
      });
      const res = await get(id);
      expect(JSON.parse(res.body).data.enrollmentWindow).toEqual({
        opens: '2026-11-01',
        closes: '2026-12-15',
      });
      // On 2026-11-20 with a 10-day election deadline the first effective date is 2027-01-01.
      expect(db).toHaveReceivedCommandWith(GetCommand, {
        TableName: 'admin-test',
        Key: { pk: `EMPLOYER#${id}`, sk: 'WINDOW#2027' },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers logo null when the employer has no logo', async () => {
    db.on(GetCommand, { TableName: 'employers-test' }).resolves({
      Item: { id, accountid: 'A', accountname: 'B', employeazecustomer: 0, hsaonly: 0 },
    });
    expect(JSON.parse((await get(id)).body).data.logo).toBeNull();
  });

  it('answers 404 for an unknown employer', async () => {
    db.on(GetCommand).resolves({});
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body).message).toBe('Employer not found.');
  });

  it('answers 400 for a malformed id without reading the table', async () => {
    const res = await get('42; DROP TABLE');
    expect(res.statusCode).toBe(400);
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });
});
