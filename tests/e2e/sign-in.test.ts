/**
 * Sign-in failures and password recovery: a wrong password, the in-app forgot-password flow end
 * to end (the code read from the local SES store), and Change Password (linked from the
 * enrollment pages' top bar).
 */
import { describe, expect, inject, it } from 'vitest';
import { viewports } from '../helpers/browser';
import { mailsTo, resetCodeOf, waitForMail } from '../helpers/mail';
import { atPath, createMember, openPage, sessionStorageSize, signIn, visible, useBrowser } from './support';

const stack = inject('stack');
useBrowser();

describe('sign-in', () => {
  it(
    "says 'Login failed. Please try again.' for a wrong password and stays signed out",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(stack, 'wrong-password');
      const { context, page, errors } = await openPage(viewports.phone);
      try {
        await page.goto(`${stack.portalUrl}/login`);
        await (await visible(page.getByLabel('E-mail'))).fill(member.email);
        await page.getByLabel('Password', { exact: true }).fill(`${member.password}-wrong`);
        await page.getByRole('button', { name: 'Log In' }).click();

        const alert = await visible(
          page.getByRole('alert').filter({ hasText: 'Login failed. Please try again.' }),
        );
        expect(new URL(page.url()).pathname).toBe('/login');
        expect(await sessionStorageSize(page)).toBe(0);
        // The snackbar can be closed.
        await alert.getByRole('button', { name: 'Close' }).click();
        await alert.waitFor({ state: 'detached' });

        // Left alone, it hides itself after 3000 ms.
        await page.getByRole('button', { name: 'Log In' }).click();
        const again = await visible(
          page.getByRole('alert').filter({ hasText: 'Login failed. Please try again.' }),
        );
        const shown = Date.now();
        await again.waitFor({ state: 'detached', timeout: 6000 });
        expect(Date.now() - shown).toBeGreaterThanOrEqual(2000);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('asks for the e-mail and password before calling the pool', async () => {
    const { context, page } = await openPage(viewports.desktop);
    try {
      await page.goto(`${stack.portalUrl}/login?employer_id=${stack.demo.employerId}`);
      await (await visible(page.getByRole('button', { name: 'Log In' }))).click();
      expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      // The Register link carries the employer.
      expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
        `/register?employer_id=${stack.demo.employerId}`,
      );
    } finally {
      await context.close();
    }
  });
});

describe('forgot password (in-app reset, no hosted page locally)', () => {
  it(
    'resets the password with the e-mailed code; the new password signs in, the old one no longer',
    { timeout: 120_000 },
    async () => {
      const member = await createMember(stack, 'forgot');
      const newPassword = 'Renewed&2026word';
      const { context, page, errors } = await openPage(viewports.desktop);
      try {
        await page.goto(`${stack.portalUrl}/login`);
        await (await visible(page.getByLabel('E-mail'))).fill(member.email);
        await page.getByRole('link', { name: 'Forgot Password?' }).click();
        await atPath(page, '/forgot-password');
        expect(await page.getByLabel('E-mail').inputValue()).toBe(member.email);

        const seen = (await mailsTo(stack.mailUrl, member.email)).map((m) => m.messageId);
        await page.getByRole('button', { name: 'Send Code' }).click();
        const codeField = await visible(page.getByLabel('Code from the e-mail'));
        const code = resetCodeOf(await waitForMail(stack.mailUrl, member.email, { seen }));

        // The new password follows the set-password rules.
        await codeField.fill(code);
        await page.getByLabel('New Password', { exact: true }).fill('weak');
        await page.getByLabel('Confirm New Password').fill('weak');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await visible(
          page.getByText(
            'Password must be at least 8 characters long, contain uppercase and lowercase letters, a number, and a special character.',
          ),
        );

        await page.getByLabel('New Password', { exact: true }).fill(newPassword);
        await page.getByLabel('Confirm New Password').fill(newPassword);
        await page.getByRole('button', { name: 'Reset Password' }).click();
        await atPath(page, '/login', 20_000);
        await visible(page.getByText('Your password has been reset. You can now sign in.'));

        // The old password fails, the new one signs in.
        await page.getByLabel('E-mail').fill(member.email);
        await page.getByLabel('Password', { exact: true }).fill(member.password);
        await page.getByRole('button', { name: 'Log In' }).click();
        await visible(page.getByText('Login failed. Please try again.'));
        await signIn(page, stack, { email: member.email, password: newPassword });
        await visible(page.getByText(`Hello, ${member.firstname}`));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    "shows the server's message for a wrong code and keeps what was entered",
    { timeout: 60_000 },
    async () => {
      const member = await createMember(stack, 'wrong-code');
      const { context, page } = await openPage(viewports.phone);
      try {
        await page.goto(`${stack.portalUrl}/forgot-password`);
        await (await visible(page.getByLabel('E-mail'))).fill(member.email);
        await page.getByRole('button', { name: 'Send Code' }).click();
        const code = await visible(page.getByLabel('Code from the e-mail'));
        await code.fill('000000');
        await page.getByLabel('New Password', { exact: true }).fill('Another#2026pw');
        await page.getByLabel('Confirm New Password').fill('Another#2026pw');
        await page.getByRole('button', { name: 'Reset Password' }).click();
        const alert = await visible(page.getByRole('alert').filter({ hasText: /\w/ }).last());
        expect((await alert.textContent())?.trim().length).toBeGreaterThan(0);
        expect(new URL(page.url()).pathname).toBe('/forgot-password');
        expect(await code.inputValue()).toBe('000000');
      } finally {
        await context.close();
      }
    },
  );
});

describe('Change Password on the signed-in page', () => {
  it('changes the password after the same checks as set-password', { timeout: 120_000 }, async () => {
    const member = await createMember(stack, 'change');
    const changed = 'Changed!2026pw';
    const { context, page, errors } = await openPage(viewports.desktop);
    try {
      await signIn(page, stack, member);
      // The enrollment pages' top bar links to the Change Password page.
      await page.getByRole('link', { name: 'Change Password' }).click();
      await atPath(page, '/change-password');
      await visible(page.getByRole('heading', { name: 'Change Password' }));

      // A wrong current password: the server's message, still signed in.
      await page.getByLabel('Current Password').fill(`${member.password}-wrong`);
      await page.getByLabel('New Password', { exact: true }).fill(changed);
      await page.getByLabel('Confirm New Password').fill(changed);
      await page.getByRole('button', { name: 'Change Password' }).click();
      const alert = await visible(page.getByRole('alert').filter({ hasText: /\w/ }).last());
      expect((await alert.textContent())?.trim()).not.toBe('');
      expect(new URL(page.url()).pathname).toBe('/change-password');
      expect(await page.getByText('Your password has been changed.').count()).toBe(0);

      await page.getByLabel('Current Password').fill(member.password);
      await page.getByLabel('New Password', { exact: true }).fill(changed);
      await page.getByLabel('Confirm New Password').fill(`${changed}x`);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await visible(page.getByText('Passwords do not match.'));

      await page.getByLabel('Confirm New Password').fill(changed);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await visible(page.getByText('Your password has been changed.'));

      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await atPath(page, '/login');
      await signIn(page, stack, { email: member.email, password: changed });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
