/**
 * The employer console in the browser (issue 39), against the local stack's workforce pool: an
 * HR administrator of the demo employer signs in at /admin/login, adds an authenticator on first
 * sign-in (its key read from the page, its code computed with `otpauth`), lands on the employer's
 * tracker with the employee registered for the test, searches and filters it, opens the activity
 * log with the sign-in, and signs out; an administrator with an authenticator signs in with the
 * password and the code. Each screen is checked at both widths with the accessibility scan; the
 * journeys take turns in English (1280 px) and Spanish (390 px). What the tracker shows for each
 * answer is the component tests' (tests/components/admin-*.test.tsx).
 */
import { expect, inject } from 'vitest';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { currentLocale } from '../../frontend/src/lib/i18n';
import { adminApiMessagesIn } from '../../shared/admin-api-messages';
import { putTestGrant } from '../helpers/admin';
import { adminPassword, codeFor, workforcePool } from '../integration/admin-helpers';
import {
  atPath,
  eachLanguage,
  expectScreen,
  openPage,
  registerViaApi,
  uniqueEmail,
  useBrowser,
  visible,
  type OpenPage,
} from './support';
import type { Page } from 'playwright-core';

const stack = inject('stack');
useBrowser();

/** A workforce user with a grant for the demo employer; enrolled beforehand when `enrolled`. */
async function administrator(tag: string, enrolled: boolean): Promise<{ email: string; secret?: string }> {
  const pool = workforcePool(stack);
  try {
    const email = await pool.createAdministrator(tag);
    const secret = enrolled ? await pool.enrolAuthenticator(email) : undefined;
    const signedIn = secret
      ? await pool.answerWithCode(email, codeFor(secret))
      : await pool.passwordSignIn(email);
    const token = signedIn.AuthenticationResult!.AccessToken!;
    const sub = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    await putTestGrant(stack, { sub, email }, [stack.demo.employerId], enrolled ? {} : { mfaAt: null });
    return { email, secret };
  } finally {
    pool.cognito.destroy();
  }
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto(`${stack.portalUrl}/admin/login`);
  await (await visible(page.getByLabel(componentTexts('email')))).fill(email);
  await page.getByLabel(adminTexts('passwordLabel')).fill(adminPassword);
  await page.getByRole('button', { name: adminTexts('continue') }).click();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: commonTexts('signOut') }).click();
  await atPath(page, '/admin/login', 15_000);
  await visible(page.getByRole('heading', { name: adminTexts('signInTitle') }));
}

const trackerPath = `/admin/employers/${stack.demo.employerId}`;

eachLanguage(
  (_name, viewport, _locale, journey) => {
    let open: OpenPage;

    journey(
      'a first sign-in adds the authenticator, then the tracker finds the employee, the log shows the sign-in, Sign Out ends it',
      async () => {
        const employee = uniqueEmail('console-employee');
        await registerViaApi(stack, employee, 'Casey');
        const admin = await administrator('console-first', false);
        open = await openPage(viewport);
        const { page, errors } = open;
        try {
          await signInWithPassword(page, admin.email);
          await atPath(page, '/admin/mfa', 20_000);
          await expectScreen(page, '/admin/mfa');
          await page.getByRole('button', { name: adminTexts('mfaStart') }).click();
          const secret = await (await visible(page.locator('[data-secret]'))).getAttribute('data-secret');
          expect(secret).toMatch(/^[A-Z2-7]+=*$/);
          await page.getByLabel(adminTexts('codeLabel')).fill(codeFor(secret!));
          await page.getByRole('button', { name: adminTexts('verify') }).click();

          // One employer: straight to its tracker.
          await atPath(page, trackerPath, 20_000);
          await visible(page.getByRole('heading', { level: 1 }));
          await page.getByRole('searchbox', { name: adminTexts('searchLabel') }).fill(employee);
          await page.waitForURL((u) => u.searchParams.get('q') === employee, { timeout: 10_000 });
          const row = page.getByRole('row').filter({ hasText: employee });
          await visible(row, 15_000);
          await expect.poll(() => page.getByRole('row').count()).toBe(2);
          // The employee's status, as a filter: the row stays (cells: reminder box, e-mail, class, status).
          const status = (await row.getByRole('cell').nth(3).textContent())!.trim();
          await page.getByLabel(adminTexts('stateFilter')).selectOption({ label: status });
          await page.waitForURL((u) => u.searchParams.has('state'));
          await visible(page.getByRole('row').filter({ hasText: employee }));
          await expectScreen(page, 'the tracker');

          await page.getByRole('link', { name: adminTexts('navActivity'), exact: true }).click();
          await atPath(page, `${trackerPath}/activity`);
          await visible(
            page
              .getByRole('row')
              .filter({ hasText: admin.email })
              .filter({ hasText: adminTexts('actionSignIn') }),
          );
          await expectScreen(page, 'the activity log');
          await signOut(page);
          expect(errors).toEqual([]);
        } finally {
          await open.context.close();
        }
      },
    );

    journey('an administrator with an authenticator signs in with the password and the code', async () => {
      const employee = uniqueEmail('console-remind');
      await registerViaApi(stack, employee, 'Riley');
      const admin = await administrator('console-code', true);
      open = await openPage(viewport);
      const { page, errors } = open;
      try {
        await signInWithPassword(page, admin.email);
        await visible(page.getByRole('heading', { name: adminTexts('codeTitle') }), 15_000);
        await expectScreen(page, 'the code step');
        await page.getByLabel(adminTexts('codeLabel')).fill(codeFor(admin.secret!));
        await page.getByRole('button', { name: adminTexts('verify') }).click();
        await atPath(page, trackerPath, 20_000);
        await visible(page.getByText(adminTexts('signedInAs', { email: admin.email })));
        await expectScreen(page, 'the tracker');

        // Remind the employee registered for this test; a second reminder within 48 hours says so.
        await page.getByRole('searchbox', { name: adminTexts('searchLabel') }).fill(employee);
        const row = page.getByRole('row').filter({ hasText: employee });
        await visible(row, 15_000);
        const remind = async () => {
          // Amplify draws the box over its visually hidden input: a click on the box, as a user's.
          await row.locator('.amplify-checkbox__button').click();
          await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
          await page.getByRole('button', { name: adminTexts('remindSelected') }).click();
        };
        await remind();
        await visible(page.getByText(adminTexts('remindSent', { count: 1 })), 15_000);
        await remind();
        await visible(
          page.getByText(
            `${adminTexts('remindSent', { count: 0 })} ${adminTexts('remindAlreadyReminded', { count: 1 })}`,
          ),
          15_000,
        );

        // The enrollment window: one that closes before it opens is refused by the field, nothing
        // saved; then the window as it was is saved again (the demo employer's, which other files
        // read), or, when none was set, the usual one: November 1 to December 15 before the plan year.
        await page.getByRole('link', { name: adminTexts('navWindow'), exact: true }).click();
        await atPath(page, `${trackerPath}/window`);
        const opens = await visible(page.getByLabel(adminTexts('opensLabel')));
        const closes = page.getByLabel(adminTexts('closesLabel'));
        const [opened, closed] = [await opens.inputValue(), await closes.inputValue()];
        await opens.fill('2030-01-02');
        await closes.fill('2030-01-01');
        await page.getByRole('button', { name: adminTexts('saveWindow') }).click();
        await visible(page.getByText(adminApiMessagesIn(currentLocale()).adminWindowClosesBeforeOpens));
        await expectScreen(page, 'the enrollment window');
        const year = Number(/\d{4}/.exec((await page.getByRole('heading', { level: 2 }).textContent())!)![0]);
        await opens.fill(opened || `${year - 1}-11-01`);
        await closes.fill(closed || `${year - 1}-12-15`);
        await page.getByRole('button', { name: adminTexts('saveWindow') }).click();
        await visible(page.getByText(adminTexts('windowSaved', { year })), 15_000);
        await signOut(page);
        // Signed out: the console's pages send to the sign-in again.
        await page.goto(`${stack.portalUrl}${trackerPath}`);
        await atPath(page, '/admin/login', 15_000);
        expect(errors).toEqual([]);
      } finally {
        await open.context.close();
      }
    });
  },
  { takeTurns: true },
);
