/**
 * Loads the demo data on the local stack: the ZIP codes of the demo employers' states, the demo
 * employers (through the same parser and onboarding an operator uses), and two demo employees who
 * can already sign in, the second with a plan on record taken from the loaded catalog. Idempotent:
 * what exists is kept, so an employee's own changes survive a restart; `npm run reset` starts
 * over. All ZIP codes: `npm run data -- import-zips` while the stack runs.
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
import { PlanRepository } from '../../lambdas/adapters/plans';
import type { MemberRecord } from '../../shared/domain/member';
import { isHsaEligible } from '../../shared/domain/rating';
import { onboardEmployer, parseEmployerFile, type ParsedEmployer } from '../data/employers';
import { ensureDemoCatalog } from './catalog';
import { ensureZipData } from '../data/zips';
import type { TableId } from '../resources/tables';
import {
  demoEmployee,
  demoEmployeeWithPlan,
  demoEmployer,
  demoEmployerFiles,
  type DemoEmployee,
} from './demo/demo-data';

export interface SeedTargets {
  db: DynamoDBDocumentClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
  tables: Record<TableId, string>;
  bucket: string;
  userPoolId: string;
}

/** What a demo employee's account is written to: the members table and the user pool. */
export type MemberTargets = Pick<SeedTargets, 'db' | 'cognito' | 'userPoolId'> & {
  tables: Pick<SeedTargets['tables'], 'members'>;
};

async function ensureCognitoUser(t: MemberTargets, e: DemoEmployee): Promise<string> {
  try {
    const user = await t.cognito.send(
      new AdminGetUserCommand({ UserPoolId: t.userPoolId, Username: e.email }),
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
      Username: e.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: e.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'custom:memberid', Value: e.id },
      ],
    }),
  );
  await t.cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: t.userPoolId,
      Username: e.email,
      Password: e.password,
      Permanent: true,
    }),
  );
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error(`cognito-local returned no sub for the demo employee ${e.email}`);
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

/** The plan a member holds: its quote `id` and its plan year (the member's currentplanid and currentplanyear). */
export interface PlanOnRecord {
  id: string;
  year: number;
}

/**
 * A demo employee who can sign in: the user (password set, no e-mail sent), the member (with the
 * plan on record, if any) and the e-mail claim registration checks. Idempotent: a member already
 * there is kept as it is, with the employee's own changes. The browser tests create their members
 * with a plan on record through this same function (tests/e2e/current-plan.test.ts).
 */
export async function ensureDemoMember(
  t: MemberTargets,
  employer: { id: string; accountid: string },
  e: DemoEmployee,
  plan: PlanOnRecord | null = null,
): Promise<void> {
  const sub = await ensureCognitoUser(t, e);
  const now = new Date().toISOString();
  const member: MemberRecord = {
    id: e.id,
    sub,
    email: e.email,
    employerId: employer.id,
    accountid: employer.accountid,
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
    currentplanid: plan?.id ?? null,
    currentplanyear: plan?.year ?? null,
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

/**
 * The plan on record of a demo employee, taken from the loaded catalog rather than written down:
 * the first silver plan by HIOS plan id that the county offers in `year` and again in `year + 1`
 * (so shopping for next January 1 finds it), and not HSA eligible (so the way to the cart has no
 * Flexible Spending step). Its `id` is the quote's id of the plan in `year` (a name-based id of
 * year and HIOS plan id, infra/data/catalog/build.ts). Throws when the catalog has no such plan.
 */
export async function planOnRecord(
  t: { db: DynamoDBDocumentClient; tables: Pick<SeedTargets['tables'], 'plans'> },
  countyFips: string,
  year: number,
): Promise<PlanOnRecord & { planId: string; planName: string }> {
  const plans = new PlanRepository(t.db, t.tables.plans);
  const [thisYear, nextYear] = await Promise.all([
    plans.offersIn(year, countyFips),
    plans.offersIn(year + 1, countyFips),
  ]);
  const offeredNextYear = new Set(nextYear.map((o) => o.planId));
  const plan = thisYear
    .filter((o) => o.metalLevel === 'Silver' && !isHsaEligible(o) && offeredNextYear.has(o.planId))
    .sort((a, b) => (a.planId < b.planId ? -1 : a.planId > b.planId ? 1 : 0))[0];
  if (!plan)
    throw new Error(
      `The plan catalog offers no silver plan without HSA in county ${countyFips} in both ${year} and ${year + 1}: the demo employee with a plan on record has none to hold`,
    );
  return { id: plan.id, year, planId: plan.planId, planName: plan.planName };
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
  for (const e of [demoEmployee, demoEmployeeWithPlan])
    if (!employer.employer.states.includes(e.stateorprovince)) {
      throw new Error(
        `The demo employee ${e.email} lives in ${e.stateorprovince}, not a state of ${employer.employer.accountname}`,
      );
    }
  // Independent of each other: run side by side to keep the start short.
  await Promise.all([
    // The demo states first, before the portal serves; the local stack adds every other state in
    // the background (infra/local/stack.ts).
    ensureZipData(t, { states, log: (line) => console.log(line) }),
    ensureEmployers(t, parsed),
    ensureDemoMember(t, employer.employer, demoEmployee),
    // The demonstration plan catalog, through the same importer a real CMS PUF goes through.
    // DEMO_CATALOG_STATES=all npm start loads every state (about two minutes the first time).
    // Then the employee with a plan on record, whose plan is one of that catalog.
    ensureDemoCatalog({
      db: t.db,
      tables: t.tables,
      states: process.env.DEMO_CATALOG_STATES === 'all' ? 'all' : states,
      log: (line) => console.log(line),
    }).then(async () => {
      const e = demoEmployeeWithPlan;
      await ensureDemoMember(t, employer.employer, e, await planOnRecord(t, e.countyFips, e.planYear));
    }),
  ]);
}
