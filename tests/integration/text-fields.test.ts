/**
 * Text fields carry text (issue 37, item 3), over HTTP on the local stack: a profile whose last name
 * is sent as 'Minus\r\n=1+1' is refused with 400 naming the field, in English and in Spanish, and
 * nothing is written; so are a dependent's first name with a direction override, the cart's PCP
 * name with a NUL and a registration's first name with a line break. A last name an older API let
 * through, written straight into DynamoDB Local, is answered as stored (the profile page flags it),
 * and the operator's payroll and status CSV files carry the member on one line, the name without
 * the line break, read back by csv-parse and by line.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import { ZERO_GUID } from '../../shared/schemas/profile';
import { authorizedMember, demoEmployers, type AuthorizedMember } from '../e2e/authorize-via-api';
import { call } from '../helpers/http';
import { registrationBody, stackDb, uniqueEmail } from './access-helpers';
import { opsSucceeds } from './support/enrollment-journey';

const stack = inject('stack');
const base = stack.portalUrl;
const db = stackDb(stack);
const employer = demoEmployers.acme;

interface Refusal {
  success: boolean;
  message: string;
  code?: string;
  fields?: Record<string, string>;
}
interface MemberRead {
  data: Record<string, unknown> & { id: string; version: number; lastname: string };
}

const memberKey = (id: string) => ({ pk: `MEMBER#${id.toLowerCase()}`, sk: 'PROFILE' });

async function storedMember(id: string) {
  const { Item } = await db.send(
    new GetCommand({ TableName: stack.tables.members, Key: memberKey(id), ConsistentRead: true }),
  );
  return Item;
}

const read = (token: string) => call<MemberRead>(base, 'GET', '/api/Member/GetMember', { token });

/** The profile request a page would send for the member as stored, with `over` in the member's fields. */
async function profileBody(token: string, over: Record<string, unknown>, dependents: unknown[] = []) {
  const { data } = (await read(token)).body;
  return {
    version: data.version,
    member: {
      firstname: data.firstname,
      lastname: data.lastname,
      address1: data.address1,
      address2: data.address2,
      phonenumber: data.phonenumber,
      postalcode: data.postalcode,
      city: data.city,
      county: data.county,
      stateorprovince: data.stateorprovince,
      birthdate: data.birthdate,
      gender: data.gender,
      istobaccouser: data.istobaccouser,
      ...over,
    },
    dependents,
  };
}

/** Every line of a CSV body (CRLF records). */
const linesOf = (body: string): string[] => body.split('\r\n').filter((l, i, all) => i < all.length - 1 || l);

let shopper: AuthorizedMember & { id: string };
let dir: string;

beforeAll(async () => {
  const m = await authorizedMember(
    stack,
    employer,
    { kind: 'shop' },
    { tag: 'text-fields', firstname: 'Quinn' },
  );
  shopper = { ...m, id: (await read(m.token)).body.data.id.toLowerCase() };
  dir = mkdtempSync(join(tmpdir(), 'text-fields-int-'));
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a free text with a control character, sent to the API', () => {
  it("refuses the last name 'Minus\\r\\n=1+1' with 400 naming member.lastname, in English and Spanish, and writes nothing", async () => {
    const before = await storedMember(shopper.id);
    const body = await profileBody(shopper.token, { lastname: 'Minus\r\n=1+1' });

    const en = await call<Refusal>(base, 'PUT', '/api/Member/Profile', { token: shopper.token, body });
    expect(en.status, en.text).toBe(400);
    expect(en.body.fields).toEqual({ 'member.lastname': apiMessages.lastNameNotText });
    expect(en.body.message).toBe(
      `${apiMessages.invalidRequest} member.lastname: ${apiMessages.lastNameNotText}`,
    );

    const es = await call<Refusal>(base, 'PUT', '/api/Member/Profile', {
      token: shopper.token,
      body,
      headers: { 'accept-language': 'es' },
    });
    expect(es.status, es.text).toBe(400);
    expect(es.body.fields).toEqual({ 'member.lastname': apiMessagesEs.lastNameNotText });

    expect(await storedMember(shopper.id)).toEqual(before);
  });

  it('refuses a dependent first name with a direction override, a PCP name with a NUL and a registration first name with a line break, each naming its field', async () => {
    const before = await storedMember(shopper.id);
    const withDependent = await profileBody(shopper.token, {}, [
      {
        id: ZERO_GUID,
        firstname: 'Ali\u202ecE',
        lastname: 'Tester',
        dateofbirth: '2015-06-01',
        gender: 'Female',
        relationship: 'child',
        istobaccouser: 'false',
        additionalid: '987654329',
      },
    ]);
    const dependentRes = await call<Refusal>(base, 'PUT', '/api/Member/Profile', {
      token: shopper.token,
      body: withDependent,
    });
    expect(dependentRes.status, dependentRes.text).toBe(400);
    expect(dependentRes.body.fields).toEqual({ 'dependents.0.firstname': apiMessages.firstNameNotText });

    const pcp = await call<Refusal>(base, 'PUT', '/api/Member/Pcp', {
      token: shopper.token,
      body: {
        pcpname: 'Dr.\u0000Ortiz',
        pcpid: 'P-1',
        existingpatient: 'yes',
        version: withDependent.version,
      },
    });
    expect(pcp.status, pcp.text).toBe(400);
    expect(pcp.body.fields).toEqual({ pcpname: apiMessages.pcpNameNotText });
    expect(await storedMember(shopper.id)).toEqual(before);

    const email = uniqueEmail('text-fields-reg');
    const registration = await registrationBody(stack, email, 'Casey\nDrop');
    const reg = await call<Refusal>(base, 'POST', '/api/Member/Register', { body: registration });
    expect(reg.status, reg.text).toBe(400);
    expect(reg.body.fields).toEqual({ 'member.firstname': apiMessages.firstNameNotText });
  });
});

describe('a last name with a line break already stored', () => {
  beforeAll(async () => {
    await db.send(
      new UpdateCommand({
        TableName: stack.tables.members,
        Key: memberKey(shopper.id),
        UpdateExpression: 'SET lastname = :l',
        ExpressionAttributeValues: { ':l': 'Minus\r\n=1+1' },
      }),
    );
  });

  it('is answered as stored, for the profile page to flag', async () => {
    const res = await read(shopper.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.lastname).toBe('Minus\r\n=1+1');
  });

  it('does not split the member’s record of the payroll file: one line, the name without the line break', async () => {
    const period = `${shopper.orders[0]?.businessyear ?? shopper.planYear}-12`;
    await opsSucceeds(
      stack,
      'export',
      'payroll',
      '--employer',
      employer.id,
      '--period',
      period,
      '--out',
      dir,
    );
    const name = readdirSync(dir).find((f) => f.startsWith('payroll-') && f.endsWith(`-${period}.csv`));
    expect(name).toBeDefined();
    const body = readFileSync(join(dir, name!), 'utf8');
    const records = parse(body) as string[][];
    const lines = linesOf(body);
    expect(lines).toHaveLength(records.length);
    const header = records[0]!;
    const mine = records.filter((r) => r[header.indexOf('employee_id')] === shopper.id);
    expect(mine.length).toBeGreaterThan(0);
    for (const r of mine) {
      expect(r).toHaveLength(header.length);
      expect(r[header.indexOf('employee_name')]).toBe('Quinn Minus =1+1');
    }
    expect(lines.filter((l) => l.includes('Quinn Minus =1+1'))).toHaveLength(mine.length);
  });

  it('does not split the member’s record of the status file', async () => {
    const csv = join(dir, 'status.csv');
    await opsSucceeds(stack, 'status', '--employer', employer.id, '--csv', csv);
    const body = readFileSync(csv, 'utf8');
    const records = parse(body) as string[][];
    expect(linesOf(body)).toHaveLength(records.length);
    const header = records[0]!;
    const mine = records.filter((r) => r[header.indexOf('employee_id')] === shopper.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toHaveLength(header.length);
    expect(mine[0]![header.indexOf('employee_name')]).toBe('Quinn Minus =1+1');
    expect(mine[0]![header.indexOf('stage')]).toBe('authorized (shop)');
  });
});
