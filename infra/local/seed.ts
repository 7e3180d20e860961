/**
 * Loads the demo data on the local stack: the ZIP codes of the demo employers' states, the demo
 * employers (through the same parser and onboarding an operator uses), and a demo employee who
 * can already sign in. Idempotent: what exists is kept, so an employee's own changes survive a
 * restart; `npm run reset` starts over. All ZIP codes: `npm run data -- import-zips` while the
 * stack runs.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  UserNotFoundException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { EmployerRepository } from '../../lambdas/adapters/employers';
import { emailClaimKey, MemberAccessStore } from '../../lambdas/adapters/member-access';
import type { MemberRecord } from '../../shared/domain/member';
import { onboardEmployer, parseEmployerFile, type ParsedEmployer } from '../data/employers';
import { ensureDemoCatalog } from './catalog';
import { ensureZipData } from '../data/zips';
import type { TableId } from '../resources/tables';
import { demoEmployee, demoEmployer, demoEmployerFiles } from './demo/demo-data';

export interface SeedTargets {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tables: Record<TableId, string>;
  bucket: string;
  userPoolId: string;
}

async function ensureCognitoUser(t: SeedTargets): Promise<string> {
  try {
    const user = await t.cognito.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: demoEmployee.email }),
    );
    const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
    if (sub) return sub;
  } catch (error) {
    if (!(error instanceof UserNotFoundException) && (error as Error).name !== 'UserNotFoundException')
      throw error;
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
    new AdminSetUserPasswordCommand({
      UserPoolId: t.userPoolId,
      Username: demoEmployee.email,
      Password: demoEmployee.password,
      Permanent: true,
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('cognito-local returned no sub for the demo employee');
  return sub;
}

/** Onboards each demo employer whose profile is absent (a complete onboarding writes the profile last). */
async function ensureEmployers(t: SeedTargets, parsed: readonly ParsedEmployer[]): Promise<void> {
  const employers = new EmployerRepository(t.db, t.tables.employers);
  for (const p of parsed) {
    if (await employers.get(p.employer.id)) continue;
    await onboardEmployer(p, t);
  }
}

/** A MemberAccessStore write that already happened on an earlier start. */
const alreadyThere = (error: unknown): boolean =>
  error instanceof ConditionalCheckFailedException ||
  (error as Error).name === 'ConditionalCheckFailedException';

async function ensureDemoEmployee(t: SeedTargets, employer: ParsedEmployer): Promise<void> {
  const sub = await ensureCognitoUser(t);
  const now = new Date().toISOString();
  const e = demoEmployee;
  const member: MemberRecord = {
    id: e.id,
    sub,
    email: e.email,
    employerId: employer.employer.id,
    accountid: employer.employer.accountid,
    firstname: e.firstname,
    lastname: e.lastname,
    address1: e.address1,
    address2: null,
    city: e.city,
    stateorprovince: e.stateorprovince,
    postalcode: e.postalcode,
    county: e.county,
    emailaddress: e.workemail,
    personalemailaddress: e.email,
    phonenumber: e.phonenumber,
    birthdate: e.birthdate,
    gender: e.gender,
    istobaccouser: e.istobaccouser,
    ssn: e.ssn,
    origination: 1,
    relationship: 1,
    status: 'Active',
    contributionclass: e.contributionclass,
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
  };
  try {
    await new MemberAccessStore(t.db, t.tables.members).create(member);
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
  // The e-mail claim registration checks, so nobody can register the demo employee's e-mail again.
  try {
    await t.db.send(
      new PutCommand({
        TableName: t.tables.members,
        Item: { ...emailClaimKey(e.email), memberId: e.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!alreadyThere(error)) throw error;
  }
}

/** The demo employer files, parsed and checked; one that breaks a rule throws with every problem listed. */
export const demoEmployers = (): ParsedEmployer[] => demoEmployerFiles.map((file) => parseEmployerFile(file));

/** The states of the demo employers' employees: the ZIP codes (and demo catalog) the stack loads. */
export const demoStates = (parsed: readonly ParsedEmployer[] = demoEmployers()): string[] =>
  [...new Set(parsed.flatMap((p) => p.employer.states))].sort();

export async function seedDemo(t: SeedTargets): Promise<void> {
  const parsed = demoEmployers();
  const employer = parsed.find((p) => p.employer.id === demoEmployer.id);
  if (!employer) throw new Error(`The demo employer ${demoEmployer.id} is not in ${demoEmployer.file}`);
  const states = demoStates(parsed);
  if (!employer.employer.states.includes(demoEmployee.stateorprovince)) {
    throw new Error(
      `The demo employee lives in ${demoEmployee.stateorprovince}, not a state of ${employer.employer.accountname}`,
    );
  }
  // Independent of each other: run side by side to keep the start short.
  await Promise.all([
    // The demo states first, before the portal serves; the local stack adds every other state in
    // the background (infra/local/stack.ts).
    ensureZipData(t, { states, log: (line) => console.log(line) }),
    ensureEmployers(t, parsed),
    ensureDemoEmployee(t, employer),
    // The demonstration plan catalog, through the same importer a real CMS PUF goes through.
    // DEMO_CATALOG_STATES=all npm start loads every state (about two minutes the first time).
    ensureDemoCatalog({
      db: t.db,
      tables: t.tables,
      states: process.env.DEMO_CATALOG_STATES === 'all' ? 'all' : states,
      log: (line) => console.log(line),
    }),
  ]);
}
