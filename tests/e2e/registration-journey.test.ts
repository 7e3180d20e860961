/**
 * The access area end to end (issue 4 acceptance) in every language of the portal (issue 26),
 * walked once per language at its width (English at 1280 px, Spanish at 390 px) with each page
 * checked at both widths by resizing (support.ts `expectScreen`): register from the demo employer link → the confirmation
 * e-mail in the local SES store, in the language registered in → set the password, meeting every
 * validation message on the way → sign in → /profile → sign out → a protected page sends to
 * /login. Every text looked for is read from the catalog the page reads it from, and in Spanish
 * each page the journey visits must show no English catalog text and say `lang="es"`.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import * as en from '../../shared/api-messages';
import * as es from '../../shared/api-messages.es';
import { appTexts } from '../../frontend/src/app/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { authTexts } from '../../frontend/src/features/auth/texts';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { registrationTexts } from '../../frontend/src/features/registration/texts';
import { setPasswordTexts } from '../../frontend/src/features/set-password/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import type { Locale } from '../../frontend/src/lib/i18n';
import { commonTexts } from '../../frontend/src/lib/texts';
import { setPasswordLinkOf, waitForMail } from '../helpers/mail';
import {
  atPath,
  eachLanguage,
  expectScreen,
  goodPassword,
  openPage,
  sessionStorageSize,
  uniqueEmail,
  visible,
  useBrowser,
} from './support';

const stack = inject('stack');
useBrowser();

/** The confirmation e-mail's subject in each language, from the API's texts the server sends. */
const confirmationSubject: Record<Locale, string> = {
  en: en.confirmationEmailSubject,
  es: es.confirmationEmailSubject,
};

/** The accessible name of the Show/Hide toggle of a password field ('Show password'). */
const toggleName = (action: 'show' | 'hide'): string =>
  `${componentTexts(action)} ${componentTexts('passwordToggleTarget')}`;

/**
 * Waits for a message of the set-password form; when it does not come, the error says what the
 * form showed and held instead, so a failure in a loaded run can be told from a slow page.
 */
async function shownOrSay(locator: Locator): Promise<void> {
  try {
    await visible(locator);
  } catch (e) {
    const page = locator.page();
    const form = await page
      .locator('form')
      .innerText()
      .catch(() => '(no form)');
    const values = await page
      .locator('form input')
      .evaluateAll((inputs) => inputs.map((i) => `${i.id}=${(i as HTMLInputElement).value.length} chars`));
    throw new Error(
      `The form at ${page.url()} showed: ${JSON.stringify(form)}; fields ${values.join(', ')}`,
      {
        cause: e,
      },
    );
  }
}

describe('registration to sign-out', () =>
  eachLanguage((name, viewport, locale) => {
    it(
      'registers, confirms by e-mail, sets the password, signs in and out',
      { timeout: 120_000 },
      async () => {
        const { context, page, errors } = await openPage(viewport);
        const email = uniqueEmail(`journey-${name}-${locale}`);
        try {
          // Prepare: the employer link of the demo employer.
          await page.goto(stack.registrationLink);

          // Assess the registration page: hero, bullets, employer, help link, sign-in link.
          await visible(page.getByRole('heading', { name: registrationTexts('registerHeroTitle') }));
          expect(await page.locator('.register__bullets li').count()).toBe(3);
          const employerField = await visible(
            page.getByLabel(componentTexts('employerName'), { exact: true }),
          );
          expect(await employerField.inputValue()).toBe('Acme Manufacturing');
          expect(await employerField.isDisabled()).toBe(true);
          expect(
            await page
              .getByRole('link', { name: commonTexts('needHelp') })
              .first()
              .getAttribute('href'),
          ).toMatch(/^mailto:.+@.+/);
          expect(
            await page
              .getByRole('link', { name: commonTexts('signIn'), exact: true })
              .last()
              .getAttribute('href'),
          ).toBe(`/login?employer_id=${stack.demo.employerId}`);
          await expectScreen(page, page.url());

          // The unticked terms box disables the button; unticking it again says why.
          const registerButton = page.getByRole('button', { name: registrationTexts('registerAccount') });
          expect(await registerButton.isDisabled()).toBe(true);
          const terms = page.getByRole('checkbox');
          await terms.check();
          await terms.uncheck();
          await visible(page.getByText(registrationTexts('acceptTerms')));
          expect(await registerButton.isDisabled()).toBe(true);
          await terms.check();
          expect(await registerButton.isDisabled()).toBe(false);

          // Submitting with empty fields: 'All fields are required.', the fields marked invalid.
          await registerButton.click();
          await visible(page.getByText(registrationTexts('allFieldsRequired')));
          const firstName = page.getByLabel(componentTexts('firstName'));
          expect(await firstName.getAttribute('aria-invalid')).toBe('true');
          await expectScreen(page, page.url());

          // Act: fill the form and register.
          await firstName.fill('Jordan');
          await page.getByLabel(componentTexts('lastName')).fill('Rivera');
          await page.getByLabel(registrationTexts('personalEmail')).fill(email);
          await page.getByLabel(componentTexts('phoneNumber')).fill('555-010-4477');
          await registerButton.click();

          // Assess: Onboarding Pending on /login, and the pending registration's proof kept for this browser.
          const afterRegister = await atPath(page, '/login', 20_000);
          expect(afterRegister.searchParams.get('register')).toBe('true');
          expect(afterRegister.searchParams.get('employer_id')).toBe(stack.demo.employerId);
          await visible(page.getByRole('heading', { name: authTexts('onboardingPendingTitle') }));
          expect(await page.getByLabel(authTexts('password'), { exact: true }).count()).toBe(0);
          await expectScreen(page, page.url());
          const proof = await page.evaluate(
            (e) => window.localStorage.getItem(`ichra.pendingRegistration.${e}`),
            email.toLowerCase(),
          );
          expect(JSON.parse(proof ?? '{}')).toMatchObject({
            memberid: expect.any(String),
            proof: expect.any(String),
          });

          // The confirmation e-mail, read from the local SES store: in the language registered in.
          const mail = await waitForMail(stack.mailUrl, email, {
            match: (m) => /set-password\?/.test(m.text),
          });
          expect(mail.subject).toBe(confirmationSubject[locale]);
          const link = setPasswordLinkOf(mail);
          expect(link.origin).toBe(stack.portalUrl);
          expect(link.searchParams.get('employer_id')).toBe(stack.demo.employerId);
          await page.goto(link.toString());

          // The set-password page: employer logo, 'Powered by', support contact, the form.
          await visible(page.getByRole('heading', { name: setPasswordTexts('setPasswordTitle') }));
          await visible(page.getByRole('img', { name: /Acme Manufacturing/ }).first());
          await visible(page.getByText(appTexts('poweredBy')));
          await expectScreen(page, page.url());
          const newPassword = page.getByLabel(componentTexts('newPassword'), { exact: true });
          const confirm = page.getByLabel(componentTexts('confirmNewPassword'));
          const setButton = page.getByRole('button', { name: setPasswordTexts('setPassword') });

          // Typing the confirmation first: 'Password is empty.'
          await confirm.pressSequentially('x');
          await visible(page.getByText(componentTexts('passwordEmpty')));
          await confirm.fill('');
          // Submitting both empty: 'Both fields are required.'
          await setButton.click();
          await visible(page.getByText(componentTexts('bothFieldsRequired')));
          // While typing a weak password: the live message (each input event checks the rule).
          await newPassword.fill('abc');
          await visible(page.getByText(componentTexts('passwordLive')));
          // Submitting it: the submit message. Both fields are seen to hold what was typed first, so
          // a failure below is the form's, not a keystroke that went astray.
          await confirm.fill('abc');
          await expect.poll(() => newPassword.inputValue()).toBe('abc');
          await expect.poll(() => confirm.inputValue()).toBe('abc');
          await setButton.click();
          await shownOrSay(page.getByText(apiTexts().passwordSubmit));
          // A good password with another confirmation: 'Passwords do not match.'
          await newPassword.fill(goodPassword);
          await confirm.fill(`${goodPassword}x`);
          await setButton.click();
          await visible(page.getByText(componentTexts('passwordsDoNotMatch')));
          expect(await confirm.getAttribute('aria-invalid')).toBe('true');
          await expectScreen(page, page.url());
          // Show/Hide shows both fields as text.
          expect(await newPassword.getAttribute('type')).toBe('password');
          await page.getByRole('button', { name: toggleName('show') }).click();
          expect(await newPassword.getAttribute('type')).toBe('text');
          expect(await confirm.getAttribute('type')).toBe('text');
          await page.getByRole('button', { name: toggleName('hide') }).click();

          await confirm.fill(goodPassword);
          await setButton.click();
          await atPath(page, '/login', 20_000);
          await visible(page.getByText(setPasswordTexts('passwordSetDone')));
          await expectScreen(page, page.url());

          // The link is used up: Access Denied.
          await page.goto(link.toString());
          await visible(page.getByRole('heading', { name: setPasswordTexts('accessDenied') }));
          expect(
            await page
              .getByRole('link', { name: setPasswordTexts('haveAccountSignIn') })
              .getAttribute('href'),
          ).toBe('/login');
          await expectScreen(page, page.url());

          // Sign in with Show/Hide on the password.
          await page.goto(`${stack.portalUrl}/login`);
          await (await visible(page.getByLabel(componentTexts('email')))).fill(email);
          const password = page.getByLabel(authTexts('password'), { exact: true });
          await password.fill(goodPassword);
          await page.getByRole('button', { name: toggleName('show') }).click();
          expect(await password.getAttribute('type')).toBe('text');
          await expectScreen(page, page.url());
          await page.getByRole('button', { name: authTexts('logIn') }).click();
          await atPath(page, '/profile', 20_000);
          // The enrollment builder's frame greets the member by first name.
          await visible(page.getByText(builderTexts('topBarGreeting', { firstname: 'Jordan' })));
          expect(await sessionStorageSize(page)).toBeGreaterThan(0);
          // The profile step, loaded with its texts.
          await visible(page.getByRole('heading', { name: profileTexts('profileHeading') }));
          await expectScreen(page, page.url());

          // Sign out: session storage cleared, /login.
          await page
            .getByRole('button', { name: commonTexts('signOut') })
            .first()
            .click();
          await atPath(page, '/login');
          expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);

          // A protected page now sends to /login.
          await page.goto(`${stack.portalUrl}/profile`);
          await atPath(page, '/login');
          await visible(page.getByRole('heading', { name: commonTexts('signIn') }));
          await expectScreen(page, page.url());
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      },
    );
  }));
