/**
 * The employers adapter against a mocked DynamoDB: class policy lookup with the ALL fallback in
 * one Query, the account-id index, and replacing an employer's items without leaving stale ones.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, describe, expect, it } from 'vitest';
import { EmployerRepository, type EmployerRecords } from '../../lambdas/adapters/employers';
import type { Cents } from '../../shared/domain/money';

const ddb = mockClient(DynamoDBDocumentClient);
const repo = new EmployerRepository(
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
  'employers-test',
);
afterEach(() => ddb.reset());

const id = '6F1C2A9E-4B7D-4C1E-9A3F-2D5B8E0C7A41';
const pk = `EMPLOYER#${id.toLowerCase()}`;
const flat = (employee: number) => ({
  kind: 'flat-by-tier',
  tiers: { employee, employee_spouse: 1, employee_children: 1, family: 1 },
});
const policyItems = [
  { pk, sk: 'POLICY#2026#ALL', planYear: 2026, className: 'ALL', policy: flat(45000), waivedCents: 0 },
  {
    pk,
    sk: 'POLICY#2026#Hourly',
    planYear: 2026,
    className: 'Hourly',
    policy: flat(35000),
    waivedCents: 2500,
  },
];

describe('EmployerRepository.getClassPolicy', () => {
  it("answers the class's own policy and waived amount from one Query of the plan year", async () => {
    ddb.on(QueryCommand).resolves({ Items: policyItems });
    expect(await repo.getClassPolicy(id, 2026, 'hourly')).toEqual({ policy: flat(35000), waivedCents: 2500 });
    expect(ddb).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'employers-test',
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ':p': 'POLICY#2026#' },
    });
  });

  it("falls back to the ALL class for a class without a policy, and for 'ALL' and 'empty'", async () => {
    ddb.on(QueryCommand).resolves({ Items: policyItems });
    for (const c of ['Salaried', 'ALL', 'empty', ''])
      expect(await repo.getClassPolicy(id, 2026, c)).toEqual({ policy: flat(45000), waivedCents: 0 });
  });

  it('answers undefined when the plan year has no policy for the class nor ALL', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await repo.getClassPolicy(id, 2031, 'ALL')).toBeUndefined();
  });
});

describe('EmployerRepository.getByAccountId', () => {
  it('reads the profile through the byAccountId index', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          pk,
          sk: 'PROFILE',
          id,
          accountid: 'ACME-001',
          accountname: 'Acme',
          employeazecustomer: 1,
          hsaonly: 1,
          states: ['NJ'],
        },
      ],
    });
    expect(await repo.getByAccountId('ACME-001')).toMatchObject({
      id,
      accountid: 'ACME-001',
      employeazecustomer: 1,
      hsaonly: 1,
    });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'byAccountId',
      KeyConditionExpression: 'accountid = :a AND sk = :p',
      ExpressionAttributeValues: { ':a': 'ACME-001', ':p': 'PROFILE' },
    });
  });

  it('answers undefined for an unknown account', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect(await repo.getByAccountId('NOPE')).toBeUndefined();
  });
});

describe('EmployerRepository.getProfile', () => {
  const profile = {
    pk,
    sk: 'PROFILE',
    id,
    accountid: 'ACME-001',
    accountname: 'Acme',
    employeazecustomer: 1,
    hsaonly: 1,
    states: ['NJ'],
  };

  it('reads the pay frequency and states the employer file set', async () => {
    ddb.on(GetCommand).resolves({ Item: { ...profile, payFrequency: 'weekly' } });
    expect(await repo.getProfile(id)).toMatchObject({ id, states: ['NJ'], payFrequency: 'weekly' });
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { Key: { pk, sk: 'PROFILE' } });
  });

  it('reads a profile stored before the pay frequency existed as monthly', async () => {
    ddb.on(GetCommand).resolves({ Item: profile });
    expect(await repo.getProfile(id)).toMatchObject({ payFrequency: 'monthly' });
  });

  it('answers undefined for an unknown employer', async () => {
    ddb.on(GetCommand).resolves({});
    expect(await repo.getProfile(id)).toBeUndefined();
  });
});

describe('EmployerRepository.replace', () => {
  const records: EmployerRecords = {
    employer: {
      id,
      accountid: 'ACME-001',
      accountname: 'Acme',
      emailaddress: null,
      teamid: 'team-1',
      employeazecustomer: 1,
      hsaonly: 1,
      edoc_period: 10,
      logoKey: `logos/${id}`,
      states: ['NJ'],
      payFrequency: 'biweekly',
    },
    contacts: [
      {
        firstname: 'Dana',
        middlename: null,
        lastname: 'W',
        emailaddress: null,
        phonenumber: null,
        contacttype: 3,
        displaytoemployee: true,
      },
    ],
    brokers: [{ firstName: 'Evelyn', lastName: 'Carter', emailAddress: null, phoneNumber: null }],
    policies: [
      {
        planYear: 2026,
        className: 'ALL',
        policy: { kind: 'base-plus-dependent', base: 100 as Cents, perDependent: 50 as Cents },
        waivedCents: 0 as Cents,
      },
    ],
    products: [
      {
        option: 'Employee Only',
        costCents: 3250 as Cents,
        subcategory: 'Dental',
        vendorname: 'V',
        description: 'D',
        taxstatus: 'Pre-Tax',
      },
    ],
    documents: [{ fileName: 'Plan.pdf', key: `ichra-documents/${id}/Plan.pdf` }],
  };

  it('writes the new items, the profile after them, then deletes only the stale items', async () => {
    ddb.on(QueryCommand).resolves({
      Items: [
        'PROFILE',
        'CONTACT#01',
        'CONTACT#02',
        'POLICY#2025#ALL',
        'PRODUCT#01',
        'PRODUCT#02',
        'BROKER#01',
      ].map((sk) => ({ sk })),
    });
    ddb.on(BatchWriteCommand).resolves({});
    expect(await repo.replace(records)).toEqual({ written: 6, deleted: 3 });

    const calls = ddb
      .commandCalls(BatchWriteCommand)
      .map((c) => c.args[0].input.RequestItems?.['employers-test'] ?? []);
    const [items, profile, deletes] = calls as [
      { PutRequest: { Item: Record<string, unknown> } }[],
      { PutRequest: { Item: Record<string, unknown> } }[],
      { DeleteRequest: { Key: Record<string, string> } }[],
    ];
    expect(items.map((r) => r.PutRequest.Item.sk)).toEqual([
      'CONTACT#01',
      'BROKER#01',
      'POLICY#2026#ALL',
      'PRODUCT#01',
      'DOC#01',
    ]);
    expect(items[1]?.PutRequest.Item).toMatchObject({ pk, teamid: 'team-1', firstName: 'Evelyn' });
    expect(items[3]?.PutRequest.Item).toMatchObject({ costCents: 3250 });
    expect(profile.map((r) => r.PutRequest.Item)).toEqual([
      expect.objectContaining({
        pk,
        sk: 'PROFILE',
        accountid: 'ACME-001',
        states: ['NJ'],
        logoKey: `logos/${id}`,
        payFrequency: 'biweekly',
      }),
    ]);
    expect(deletes.map((r) => r.DeleteRequest.Key)).toEqual([
      { pk, sk: 'CONTACT#02' },
      { pk, sk: 'POLICY#2025#ALL' },
      { pk, sk: 'PRODUCT#02' },
    ]);
    // Only the profile carries accountid, so the byAccountId index holds profiles only.
    expect(items.some((r) => 'accountid' in r.PutRequest.Item)).toBe(false);
  });
});
