/**
 * /set-password beyond the happy path (tested in registration-journey): the failure dialog with
 * the server's message, and Access Denied for links that are not valid.
 */
import { describe, expect, inject, it } from 'vitest';
import { viewports } from '../helpers/browser';
import {
  confirmationLink,
  setPasswordThrough,
  openPage,
  registerViaApi,
  uniqueEmail,
  visible,
  useBrowser,
  eachWidth,
} from './support';

const stack = inject('stack');
useBrowser();

describe('set-password failure', () => {
  it(
    "shows 'Password set failed. Please try again.' with the server's message when the link was used meanwhile",
    { timeout: 60_000 },
    async () => {
      const email = uniqueEmail('set-fails');
      await registerViaApi(stack, email);
      const link = await confirmationLink(stack, email);
      const { context, page, errors } = await openPage(viewports.desktop);
      try {
        await page.goto(link.toString());
        const newPassword = await visible(page.getByLabel('New Password', { exact: true }));

        // Prepare: the link is used elsewhere (e.g. in another tab) while this form is open.
        await setPasswordThrough(stack, link);

        // Act
        await newPassword.fill('Another#2026pw');
        await page.getByLabel('Confirm New Password').fill('Another#2026pw');
        await page.getByRole('button', { name: 'Set Password' }).click();

        // Assess: the dialog, the server's own words inside it, the form kept.
        const dialog = await visible(
          page.getByRole('dialog', { name: 'Password set failed. Please try again.' }),
        );
        const text = (await dialog.locator('.error-text').textContent())?.trim() ?? '';
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toBe('Something went wrong.');
        await dialog.getByRole('button', { name: 'Close' }).first().click();
        await dialog.waitFor({ state: 'hidden' });
        expect(new URL(page.url()).pathname).toBe('/set-password');
        expect(await newPassword.inputValue()).toBe('Another#2026pw');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

eachWidth('Access Denied at %s width', (_name, viewport) => {
  it(
    'denies a link with a wrong token, another employer or no member, and offers Sign In',
    { timeout: 60_000 },
    async () => {
      const email = uniqueEmail('denied');
      await registerViaApi(stack, email);
      const link = await confirmationLink(stack, email);
      const tampered = new URL(link);
      tampered.searchParams.set('token', `${link.searchParams.get('token')}x`);
      const otherEmployer = new URL(link);
      otherEmployer.searchParams.set('employer_id', '00000000-0000-4000-8000-000000000000');
      const noMember = new URL(link);
      noMember.searchParams.delete('member_id');

      const { context, page } = await openPage(viewport);
      try {
        for (const url of [tampered, otherEmployer, noMember]) {
          await page.goto(url.toString());
          await visible(page.getByRole('heading', { name: 'Access Denied' }));
          expect(await page.getByLabel('New Password', { exact: true }).count()).toBe(0);
          expect(
            await page.getByRole('link', { name: 'Have an Account? Sign In' }).getAttribute('href'),
          ).toBe('/login');
        }
        // The genuine link still shows the form: the refusals above were about the links.
        await page.goto(link.toString());
        await visible(page.getByRole('heading', { name: 'Set Your Password' }));
      } finally {
        await context.close();
      }
    },
  );
});
