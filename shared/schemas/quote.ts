import { z } from 'zod';
import { isoDate, ok } from './common';

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

