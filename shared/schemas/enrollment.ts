import { z } from 'zod';
import { guid, isoDate, ok } from './common';

export const dependent = z.object({
  id: guid,
  memberid: guid,
  firstname: z.string(),
  lastname: z.string(),
  dateofbirth: isoDate,
  gender: z.enum(['Male', 'Female']),
  relationship: z.enum(['spouse', 'child']),
  istobaccouser: z.enum(['true', 'false']),
  /** Last four digits only. */
  additionalid: z.string().nullable(),
});
export const dependentsResponse = ok({ dependents: z.array(dependent) });
export const dependentMemberPath = z.strictObject({ memberid: guid });
export const dependentIdPath = z.strictObject({ id: guid });
export const dependentBody = z.strictObject({
  id: guid,
  firstname: z.string().trim().min(1).max(100),
  lastname: z.string().trim().min(1).max(100),
  dateofbirth: isoDate,
  gender: z.enum(['Male', 'Female']),
  relationship: z.enum(['spouse', 'child']),
  istobaccouser: z.enum(['true', 'false']),
  additionalid: z.string().regex(/^\d{9}$/, 'must be 9 digits'),
});

export const location = z.object({
  countyname: z.string(),
  statename: z.string(),
  state: z.string(),
  city: z.string(),
  zipcode: z.string(),
  countycode: z.string(),
});
export const zipPath = z.strictObject({ zip: z.string().max(10) });
export const locationResponse = ok({ locationlist: z.array(location) });

const pathDate = isoDate;
export const monthlyContributionPath = z.strictObject({
  accountid: z.string().min(1).max(64),
  effectiveDate: pathDate,
  dob: pathDate,
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
  class: z.string().min(1).max(64),
  d1: pathDate,
  d2: pathDate,
  d3: pathDate,
  d4: pathDate,
  d5: pathDate,
});
export const waivedContributionPath = z.strictObject({
  accountid: z.string().min(1).max(64),
  effectiveDate: pathDate,
  dob: pathDate,
  state: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'),
});
/** A number of dollars with two decimals, as the spec's client reads it. */
export const contributionResponse = ok({ data: z.number() });

export const quoteMember = z.strictObject({
  firstname: z.string().max(100),
  lastname: z.string().max(100),
  createdby: z.string().max(100),
  birthdate: isoDate,
});
export const quoteBody = z.strictObject({
  empinfo: quoteMember,
  postalcode: z.string().regex(/^\d{5}$/),
  policyeffectivedateRequested: isoDate,
  gender: z.enum(['Male', 'Female']),
  issmoker: z.enum(['true', 'false']),
  accountid: z.string().min(1).max(64),
  countycode: z.string().regex(/^\d{5}$/),
  countyname: z.string().max(100),
  state: z.string().regex(/^[A-Z]{2}$/),
  city: z.string().max(100),
  memberdependentlist: z.array(
    z.strictObject({
      dateofbirth: isoDate,
      gender: z.enum(['Male', 'Female']),
      relationship: z.enum(['spouse', 'child']),
      istobaccouser: z.enum(['true', 'false']),
    }),
  ).max(20),
});
export const healthPlan = z.object({
  id: z.string(),
  planid: z.string(),
  planname: z.string(),
  issuername: z.string(),
  plantype: z.string(),
  metallevel: z.string(),
  ishsaeligible: z.enum(['Yes', 'No']),
  rate: z.number(),
  annualdeductibleindividual: z.string(),
  annualdeductiblefamily: z.string(),
  annualoopmaxindividual: z.string(),
  annualoopmaxfamily: z.string(),
  primarycarevisit: z.string(),
  urgentcare: z.string(),
  emergencyroomservices: z.string(),
  inpatienthospitalservices: z.string(),
  genericdrugs: z.string(),
  planeffectivedate: z.string(),
  urlforbenefitsummarycoverage: z.string().nullable(),
  providerlink: z.string().nullable(),
});
export const quoteResponse = ok({ healthplans: z.array(healthPlan) });

export const orderCategory = z.enum(['HSA', 'additionalservices', 'healthinsurance', 'waive']);
export const orderDetail = z.object({
  id: guid,
  category: orderCategory,
  vendorname: z.string().nullable(),
  productname: z.string().nullable(),
  amountspent: z.number(),
  policycarriername: z.string().nullable(),
  options: z.string().nullable(),
  tax_status: z.string().nullable(),
  createdon: z.string(),
  policyeffectivedate: isoDate,
  businessyear: z.number(),
  summary_link: z.string().nullable(),
});
export const ordersResponse = ok({ orderdetails: z.array(orderDetail) });

/**
 * Authorize Elections: one call with the choices only. The server recomputes every amount
 * (DESIGN.md section 5), so no amount is accepted from the browser.
 */
export const authorizeBody = z.strictObject({
  idempotencyKey: guid,
  effectiveDate: isoDate,
  choice: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('shop'), planid: z.string().min(1).max(40), hsaMonthly: z.number().min(0).max(10_000).optional() }),
    z.strictObject({ kind: z.literal('waive'), reason: z.string().trim().min(1).max(500) }),
  ]),
  additionalService: z.strictObject({ option: z.string().max(200) }).nullable(),
  payrollDeductionAcknowledged: z.boolean(),
});
export const authorizeResponse = ok({ orderdetails: z.array(orderDetail) });

export const documentsQuery = z.strictObject({});
