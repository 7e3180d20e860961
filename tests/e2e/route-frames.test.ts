/**
 * The signed-in pages paint their frame from the HTML (issue 41): with every API call held back,
 * the header, the builder's frame and the page's heading are on screen in the visitor's language;
 * once the answers come, React puts the page in the frame's place, the header's logo where it was
 * and nothing shifted (CLS, as Chrome measures it, stays 0). A page loaded in a tab that has shown
 * the builder paints the top bar's greeting and the "Enroll by" line with its frame, the ones the
 * page then shows, so the heading is painted where it stays (on a wide screen the builder's tabs
 * and funds bar, which depend on the member, are places of one row: there it may move down).
 */
import { expect, inject, it } from 'vitest';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { lifeEventTexts } from '../../frontend/src/features/life-event/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { createMember, eachLanguage, openPage, signIn, useBrowser, visible } from './support';

const stack = inject('stack');
useBrowser();

/** Sums the page's layout shifts not caused by input, from its first document on (runs in the page). */
function recordLayoutShifts(): void {
  const shifts = { total: 0 };
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) shifts.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

eachLanguage((name, viewport, locale) => {
  // Each case holds the API for up to 20 s and waits up to 45 s for the page: the file runs first in
  // the stack project, beside the infra project's CDK synths, on two cores.
  it(
    'paints the header, the frame and the heading before any API answer, and the page takes its place without a shift',
    { timeout: 180_000 },
    async () => {
      const { context, page, errors } = await openPage(viewport);
      try {
        const member = await createMember(stack, `frame-${name}`);
        await signIn(page, stack, member);
        // The profile shown, with the demo employer's "Enroll by" line (infra/local/demo/demo-window.ts).
        await visible(page.getByRole('heading', { name: profileTexts('profileHeading'), level: 1 }), 30_000);
        await visible(page.locator('.enroll-by'));
        await page.addInitScript(recordLayoutShifts);
        const cases = [
          // Signing in has shown /profile, with its "Enroll by" line: the tab's next frames paint it.
          { path: '/profile', heading: profileTexts('profileHeading'), level: 1, enrollBy: true },
          {
            path: '/enrollment/contributions',
            heading: builderTexts('contribHeading'),
            level: 2,
            enrollBy: true,
          },
          // A page under the top bar, after enrollment (the frame: the top bar, the heading, the intro).
          { path: '/life-event', heading: lifeEventTexts('lifeEventTitle'), level: 1, enrollBy: false },
        ];
        for (const { path, heading, level, enrollBy } of cases) {
          let release = (): void => undefined;
          const held = new Promise<void>((resolve) => (release = resolve));
          const heldCalls: string[] = [];
          await page.route('**/api/**', async (route) => {
            heldCalls.push(new URL(route.request().url()).pathname);
            await held;
            await route.continue();
          });
          await page.goto(`${stack.portalUrl}${path}`, { waitUntil: 'domcontentloaded' });
          const frame = page.locator(`.route-frame[data-frame-locale="${locale}"]`);
          // The frame is inert and hidden from assistive technology: found by its markup, not its role.
          const framed = await visible(frame.locator('h1, h2', { hasText: heading }));
          expect(await frame.getAttribute('aria-hidden')).toBe('true');
          expect(await frame.getAttribute('inert')).not.toBeNull();
          const logo = await visible(frame.locator('img.brand-logo'));
          const logoBefore = await logo.boundingBox();
          expect(await page.locator('#root').getAttribute('data-frame'), path).toBe(path);
          expect(await page.locator('html').getAttribute('lang')).toBe(locale);
          // The other language's frame is in the page, hidden.
          expect(await page.locator('.route-frame:visible').count(), path).toBe(1);
          // The page asks for its data while the frame shows; nothing has answered.
          await expect.poll(() => heldCalls.length, { timeout: 20_000 }).toBeGreaterThan(0);
          expect(await framed.isVisible()).toBe(true);
          expect(await page.locator('.route-frame').count(), path).toBe(2);
          const framedGreeting = await (
            await visible(frame.locator('[data-frame-fill="greeting"]'))
          ).textContent();
          const headingBefore = await framed.boundingBox();
          const frameLine = frame.locator('[data-frame-fill="enroll-by"]');
          const framedLine = enrollBy ? await (await visible(frameLine)).textContent() : null;
          if (!enrollBy) expect(await frameLine.isVisible(), path).toBe(false);

          release();
          await page.unrouteAll({ behavior: 'wait' });
          await expect
            .poll(() => page.locator('.route-frame').count(), {
              timeout: 45_000,
              message: `${path}: the frame is still there after the API calls were let through (${heldCalls.join(', ')})`,
            })
            .toBe(0);
          const shown = await visible(
            page.getByRole('heading', { name: heading, exact: true, level }),
            45_000,
          );
          expect(await page.locator('.builder-top-bar__greeting').textContent(), path).toBe(framedGreeting);
          if (viewport.width < 840 || !path.startsWith('/enrollment/'))
            expect(await shown.boundingBox(), `${path}: the heading moved`).toEqual(headingBefore);
          // The demo employer's window (infra/local/demo/demo-window.ts): the page's line is the frame's.
          if (enrollBy) expect(await page.locator('.enroll-by').textContent(), path).toBe(framedLine);
          expect(await page.locator('img.brand-logo').first().boundingBox(), path).toEqual(logoBefore);
          const shifted = await page.evaluate(
            () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
          );
          expect(shifted, `${path}: layout shift`).toBeLessThanOrEqual(0.01);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
