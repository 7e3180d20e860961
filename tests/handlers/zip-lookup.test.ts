/** GET /api/USZipCounty/{zip} on the real chain against a mocked DynamoDB document client. */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../lambdas/handlers/location/get-zip-county';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const db = mockClient(DynamoDBDocumentClient);
/** `claims` null: a request without a token. */
const lookup = (zip: string, claims: Record<string, string> | null = memberClaims()) =>
  handler(
    apiEvent('GET /api/USZipCounty/{zip}', { pathParameters: { zip }, claims: claims ?? undefined }),
    lambdaContext(),
  );

const county = (countyname: string, countycode: string) => ({
  countyname,
  statename: 'New Jersey',
  state: 'NJ',
  city: 'Princeton',
  zipcode: '08540',
  countycode,
});

beforeAll(() => {
  process.env.TABLE_LOCATIONS = 'locations-test';
});
afterEach(() => db.reset());

describe('GET /api/USZipCounty/{zip}', () => {
  it('answers every county of a multi-county ZIP as locationlist, from one Query of the ZIP', async () => {
    const counties = [county('Mercer', '34021'), county('Middlesex', '34023'), county('Somerset', '34035')];
    db.on(QueryCommand).resolves({
      Items: counties.map((c) => ({ pk: 'ZIP#08540', sk: c.countycode, ...c })),
    });
    const res = await lookup('08540');
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, locationlist: counties });
    expect(db).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(db).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'locations-test',
      ExpressionAttributeValues: { ':pk': 'ZIP#08540' },
    });
  });

  it('pads a 4-digit ZIP with a leading 0 before the lookup', async () => {
    db.on(QueryCommand).resolves({ Items: [{ pk: 'ZIP#08540', sk: '34021', ...county('Mercer', '34021') }] });
    expect((await lookup('8540')).statusCode).toBe(200);
    expect(db).toHaveReceivedCommandWith(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ZIP#08540' } });
  });

  it("answers 400 'Please check your Zip Code' for anything but 4 or 5 digits, without reading the table", async () => {
    for (const zip of ['123', '123456', 'abcde', '12 45', '12345-6789']) {
      const res = await lookup(zip);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({
        success: false,
        message: 'Please check your Zip Code',
        fields: { 'path.zip': 'Please check your Zip Code' },
      });
    }
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });

  it("answers 404 'Invalid or non-existent zip code' for a ZIP with no county", async () => {
    db.on(QueryCommand).resolves({ Items: [] });
    const res = await lookup('99999');
    expect(res.statusCode).toBe(404);
    expect(JSON.parse(res.body)).toMatchObject({
      success: false,
      message: 'Invalid or non-existent zip code',
    });
  });

  it('answers 401 without a member token', async () => {
    expect((await lookup('08540', null)).statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });
});
