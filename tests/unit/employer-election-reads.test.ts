/**
 * EmployerRepository.electionReads against a mocked DynamoDB: what an authorization reads of an
 * employer (the profile, the plan year's class policy, the products) from one Query of the range
 * POLICY#<year># .. PROFILE, answered as the repository's own reads answer; anything else it is
 * asked is read as those reads read it. (tests/integration/employer-election-reads.test.ts runs it
 * against DynamoDB Local, whose sort order decides what the range holds.)
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, describe, expect, it } from 'vitest';
import { EmployerRepository } from '../../lambdas/adapters/employers';

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
const policy = (planYear: number, className: string, employee: number, waivedCents: number) => ({
  pk,
  sk: `POLICY#${planYear}#${className}`,
  planYear,
  className,
  policy: flat(employee),
  waivedCents,
});
const product = (n: string, option: string, costCents: number) => ({
  pk,
  sk: `PRODUCT#${n}`,
  option,
  costCents,
  subcategory: 'Dental',
  vendorname: 'V',
  description: 'D',
  taxstatus: 'Pre-Tax',
});
/** The range as DynamoDB answers it for 2026: later years' policies come with it. */
const range = [
  policy(2026, 'ALL', 45_000, 0),
  policy(2026, 'Hourly', 35_000, 2_500),
  policy(2027, 'ALL', 99_000, 9_900),
  policy(2027, 'Salaried', 88_000, 8_800),
  product('01', 'Employee Only', 3_250),
  product('02', 'Family', 7_000),
  {
    pk,
    sk: 'PROFILE',
    id,
    accountid: 'ACME-001',
    accountname: 'Acme',
    employeazecustomer: 1,
    hsaonly: 0,
    edoc_period: 10,
  },
];

describe('EmployerRepository.electionReads', () => {
  it('reads the range from the plan year’s policies to the profile in one Query', async () => {
    ddb.on(QueryCommand).resolves({ Items: range });
    await repo.electionReads(id, 2026);
    expect(ddb).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      TableName: 'employers-test',
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': 'POLICY#2026#', ':to': 'PROFILE' },
    });
  });

  it('answers the profile, the class policy of that year only and the products, reading nothing more', async () => {
    ddb.on(QueryCommand).resolves({ Items: range });
    const reads = await repo.electionReads(id, 2026);
    expect(await reads.get(id.toLowerCase())).toEqual({
      id,
      accountid: 'ACME-001',
      accountname: 'Acme',
      emailaddress: null,
      teamid: null,
      employeazecustomer: 1,
      hsaonly: 0,
      edoc_period: 10,
      logoKey: null,
    });
    expect(await reads.getClassPolicy(id, 2026, 'hourly')).toEqual({
      policy: flat(35_000),
      waivedCents: 2_500,
    });
    // A class without its own policy that year gets the year's ALL, not a later year's policy.
    expect(await reads.getClassPolicy(id, 2026, 'Salaried')).toEqual({
      policy: flat(45_000),
      waivedCents: 0,
    });
    expect((await reads.products(id)).map((p) => [p.option, p.costCents])).toEqual([
      ['Employee Only', 3_250],
      ['Family', 7_000],
    ]);
    expect(ddb).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(ddb).not.toHaveReceivedCommand(GetCommand);
  });

  it('answers an employer without a profile or policies as the repository does: nothing', async () => {
    ddb.on(QueryCommand).resolves({ Items: [] });
    const reads = await repo.electionReads(id, 2026);
    expect(await reads.get(id)).toBeUndefined();
    expect(await reads.getClassPolicy(id, 2026, 'ALL')).toBeUndefined();
    expect(await reads.products(id)).toEqual([]);
  });

  it('reads another plan year or another employer as the repository reads them', async () => {
    ddb.on(QueryCommand).resolves({ Items: range });
    const reads = await repo.electionReads(id, 2026);
    ddb.reset();
    ddb.on(QueryCommand).resolves({ Items: [policy(2027, 'ALL', 99_000, 9_900)] });
    expect(await reads.getClassPolicy(id, 2027, 'ALL')).toEqual({ policy: flat(99_000), waivedCents: 9_900 });
    expect(ddb).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': pk, ':p': 'POLICY#2027#' },
    });
    const other = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
    ddb.on(GetCommand).resolves({});
    expect(await reads.get(other)).toBeUndefined();
    expect(ddb).toHaveReceivedCommandWith(GetCommand, { Key: { pk: `EMPLOYER#${other}`, sk: 'PROFILE' } });
  });
});
