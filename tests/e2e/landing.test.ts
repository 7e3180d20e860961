/** The portal in Chromium, served by the local stack: the landing page at desktop and phone widths. */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { viewports } from '../helpers/browser';
import { useBrowser, eachWidth, newContext } from './support';

const stack = inject('stack');
useBrowser();

eachWidth('landing page at %s width', (_name, viewport) => {
  it('shows the landing heading and the employer logo from the employer link', async () => {
    const context = await newContext({ viewport });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('pageerror', (e) => failed.push(e.message));
    // The local server sends the deployed Content-Security-Policy: a violation shows up here.
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) failed.push(m.text());
    });
    try {
      await page.goto(`${stack.portalUrl}/?employer_id=${stack.demo.employerId}`);
      await expect
        .poll(() =>
          page
            .getByRole('heading', { name: 'Welcome to Your Personalized Benefits Enrollment Portal' })
            .isVisible(),
        )
        .toBe(true);
      const logo = page.getByRole('img', { name: /Acme Manufacturing/ }).first();
      await expect.poll(() => logo.isVisible()).toBe(true);
      // The image really loaded from /logos/..., it is not a broken link with an alt text.
      await expect
        .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      expect(await logo.getAttribute('src')).toContain(`/logos/${stack.demo.employerId}`);
      expect(failed).toEqual([]);
      const headers = (await page.request.get(`${stack.portalUrl}/`)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    } finally {
      await context.close();
    }
  });

  it('shows the default logo and a Sign In link to /login without an employer', async () => {
    const context = await newContext({ viewport });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.portalUrl}/`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('Welcome to Your Personalized Benefits Enrollment Portal');
      const signIn = page.getByRole('link', { name: 'Sign In' }).first();
      expect(await signIn.getAttribute('href')).toBe('/login');
    } finally {
      await context.close();
    }
  });
});

describe('router error screen', () => {
  it("shows 'Unexpected Application Error!' for a page that does not exist", async () => {
    const context = await newContext({ viewport: viewports.desktop });
    const page = await context.newPage();
    try {
      await page.goto(`${stack.portalUrl}/no-such-page`);
      await expect.poll(() => page.getByText('Unexpected Application Error!').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
