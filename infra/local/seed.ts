/**
 * Loads the demo employer (with its logo) and a demo employee who can already sign in.
 * Idempotent: what exists is kept, so an employee's own changes survive a restart.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { assetKeys } from '../resources/buckets';
import type { TableId } from '../resources/tables';
import { demoEmployee, demoEmployer } from './demo/demo-data';

export interface SeedTargets {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tables: Record<TableId, string>;
  bucket: string;
  userPoolId: string;
}

async function objectExists(s3: S3Client, bucket: string, key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

async function ensureCognitoUser(t: SeedTargets): Promise<string> {
  try {
    const user = await t.cognito.send(new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: demoEmployee.email }));
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) return sub;
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException') throw error;
  }
  const created = await t.cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: t.userPoolId,
      Username: demoEmployee.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: demoEmployee.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: demoEmployee.id },
      ],
    }),
  );
  await t.cognito.send(
    new AdminSetUserPasswordCommand({ UserPoolId: t.userPoolId, Username: demoEmployee.email, Password: demoEmployee.password, Permanent: true }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('cognito-local returned no sub for the demo employee');
  return sub;
}

export async function seedDemo(t: SeedTargets): Promise<void> {
  const logoKey = assetKeys.logo(demoEmployer.id);
  if (!(await objectExists(t.s3, t.bucket, logoKey))) {
    const body = readFileSync(new URL(`./demo/${demoEmployer.logoFile}`, import.meta.url));
    await t.s3.send(new PutObjectCommand({ Bucket: t.bucket, Key: logoKey, Body: body, ContentType: demoEmployer.logoContentType }));
  }

  const employers = new EmployerRepository(t.db, t.tables.employers);
  if (!(await employers.get(demoEmployer.id))) {
    const { logoFile: _file, logoContentType: _type, ...profile } = demoEmployer;
    await employers.put({ ...profile, logoKey });
  }

  const sub = await ensureCognitoUser(t);
  const now = new Date().toISOString();
  try {
    await t.db.send(
      new PutCommand({
        TableName: t.tables.members,
        ConditionExpression: 'attribute_not_exists(pk)',
        Item: {
          pk: `MEMBER#${demoEmployee.id}`,
          sk: 'PROFILE',
          id: demoEmployee.id,
          sub,
          email: demoEmployee.email,
          employerId: demoEmployer.id,
          accountid: demoEmployer.accountid,
          firstname: demoEmployee.firstname,
          lastname: demoEmployee.lastname,
          personalemailaddress: demoEmployee.email,
          phonenumber: demoEmployee.phonenumber,
          origination: 1,
          relationship: 1,
          status: 'Active',
          contributionclass: 'ALL',
          ispasswordchanged: now,
          createdon: now,
          createdby: 'Seed',
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
