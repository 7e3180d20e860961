/**
 * The public screens: the side menu and the Version Information modal (Escape, backdrop, focus),
 * Getting Started, the mobile three-step welcome, the stand-alone version-information page and
 * the footer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { viewports } from '../helpers/browser';
import { atPath, openPage, visible, useBrowser, eachWidth } from './support';

const stack = inject('stack');
useBrowser();

const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null,
  );

async function openVersionModal(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Open menu' }))).click();
  const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
  await menu.getByRole('button', { name: 'About' }).click();
  return visible(page.getByRole('dialog', { name: 'Version Information' }));
}

eachWidth('menu and version information at %s width', (_name, viewport) => {
  it('shows the side menu items and closes it with its close icon', async () => {
    const { context, page, errors } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/?employer_id=${stack.demo.employerId}`);
      await (await visible(page.getByRole('button', { name: 'Open menu' }))).click();
      const menu = await visible(page.getByRole('dialog', { name: 'Menu' }));
      expect(await menu.getAttribute('aria-modal')).toBe('true');
      await visible(menu.getByRole('img', { name: /Acme Manufacturing/ }));
      for (const item of ['Getting Started', 'Home', 'Current Plan'])
        await visible(menu.getByRole('link', { name: item }));
      await visible(menu.getByRole('button', { name: 'About' }));
      const plan = menu.getByRole('link', { name: /View Plan Documents/ });
      expect(await plan.getAttribute('href')).toBe('https://example.com/plan-notice.pdf');
      expect(await plan.getAttribute('target')).toBe('_blank');

      await menu.getByRole('button', { name: 'Close' }).click();
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(page)).toBe('Open menu');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens Version Information from About, shows the website version and closes on Escape', async () => {
    const { context, page, errors } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/`);
      const modal = await openVersionModal(page);
      expect(await modal.getAttribute('aria-modal')).toBe('true');
      await visible(modal.getByText('ICHRA Benefits Enrollment Portal'));
      await visible(modal.getByText(/This release brings/));
      // The version text of GET /api/Version/test.
      await visible(modal.getByText(/\d+\.\d+\.\d+/));

      // Focus stays inside: Tab from the last element goes back to the first.
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);

      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden' });
      // Focus returns to the control that opened the menu.
      await expect.poll(() => focusedName(page)).toBe('Open menu');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('closes Version Information on a backdrop click', async () => {
    const { context, page } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/`);
      const modal = await openVersionModal(page);
      await page.mouse.click(3, viewport.height - 3);
      await modal.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('shows Getting Started with six steps, the Authorize notice and Sign in to start', async () => {
    const { context, page } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/getting-started`);
      await visible(page.getByRole('heading', { name: 'Getting Started is Easy' }));
      expect(await page.locator('main ol > li').count()).toBe(6);
      await visible(page.getByText(/must be completed by clicking Authorize in the shopping cart/));
      expect(await page.getByRole('link', { name: 'Sign in to start' }).getAttribute('href')).toBe('/login');
    } finally {
      await context.close();
    }
  });

  it('shows the stand-alone version-information page of the employer', async () => {
    const { context, page, errors } = await openPage(viewport);
    try {
      await page.goto(`${stack.portalUrl}/version-information?employer_id=${stack.demo.employerId}`);
      await visible(page.getByRole('heading', { name: 'Version Information', level: 1 }));
      await visible(page.locator('.version-page__employer', { hasText: 'Acme Manufacturing' }));
      await visible(page.locator('main').getByRole('img', { name: /Acme Manufacturing/ }));
      await visible(page.locator('main').getByText(/\d+\.\d+\.\d+/));
      const layout = viewport.width > 840 ? 'version-page--desktop' : 'version-page--mobile';
      expect(await page.locator(`.${layout}`).count()).toBe(1);
      // The footer: legal links and the front-end version line.
      await visible(page.getByRole('contentinfo').getByText('Front-end web version 04 Feb. 2025'));
      await visible(page.getByRole('contentinfo').getByRole('link', { name: /Terms of Use/ }));
      await visible(page.getByRole('contentinfo').getByRole('link', { name: /Privacy Policy/ }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('mobile welcome', () => {
  it('walks the three steps at phone width and proceeds towards /profile (sign-in first)', async () => {
    const { context, page, errors } = await openPage(viewports.phone);
    try {
      await page.goto(`${stack.portalUrl}/`);
      await visible(page.getByText('Step 1 of 3'));
      await visible(
        page.getByRole('heading', { name: 'Welcome to Your Personalized Benefits Enrollment Portal' }),
      );
      await page.getByRole('button', { name: 'Get Started' }).click();
      await visible(page.getByText('Step 2 of 3'));
      await page.getByRole('button', { name: 'Proceed' }).click();
      await visible(page.getByText('Step 3 of 3'));
      expect(await page.locator('main ol > li').count()).toBe(7);
      await page.getByRole('link', { name: 'Proceed' }).click();
      // /profile needs a session: a signed-out visitor lands on /login.
      await atPath(page, '/login');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the desktop landing page, not the three steps, at desktop width', async () => {
    const { context, page } = await openPage(viewports.desktop);
    try {
      await page.goto(`${stack.portalUrl}/`);
      await visible(page.getByRole('heading', { name: 'Before you begin' }));
      expect(await page.getByText('Step 1 of 3').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
