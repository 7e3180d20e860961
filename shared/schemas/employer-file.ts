/**
 * The employer file an operator loads (`npm run ops -- onboard <file>`) and the demo employers
 * `npm start` loads: account, logo, contacts, broker team, classes with contribution policies per
 * plan year, additional-service products and ICHRA documents. Amounts are dollars with at most
 * two decimals in the file and integer cents after parsing.
 */
import { z } from 'zod';
import { dollarsToCents } from '../domain/money';
import { DEFAULT_PAY_FREQUENCY, payFrequencies } from '../domain/pay-periods';
import { guid } from './common';

const dollars = z.union([z.number(), z.string()]).transform((v, ctx) => {
  try {
    const cents = dollarsToCents(v);
    if (cents < 0) ctx.addIssue({ code: 'custom', message: 'must not be negative' });
    return cents;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be an amount of dollars with at most two decimals' });
    return z.NEVER;
  }
});

const age = z.number().int().min(0).max(120);

/** Coverage tiers of a flat policy. */
export const coverageTiers = ['employee', 'employee_spouse', 'employee_children', 'family'] as const;

export const contributionPolicy = z.discriminatedUnion('kind', [
  /** A fixed monthly amount per coverage tier. */
  z.strictObject({
    kind: z.literal('flat-by-tier'),
    tiers: z.strictObject(
      Object.fromEntries(coverageTiers.map((t) => [t, dollars])) as Record<
        (typeof coverageTiers)[number],
        typeof dollars
      >,
    ),
  }),
  /** A monthly amount by the employee's age at the effective date. Bands must cover 0-120 without gaps. */
  z.strictObject({
    kind: z.literal('age-band'),
    bands: z.array(z.strictObject({ minAge: age, maxAge: age, amount: dollars })).min(1),
  }),
  /** A base amount for the employee plus an amount per covered dependent (optionally capped). */
  z.strictObject({
    kind: z.literal('base-plus-dependent'),
    base: dollars,
    perDependent: dollars,
    maxDependents: z.number().int().min(0).max(20).optional(),
  }),
  /** A percentage of the employee's benchmark plan premium in their rating area. */
  z.strictObject({
    kind: z.literal('benchmark-percent'),
    benchmark: z.enum(['lcs', 'slcs']),
    percent: z.number().gt(0).max(100),
    /** self: the employee's own premium; household: every covered member's. */
    covers: z.enum(['self', 'household']),
  }),
]);
export type ContributionPolicy = z.output<typeof contributionPolicy>;

export const classPlanYear = z.strictObject({
  policy: contributionPolicy,
  /** Monthly contribution when the employee waives coverage. */
  waived: dollars,
});

export const employeeClass = z.strictObject({
  /** The class name members carry in contributionclass; 'ALL' is the default class. */
  name: z.string().min(1).max(64),
  planYears: z.record(z.string().regex(/^\d{4}$/, 'must be a plan year'), classPlanYear),
});

export const employerFile = z.strictObject({
  id: guid,
  accountid: z.string().min(1).max(64),
  accountname: z.string().min(1).max(200),
  emailaddress: z.email().nullable().optional(),
  employeazecustomer: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  hsaonly: z.union([z.literal(0), z.literal(1)]),
  edoc_period: z.number().int().min(0).max(31).default(0),
  /** How often the employer runs payroll: the payroll deduction file splits each month's deduction by it. */
  payFrequency: z
    .enum(payFrequencies, { error: `must be one of ${payFrequencies.join(', ')}` })
    .default(DEFAULT_PAY_FREQUENCY),
  /** States where the employer's employees live (the demo catalog is loaded for these). */
  states: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
  /** Logo image path, relative to the file (png, jpg or svg). */
  logo: z.string().min(1).optional(),
  contacts: z
    .array(
      z.strictObject({
        firstname: z.string().min(1),
        middlename: z.string().nullable().optional(),
        lastname: z.string().min(1),
        emailaddress: z.email().nullable().optional(),
        phonenumber: z.string().nullable().optional(),
        contacttype: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        displaytoemployee: z.boolean(),
      }),
    )
    .default([]),
  brokerTeam: z
    .strictObject({
      teamid: guid,
      brokers: z
        .array(
          z.strictObject({
            firstName: z.string().min(1),
            lastName: z.string().min(1),
            emailAddress: z.email().nullable(),
            phoneNumber: z.string().nullable(),
          }),
        )
        .min(1),
    })
    .optional(),
  classes: z.array(employeeClass).min(1),
  products: z
    .array(
      z.strictObject({
        option: z.string().min(1),
        cost: dollars,
        subcategory: z.string(),
        vendorname: z.string(),
        description: z.string(),
        taxstatus: z.string(),
      }),
    )
    .default([]),
  /** ICHRA document PDFs, relative to the file. */
  documents: z.array(z.string().regex(/\.pdf$/i, 'must be a .pdf file')).default([]),
});
export type EmployerFile = z.output<typeof employerFile>;
