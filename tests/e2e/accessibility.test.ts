/**
 * Accessibility scan (axe) of every screen of the access area: no serious or critical violation,
 * and (support.ts `expectScreen`) no sideways scrolling and `<html lang>` 'en'. Each screen is
 * brought up once, at phone width (390 px), and scanned there and at desktop width (1280 px) by
 * resizing the page: the landing's phone welcome steps at 390 px, the desktop page at 1280 px.
 * Dialogs and error states are scanned open, as users meet them.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  confirmationLink,
  createMember,
  openPage,
  registerViaApi,
  signIn,
  uniqueEmail,
  visible,
  type Member,
  useBrowser,
  expectScreen,
  seriousViolations,
  viewports,
} from './support';

const stack = inject('stack');
useBrowser();
let member: Member;
let pendingLink: URL;
let pendingEmail: string;

beforeAll(async () => {
  member = await createMember(stack, 'a11y');
  pendingEmail = uniqueEmail('a11y-pending');
  await registerViaApi(stack, pendingEmail, 'Sam');
  pendingLink = await confirmationLink(stack, pendingEmail);
});

interface Screen {
  name: string;
  /** Brings the page to the screen and waits until it shows. */
  show: (page: Page) => Promise<void>;
  /** Overrides of /config.json for this screen (e.g. a short idle time). */
  config?: Record<string, unknown>;
}

const employerQuery = `employer_id=${stack.demo.employerId}`;

const screens: Screen[] = [
  {
    name: 'landing (mobile welcome or desktop)',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/?${employerQuery}`);
      await visible(
        page.getByRole('heading', { name: 'Welcome to Your Personalized Benefits Enrollment Portal' }),
      );
    },
  },
  {
    name: 'landing, welcome steps 2–3 or desktop',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/`);
      const getStarted = page.getByRole('button', { name: 'Get Started' });
      const beforeYouBegin = page.getByRole('heading', { name: 'Before you begin' });
      // Wait for the first render (after /config.json) before choosing the phone or desktop path.
      await visible(getStarted.or(beforeYouBegin).first());
      if (await getStarted.isVisible()) {
        await getStarted.click();
        await page.getByRole('button', { name: 'Proceed' }).click();
        await visible(page.getByText('Step 3 of 3'));
      } else {
        await visible(beforeYouBegin);
      }
    },
  },
  {
    name: 'Getting Started',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/getting-started`);
      await visible(page.getByRole('heading', { name: 'Getting Started is Easy' }));
    },
  },
  {
    name: 'side menu open',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/?${employerQuery}`);
      await (await visible(page.getByRole('button', { name: 'Open menu' }))).click();
      await visible(page.getByRole('dialog', { name: 'Menu' }));
    },
  },
  {
    name: 'Version Information modal',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/`);
      await (await visible(page.getByRole('button', { name: 'Open menu' }))).click();
      await page.getByRole('button', { name: 'About' }).click();
      const modal = await visible(page.getByRole('dialog', { name: 'Version Information' }));
      await visible(modal.getByText(/\d+\.\d+\.\d+/));
    },
  },
  {
    name: 'version-information page',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/version-information?${employerQuery}`);
      await visible(page.locator('main').getByText(/\d+\.\d+\.\d+/));
    },
  },
  {
    name: 'login with a failed sign-in (snackbar)',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/login?${employerQuery}`);
      await (await visible(page.getByLabel('E-mail'))).fill(member.email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong#2026pass');
      await page.getByRole('button', { name: 'Log In' }).click();
      await visible(page.getByText('Login failed. Please try again.'));
    },
  },
  {
    name: 'login with field errors',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/login`);
      await (await visible(page.getByRole('button', { name: 'Log In' }))).click();
      await visible(page.getByText('This field is required.').first());
    },
  },
  {
    name: 'Onboarding Pending',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/login?register=true&${employerQuery}`);
      await visible(page.getByRole('heading', { name: 'Onboarding Pending' }));
    },
  },
  {
    name: 'register form with its messages',
    show: async (page) => {
      await page.goto(stack.registrationLink);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register Account' }).click();
      await visible(page.getByText('All fields are required.'));
    },
  },
  {
    name: 'register stop sign',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/register`);
      await visible(page.getByText('Your employer must give you access before you can register an account.'));
    },
  },
  {
    name: "the 'already initiated' modal",
    show: async (page) => {
      await page.goto(stack.registrationLink);
      await (await visible(page.getByLabel('First Name'))).fill('Sam');
      await page.getByLabel('Last Name').fill('Tester');
      await page.getByLabel('Personal E-mail').fill(pendingEmail);
      await page.getByLabel('Phone Number').fill('555-010-3434');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Register Account' }).click();
      await visible(page.getByRole('dialog', { name: 'Registration Already Initiated' }));
    },
  },
  {
    name: 'forgot password, both steps',
    show: async (page) => {
      await page.goto(`${stack.portalUrl}/forgot-password`);
      // Not the pending member: for it, a reset re-sends the set-password link and retires the one scanned below.
      await (await visible(page.getByLabel('E-mail'))).fill(member.email);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await visible(page.getByLabel('Code from the e-mail'));
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await visible(page.getByText('Both fields are required.'));
    },
  },
  {
    name: 'set-password form with its messages',
    show: async (page) => {
      await page.goto(pendingLink.toString());
      await (await visible(page.getByLabel('New Password', { exact: true }))).pressSequentially('abc');
      await visible(page.getByText(/contain uppercase, lowercase/));
      await page.getByRole('button', { name: 'Set Password' }).click();
      await visible(page.getByText('Both fields are required.'));
    },
  },
  {
    name: 'set-password Access Denied',
    show: async (page) => {
      await page.goto(
        `${stack.portalUrl}/set-password?${employerQuery}&member_id=00000000-0000-4000-8000-000000000000&token=not-a-real-token-0123456789`,
      );
      await visible(page.getByRole('heading', { name: 'Access Denied' }));
    },
  },
  {
    name: 'Change Password (signed in) with its messages',
    show: async (page) => {
      await signIn(page, stack, member);
      await page.goto(`${stack.portalUrl}/change-password`);
      await visible(page.getByRole('heading', { name: `Welcome, ${member.firstname}!` }));
      await page.getByRole('button', { name: 'Change Password' }).click();
      await visible(page.getByText('This field is required.'));
    },
  },
  {
    name: 'idle warning dialog',
    config: { idleMinutes: 1 / 3 },
    show: async (page) => {
      await signIn(page, stack, member);
      await visible(page.getByRole('dialog', { name: 'Are you still there?' }), 20_000);
    },
  },
];

describe('accessibility, walked at phone width, each screen scanned at 1280 and 390 px', () => {
  it.each(screens)(
    '$name has no serious or critical violation and no sideways scrolling at either width',
    { timeout: 90_000 },
    async ({ name, show, config }) => {
      const { context, page, errors } = await openPage(viewports.phone, config);
      try {
        await show(page);
        await expectScreen(page, name);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe('the scan itself', () => {
  it('reports what it must: a seeded unlabelled field and an image without a text alternative on the landing page', async () => {
    const { context, page } = await openPage(viewports.desktop);
    try {
      await page.goto(stack.portalUrl);
      await visible(page.locator('main'));
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => {
        const main = document.querySelector('main') as HTMLElement;
        main.insertAdjacentHTML('beforeend', '<input type="text"><img src="/favicon.ico">');
      });
      const found = await seriousViolations(page);
      expect(found.some((v) => v.startsWith('label '))).toBe(true);
      expect(found.some((v) => v.startsWith('image-alt '))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
