/**
 * lambdas/exports/enrollment.ts against a mocked DynamoDB: whom an election covers is the order
 * set's own record (the member account's `covered`, written by Authorize Elections), not the
 * dependents saved when a file is made; the SSN comes from the members and dependents tables by
 * id; and an order set authorized before the record existed is read as before (the subscriber and
 * the dependents added on or before the authorization), marked as such.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { readEmployerEnrollment } from '../../lambdas/exports/enrollment';
import { enrollment834Files } from '../../lambdas/exports/x12-834';

const ddb = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const tables = {
  members: 'members-t',
  dependents: 'dependents-t',
  orders: 'orders-t',
  employers: 'employers-t',
  plans: 'plans-t',
};
const employerId = 'e-1';
const memberId = 'm-1';
const authorizedAt = '2026-12-01T10:00:00.000Z';

const memberItem = {
  pk: `MEMBER#${memberId}`,
  sk: 'PROFILE',
  id: memberId,
  employerId,
  accountid: 'ACME-001',
  email: 'jo@example.com',
  firstname: 'Jo',
  lastname: 'Lane',
  birthdate: '1985-07-01',
  gender: 'Female',
  istobaccouser: 'No',
  ssn: '123456789',
  address1: '1 Main St',
  city: 'Hoboken',
  stateorprovince: 'NJ',
  postalcode: '07030',
  contributionclass: 'ALL',
  createdon: '2026-11-01T00:00:00.000Z',
};

const dependentItem = (id: string, fields: Record<string, unknown>) => ({
  pk: `MEMBER#${memberId}`,
  sk: `DEPENDENT#${id}`,
  id,
  memberid: memberId,
  lastname: 'Lane',
  gender: 'Male',
  istobaccouser: 'false',
  createdby: memberId,
  ...fields,
});

// On the profile now: the child Kai (priced) with another date of birth than was priced, and the
// child Rio, saved a second after the authorization's timestamp but read by its pricing (the gap).
// Sam, the spouse, was removed from the profile after Authorize: his item and SSN are gone.
const kaiNow = dependentItem('d-kai', {
  firstname: 'Kai',
  relationship: 'child',
  dateofbirth: '2016-05-05',
  ssn: '234567892',
  createdon: '2026-11-02T00:00:00.000Z',
});
const rioNow = dependentItem('d-rio', {
  firstname: 'Rio',
  relationship: 'child',
  dateofbirth: '2020-01-01',
  ssn: null,
  createdon: '2026-12-01T10:00:01.000Z',
});

const person = (
  id: string,
  relationship: string,
  firstname: string,
  dateofbirth: string,
  gender: string | null,
) => ({
  id,
  relationship,
  firstname,
  lastname: 'Lane',
  dateofbirth,
  gender,
  tobacco: false,
});

const recorded = [
  person(memberId, 'self', 'Jo', '1985-07-01', 'Female'),
  person('d-sam', 'spouse', 'Sam', '1983-03-03', 'Male'),
  person('d-kai', 'child', 'Kai', '2015-05-05', 'Male'),
  person('d-rio', 'child', 'Rio', '2020-01-01', 'Male'),
];

function account(extra: Record<string, unknown>) {
  return {
    pk: `MEMBER#${memberId}`,
    sk: 'ACCOUNT#2027',
    kind: 'account',
    id: 'acc-1',
    memberid: memberId,
    planyear: 2027,
    effectivedate: '2027-01-01',
    waivecoverage: 0,
    currentemployercontributionCents: 40000,
    currenthealthinsurancepremiumCents: 90000,
    currentpayrolldeductionCents: 50000,
    createdon: authorizedAt,
    ...extra,
  };
}

const healthOrder = {
  pk: `MEMBER#${memberId}`,
  sk: `ORDER#${authorizedAt}#o-1`,
  category: 'healthinsurance',
  businessyear: 2027,
  options: '12345NJ0010001',
  productname: 'Silver Saver HMO',
  policycarriername: 'Garden State Health',
  amountspentCents: 50000,
};

function stored(accountItem: Record<string, unknown>) {
  ddb.on(GetCommand, { TableName: tables.employers }).resolves({
    Item: {
      pk: `EMPLOYER#${employerId}`,
      sk: 'PROFILE',
      id: employerId,
      accountid: 'ACME-001',
      accountname: 'Acme',
    },
  });
  ddb.on(QueryCommand, { TableName: tables.members }).resolves({ Items: [memberItem] });
  ddb.on(QueryCommand, { TableName: tables.dependents }).resolves({ Items: [kaiNow, rioNow] });
  ddb
    .on(QueryCommand, {
      TableName: tables.orders,
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':a': 'ACCOUNT#' },
    })
    .resolves({ Items: [accountItem] });
  ddb
    .on(QueryCommand, {
      TableName: tables.orders,
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':o': 'ORDER#' },
    })
    .resolves({ Items: [healthOrder] });
  // No order set superseded in a member's own window (issue 40).
  ddb
    .on(QueryCommand, {
      TableName: tables.orders,
      ExpressionAttributeValues: { ':pk': `MEMBER#${memberId}`, ':a': 'ENDED#ACCOUNT#' },
    })
    .resolves({ Items: [] });
}

async function electionRead() {
  const enrollment = await readEmployerEnrollment(db, tables, employerId);
  if (!enrollment) throw new Error('no enrollment read');
  return { enrollment, election: enrollment.members[0]?.elections[0] };
}

afterEach(() => ddb.reset());

describe('readEmployerEnrollment: whom an election covers', () => {
  it('reads the order set as recorded: the spouse removed since is covered, the child priced in the gap too, and each as priced', async () => {
    // Prepare
    stored(account({ covered: recorded }));
    // Act
    const { election } = await electionRead();
    // Assess
    expect(election?.coveredFrom).toBe('recorded');
    expect(election?.covered.map((p) => [p.id, p.relationship, p.firstName, p.birthDate, p.ssn])).toEqual([
      [memberId, 'self', 'Jo', '1985-07-01', '123456789'],
      // Removed from the profile: still covered, its SSN gone with its item.
      ['d-sam', 'spouse', 'Sam', '1983-03-03', null],
      // The date of birth the premium was rated on, not the one saved since.
      ['d-kai', 'child', 'Kai', '2015-05-05', '234567892'],
      ['d-rio', 'child', 'Rio', '2020-01-01', null],
    ]);
  });

  it('puts the removed spouse and the child priced in the gap in the 834, at the family level', async () => {
    stored(account({ covered: recorded }));
    const { enrollment } = await electionRead();
    const [file] = enrollment834Files(enrollment, {
      planYear: 2027,
      controlNumber: 1,
      createdAt: new Date('2027-01-05T08:00:00Z'),
    });
    expect(file?.state.covered.map((c) => [c.personId, c.relationship, c.coverageLevel])).toEqual([
      [memberId, 'self', 'FAM'],
      ['d-sam', 'spouse', 'FAM'],
      ['d-kai', 'child', 'FAM'],
      ['d-rio', 'child', 'FAM'],
    ]);
    expect(file?.file.body).toContain('NM1*IL*1*LANE*SAM~');
    expect(file?.file.body).toContain('DMG*D8*20150505*M~');
  });

  it('covers no one for a waiver recorded with nobody', async () => {
    stored(account({ covered: [], waivecoverage: 1, waivecoveragereason: 'Medicare' }));
    const { election } = await electionRead();
    expect(election).toMatchObject({ waived: true, covered: [], coveredFrom: 'recorded' });
  });

  it('reads an order set authorized before the record existed as before, and says so', async () => {
    stored(account({}));
    const { election } = await electionRead();
    expect(election?.coveredFrom).toBe('read-now');
    // The subscriber and the dependents saved now that were added on or before the authorization.
    expect(election?.covered.map((p) => [p.id, p.birthDate])).toEqual([
      [memberId, '1985-07-01'],
      ['d-kai', '2016-05-05'],
    ]);
  });

  it('refuses a record it cannot read rather than leave someone out of a file', async () => {
    stored(account({ covered: [{ id: 'd-x', relationship: 'cousin' }] }));
    await expect(readEmployerEnrollment(db, tables, employerId)).rejects.toThrow(/covered person #1/);
  });
});
