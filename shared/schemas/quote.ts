import * as z from 'zod/mini';
import { benefitFields, type BenefitField } from '../domain/plan-benefits';
import { dateOfBirth, isoDate, ok, plainText } from './common';

export const quoteMember = z.lazy(() =>
  z.strictObject({
    firstname: z.string().check(z.maxLength(100), plainText()),
    lastname: z.string().check(z.maxLength(100), plainText()),
    createdby: z.string().check(z.maxLength(100), plainText()),
    birthdate: dateOfBirth,
  }),
);
export const quoteDependent = z.lazy(() =>
  z.strictObject({
    dateofbirth: dateOfBirth,
    gender: z.enum(['Male', 'Female']),
    relationship: z.enum(['spouse', 'child']),
    istobaccouser: z.enum(['true', 'false']),
  }),
);
/** The spec's quote payload. Every listed dependent is covered; there is no limit of five. */
export const quoteBody = z.lazy(() =>
  z.strictObject({
    empinfo: quoteMember,
    postalcode: z.string().check(z.regex(/^\d{5}$/, 'must be 5 digits')),
    policyeffectivedateRequested: isoDate,
    gender: z.enum(['Male', 'Female']),
    issmoker: z.enum(['true', 'false']),
    accountid: z.string().check(z.minLength(1), z.maxLength(64), plainText()),
    countycode: z.string().check(z.regex(/^\d{5}$/, 'must be a 5-digit county FIPS code')),
    countyname: z.string().check(z.maxLength(100), plainText()),
    state: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter state code')),
    city: z.string().check(z.maxLength(100), plainText()),
    memberdependentlist: z.array(quoteDependent).check(z.maxLength(20)),
  }),
);
export type QuoteBody = z.infer<typeof quoteBody>;

export { benefitFields, type BenefitField, type Benefits } from '../domain/plan-benefits';

const benefitShape = () =>
  Object.fromEntries(benefitFields.map((f) => [f, z.nullable(z.string())])) as Record<
    BenefitField,
    z.ZodMiniNullable<z.ZodMiniString>
  >;

/** The spec's health-plan entity (quote result), with the benefit rows of the details modal. */
export const healthPlan = z.lazy(() =>
  z.object({
    id: z.string(),
    planid: z.string(),
    planname: z.string(),
    issuername: z.string(),
    plantype: z.string(),
    metallevel: z.string(),
    ishsaeligible: z.enum(['Yes', 'No']),
    /** The household's monthly premium in dollars with two decimals. */
    rate: z.number(),
    annualdeductibleindividual: z.string(),
    annualdeductiblefamily: z.string(),
    /** Combined medical and drug deductible (individual) when the plan integrates them, else null. */
    combinedmedicaldrugdeductibleindividual: z.nullable(z.string()),
    annualoopmaxindividual: z.string(),
    annualoopmaxfamily: z.string(),
    ...benefitShape(),
    planeffectivedate: z.string(),
    urlforbenefitsummarycoverage: z.nullable(z.string()),
    providerlink: z.nullable(z.string()),
    createdon: z.string(),
    createdby: z.string(),
    modifiedon: z.string(),
  }),
);
export type HealthPlan = z.infer<typeof healthPlan>;
export const quoteResponse = z.lazy(() =>
  ok({
    healthplans: z.array(healthPlan),
    /** Set when the county has no plans at all for the plan year (the catalog is not loaded there). */
    message: z.optional(z.string()),
  }),
);
