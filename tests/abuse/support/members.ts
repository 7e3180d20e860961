/**
 * Members for the abuse suite, the load test and the bench: created through the real registration
 * API when it works (register, the e-mailed set-password link, set the password), else seeded the
 * way the local stack seeds its demo employee (a user in the local user pool and a member item
 * written by the members adapter), then signed in through POST /api/Login.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomInt, randomUUID } from 'node:crypto';
import { MemberAccessStore } from '../../../lambdas/adapters/member-access';
import { EmployerRepository } from '../../../lambdas/adapters/employers';
import { storeUrl } from '../../helpers/mail';

export interface StackEndpoints {
  portalUrl: string;
  mailUrl: string;
  dynamodbUrl: string;
  cognitoUrl: string;
  userPoolId: string;
  tables: Record<string, string>;
  region?: string;
}

export interface TestMember {
  id: string;
  sub: string;
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  phonenumber: string;
  employerId: string;
  accountid: string;
  token: string;
  /** How the member came to be: through the registration API or seeded. */
  createdBy: 'registration-api' | 'seeded';
}

/** Unique, recognisable names: a response that contains them leaked this member's data. */
export function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let s = '';
  for (let i = 0; i < 10; i++) s += letters[randomInt(letters.length)];
  return `${prefix}${s[0]?.toUpperCase()}${s.slice(1)}`;
}

/**
 * The local stack's key pair (infra/local/stack.ts): DynamoDB Local keeps one database per access
 * key and region, so another key would see no table.
 */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export function localClients(s: StackEndpoints): {
  db: DynamoDBDocumentClient;
  dynamo: DynamoDBClient;
  cognito: CognitoIdentityProviderClient;
} {
  const region = s.region ?? 'us-east-1';
  const dynamo = new DynamoDBClient({ region, credentials, endpoint: s.dynamodbUrl });
  return {
    dynamo,
    db: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    cognito: new CognitoIdentityProviderClient({ region, credentials, endpoint: s.cognitoUrl }),
  };
}

async function json(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { raw: text };
  }
}

export async function signIn(portalUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${portalUrl}/api/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await json(res);
  const token = (body.tokenResponse as { access_token?: string } | undefined)?.access_token;
  if (res.status !== 200 || !token)
    throw new Error(`Sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

/** A second employer, so that members of different employers can be told apart. */
export async function ensureEmployer(
  s: StackEndpoints,
  id: string,
  accountid: string,
  accountname: string,
): Promise<void> {
  const { db } = localClients(s);
  const employers = new EmployerRepository(db, s.tables.employers as string);
  if (await employers.get(id)) return;
  await employers.put({
    id,
    accountid,
    accountname,
    emailaddress: null,
    teamid: null,
    employeazecustomer: 0,
    hsaonly: 0,
    edoc_period: 0,
    logoKey: null,
  });
}

/** Seeds a member that can sign in: a user of the local pool and the member item. */
export async function seedMember(
  s: StackEndpoints,
  employer: { id: string; accountid: string },
  prefix = 'Abuse',
): Promise<TestMember> {
  const { db, cognito } = localClients(s);
  const id = randomUUID();
  const firstname = uniqueName(prefix);
  const lastname = uniqueName('Tester');
  const email = `${firstname.toLowerCase()}.${id.slice(0, 8)}@example.com`;
  const password = `Pw#${randomUUID().slice(0, 8)}aA1`;
  const phonenumber = `555-01${randomInt(10)}-${String(randomInt(10_000)).padStart(4, '0')}`;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: s.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: id },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: s.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('cognito-local returned no sub');
  const now = new Date().toISOString();
  await new MemberAccessStore(db, s.tables.members as string).create({
    id,
    sub,
    email,
    employerId: employer.id,
    accountid: employer.accountid,
    firstname,
    lastname,
    personalemailaddress: email,
    phonenumber,
    ssn: null,
    address1: null,
    address2: null,
    city: null,
    stateorprovince: null,
    postalcode: null,
    county: null,
    emailaddress: null,
    birthdate: null,
    gender: null,
    istobaccouser: null,
    origination: 1,
    relationship: 1,
    status: 'Active',
    contributionclass: 'ALL',
    currentplanid: null,
    currentplanyear: null,
    pcpname: null,
    pcpid: null,
    existingpatient: null,
    ispasswordchanged: now,
    createdon: now,
    createdby: 'Seed',
    modifiedon: null,
    modifiedby: null,
    version: 0,
  });
  const token = await signIn(s.portalUrl, email, password);
  return {
    id,
    sub,
    email,
    password,
    firstname,
    lastname,
    phonenumber,
    employerId: employer.id,
    accountid: employer.accountid,
    token,
    createdBy: 'seeded',
  };
}

interface StoredMail {
  destination?: { to?: string[] };
  subject?: string;
  body?: { text?: string; html?: string };
}

/** The set-password link of the newest mail to this address, from the SES local store. */
async function setPasswordLink(mailUrl: string, email: string): Promise<URL | undefined> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const store = (await (await fetch(storeUrl(mailUrl))).json()) as { emails?: StoredMail[] };
    const mail = [...(store.emails ?? [])]
      .reverse()
      .find((m) => (m.destination?.to ?? []).some((to) => to.toLowerCase().includes(email.toLowerCase())));
    const text = `${mail?.body?.text ?? ''} ${mail?.body?.html ?? ''}`;
    const href = /https?:\/\/[^\s"'<>]+token=[^\s"'<>]+/.exec(text)?.[0];
    if (href) return new URL(href.replace(/&amp;/g, '&'));
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

/**
 * Registers a member through the API (POST /api/Member/Register, the e-mailed link,
 * POST /api/Member/SetPassword) and signs in. Answers undefined, with the reason, when the
 * registration API does not (yet) carry a member through: the caller then seeds one.
 */
export async function registerMember(
  s: StackEndpoints,
  employer: { id: string; accountid: string; accountname: string },
  prefix = 'Abuse',
): Promise<{ member?: TestMember; reason?: string }> {
  const firstname = uniqueName(prefix);
  const lastname = uniqueName('Tester');
  const email = `${firstname.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const phonenumber = `555-01${randomInt(10)}-${String(randomInt(10_000)).padStart(4, '0')}`;
  const reg = await fetch(`${s.portalUrl}/api/Member/Register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      member: {
        firstname,
        lastname,
        personalemailaddress: email,
        phonenumber,
        accountid: employer.accountid,
        employer_id: employer.id,
      },
      company: employer.accountname,
      plan_year: new Date().getUTCFullYear(),
    }),
  });
  const regBody = await json(reg);
  if (reg.status !== 200) return { reason: `POST /api/Member/Register answered ${reg.status}` };
  const link = await setPasswordLink(s.mailUrl, email);
  const id =
    link?.searchParams.get('member_id') ??
    link?.searchParams.get('id') ??
    (regBody.data as { memberid?: string } | undefined)?.memberid;
  const token = link?.searchParams.get('token');
  if (!link || !id || !token) return { reason: 'no set-password link with id and token in the mail store' };
  const password = `Pw#${randomUUID().slice(0, 8)}aA1`;
  const set = await fetch(`${s.portalUrl}/api/Member/SetPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, token, password }),
  });
  if (set.status !== 200) return { reason: `POST /api/Member/SetPassword answered ${set.status}` };
  const accessToken = await signIn(s.portalUrl, email, password);
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
  };
  return {
    member: {
      id,
      sub: claims.sub,
      email,
      password,
      firstname,
      lastname,
      phonenumber,
      employerId: employer.id,
      accountid: employer.accountid,
      token: accessToken,
      createdBy: 'registration-api',
    },
  };
}

/** A member through the registration API when it works, else seeded. */
export async function createMember(
  s: StackEndpoints,
  employer: { id: string; accountid: string; accountname: string },
  prefix = 'Abuse',
): Promise<TestMember & { note?: string }> {
  const registered = await registerMember(s, employer, prefix);
  if (registered.member) return registered.member;
  const seeded = await seedMember(s, employer, prefix);
  return { ...seeded, note: registered.reason };
}
