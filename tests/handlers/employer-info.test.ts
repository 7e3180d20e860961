/**
 * GET /api/Brocker, /api/Contacts, /api/Product/test and /api/media/getdocs on the real chain
 * against mocked AWS clients: each answers the caller's own employer's data, never another's.
 */
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetComposition } from '../../lambdas/composition';
import { handler as getBroker } from '../../lambdas/handlers/employer/get-broker';
import { handler as getContacts } from '../../lambdas/handlers/employer/get-contacts';
import { handler as getDocuments } from '../../lambdas/handlers/media/get-documents';
import { handler as getProducts } from '../../lambdas/handlers/product/get-products';
import { apiEvent, lambdaContext, memberClaims } from '../helpers/events';

const db = mockClient(DynamoDBDocumentClient);
const sub = '0b7a3c52-9d1e-4f6a-8b2c-3d4e5f6a7b8c';
const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const pk = `EMPLOYER#${employerId}`;

type Handler = typeof getBroker;
/** `claims` null: a request without a token. */
const get = (h: Handler, routeKey: string, claims: Record<string, string> | null = memberClaims(sub)) =>
  h(apiEvent(routeKey, { claims: claims ?? undefined }), lambdaContext());
const body = (res: { body: string }) => JSON.parse(res.body) as Record<string, unknown>;

/** The employer's items of one kind, answered to the employer Query with that sort-key prefix. */
function employerItems(prefix: string, items: Record<string, unknown>[]): void {
  db.on(QueryCommand, {
    TableName: 'employers-test',
    ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
  }).resolves({
    Items: items.map((item, i) => ({ pk, sk: `${prefix}${String(i + 1).padStart(2, '0')}`, ...item })),
  });
}

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_MEMBERS: 'members-test',
    TABLE_EMPLOYERS: 'employers-test',
    BUCKET_ASSETS: 'assets-test',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'AKIDTEST',
    AWS_SECRET_ACCESS_KEY: 'secret',
  });
  resetComposition();
});
beforeEach(() => {
  // The caller: the member whose Cognito sub is in the token.
  db.on(QueryCommand, { TableName: 'members-test', IndexName: 'bySub' }).resolves({
    Items: [
      {
        pk: 'MEMBER#m1',
        sk: 'PROFILE',
        id: '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a',
        sub,
        email: 'ann@example.com',
        employerId,
        accountid: 'ACME-001',
        firstname: 'Ann',
        lastname: 'Lee',
        contributionclass: 'ALL',
        origination: 1,
        relationship: 1,
        status: 'Active',
        createdon: '2026-01-01',
        createdby: 'Register',
      },
    ],
  });
});
afterEach(() => db.reset());

const contacts = [
  {
    firstname: 'Dana',
    middlename: null,
    lastname: 'Whitfield',
    emailaddress: 'dana@acme.example.com',
    phonenumber: '201-555-0141',
    contacttype: 3,
    displaytoemployee: true,
  },
  {
    firstname: 'Priya',
    middlename: 'K',
    lastname: 'Natarajan',
    emailaddress: null,
    phonenumber: null,
    contacttype: 4,
    displaytoemployee: false,
  },
];

describe("the caller's employer", () => {
  it("GET /api/Contacts answers every contact of the caller's employer, flagged or not, in order", async () => {
    employerItems('CONTACT#', contacts);
    const res = await get(getContacts, 'GET /api/Contacts');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, data: contacts });
    expect(db).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'employers-test',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'CONTACT#' },
    });
  });

  it('GET /api/Contacts answers an empty list for an employer without contacts', async () => {
    employerItems('CONTACT#', []);
    expect(body(await get(getContacts, 'GET /api/Contacts'))).toEqual({ success: true, data: [] });
  });

  it('GET /api/Brocker answers the lead broker of the team, without the team id', async () => {
    employerItems('BROKER#', [
      {
        teamid: 'team-secret',
        firstName: 'Evelyn',
        lastName: 'Carter',
        emailAddress: 'evelyn@example.com',
        phoneNumber: '973-555-0188',
      },
      {
        teamid: 'team-secret',
        firstName: 'Tomas',
        lastName: 'Alvarez',
        emailAddress: null,
        phoneNumber: null,
      },
    ]);
    const res = await get(getBroker, 'GET /api/Brocker');
    expect(body(res)).toEqual({
      success: true,
      data: {
        firstName: 'Evelyn',
        lastName: 'Carter',
        emailAddress: 'evelyn@example.com',
        phoneNumber: '973-555-0188',
      },
    });
    expect(res.body).not.toContain('team-secret');
  });

  it('GET /api/Brocker answers data null when the employer has no broker team', async () => {
    employerItems('BROKER#', []);
    expect(body(await get(getBroker, 'GET /api/Brocker'))).toEqual({ success: true, data: null });
  });

  it('GET /api/Product/test answers productlist with each cost in dollars with two decimals', async () => {
    employerItems('PRODUCT#', [
      {
        option: 'Employee Only',
        costCents: 3250,
        subcategory: 'Dental',
        vendorname: 'BrightSmile',
        description: 'Dental care',
        taxstatus: 'Pre-Tax',
      },
      {
        option: '$50,000',
        costCents: 1200,
        subcategory: 'Term Life',
        vendorname: 'Keystone',
        description: 'Life',
        taxstatus: 'Post-Tax',
      },
      {
        option: 'Tiny',
        costCents: 7,
        subcategory: 'Misc',
        vendorname: 'V',
        description: 'D',
        taxstatus: 'Post-Tax',
      },
    ]);
    const res = await get(getProducts, 'GET /api/Product/test');
    expect(res.statusCode).toBe(200);
    expect((body(res).productlist as { cost: number }[]).map((p) => p.cost)).toEqual([32.5, 12, 0.07]);
    expect(body(res).productlist).toContainEqual({
      option: 'Employee Only',
      cost: 32.5,
      subcategory: 'Dental',
      vendorname: 'BrightSmile',
      description: 'Dental care',
      taxstatus: 'Pre-Tax',
    });
  });

  it('GET /api/media/getdocs answers each document by its name without .pdf with a pre-signed link valid 15 minutes', async () => {
    const key = `ichra-documents/${employerId}/Acme Plan Document 2026.pdf`;
    employerItems('DOC#', [{ fileName: 'Acme Plan Document 2026.pdf', key }]);
    const res = await get(getDocuments, 'GET /api/media/getdocs');
    expect(res.statusCode).toBe(200);
    const [doc] = body(res).data as { name: string; url: string }[];
    expect(doc?.name).toBe('Acme Plan Document 2026');
    const url = new URL(doc?.url ?? '');
    // The bucket, in the host or the path (path style), then the document's key.
    expect(`${url.host}${decodeURIComponent(url.pathname)}`).toMatch(new RegExp(`assets-test.*/${key}$`));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GET /api/media/getdocs answers an empty list when the employer has no documents', async () => {
    employerItems('DOC#', []);
    expect(body(await get(getDocuments, 'GET /api/media/getdocs'))).toEqual({ success: true, data: [] });
  });
});

describe('who may ask', () => {
  const routes: [Handler, string][] = [
    [getContacts, 'GET /api/Contacts'],
    [getBroker, 'GET /api/Brocker'],
    [getProducts, 'GET /api/Product/test'],
    [getDocuments, 'GET /api/media/getdocs'],
  ];

  it('answers 401 without a token and reads nothing', async () => {
    for (const [h, key] of routes) expect((await get(h, key, null)).statusCode).toBe(401);
    expect(db).not.toHaveReceivedCommand(QueryCommand);
  });

  it('answers 404 when the token belongs to no member, and reads no employer', async () => {
    db.on(QueryCommand, { TableName: 'members-test', IndexName: 'bySub' }).resolves({ Items: [] });
    for (const [h, key] of routes) expect((await get(h, key)).statusCode).toBe(404);
    expect(db).not.toHaveReceivedCommandWith(QueryCommand, { TableName: 'employers-test' });
  });
});
