/**
 * Employer files (infra/data/employers.ts parseEmployerFile): the demo files load; a bad file is
 * refused with every problem as `<file>: <path>: <reason>` (schema, ICHRA rules, missing files).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { classPolicies, EmployerFileError, parseEmployerFile } from '../../infra/data/employers';
import { demoEmployer, demoEmployerFiles } from '../../infra/local/demo/demo-data';

const dir = mkdtempSync(join(tmpdir(), 'employer-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const minimalPdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function fixture(name: string, text: string, files: Record<string, string> = {}): string {
  const sub = mkdtempSync(join(dir, 'f-'));
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(sub, file, '..'), { recursive: true });
    writeFileSync(join(sub, file), body);
  }
  const path = join(sub, name);
  writeFileSync(path, text);
  return path;
}

function problemsOf(path: string): string[] {
  try {
    parseEmployerFile(path);
  } catch (error) {
    expect(error).toBeInstanceOf(EmployerFileError);
    return (error as EmployerFileError).problems;
  }
  throw new Error(`${path} was accepted`);
}

const valid = `
id: 11111111-2222-4333-8444-555555555555
accountid: TEST-1
accountname: Test Employer
employeazecustomer: 1
hsaonly: 0
states: [NJ]
logo: logo.svg
classes:
  - name: ALL
    planYears:
      '2026':
        policy: { kind: flat-by-tier, tiers: { employee: 400, employee_spouse: 700.5, employee_children: 650, family: 900 } }
        waived: 12.34
products:
  - { option: Employee Only, cost: 9.99, subcategory: Dental, vendorname: V, description: D, taxstatus: Pre-Tax }
documents: [docs/Plan Document.pdf]
`;

describe('parseEmployerFile', () => {
  it('loads every demo employer file, with amounts in cents and the files it names', () => {
    const parsed = demoEmployerFiles.map((f) => parseEmployerFile(f));
    expect(parsed.map((p) => p.employer.id)).toContain(demoEmployer.id);
    // Together they cover every employer setting and every policy kind.
    expect(new Set(parsed.map((p) => p.employer.employeazecustomer))).toEqual(new Set([0, 1, 2]));
    expect(new Set(parsed.map((p) => p.employer.hsaonly))).toEqual(new Set([0, 1]));
    // One demo employer leaves the pay frequency out and gets the default, monthly.
    expect(new Set(parsed.map((p) => p.employer.payFrequency))).toEqual(
      new Set(['biweekly', 'semimonthly', 'monthly']),
    );
    expect(new Set(parsed.flatMap((p) => classPolicies(p.employer).map((c) => c.policy.kind)))).toEqual(
      new Set(['flat-by-tier', 'age-band', 'base-plus-dependent', 'benchmark-percent']),
    );
    expect(new Set(parsed.flatMap((p) => p.employer.states)).size).toBe(parsed.length);
    for (const p of parsed) {
      expect(p.logo?.contentType).toBe('image/svg+xml');
      expect(p.documents.length).toBeGreaterThan(0);
    }
  });

  it('converts dollars to cents and resolves the logo and documents next to the file', () => {
    const path = fixture('ok.yaml', valid, { 'logo.svg': '<svg/>', 'docs/Plan Document.pdf': minimalPdf });
    const parsed = parseEmployerFile(path);
    expect(classPolicies(parsed.employer)).toEqual([
      {
        planYear: 2026,
        className: 'ALL',
        policy: {
          kind: 'flat-by-tier',
          tiers: { employee: 40000, employee_spouse: 70050, employee_children: 65000, family: 90000 },
        },
        waivedCents: 1234,
      },
    ]);
    expect(parsed.employer.products[0]?.cost).toBe(999);
    expect(parsed.employer.payFrequency).toBe('monthly');
    expect(parsed.logo).toEqual({ path: join(path, '..', 'logo.svg'), contentType: 'image/svg+xml' });
    expect(parsed.documents).toEqual([
      { path: join(path, '..', 'docs', 'Plan Document.pdf'), fileName: 'Plan Document.pdf' },
    ]);
  });

  it('reads the same employer from JSON', () => {
    const path = fixture(
      'ok.json',
      JSON.stringify({
        id: '11111111-2222-4333-8444-555555555555',
        accountid: 'J',
        accountname: 'Json',
        employeazecustomer: 2,
        hsaonly: 1,
        payFrequency: 'weekly',
        states: ['CO'],
        classes: [
          {
            name: 'ALL',
            planYears: {
              2026: { policy: { kind: 'base-plus-dependent', base: 300, perDependent: 100 }, waived: 0 },
            },
          },
        ],
      }),
    );
    expect(parseEmployerFile(path).employer).toMatchObject({ accountname: 'Json', payFrequency: 'weekly' });
  });

  it('lists every problem of a malformed file, each as <file>: <path>: <reason>', () => {
    const path = fixture(
      'bad.yaml',
      `
id: not-a-guid
accountid: BAD-1
accountname: Bad Employer
employeazecustomer: 3
hsaonly: 1
payFrequency: fortnightly
states: [NJ]
logo: missing.gif
nickname: extra
contacts:
  - { firstname: A, lastname: B, emailaddress: not-an-email, contacttype: 1, displaytoemployee: true }
classes:
  - name: Sales
    planYears:
      '2026':
        policy:
          kind: age-band
          bands:
            - { minAge: 0, maxAge: 29, amount: 100 }
            - { minAge: 25, maxAge: 120, amount: 400 }
        waived: 0
  - name: sales
    planYears:
      '2026':
        policy: { kind: flat-by-tier, tiers: { employee: 1, employee_spouse: 1, employee_children: 1 } }
        waived: 1.234
documents: [missing.pdf, notes.txt, fake.pdf]
`,
      { 'fake.pdf': 'not a pdf' },
    );
    const p = (where: string, reason: string) => `${path}: ${where}: ${reason}`;
    expect(problemsOf(path).sort()).toEqual(
      [
        p('id', 'must be an id (GUID)'),
        p('employeazecustomer', '3 is not an allowed value'),
        p('payFrequency', 'must be one of weekly, biweekly, semimonthly, monthly'),
        p('nickname', 'unknown field'),
        p('contacts.0.emailaddress', 'Invalid email address'),
        p('classes.1.planYears.2026.policy.tiers.family', 'is required'),
        p('classes.1.planYears.2026.waived', 'must be an amount of dollars with at most two decimals'),
        p('classes.1.name', 'class "sales" is defined twice (also classes.0): one set of terms per class'),
        p('classes', 'a class named ALL is required: every member starts in it at registration'),
        p(
          'classes.0.planYears.2026.policy.bands.1.minAge',
          'overlaps band 0 (ages 0-29): age 25 would have two amounts',
        ),
        p(
          'classes.0.planYears.2026.policy.bands',
          'the highest amount ($400.00) is more than 3 times the lowest ($100.00): contributions may vary by age at most 3:1 within a class',
        ),
        p('logo', `file not found: ${join(path, '..', 'missing.gif')}`),
        p('logo', 'must be a .png, .jpg or .svg image: missing.gif'),
        p('documents.0', `file not found: ${join(path, '..', 'missing.pdf')}`),
        p('documents.1', 'must be a .pdf file'),
        p('documents.2', `not a PDF (it does not start with %PDF-): ${join(path, '..', 'fake.pdf')}`),
      ].sort(),
    );
  });

  it('refuses an age-band policy that breaks 3:1 in an otherwise valid file', () => {
    const path = fixture(
      'ratio.yaml',
      valid.replace(
        /policy: \{ kind: flat-by-tier.*\}/,
        'policy: { kind: age-band, bands: [{ minAge: 0, maxAge: 39, amount: 200 }, { minAge: 40, maxAge: 120, amount: 600.01 }] }',
      ),
      { 'logo.svg': '<svg/>', 'docs/Plan Document.pdf': minimalPdf },
    );
    expect(problemsOf(path)).toEqual([
      `${path}: classes.0.planYears.2026.policy.bands: the highest amount ($600.01) is more than 3 times the lowest ($200.00): contributions may vary by age at most 3:1 within a class`,
    ]);
  });

  it('reports YAML syntax errors with their line, and a missing file', () => {
    const path = fixture('syntax.yaml', 'id: x\nclasses: [1, 2\naccountid: y\n');
    expect(problemsOf(path)[0]).toMatch(/syntax\.yaml: line 3: /);
    expect(problemsOf(join(dir, 'nope.yaml'))[0]).toContain('nope.yaml: (file): cannot be read');
  });
});
