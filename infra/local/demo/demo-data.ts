/**
 * The demo data `npm start` loads: three fictitious employers (employer files under employers/,
 * example.com addresses only) and two demo employees of the first one who can already sign in:
 * one with no plan on record, and one who holds a plan of this year, so that shopping for next
 * year shows 'Your Current Plan' (spec builder section 2).
 */
import { fileURLToPath } from 'node:url';

const employerFile = (name: string) => fileURLToPath(new URL(`./employers/${name}`, import.meta.url));

/**
 * The demo employers' files: Acme Manufacturing (NJ; employeazecustomer 1, hsaonly 1), Green
 * Mountain Outfitters (VT; 0, 0; no contact shown to employees) and Front Range Dental Group (CO;
 * 2, 1; no contacts). Their `states` are the states whose ZIP codes the local stack loads.
 */
export const demoEmployerFiles = [
  employerFile('acme.yaml'),
  employerFile('green-mountain.yaml'),
  employerFile('front-range.yaml'),
] as const;

/** The employer of the demo employee and of the registration link `npm start` prints. */
export const demoEmployer = {
  id: '6f1c2a9e-4b7d-4c1e-9a3f-2d5b8e0c7a41',
  file: demoEmployerFiles[0],
};

/** A demo employee as the seed writes it (infra/local/seed.ts `ensureDemoMember`). */
export interface DemoEmployee {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  phonenumber: string;
  workemail: string;
  address1: string;
  city: string;
  stateorprovince: string;
  postalcode: string;
  county: string;
  birthdate: string;
  gender: 'Male' | 'Female';
  istobaccouser: 'Yes' | 'No';
  ssn: string;
  contributionclass: string;
}

export const demoEmployee = {
  id: '3a8e5c1f-7d2b-4e9a-b6c4-0f1e2d3c4b5a',
  firstname: 'Jordan',
  lastname: 'Rivera',
  email: 'jordan.rivera@example.com',
  /** Meets the spec's policy: 8+ characters, upper, lower, digit, one of @$!%*?&#. */
  password: 'Demo#2026pass',
  phonenumber: '201-555-0147',
  workemail: 'jordan.rivera@acme.example.com',
  address1: '221 Washington Street',
  city: 'Hoboken',
  stateorprovince: 'NJ',
  /** A real ZIP of the employer's state with one county (Hudson, FIPS 34017). */
  postalcode: '07030',
  county: 'Hudson',
  birthdate: '1988-04-12',
  gender: 'Female' as const,
  istobaccouser: 'No' as const,
  /** From 987-65-4320..4329, the range reserved for advertising: never a real person's number. */
  ssn: '987654320',
  contributionclass: 'ALL',
} satisfies DemoEmployee;

/**
 * The demo employee with a plan on record: a plan of `planYear` in the employee's county, taken by
 * the seed from the catalog it loaded (`planOnRecord` in infra/local/seed.ts), so it always names
 * a plan the catalog holds; no orders. Shopping for January 1 of the next year offers that plan
 * again as 'Your Current Plan'.
 */
export const demoEmployeeWithPlan = {
  id: 'c5b0d7e2-9f4a-4c3b-8e61-7a2d9c0f5b38',
  firstname: 'Avery',
  lastname: 'Chen',
  email: 'avery.chen@example.com',
  password: 'Demo#2026plan',
  phonenumber: '973-555-0162',
  workemail: 'avery.chen@acme.example.com',
  address1: '48 Park Street',
  city: 'Montclair',
  stateorprovince: 'NJ',
  /** A real ZIP of the employer's state with one county (Essex, FIPS 34013). */
  postalcode: '07042',
  county: 'Essex',
  countyFips: '34013',
  birthdate: '1979-09-03',
  gender: 'Male' as const,
  istobaccouser: 'No' as const,
  /** From the advertising range 987-65-4320..4329, as above. */
  ssn: '987654321',
  contributionclass: 'ALL',
  /** The plan year of the plan on record; the demo catalog holds it and the year after. */
  planYear: 2026,
} satisfies DemoEmployee & { countyFips: string; planYear: number };
