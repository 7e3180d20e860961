/**
 * Shared set-up of the access-area handler tests (tests/handlers/access-*.test.ts): the mocked
 * AWS clients and SES, the environment of the functions, and items as the members and employers tables
 * hold them. The real chain and the real adapters run; only the SDK's `send` and SES's SendEmail
 * are mocked.
 */
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { memberKey } from '../../lambdas/adapters/members';
import { counterKey } from '../../lambdas/adapters/rate-limits';
import { resetComposition } from '../../lambdas/composition';
import { windowOf, type RateLimitKind, type RateLimitScope } from '../../lambdas/access/rate-limit';
import { mockSes } from '../helpers/ses-mock';
import { defaultRateLimits } from '../../lambdas/access/rate-limit';
import { mockCognito } from '../helpers/cognito-mock';

export const ddb = mockClient(DynamoDBDocumentClient);
export const cognito = mockCognito();
export const ses = mockSes();

export const SOURCE_IP = '198.51.100.7'; // the address of tests/helpers/events.ts
export const PORTAL_URL = 'https://portal.example.com';
export const FROM_EMAIL = 'no-reply@example.com';

export const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
export const memberId = '0c9a7f3e-2b1d-4e5f-8a6b-7c8d9e0f1a2b';
export const otherMemberId = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
export const sub = '0b7a3c52-9d1e-4f6a-8b2c-3d4e5f6a7b8c';

const accessEnv = {
  TABLE_MEMBERS: 'members-table',
  TABLE_EMPLOYERS: 'employers-table',
  USER_POOL_ID: 'us-east-1_TestPool',
  USER_POOL_CLIENT_ID: 'client-123',
  PORTAL_URL,
  FROM_EMAIL,
};

/** The environment the CDK stack gives the functions; rate-limit and TTL overrides removed. */
export function setAccessEnv(): void {
  Object.assign(process.env, accessEnv);
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('RATE_LIMIT_') || name === 'SET_PASSWORD_TTL_HOURS') delete process.env[name];
  }
  resetComposition();
}

/** Every client answers "nothing there, all fine" unless a test says otherwise. */
export function resetMocks(): void {
  ddb.reset();
  cognito.reset();
  ses.reset();
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  ddb.on(PutCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
  ddb.on(TransactWriteCommand).resolves({});
  cognito
    .on(AdminGetUserCommand)
    .rejects(new UserNotFoundException({ message: 'User does not exist.', $metadata: {} }));
  ses.resolves({ MessageId: 'm-1' });
}

export const employerItem = {
  pk: `EMPLOYER#${employerId}`,
  sk: 'PROFILE',
  id: employerId,
  accountid: 'ACME-001',
  accountname: 'Acme Manufacturing',
  emailaddress: 'benefits@acme.example.com',
  teamid: null,
  employeazecustomer: 1,
  hsaonly: 0,
  edoc_period: 10,
  logoKey: null,
};

/** A member item as registration writes it; `active` gives it a sub and a set password. */
export function memberItem(
  options: { id?: string; email?: string; active?: boolean; ssn?: string | null } = {},
) {
  const id = options.id ?? memberId;
  const email = options.email ?? 'casey@example.com';
  return {
    ...memberKey(id),
    id,
    employerId,
    accountid: 'ACME-001',
    firstname: 'Casey',
    lastname: 'Tester',
    personalemailaddress: email,
    email,
    phonenumber: '555-010-9999',
    origination: 1,
    relationship: 1,
    status: 'Active',
    contributionclass: 'ALL',
    currentplanyear: new Date().getFullYear(),
    ispasswordchanged: options.active ? '2025-01-02T03:04:05.000Z' : null,
    createdon: '2025-01-01T00:00:00.000Z',
    createdby: 'Register',
    ssn: options.ssn ?? null,
    ...(options.active ? { sub } : {}),
  };
}

export const registrationBody = (
  overrides: { firstname?: string; email?: string; accountid?: string; employer_id?: string } = {},
) => ({
  member: {
    firstname: overrides.firstname ?? 'Casey',
    lastname: 'Tester',
    personalemailaddress: overrides.email ?? 'Casey@Example.com',
    phonenumber: '555-010-9999',
    accountid: overrides.accountid ?? 'ACME-001',
    employer_id: overrides.employer_id ?? employerId,
  },
  company: 'Acme Manufacturing',
  plan_year: new Date().getFullYear(),
});

/** The key of a rate-limit counter in the current window of its default limit. */
export function counterKeyOf(kind: RateLimitKind, scope: RateLimitScope, subject: string) {
  return counterKey({
    kind,
    scope,
    subject,
    window: windowOf(Date.now(), defaultRateLimits[kind][scope].windowSeconds),
  });
}

/** The link and token of the first confirmation mail sent. */
export function sentLink(): { url: URL; token: string; text: string; html: string } {
  const input = ses.messages()[0];
  const text = input?.Content?.Simple?.Body?.Text?.Data ?? '';
  const html = input?.Content?.Simple?.Body?.Html?.Data ?? '';
  const href = /(https?:\/\/\S+\/set-password\?\S+)/.exec(text)?.[1];
  if (!href) throw new Error('no set-password link was sent');
  const url = new URL(href);
  return { url, token: url.searchParams.get('token') ?? '', text, html };
}
