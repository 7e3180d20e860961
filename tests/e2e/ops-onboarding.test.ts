/**
 * The operator CLI on the local stack, as an operator runs it (`npm run ops -- ...`, a separate
 * process pointed at the stack's ports): a malformed employer file is refused with every problem
 * and nothing written; a fixture employer is onboarded and listed; then an employee registers in
 * Chromium from the link the CLI printed, at desktop and phone widths.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parseEmployerFile } from '../../infra/data/employers';
import { waitForMail } from '../helpers/mail';
import { atPath, openPage, uniqueEmail, visible, useBrowser, eachWidth } from './support';

const stack = inject('stack');
useBrowser();
const repoRoot = join(import.meta.dirname, '..', '..');
const fixtures = join(repoRoot, 'tests', 'fixtures', 'ops');
const fixture = parseEmployerFile(join(fixtures, 'bayside-print-works.yaml')).employer;

const portOf = (url: string): string => new URL(url).port;

/** The environment `npm start` would give the CLI for this stack: its ports. */
function cliEnv(): NodeJS.ProcessEnv {
  const s3 = stack.s3Url;
  return {
    ...process.env,
    PORT: portOf(stack.portalUrl),
    DYNAMODB_PORT: portOf(stack.dynamodbUrl),
    S3_PORT: portOf(s3),
    COGNITO_PORT: portOf(stack.cognitoUrl),
  };
}

/** `npm run ops -- <args> --local`, as a child process; its exit code and output. */
function ops(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'infra', 'ops', 'cli.ts'), ...args, '--local'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: cliEnv(),
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

let link: string;

describe('operator CLI on the local stack', () => {
  it(
    'refuses a malformed employer file, listing every problem, and writes nothing',
    { timeout: 90_000 },
    async () => {
      // Prepare
      const before = ops('list-employers');
      // Act
      const refused = ops('onboard', join(fixtures, 'malformed.yaml'));
      // Assess
      expect(refused.code, refused.err).toBe(1);
      expect(refused.err).toContain('8 problem(s); nothing was written');
      expect(refused.err).toContain('accountname: is required');
      expect(refused.err).toContain('logo: file not found');
      expect(refused.err).toContain('contributions may vary by age at most 3:1 within a class');
      expect(ops('list-employers').out).toBe(before.out);
      expect(before.out).not.toContain('BAD-001');
    },
  );

  it(
    'onboards the fixture employer, prints its registration link and lists it',
    { timeout: 90_000 },
    async () => {
      // Act
      const onboarded = ops('onboard', join(fixtures, 'bayside-print-works.yaml'));
      // Assess
      expect(onboarded.code, onboarded.err).toBe(0);
      expect(onboarded.out).toContain('Target: the local stack');
      expect(onboarded.out).toContain(
        `Employer ${fixture.accountname} (account ${fixture.accountid}, id ${fixture.id}) onboarded`,
      );
      expect(onboarded.out).toContain('2 file(s) uploaded');
      link = /Registration link: (\S+)/.exec(onboarded.out)?.[1] ?? '';
      expect(link).toBe(`${stack.portalUrl}/register?employer_id=${fixture.id}`);

      const listed = ops('list-employers');
      expect(listed.code, listed.err).toBe(0);
      expect(listed.out).toMatch(
        new RegExp(`${fixture.id}\\s+${fixture.accountid}\\s+${fixture.accountname} \\(NJ\\)`),
      );

      const printed = ops('registration-link', fixture.id);
      expect(printed.code, printed.err).toBe(0);
      expect(printed.out.trim().split('\n').at(-1)).toBe(link);
    },
  );
});

eachWidth('registering from the onboarded employer link at %s width', (name, viewport) => {
  it(
    'shows the employer and its logo, registers, and lands on Onboarding Pending',
    { timeout: 120_000 },
    async () => {
      expect(link, 'the onboarding test above must pass first').toBeTruthy();
      const { context, page, errors } = await openPage(viewport);
      const email = uniqueEmail(`ops-${name}`);
      try {
        // Prepare: the link the CLI printed.
        await page.goto(link);
        const employer = await visible(page.getByLabel('Employer', { exact: true }));
        expect(await employer.inputValue()).toBe(fixture.accountname);
        const logo = page.locator(`img[src*="/logos/${fixture.id}"]`).first();
        await expect
          .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
          .toBeGreaterThan(0);

        // Act: the form, by its accessible labels.
        await page.getByLabel('First Name').fill('Avery');
        await page.getByLabel('Last Name').fill('Okafor');
        await page.getByLabel(/^Personal E-?mail/).fill(email);
        await page.getByLabel(/^Phone/).fill('201-555-0177');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Register Account' }).click();

        // Assess: Onboarding Pending for this employer, and the confirmation e-mail sent.
        const landed = await atPath(page, '/login', 20_000);
        expect(landed.searchParams.get('register')).toBe('true');
        expect(landed.searchParams.get('employer_id')).toBe(fixture.id);
        await visible(page.getByRole('heading', { name: 'Onboarding Pending' }));
        const mail = await waitForMail(stack.mailUrl, email);
        expect(mail.text).toContain(fixture.accountname);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
