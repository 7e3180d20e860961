/**
 * `npm run ops -- admin invite|list|revoke` and `audit` (infra/ops/admin.ts) without a stack: every
 * argument is checked, all problems listed at once, before any AWS call; an invitation naming an
 * employer that does not exist writes nothing (DynamoDB and Cognito mocked); the invitation e-mail
 * carries the link in both languages, escaped in HTML; a grant change says what changed.
 */
import { adminApiMessages, adminApiMessagesIn } from '../../shared/admin-api-messages';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminGrant } from '../../lambdas/adapters/admin';
import type { DataTarget } from '../../infra/data/target';
import {
  adminCommands,
  adminInviteEmail,
  adminSetPasswordLink,
  grantChangeDetail,
  parseAuditArgs,
  parseInviteArgs,
  parseRevokeArgs,
} from '../../infra/ops/admin';
import { main } from '../../infra/ops/commands';
import { OpsError } from '../../infra/ops/errors';

const A = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
const B = '0352a4cd-fc38-40fa-8dba-426f84f1c15f';

/** The message of the OpsError a call throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OpsError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('admin invite: its arguments', () => {
  it('reads an HR administrator of one employer, the e-mail lower-cased', () => {
    expect(parseInviteArgs(['--email', 'HR@Example.com', '--role', 'hr', '--employer', A])).toEqual({
      email: 'hr@example.com',
      role: 'hr',
      employerIds: [A],
      phi: false,
    });
  });

  it('reads a broker of several employers, each once, ids lower-cased, with --phi', () => {
    expect(
      parseInviteArgs([
        '--email',
        'b@example.com',
        '--role',
        'broker',
        '--employer',
        A.toUpperCase(),
        '--employer',
        B,
        '--employer',
        A,
        '--phi',
      ]),
    ).toEqual({ email: 'b@example.com', role: 'broker', employerIds: [A, B], phi: true });
  });

  it('refuses an HR administrator of two employers, pointing to --role broker', () => {
    const message = refusal(() =>
      parseInviteArgs(['--email', 'hr@example.com', '--role', 'hr', '--employer', A, '--employer', B]),
    );
    expect(message).toContain('an HR administrator administers exactly one employer; 2 were given');
    expect(message).toContain('nothing was written');
  });

  it('lists every problem at once: the e-mail, the role and the employer id', () => {
    const message = refusal(() =>
      parseInviteArgs(['--email', 'not-an-email', '--role', 'owner', '--employer', 'acme']),
    );
    expect(message).toContain('3 problem(s)');
    expect(message).toContain("--email 'not-an-email' is not a valid e-mail address");
    expect(message).toContain("--role must be hr or broker, not 'owner'");
    expect(message).toContain("--employer 'acme' is not an employer id");
  });

  it('requires the e-mail, the role and an employer', () => {
    const message = refusal(() => parseInviteArgs([]));
    expect(message).toContain('--email is required');
    expect(message).toContain('--role is required');
    expect(message).toContain('--employer is required');
  });

  it('refuses an unknown option, an option without its value and a stray argument', () => {
    expect(refusal(() => parseInviteArgs(['--email', 'a@example.com', '--roles', 'hr']))).toMatch(/--roles/);
    expect(refusal(() => parseInviteArgs(['--role', 'hr', '--employer', A, '--email']))).toMatch(/--email/);
    expect(
      refusal(() => parseInviteArgs(['--email', 'a@example.com', '--role', 'hr', '--employer', A, 'extra'])),
    ).toContain('unexpected argument(s): extra');
  });
});

describe('admin revoke and audit: their arguments', () => {
  it('revoke takes exactly an e-mail', () => {
    expect(parseRevokeArgs(['--email', 'X@example.com'])).toBe('x@example.com');
    expect(refusal(() => parseRevokeArgs([]))).toContain('--email is required');
    expect(refusal(() => parseRevokeArgs(['--email', 'nope']))).toContain('is not a valid e-mail address');
  });

  it('audit takes an employer id and an optional limit from 1 to 10000', () => {
    expect(parseAuditArgs(['--employer', A])).toEqual({ employerId: A, limit: 50 });
    expect(parseAuditArgs(['--employer', A, '--limit', '7'])).toEqual({ employerId: A, limit: 7 });
    for (const bad of ['0', '2.5', 'ten', '10001'])
      expect(refusal(() => parseAuditArgs(['--employer', A, '--limit', bad]))).toContain('--limit must be');
    expect(refusal(() => parseAuditArgs(['--employer', A, '--limit', '-1']))).toMatch(/--limit/);
    expect(refusal(() => parseAuditArgs([]))).toContain('--employer is required');
    expect(refusal(() => parseAuditArgs(['--employer', 'acme']))).toContain("'acme' is not an employer id");
  });
});

describe('npm run ops -- admin, on the command line', () => {
  it('refuses an option admin invite does not take, naming its options, before any AWS call', async () => {
    const err: string[] = [];
    const code = await main(['admin', 'invite', '--emial', 'a@example.com'], {
      out: () => undefined,
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err.join('\n')).toContain("Unknown option '--emial' for admin invite");
    expect(err.join('\n')).toContain('--employer <id>');
  });

  it('prints the usage of each action with --help', async () => {
    const out: string[] = [];
    const code = await main(['admin', 'revoke', '--help'], { out: (l) => out.push(l), err: () => undefined });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('npm run ops -- admin revoke --email <e>');
  });
});

describe('admin invite of an employer that does not exist', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const cognito = mockClient(CognitoIdentityProviderClient);
  const ses = mockClient(SESv2Client);
  beforeEach(() => {
    dynamo.reset();
    cognito.reset();
    ses.reset();
  });

  it('writes nothing: no user, no grant, no e-mail', async () => {
    // Prepare: A exists, B does not.
    dynamo.on(GetCommand).resolves({});
    dynamo.on(GetCommand, { TableName: 'employers', Key: { pk: `EMPLOYER#${A}`, sk: 'PROFILE' } }).resolves({
      Item: { pk: `EMPLOYER#${A}`, sk: 'PROFILE', id: A, accountid: 'ACME', accountname: 'Acme' },
    });
    const target = {
      description: 'a mocked stack',
      db: DynamoDBDocumentClient.from(new DynamoDBClient({})),
      s3: new S3Client({}),
      cognito: new CognitoIdentityProviderClient({}),
      ses: new SESv2Client({}),
      fromEmail: 'no-reply@example.com',
      tables: { employers: 'employers', admin: 'admin' },
      workforcePoolId: 'us-east-1_workforce',
    } as unknown as DataTarget;
    // Act
    const run = adminCommands.admin!.run(
      ['invite', '--email', 'b@example.com', '--role', 'broker', '--employer', A, '--employer', B],
      { target, out: () => undefined, portalUrl: async () => 'https://portal.example.com' },
    );
    // Assess
    await expect(run).rejects.toThrow(`no employer ${B} in a mocked stack; nothing was written`);
    expect(cognito).not.toHaveReceivedCommand(AdminGetUserCommand);
    expect(cognito).not.toHaveReceivedCommand(AdminCreateUserCommand);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });
});

describe('the invitation e-mail and the activity detail', () => {
  it('carries the link and its lifetime in English and Spanish, every value escaped in HTML', () => {
    const link = adminSetPasswordLink('https://portal.example.com', 'tok_EN-123');
    expect(link).toBe('https://portal.example.com/admin/set-password?token=tok_EN-123');
    const mail = adminInviteEmail('hr@example.com', ['Acme <Tools> & Co'], link);
    expect(mail.to).toBe('hr@example.com');
    expect(mail.text).toContain(adminApiMessages.adminInviteEmailIntro('Acme <Tools> & Co'));
    expect(mail.text).toContain(adminApiMessagesIn('es').adminInviteEmailIntro('Acme <Tools> & Co'));
    expect(mail.text.split(link)).toHaveLength(3);
    expect(mail.html).toContain('Acme &lt;Tools&gt; &amp; Co');
    expect(mail.html).not.toContain('<Tools>');
  });

  it('says what a second invitation changed', () => {
    const previous: AdminGrant = {
      sub: 's',
      email: 'b@example.com',
      role: 'hr',
      employerIds: [A],
      phi: false,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      revokedAt: '2026-11-02T00:00:00.000Z',
      mfaAt: null,
      inviteHash: null,
    };
    const detail = grantChangeDetail(
      { email: 'b@example.com', role: 'broker', employerIds: [B], phi: true },
      previous,
    );
    expect(detail).toContain('Invited b@example.com again as broker');
    expect(detail).toContain('access restored');
    expect(detail).toContain('role hr → broker');
    expect(detail).toContain(`employers added: ${B}`);
    expect(detail).toContain(`employers removed: ${A}`);
    expect(detail).toContain('SSN files no → yes');
    expect(
      grantChangeDetail({ email: 'n@example.com', role: 'hr', employerIds: [A], phi: false }, undefined),
    ).toBe(`Invited n@example.com as HR administrator of ${A}, SSN files no`);
  });
});
