/**
 * Shared set-up of the quote and contribution handler tests: the mocked DynamoDB client, the
 * functions' environment, and items as the members, employers, dependents, locations and plans
 * tables hold them (the plans through the adapter's own item builder), and the stored yearly figures.
 */
import { BatchGetCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toChunkItems } from '../../lambdas/adapters/plan-chunks';
import { FIGURES_PK, type StoredPlanYearFigures } from '../../lambdas/adapters/plan-year-figures';
import { resetComposition } from '../../lambdas/composition';
import type { PlanOffer, RatePeriod } from '../../shared/domain/rating';
import { benefitFields } from '../../shared/schemas/quote';
import { memberClaims } from '../helpers/events';

export const ddb = mockClient(DynamoDBDocumentClient);

export const tablesEnv = {
  TABLE_MEMBERS: 'members-test',
  TABLE_EMPLOYERS: 'employers-test',
  TABLE_DEPENDENTS: 'dependents-test',
  TABLE_LOCATIONS: 'locations-test',
  TABLE_PLANS: 'plans-test',
  TABLE_ADMIN: 'admin-test',
};

export function setEnv(): void {
  Object.assign(process.env, tablesEnv);
  resetComposition();
}

export const sub = '0b7a3c52-9d1e-4f6a-8b2c-3d4e5f6a7b8c';
export const claims = memberClaims(sub);
export const employerId = '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41';
export const otherEmployerId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
export const memberId = '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a';

/** The caller's member item (members table). */
export function memberItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pk: `MEMBER#${memberId}`,
    sk: 'PROFILE',
    id: memberId,
    sub,
    email: 'jordan.rivera@example.com',
    employerId,
    accountid: 'ACME-001',
    firstname: 'Jordan',
    lastname: 'Rivera',
    birthdate: '1985-07-01',
    postalcode: '07030',
    county: 'Hudson',
    stateorprovince: 'NJ',
    contributionclass: 'ALL',
    origination: 1,
    relationship: 1,
    status: 'Active',
    createdon: '2026-01-05T00:00:00.000Z',
    createdby: 'Register',
    ...overrides,
  };
}

export const employerProfile = (id: string, accountid: string) => ({
  pk: `EMPLOYER#${id}`,
  sk: 'PROFILE',
  id,
  accountid,
  accountname: `Demo ${accountid}`,
  employeazecustomer: 1,
  hsaonly: 1,
  edoc_period: 0,
});

export const policyItem = (planYear: number, className: string, policy: unknown, waivedCents = 0) => ({
  pk: `EMPLOYER#${employerId}`,
  sk: `POLICY#${planYear}#${className}`,
  planYear,
  className,
  policy,
  waivedCents,
});

export const hudson = {
  pk: 'ZIP#07030',
  sk: '34017',
  countyname: 'Hudson',
  statename: 'New Jersey',
  state: 'NJ',
  city: 'Hoboken',
  zipcode: '07030',
  countycode: '34017',
};

const annual = (year: number, rate21Cents: number, tobacco21Cents: number | null = null): RatePeriod[] => [
  { effective: `${year}-01-01`, expiration: `${year}-12-31`, rate21Cents, tobacco21Cents },
];

export function offer(
  planId: string,
  metalLevel: string,
  rate21Cents: number,
  extra: Partial<PlanOffer> = {},
): PlanOffer {
  const planYear = extra.planYear ?? 2026;
  return {
    id: `00000000-0000-5000-8000-${planId.slice(0, 12).replace(/\D/g, '0').padStart(12, '0')}`,
    planId,
    planYear,
    state: 'NJ',
    countyFips: '34017',
    ratingArea: 'Rating Area 1',
    issuerId: planId.slice(0, 5),
    issuerName: 'Demo Fixture Health',
    planName: `Demo Fixture ${metalLevel} HMO`,
    planType: 'HMO',
    metalLevel,
    hsaEligible: false,
    deductibleIndividual: '$4,000',
    deductibleFamily: '$8,000',
    combinedDeductibleIndividual: '$4,000',
    oopMaxIndividual: '$9,000',
    oopMaxFamily: '$18,000',
    benefits: {
      ...(Object.fromEntries(benefitFields.map((f) => [f, null])) as PlanOffer['benefits']),
      primarycarevisit: '$40',
      genericdrugs: '$15',
    },
    planEffectiveDate: `${planYear}-01-01`,
    planExpirationDate: `${planYear}-12-31`,
    summaryOfBenefitsUrl: `https://example.com/sbc/${planId}.pdf`,
    providerDirectoryUrl: null,
    rates: annual(planYear, rate21Cents, Math.floor(rate21Cents * 1.4)),
    importedOn: '2026-11-01T00:00:00.000Z',
    importedBy: 'import-plans (HIOS)',
    sourceDate: '2025-10-15',
    ...extra,
  };
}

/** The items of a county partition as the importer writes them: HEAD and the version's chunks. */
export function partitionItems(
  planYear: number,
  county: string,
  offers: PlanOffer[],
  version = 'v1',
): Record<string, unknown>[] {
  return [
    { pk: `PLANS#${planYear}#${county}`, sk: 'HEAD', version, state: 'NJ' },
    ...toChunkItems(version, offers).map((i) => ({ ...i })),
  ];
}

/**
 * The stage's stored yearly figures (`ops plan-year set`) as the plans table answers the figure
 * rules' Query: registered after `tables()`, so this more specific match wins over the catalog's.
 */
export function storedFigures(...years: StoredPlanYearFigures[]): void {
  ddb
    .on(QueryCommand, { TableName: 'plans-test', ExpressionAttributeValues: { ':pk': FIGURES_PK } })
    .resolves({ Items: years.map((y) => ({ pk: FIGURES_PK, sk: `YEAR#${y.planYear}`, ...y })) });
}

type Key = { pk: string; sk: string };

/**
 * The admin table's answers to a BatchGetItem (the enrollment gate's one read,
 * EnrollmentWindowStore.gateRecords): each stored item under its key, none for a key without one.
 * Every key asked is answered, as DynamoDB does when it leaves none unprocessed.
 */
export function adminBatchItems(stored: ReadonlyArray<readonly [Key, object | undefined]>): void {
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Key[] }> }) => {
    const keys = input.RequestItems['admin-test']?.Keys ?? [];
    const items = keys.flatMap((k) => {
      const hit = stored.find(([key, item]) => item && key.pk === k.pk && key.sk === k.sk);
      return hit ? [{ ...hit[1], ...hit[0] }] : [];
    });
    return { Responses: { 'admin-test': items } };
  });
}
