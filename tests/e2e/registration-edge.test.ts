/**
 * Registration without a valid employer (the stop sign) and the 'already initiated' path: an
 * e-mail registered again opens the modal; deleting the pending registration with the proof this
 * browser holds leads back to a fresh registration form.
 */
import { describe, expect, inject, it } from 'vitest';
import { viewports } from '../helpers/browser';
import { mailsTo } from '../helpers/mail';
import { atPath, openPage, uniqueEmail, visible, useBrowser, eachWidth } from './support';

const stack = inject('stack');
useBrowser();

const stopText = 'Your employer must give you access before you can register an account.';

eachWidth('the stop sign at %s width', (_name, viewport) => {
  it('shows the stop sign and no form when the link has no employer', async () => {
    const { context, page, errors } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/register`);
      await visible(page.getByText(stopText));
      await visible(page.getByRole('heading', { name: 'Your Benefits Program Just Got Real!' }));
      expect(await page.getByRole('button', { name: 'Register Account' }).count()).toBe(0);
      // 'Need Help?' falls back to the default support address.
      expect(await page.getByRole('link', { name: 'Need Help?' }).first().getAttribute('href')).toBe(
        'mailto:support@example.com',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the stop sign for an employer the API does not know', async () => {
    const { context, page } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/register?employer_id=00000000-0000-4000-8000-000000000000`);
      await visible(page.getByText(stopText));
      expect(await page.getByLabel('First Name').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('an e-mail registered again', () => {
  it(
    "opens the 'already initiated' modal, and deleting the pending registration allows registering again",
    { timeout: 120_000 },
    async () => {
      const { context, page, errors } = await openPage(viewports.desktop);
      const email = uniqueEmail('again');
      const registerWith = async (firstname: string) => {
        await (await visible(page.getByLabel('First Name'))).fill(firstname);
        await page.getByLabel('Last Name').fill('Again');
        await page.getByLabel('Personal E-mail').fill(email);
        await page.getByLabel('Phone Number').fill('555-010-9911');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Register Account' }).click();
      };
      try {
        // Prepare: a first registration from this browser.
        await page.goto(stack.registrationLink);
        await registerWith('Casey');
        await atPath(page, '/login', 20_000);

        // Act: the same e-mail again.
        await page.goto(stack.registrationLink);
        await registerWith('Casey');

        // Assess: the message and the modal with both choices.
        const dialog = await visible(page.getByRole('dialog', { name: 'Registration Already Initiated' }));
        await visible(page.getByText('Register failed. Please try again.'));
        expect(await dialog.getAttribute('aria-modal')).toBe('true');
        await visible(dialog.getByRole('button', { name: 'Reset My Password' }));
        const remove = await visible(dialog.getByRole('button', { name: 'Delete Pending Registration' }));

        // Act: delete the pending registration.
        await remove.click();

        // Assess: /register?&employer_id={id} with a fresh form; the proof is gone.
        await page.waitForURL(
          (u) => u.pathname === '/register' && u.search === `?&employer_id=${stack.demo.employerId}`,
        );
        await visible(page.getByText('The pending registration was deleted. You can register again.'));
        expect(await page.getByLabel('Personal E-mail').inputValue()).toBe('');
        expect(await page.getByRole('dialog').count()).toBe(0);
        expect(
          await page.evaluate(
            (e) => window.localStorage.getItem(`ichra.pendingRegistration.${e}`),
            email.toLowerCase(),
          ),
        ).toBeNull();

        // The same e-mail registers again, and a new confirmation mail goes out.
        const before = (await mailsTo(stack.mailUrl, email)).length;
        await registerWith('Casey');
        await atPath(page, '/login', 20_000);
        await visible(page.getByRole('heading', { name: 'Onboarding Pending' }));
        await expect
          .poll(async () => (await mailsTo(stack.mailUrl, email)).length, { timeout: 15_000 })
          .toBe(before + 1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'offers no deletion in a browser that does not hold the proof, and the reset choice leads to the password reset',
    { timeout: 60_000 },
    async () => {
      const registering = await openPage(viewports.desktop);
      const email = uniqueEmail('other-browser');
      try {
        await registering.page.goto(stack.registrationLink);
        await (await visible(registering.page.getByLabel('First Name'))).fill('Alex');
        await registering.page.getByLabel('Last Name').fill('Elsewhere');
        await registering.page.getByLabel('Personal E-mail').fill(email);
        await registering.page.getByLabel('Phone Number').fill('555-010-1212');
        await registering.page.getByRole('checkbox').check();
        await registering.page.getByRole('button', { name: 'Register Account' }).click();
        await atPath(registering.page, '/login', 20_000);
      } finally {
        await registering.context.close();
      }

      const { context, page } = await openPage(viewports.phone);
      try {
        await page.goto(stack.registrationLink);
        await (await visible(page.getByLabel('First Name'))).fill('Alex');
        await page.getByLabel('Last Name').fill('Elsewhere');
        await page.getByLabel('Personal E-mail').fill(email);
        await page.getByLabel('Phone Number').fill('555-010-1212');
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Register Account' }).click();

        const dialog = await visible(page.getByRole('dialog', { name: 'Registration Already Initiated' }));
        expect(await dialog.getByRole('button', { name: 'Delete Pending Registration' }).count()).toBe(0);
        await visible(dialog.getByText(/can only be deleted from the browser in which it was started/));

        // The other choice: the password reset (the in-app flow locally), with the e-mail filled in.
        await dialog.getByRole('button', { name: 'Reset My Password' }).click();
        await atPath(page, '/forgot-password');
        expect(await (await visible(page.getByLabel('E-mail'))).inputValue()).toBe(email);
      } finally {
        await context.close();
      }
    },
  );
});
