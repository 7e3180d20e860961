/** GET /api/Employer/{id} against a mocked DynamoDB document client. */
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/employer/get-employer';
import { apiEvent, lambdaContext } from '../helpers/events';

const db = mockClient(DynamoDBDocumentClient);
const id = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const get = (employerId: string) =>
  handler(apiEvent('GET /api/Employer/{id}', { pathParameters: { id: employerId } }), lambdaContext());

beforeAll(() => {
  process.env.TABLE_EMPLOYERS = 'employers-test';
});
afterEach(() => db.reset());

describe('GET /api/Employer/{id}', () => {
  it('answers only the public fields, with the logo as a same-origin URL', async () => {
    db.on(GetCommand).resolves({
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
      },
    });
    expect(res.body).not.toContain('secret-team');
    expect(db).toHaveReceivedCommandWith(GetCommand, {
      TableName: 'employers-test',
      Key: { pk: `EMPLOYER#${id}`, sk: 'PROFILE' },
    });
  });

  it('answers logo null when the employer has no logo', async () => {
    db.on(GetCommand).resolves({
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
