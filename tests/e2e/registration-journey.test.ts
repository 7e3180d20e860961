/**
 * The access area end to end (issue 4 acceptance), at desktop and phone widths: register from the
 * demo employer link → the confirmation e-mail in the local SES store → set the password,
 * meeting every validation message on the way → sign in → /profile → sign out → a protected
 * page sends to /login.
 */
import type { Locator } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import {
  atPath,
  confirmationLink,
  goodPassword,
  openPage,
  sessionStorageSize,
  uniqueEmail,
  visible,
  useBrowser,
  eachWidth,
} from './support';

const stack = inject('stack');
useBrowser();

const msg = {
  acceptTerms: 'Please accept the terms and conditions.',
  allFields: 'All fields are required.',
  live: 'Password must be at least 8 characters long, contain uppercase, lowercase, a number, and a special character.',
  submit:
    'Password must be at least 8 characters long, contain uppercase and lowercase letters, a number, and a special character.',
  empty: 'Password is empty.',
  both: 'Both fields are required.',
  mismatch: 'Passwords do not match.',
};

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

eachWidth('registration to sign-out at %s width', (name, viewport) => {
  it('registers, confirms by e-mail, sets the password, signs in and out', { timeout: 120_000 }, async () => {
    const { context, page, errors } = await openPage(viewport);
    const email = uniqueEmail(`journey-${name}`);
    try {
      // Prepare: the employer link of the demo employer.
      await page.goto(stack.registrationLink);

      // Assess the registration page: hero, bullets, employer, help link, sign-in link.
      await visible(page.getByRole('heading', { name: 'Your Benefits Program Just Got Real!' }));
      expect(await page.locator('.register__bullets li').count()).toBe(3);
      const employerField = await visible(page.getByLabel('Employer', { exact: true }));
      expect(await employerField.inputValue()).toBe('Acme Manufacturing');
      expect(await employerField.isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Need Help?' }).first().getAttribute('href')).toMatch(
        /^mailto:.+@.+/,
      );
      expect(await page.getByRole('link', { name: 'Sign In', exact: true }).last().getAttribute('href')).toBe(
        `/login?employer_id=${stack.demo.employerId}`,
      );

      // The unticked terms box disables the button; unticking it again says why.
      const registerButton = page.getByRole('button', { name: 'Register Account' });
      expect(await registerButton.isDisabled()).toBe(true);
      const terms = page.getByRole('checkbox');
      await terms.check();
      await terms.uncheck();
      await visible(page.getByText(msg.acceptTerms));
      expect(await registerButton.isDisabled()).toBe(true);
      await terms.check();
      expect(await registerButton.isDisabled()).toBe(false);

      // Submitting with empty fields: 'All fields are required.', the fields marked invalid.
      await registerButton.click();
      await visible(page.getByText(msg.allFields));
      expect(await page.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');

      // Act: fill the form and register.
      await page.getByLabel('First Name').fill('Jordan');
      await page.getByLabel('Last Name').fill('Rivera');
      await page.getByLabel('Personal E-mail').fill(email);
      await page.getByLabel('Phone Number').fill('555-010-4477');
      await registerButton.click();

      // Assess: Onboarding Pending on /login, and the pending registration's proof kept for this browser.
      const afterRegister = await atPath(page, '/login', 20_000);
      expect(afterRegister.searchParams.get('register')).toBe('true');
      expect(afterRegister.searchParams.get('employer_id')).toBe(stack.demo.employerId);
      await visible(page.getByRole('heading', { name: 'Onboarding Pending' }));
      expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
      const proof = await page.evaluate(
        (e) => window.localStorage.getItem(`ichra.pendingRegistration.${e}`),
        email.toLowerCase(),
      );
      expect(JSON.parse(proof ?? '{}')).toMatchObject({
        memberid: expect.any(String),
        proof: expect.any(String),
      });

      // The confirmation e-mail, read from the local SES store.
      const link = await confirmationLink(stack, email);
      expect(link.origin).toBe(stack.portalUrl);
      expect(link.searchParams.get('employer_id')).toBe(stack.demo.employerId);
      await page.goto(link.toString());

      // The set-password page: employer logo, 'Powered by', support contact, the form.
      await visible(page.getByRole('heading', { name: 'Set Your Password' }));
      await visible(page.getByRole('img', { name: /Acme Manufacturing/ }).first());
      await visible(page.getByText('Powered by'));
      const newPassword = page.getByLabel('New Password', { exact: true });
      const confirm = page.getByLabel('Confirm New Password');
      const setButton = page.getByRole('button', { name: 'Set Password' });

      // Typing the confirmation first: 'Password is empty.'
      await confirm.pressSequentially('x');
      await visible(page.getByText(msg.empty));
      await confirm.fill('');
      // Submitting both empty: 'Both fields are required.'
      await setButton.click();
      await visible(page.getByText(msg.both));
      // While typing a weak password: the live message.
      await newPassword.pressSequentially('abc');
      await visible(page.getByText(msg.live));
      // Submitting it: the submit message.
      await confirm.fill('abc');
      await setButton.click();
      await shownOrSay(page.getByText(msg.submit));
      // A good password with another confirmation: 'Passwords do not match.'
      await newPassword.fill(goodPassword);
      await confirm.fill(`${goodPassword}x`);
      await setButton.click();
      await visible(page.getByText(msg.mismatch));
      expect(await confirm.getAttribute('aria-invalid')).toBe('true');
      // Show/Hide shows both fields as text.
      expect(await newPassword.getAttribute('type')).toBe('password');
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await newPassword.getAttribute('type')).toBe('text');
      expect(await confirm.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Hide password' }).click();

      await confirm.fill(goodPassword);
      await setButton.click();
      await atPath(page, '/login', 20_000);
      await visible(page.getByText('Your password is set. You can now sign in.'));

      // The link is used up: Access Denied.
      await page.goto(link.toString());
      await visible(page.getByRole('heading', { name: 'Access Denied' }));
      expect(await page.getByRole('link', { name: 'Have an Account? Sign In' }).getAttribute('href')).toBe(
        '/login',
      );

      // Sign in with Show/Hide on the password.
      await page.goto(`${stack.portalUrl}/login`);
      await (await visible(page.getByLabel('E-mail'))).fill(email);
      const password = page.getByLabel('Password', { exact: true });
      await password.fill(goodPassword);
      await page.getByRole('button', { name: 'Show password' }).click();
      expect(await password.getAttribute('type')).toBe('text');
      await page.getByRole('button', { name: 'Log In' }).click();
      await atPath(page, '/profile', 20_000);
      // The enrollment builder's frame greets the member by first name.
      await visible(page.getByText('Hello, Jordan'));
      expect(await sessionStorageSize(page)).toBeGreaterThan(0);

      // Sign out: session storage cleared, /login.
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await atPath(page, '/login');
      expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual([]);

      // A protected page now sends to /login.
      await page.goto(`${stack.portalUrl}/profile`);
      await atPath(page, '/login');
      await visible(page.getByRole('heading', { name: 'Sign In' }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
