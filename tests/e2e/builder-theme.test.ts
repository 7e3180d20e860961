/**
 * The builder's Amplify UI components wear the portal's tokens in Chromium under the portal's own
 * content security policy (decision 0011): the kit's button colour resolves to the portal's
 * primary colour inside the builder frame, its text is in the portal's font (the kit's own stack
 * would change the font under the prerendered frame's text and lay the page out again), and no
 * style is refused by the policy on the way.
 */
import { readFileSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { createMember, eachWidth, openPage, signIn, useBrowser, visible } from './support';

const stack = inject('stack');
const kitStylesheet = readFileSync(
  new URL('../../node_modules/@aws-amplify/ui-react/dist/styles.css', import.meta.url),
  'utf8',
);
useBrowser();

eachWidth('the builder theme at %s width', (name, viewport) => {
  it("gives the kit the portal's colours, radius and font, with no style refused by the content security policy", async () => {
    const { context, page, errors } = await openPage(viewport);
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    try {
      const member = await createMember(stack, `theme-${name}`);
      await signIn(page, stack, member);
      const frame = await visible(page.locator('.builder-theme').first());
      const tokens = await frame.evaluate((el) => {
        const root = getComputedStyle(document.documentElement);
        const here = getComputedStyle(el);
        const resolve = (value: string) => {
          const probe = document.createElement('span');
          probe.style.color = value;
          el.appendChild(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        };
        return {
          primary: resolve(root.getPropertyValue('--color-primary')),
          kitPrimary: resolve('var(--amplify-colors-primary-80)'),
          kitButton: resolve('var(--amplify-components-button-primary-background-color)'),
          radius: here.getPropertyValue('--amplify-radii-medium').trim(),
          portalRadius: root.getPropertyValue('--radius').trim(),
          font: here.fontFamily,
          kitButtonFont: getComputedStyle(el.querySelector('.amplify-button') ?? el).fontFamily,
          portalFont: root.fontFamily,
        };
      });
      // The builder loads the kit's stylesheets one per component (builder-theme.tsx): every kit
      // class on the page that the kit's whole stylesheet styles is styled by what was loaded.
      const unstyled = await page.evaluate((whole) => {
        const loaded = new Set<string>();
        for (const sheet of [...document.styleSheets])
          for (const rule of [...sheet.cssRules])
            for (const m of rule.cssText.matchAll(/\.(amplify-[\w-]+)/g)) loaded.add(m[1] as string);
        const onPage = new Set<string>();
        for (const el of document.querySelectorAll('[class*="amplify-"]'))
          for (const c of el.classList) if (c.startsWith('amplify-')) onPage.add(c);
        return [...onPage].filter((c) => whole.includes(`.${c}`) && !loaded.has(c));
      }, kitStylesheet);
      expect(unstyled).toEqual([]);
      expect(tokens.kitPrimary).toBe(tokens.primary);
      expect(tokens.kitButton).toBe(tokens.primary);
      expect(tokens.radius).toBe(tokens.portalRadius);
      expect(tokens.portalFont).toMatch(/^system-ui/);
      expect(tokens.font).toBe(tokens.portalFont);
      expect(tokens.kitButtonFont).toBe(tokens.portalFont);
      expect(refused).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
