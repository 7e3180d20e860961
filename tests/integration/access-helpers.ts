/**
 * Helpers of the access-area integration tests (tests/integration/access-*.test.ts): unique
 * e-mails, registration from the demo employer, the local SES store, the set-password link, and
 * a DynamoDB client on the stack's DynamoDB Local for the cases a test must write directly.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { StackInfo } from '../helpers/global-stack';
import { call } from '../helpers/http';
import { storeUrl } from '../helpers/mail';

/** A fresh example.com address per call: the stack is shared by every test file of a run. */
export function uniqueEmail(tag: string): string {
  return `access-${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const strongPassword = 'Str0ng#Passw0rd';

export interface SentMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  at: number;
}

/** Every mail the local SES has accepted since this test file started, oldest first. */
export async function storedMails(stack: StackInfo): Promise<SentMail[]> {
  const res = await fetch(storeUrl(stack.mailUrl));
  expect(res.status).toBe(200);
  return ((await res.json()) as { emails: SentMail[] }).emails;
}

/** Of `mails`, those to an address (case-insensitive). */
export const mailsFor = (mails: readonly SentMail[], address: string): SentMail[] =>
  mails.filter((m) => m.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));

/** Every mail the local SES has accepted for an address since this test file started, oldest first. */
export async function mailsTo(stack: StackInfo, address: string): Promise<SentMail[]> {
  return mailsFor(await storedMails(stack), address);
}

/** The newest mail to an address (SendEmail has returned before the API answers, so no waiting). */
export async function lastMailTo(stack: StackInfo, address: string): Promise<SentMail> {
  const mails = await mailsTo(stack, address);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${address} in the local SES store`);
  return mail;
}

export interface SetPasswordLink {
  url: URL;
  employerId: string;
  memberId: string;
  token: string;
}

/** The set-password link of a confirmation mail (from its text body). */
export function setPasswordLinkOf(mail: SentMail): SetPasswordLink {
  const match = /(https?:\/\/\S+\/set-password\?\S+)/.exec(mail.body.text ?? '');
  if (!match?.[1]) throw new Error(`No set-password link in the mail '${mail.subject}'`);
  const url = new URL(match[1]);
  return {
    url,
    employerId: url.searchParams.get('employer_id') ?? '',
    memberId: url.searchParams.get('member_id') ?? '',
    token: url.searchParams.get('token') ?? '',
  };
}

export async function demoAccountId(stack: StackInfo): Promise<string> {
  const res = await call<{ data: { accountid: string } }>(
    stack.portalUrl,
    'GET',
    `/api/Employer/${stack.demo.employerId}`,
  );
  expect(res.status).toBe(200);
  return res.body.data.accountid;
}

/** The registration body of spec portal section 7 (without `url`) for the demo employer. */
export async function registrationBody(stack: StackInfo, email: string, firstname = 'Casey') {
  return {
    member: {
      firstname,
      lastname: 'Tester',
      personalemailaddress: email,
      phonenumber: '555-010-9999',
      accountid: await demoAccountId(stack),
      employer_id: stack.demo.employerId,
    },
    company: 'Acme Manufacturing',
    plan_year: new Date().getFullYear(),
  };
}

export interface Registered {
  email: string;
  memberid: string;
  proof: string;
  link: SetPasswordLink;
}

/** Registers a new member of the demo employer and reads its set-password link from the mail. */
export async function register(stack: StackInfo, email: string): Promise<Registered> {
  const res = await call<{ data: { memberid: string; proof: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Member/Register',
    {
      body: await registrationBody(stack, email),
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const link = setPasswordLinkOf(await lastMailTo(stack, email));
  return { email, memberid: res.body.data.memberid, proof: res.body.data.proof, link };
}

/** Registers a member and sets its password through the link: a member who can sign in. */
export async function registerActive(
  stack: StackInfo,
  email: string,
  password = strongPassword,
): Promise<Registered> {
  const registered = await register(stack, email);
  const res = await call(stack.portalUrl, 'POST', '/api/Member/SetPassword', {
    body: { id: registered.memberid, token: registered.link.token, password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return registered;
}

export async function signIn(stack: StackInfo, email: string, password: string) {
  return call<{ tokenResponse: { access_token: string; id_token: string; refresh_token: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Login',
    {
      body: { email, password },
    },
  );
}

export async function accessToken(
  stack: StackInfo,
  email: string,
  password = strongPassword,
): Promise<string> {
  const res = await signIn(stack, email, password);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tokenResponse.access_token;
}

/**
 * A document client on the stack's DynamoDB Local. It runs in memory without -sharedDb, so the
 * tables belong to the stack's access key and region: use the same ones.
 */
export function stackDb(stack: StackInfo): DynamoDBDocumentClient {
  const client = new DynamoDBClient({
    endpoint: stack.dynamodbUrl,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
}
