/**
 * The demo data `npm start` loads: three fictitious employers (employer files under employers/,
 * example.com addresses only) and a demo employee of the first one who can already sign in.
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
};
