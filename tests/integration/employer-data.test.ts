/**
 * The employer's data on the local stack: contacts, broker, additional-service products and ICHRA
 * documents of the demo employee's employer over HTTP; and employer files loaded into DynamoDB
 * Local, where a malformed file or a policy breaking 3:1 is refused with nothing written and an
 * update leaves no stale item behind.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EmployerFileError,
  onboardEmployer,
  parseEmployerFile,
  type OnboardTarget,
} from '../../infra/data/employers';
import type { TableId } from '../../infra/resources/tables';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { call } from '../helpers/http';

const stack = inject('stack');
const base = stack.portalUrl;
let token: string;

beforeAll(async () => {
  const res = await call<{ tokenResponse: { access_token: string } }>(base, 'POST', '/api/Login', {
    body: { email: stack.demo.email, password: stack.demo.password },
  });
  expect(res.status).toBe(200);
  token = res.body.tokenResponse.access_token;
});

describe("the demo employee's employer over HTTP", () => {
  it('GET /api/Contacts answers all five Acme contacts, flagged or not, in the file order', async () => {
    const res = await call<{
      data: { firstname: string; contacttype: number; displaytoemployee: boolean }[];
    }>(base, 'GET', '/api/Contacts', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c) => [c.firstname, c.contacttype, c.displaytoemployee])).toEqual([
      ['Dana', 3, true],
      ['Evelyn', 1, true],
      ['Priya', 4, false],
      ['Acme', 5, true],
      ['Luis', 2, true],
    ]);
  });

  it('GET /api/Brocker answers the lead broker of the Acme team', async () => {
    const res = await call(base, 'GET', '/api/Brocker', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        firstName: 'Evelyn',
        lastName: 'Carter',
        emailAddress: 'evelyn.carter@harborbrokers.example.com',
        phoneNumber: '973-555-0188',
      },
    });
  });

  it('GET /api/Product/test answers the Acme products with costs in dollars', async () => {
    const res = await call<{ productlist: { subcategory: string; cost: number; taxstatus: string }[] }>(
      base,
      'GET',
      '/api/Product/test',
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.productlist.map((p) => [p.subcategory, p.cost, p.taxstatus])).toEqual([
      ['Dental', 32.5, 'Pre-Tax'],
      ['Vision', 8.75, 'Pre-Tax'],
      ['Term Life', 12, 'Post-Tax'],
    ]);
  });

  it('GET /api/media/getdocs answers the Acme ICHRA documents with links that serve the PDFs', async () => {
    const res = await call<{ data: { name: string; url: string }[] }>(base, 'GET', '/api/media/getdocs', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d) => d.name)).toEqual([
      'Acme ICHRA Plan Document 2026',
      'Acme ICHRA Summary Plan Description 2026',
    ]);
    for (const d of res.body.data) {
      expect(new URL(d.url).searchParams.get('X-Amz-Expires')).toBe('900');
      const pdf = await fetch(d.url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('answers 401 on each of them without a token', async () => {
    for (const path of ['/api/Contacts', '/api/Brocker', '/api/Product/test', '/api/media/getdocs'])
      expect((await call(base, 'GET', path)).status).toBe(401);
  });
});

describe('loading employer files into the local tables', () => {
  const dir = mkdtempSync(join(tmpdir(), 'employer-load-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // DynamoDB Local keeps tables per access key and region: the stack's own.
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: stack.dynamodbUrl,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  // These files name no logo and no document: nothing may reach S3 (port 9 refuses connections).
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:9',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    maxAttempts: 1,
  });
  const target: OnboardTarget = { db, s3, tables: stack.tables as Record<TableId, string>, bucket: 'unused' };
  const repo = new EmployerRepository(db, stack.tables.employers as string);

  const employerItems = async (id: string) =>
    (
      await db.send(
        new QueryCommand({
          TableName: stack.tables.employers,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': `EMPLOYER#${id}` },
        }),
      )
    ).Items ?? [];

  const write = (name: string, text: string) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const employerYaml = (o: {
    id: string;
    accountid: string;
    contacts: string;
    classes: string;
    products: string;
  }) => `
id: ${o.id}
accountid: ${o.accountid}
accountname: Load Test Employer
employeazecustomer: 1
hsaonly: 0
states: [NJ]
contacts:
${o.contacts}
brokerTeam:
  teamid: 9b1f3c2e-5d4a-4e6b-8c7d-1a2b3c4d5e6f
  brokers: [{ firstName: Bo, lastName: Broker, emailAddress: null, phoneNumber: null }]
classes:
${o.classes}
products:
${o.products}
`;
  const allClass = `  - name: ALL
    planYears:
      '2026': { policy: { kind: base-plus-dependent, base: 300, perDependent: 100 }, waived: 0 }`;

  it('refuses a malformed file with every problem listed, and writes nothing', async () => {
    const id = crypto.randomUUID();
    const path = write(
      'malformed.yaml',
      employerYaml({
        id,
        accountid: `BAD-${id.slice(0, 8)}`,
        contacts:
          '  - { firstname: A, lastname: B, emailaddress: nope, contacttype: 9, displaytoemployee: true }',
        classes: `${allClass}\n  - name: all\n    planYears: { '2026': { policy: { kind: benchmark-percent, benchmark: slcs, percent: 150, covers: self }, waived: 0 } }`,
        products: '  - { option: X, cost: -5, subcategory: S, vendorname: V, description: D, taxstatus: T }',
      }).replace('hsaonly: 0', 'hsaonly: 0\nlogo: nowhere.svg'),
    );
    let error: unknown;
    try {
      await onboardEmployer(parseEmployerFile(path), target);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EmployerFileError);
    const problems = (error as EmployerFileError).problems;
    expect(problems.map((p) => p.split(': ')[1])).toEqual(
      expect.arrayContaining([
        'contacts.0.emailaddress',
        'contacts.0.contacttype',
        'classes.1.planYears.2026.policy.percent',
        'products.0.cost',
        'classes.1.name',
        'logo',
      ]),
    );
    expect(problems.every((p) => p.startsWith(`${path}: `))).toBe(true);
    expect(await employerItems(id)).toEqual([]);
    expect(await repo.getByAccountId(`BAD-${id.slice(0, 8)}`)).toBeUndefined();
  });

  it('refuses at load an age-band policy whose highest amount is more than 3 times its lowest, and writes nothing', async () => {
    const id = crypto.randomUUID();
    const path = write(
      'ratio.yaml',
      employerYaml({
        id,
        accountid: `RATIO-${id.slice(0, 8)}`,
        contacts: '  []',
        classes: `  - name: ALL
    planYears:
      '2026':
        policy: { kind: age-band, bands: [{ minAge: 0, maxAge: 39, amount: 150 }, { minAge: 40, maxAge: 120, amount: 450.01 }] }
        waived: 0`,
        products: '  []',
      }),
    );
    expect(() => parseEmployerFile(path)).toThrow(
      'classes.0.planYears.2026.policy.bands: the highest amount ($450.01) is more than 3 times the lowest ($150.00): contributions may vary by age at most 3:1 within a class',
    );
    expect(await employerItems(id)).toEqual([]);
  });

  it('loads a valid file, and an updated file replaces it without leaving stale contacts, products or policies', async () => {
    const id = crypto.randomUUID();
    const accountid = `LOAD-${id.slice(0, 8)}`;
    const first = write(
      'v1.yaml',
      employerYaml({
        id,
        accountid,
        contacts: ['Ann', 'Ben', 'Cat']
          .map((n) => `  - { firstname: ${n}, lastname: L, contacttype: 3, displaytoemployee: true }`)
          .join('\n'),
        classes: `${allClass}\n  - name: Hourly\n    planYears: { '2026': { policy: { kind: base-plus-dependent, base: 200, perDependent: 50 }, waived: 10 } }`,
        products: ['P1', 'P2']
          .map(
            (o) =>
              `  - { option: ${o}, cost: 5, subcategory: S, vendorname: V, description: D, taxstatus: T }`,
          )
          .join('\n'),
      }),
    );
    await onboardEmployer(parseEmployerFile(first), target);
    expect((await employerItems(id)).map((i) => i.sk).sort()).toEqual(
      [
        'BROKER#01',
        'CONTACT#01',
        'CONTACT#02',
        'CONTACT#03',
        'POLICY#2026#ALL',
        'POLICY#2026#Hourly',
        'PRODUCT#01',
        'PRODUCT#02',
        'PROFILE',
      ].sort(),
    );
    expect(await repo.getClassPolicy(id, 2026, 'Hourly')).toEqual({
      policy: { kind: 'base-plus-dependent', base: 20000, perDependent: 5000 },
      waivedCents: 1000,
    });

    const second = write(
      'v2.yaml',
      employerYaml({
        id,
        accountid,
        contacts: '  - { firstname: Dee, lastname: L, contacttype: 1, displaytoemployee: false }',
        classes: allClass,
        products: '  []',
      }),
    );
    await onboardEmployer(parseEmployerFile(second), target);
    expect((await employerItems(id)).map((i) => i.sk).sort()).toEqual([
      'BROKER#01',
      'CONTACT#01',
      'POLICY#2026#ALL',
      'PROFILE',
    ]);
    expect((await repo.contacts(id)).map((c) => c.firstname)).toEqual(['Dee']);
    // The Hourly class is gone: its members now get the ALL class's terms.
    expect(await repo.getClassPolicy(id, 2026, 'Hourly')).toEqual({
      policy: { kind: 'base-plus-dependent', base: 30000, perDependent: 10000 },
      waivedCents: 0,
    });
    expect((await repo.getByAccountId(accountid))?.id).toBe(id);
  });

  it('refuses a file whose accountid belongs to another employer', async () => {
    const path = write(
      'taken.yaml',
      employerYaml({
        id: crypto.randomUUID(),
        accountid: 'ACME-001',
        contacts: '  []',
        classes: allClass,
        products: '  []',
      }),
    );
    await expect(onboardEmployer(parseEmployerFile(path), target)).rejects.toThrow(
      `accountid: ACME-001 already belongs to employer ${stack.demo.employerId}`,
    );
  });
});
