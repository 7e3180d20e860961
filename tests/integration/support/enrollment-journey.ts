/**
 * The members of the export tests' employers, taken where they are through the API as a browser
 * would (tests/integration/employer-enrollment.test.ts, exports-acceptance.test.ts): signed in,
 * a first profile with dependents and SSNs, a quote for the household, Authorize Elections. The
 * steps are tests/e2e/authorize-via-api.ts's; what this adds is the household the test file is
 * about (its employer, effective date, family name and address) fixed once, so that a step names
 * only what differs between members.
 *
 * Besides: an earlier plan year's authorization written through the orders adapter, as Authorize
 * Elections writes one (the API authorizes only the years the builder offers today), and the
 * operator commands (main() of infra/ops/commands.ts) run in-process on the test stack's ports.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { main } from '../../../infra/ops/commands';
import { OrderRepository } from '../../../lambdas/adapters/orders';
import {
  authorizeElections,
  countyOf,
  quoteBody,
  saveFirstProfile,
  signedInMember,
  type County,
  type NewDependent,
  type ProfileDetails,
  type Subscriber,
} from '../../e2e/authorize-via-api';
import type { DemoEmployer } from '../../e2e/support';
import type { StackInfo } from '../../helpers/global-stack';
import { call } from '../../helpers/http';

export type { County, NewDependent };

/** What every member of the test's household shares: the employer, the date and where they live. */
export interface JourneySettings {
  employer: DemoEmployer;
  /** Put before each member's tag in the e-mail address, e.g. `enr-`. */
  tagPrefix: string;
  effectiveDate: string;
  lastname: string;
  birthdate: string;
  zip: string;
  home: Omit<ProfileDetails, 'ssn'>;
}

/** A plan of the quote, as POST /api/HealthPlanQuote answers it. */
export interface QuotedPlan {
  id: string;
  planid: string;
  issuername: string;
}

/** The steps of one test file's members; `county` must be looked up before a profile or a quote. */
export function enrollmentJourney(stack: StackInfo, settings: JourneySettings) {
  const { employer, tagPrefix, effectiveDate, lastname, birthdate, zip, home } = settings;
  let county: County | undefined;
  const subscriber = (firstname: string): Subscriber => {
    if (!county) throw new Error('Look the county up (journey.county) before a profile or a quote');
    return { firstname, lastname, birthdate, zip, county };
  };

  return {
    /** Signs a new member of the employer in (registered, password set); the token and member id. */
    async signedIn(tag: string, firstname: string): Promise<{ token: string; id: string }> {
      const { token } = await signedInMember(stack, employer, `${tagPrefix}${tag}`, firstname);
      const me = await call<{ data: { id: string } }>(stack.portalUrl, 'GET', '/api/Member/GetMember', {
        token,
      });
      expect(me.status).toBe(200);
      return { token, id: me.body.data.id.toLowerCase() };
    },

    /** The county of the household's ZIP code, kept for the profiles and quotes that follow. */
    async county(token: string): Promise<County> {
      county = await countyOf(stack, zip, token);
      return county;
    },

    /** The member's first profile save, with the household's address and the SSNs given. */
    saveProfile(
      token: string,
      firstname: string,
      ssn: string,
      dependents: NewDependent[] = [],
    ): Promise<void> {
      return saveFirstProfile(stack, token, { ...subscriber(firstname), ...home, ssn }, dependents);
    },

    /** The plans quoted for the household (at least one). */
    async quote(token: string, firstname: string, dependents: NewDependent[] = []): Promise<QuotedPlan[]> {
      const res = await call<{ healthplans: QuotedPlan[] }>(stack.portalUrl, 'POST', '/api/HealthPlanQuote', {
        token,
        body: quoteBody(subscriber(firstname), employer.accountid, effectiveDate, dependents),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.healthplans.length).toBeGreaterThan(0);
      return res.body.healthplans;
    },

    /** Authorize Elections on the effective date, with no additional service. */
    async authorize(token: string, election: Record<string, unknown>): Promise<void> {
      await authorizeElections(stack, token, { effectiveDate, additionalServiceOption: null, election });
    },
  };
}

/** A health plan authorized for an earlier plan year, with the member account's figures in cents. */
export interface EarlierYear {
  memberId: string;
  /** The employer's name, as the order carries it. */
  accountname: string;
  planYear: number;
  carrier: string;
  productname: string;
  description: string;
  /** The plan's HIOS id. */
  planId: string;
  policyholder: string;
  premiumCents: number;
  contributionCents: number;
  deductionCents: number;
}

/**
 * Writes an earlier plan year's authorization through the orders adapter, as Authorize Elections
 * writes one (authorized on 1 December of the year before, effective 1 January, covering the member
 * alone), to the member's stored e-mail address.
 */
export async function authorizeEarlierYear(
  db: DynamoDBDocumentClient,
  tables: { members: string; orders: string },
  year: EarlierYear,
): Promise<void> {
  const { memberId, planYear } = year;
  const createdon = `${planYear - 1}-12-01T12:00:00.000Z`;
  const effectivedate = `${planYear}-01-01`;
  const member = await db.send(
    new GetCommand({ TableName: tables.members, Key: { pk: `MEMBER#${memberId}`, sk: 'PROFILE' } }),
  );
  const email = String(member.Item?.email);
  const outcome = await new OrderRepository(db, tables.orders, tables.members).authorize({
    memberId,
    planYear,
    createdon,
    orders: [
      {
        id: randomUUID(),
        category: 'healthinsurance',
        vendorname: year.carrier,
        productname: year.productname,
        description: year.description,
        amountspent: year.premiumCents / 100,
        amountspentCents: year.premiumCents,
        policyholdersname: year.policyholder,
        policycarriername: year.carrier,
        options: year.planId,
        tax_status: null,
        ordernumber: '0',
        createdon,
        policyeffectivedate: effectivedate,
        policyishsaeligible: 0,
        waivecoverage: 0,
        businessyear: planYear,
        summary_link: null,
        accountname: year.accountname,
        address1: null,
        address2: null,
        city: null,
        stateorprovince: null,
        postalcode: null,
        phonenumber: null,
        emailaddress: email,
      },
    ],
    account: {
      id: randomUUID(),
      memberid: memberId,
      planyear: planYear,
      effectivedate,
      currentemployercontribution: year.contributionCents / 100,
      currentemployercontributionCents: year.contributionCents,
      currenthealthinsurancepremium: year.premiumCents / 100,
      currenthealthinsurancepremiumCents: year.premiumCents,
      currentpayrolldeduction: year.deductionCents / 100,
      currentpayrolldeductionCents: year.deductionCents,
      waivecoverage: 0,
      waivecoveragereason: null,
      createdon,
    },
    // The member alone, as saved now: the household of the earlier year had no dependents yet.
    covered: [
      {
        id: memberId,
        relationship: 'self',
        firstname: String(member.Item?.firstname),
        lastname: String(member.Item?.lastname),
        dateofbirth: String(member.Item?.birthdate),
        gender:
          member.Item?.gender === 'Male' || member.Item?.gender === 'Female' ? member.Item.gender : null,
        tobacco: member.Item?.istobaccouser === 'Yes',
      },
    ],
    audit: { id: randomUUID(), at: createdon },
    member: { currentplanid: null, currentplanyear: planYear, modifiedby: memberId },
    idempotency: { key: randomUUID(), requestHash: 'seed', result: '{}', expiresAt: 2_000_000_000 },
    confirmation: { to: email, subject: 'Seeded', text: 'Seeded', html: '<p>Seeded</p>' },
  });
  expect(outcome).toBe('written');
}

/** What an operator command printed and its exit code. */
export interface OpsRun {
  code: number;
  out: string;
  err: string;
}

const portOf = (url: string): string => new URL(url).port;

/** `npm run ops -- <args> --local` in this process, on the test stack's ports. */
export async function runOps(stack: StackInfo, ...args: string[]): Promise<OpsRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main([...args, '--local'], {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {
      PORT: portOf(stack.portalUrl),
      DYNAMODB_PORT: portOf(stack.dynamodbUrl),
      S3_PORT: portOf(stack.s3Url),
      COGNITO_PORT: portOf(stack.cognitoUrl),
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** {@link runOps} of a command that must succeed; what it printed. */
export async function opsSucceeds(stack: StackInfo, ...args: string[]): Promise<string> {
  const { code, out, err } = await runOps(stack, ...args);
  expect(code, `ops ${args.join(' ')}: ${err}`).toBe(0);
  return out;
}
