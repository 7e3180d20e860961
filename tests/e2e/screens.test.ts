/**
 * Screens of issue 24 item 8, in Chromium at 1280 and 390 px:
 * - the contribution amount in the circle lies inside the circle's painted disc, with text that
 *   contrasts at least 4.5:1 with the colour behind it (computed from the computed styles);
 * - the three estimated-yearly-cost figures of a plan card do not overlap and stand apart;
 * - a notice ("N plans exported.") sits bottom-left, goes at once when the page changes, and
 *   goes by itself after 3000 ms;
 * - an enrollment page shows one Sign Out button.
 * Members are made through the API with a profile in Hoboken, NJ (Acme, the demo employer).
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { effectiveDateOptions } from '../../shared/domain/effective-dates';
import { call } from '../helpers/http';
import {
  atPath,
  createMember,
  eachWidth,
  openPage,
  signIn,
  useBrowser,
  visible,
  type Member,
} from './support';

const stack = inject('stack');
useBrowser();

const profile = {
  firstname: 'Robin',
  lastname: 'Tester',
  address1: '221 Washington Street',
  phonenumber: '201-555-0147',
  postalcode: '07030',
  city: 'Hoboken',
  county: 'Hudson',
  stateorprovince: 'NJ',
  birthdate: '1988-04-12',
  gender: 'Female',
  istobaccouser: 'No',
  additionalid: '987654323',
};

const dependent = (
  firstname: string,
  dateofbirth: string,
  relationship: 'spouse' | 'child',
  ssn: string,
) => ({
  id: '00000000-0000-0000-0000-000000000000',
  firstname,
  lastname: 'Tester',
  dateofbirth,
  gender: relationship === 'spouse' ? 'Male' : 'Female',
  relationship,
  istobaccouser: relationship === 'spouse' ? 'true' : 'false',
  additionalid: ssn,
});

/**
 * A member with a saved profile (and SSN), made through the API; `family`: a member of 63 with a
 * smoking spouse and two children, whose yearly costs run to five figures.
 */
async function memberWithProfile(tag: string, family = false): Promise<Member> {
  const member = await createMember(stack, tag);
  const login = await call<{ tokenResponse: { access_token: string } }>(
    stack.portalUrl,
    'POST',
    '/api/Login',
    {
      body: { email: member.email, password: member.password },
    },
  );
  if (login.status !== 200) throw new Error(`Login answered ${login.status}`);
  const token = login.body.tokenResponse.access_token;
  const read = await call<{ data: { version?: number } }>(stack.portalUrl, 'GET', '/api/Member/GetMember', {
    token,
  });
  const version = read.body.data.version;
  const res = await call(stack.portalUrl, 'PUT', '/api/Member/Profile', {
    token,
    body: {
      member: family ? { ...profile, birthdate: '1963-02-10' } : profile,
      dependents: family
        ? [
            dependent('Alex', '1962-09-30', 'spouse', '987654324'),
            dependent('Kim', '2010-03-14', 'child', '987654325'),
            dependent('Lee', '2012-07-21', 'child', '987654326'),
          ]
        : [],
      ...(version === undefined ? {} : { version }),
    },
  });
  if (res.status !== 200) throw new Error(`Profile answered ${res.status}: ${JSON.stringify(res.body)}`);
  return member;
}

/** Opens Shop Health Plans with the builder at the shop tab, as the earlier steps leave it. */
async function openShop(page: Page, member: Member): Promise<void> {
  await signIn(page, stack, member);
  await page.addInitScript((date) => {
    if (window.location.pathname !== '/enrollment/shop' || window.sessionStorage.getItem('e2e.seeded'))
      return;
    window.sessionStorage.setItem('e2e.seeded', '1');
    window.sessionStorage.setItem(
      'ichra.builder',
      JSON.stringify({
        healthOption: 'shop',
        effectiveDate: date,
        furthestTab: 'shop',
        ichraAcknowledged: true,
      }),
    );
  }, effectiveDateOptions(new Date(), 10)[0]);
  await page.goto(`${stack.portalUrl}/enrollment/shop`);
  await atPath(page, '/enrollment/shop');
  await visible(page.getByTestId('plans-found'), 45_000);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not rendered');
  return box;
}

/** The box of an element's text as drawn (a block's own box hides text that overflows it). */
function textBoxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
}

/**
 * The text colour of an element and the colour painted behind it (the nearest ancestor with an
 * opaque background), as [r, g, b] of the computed styles.
 */
function colours(locator: Locator): Promise<{ text: number[]; background: number[] }> {
  return locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const text = rgb(getComputedStyle(el).color);
    let node: Element | null = el;
    while (node) {
      const bg = rgb(getComputedStyle(node).backgroundColor);
      if (bg.length >= 3 && (bg.length === 3 || bg[3]! > 0)) return { text, background: bg.slice(0, 3) };
      node = node.parentElement;
    }
    return { text, background: [255, 255, 255] };
  });
}

/** WCAG 2 contrast ratio of two sRGB colours. */
function contrast(a: number[], b: number[]): number {
  const lum = (c: number[]) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Whether every corner of `inner` lies inside the ellipse inscribed in `outer` (a disc drawn with border-radius 50%). */
function insideDisc(inner: Box, outer: Box): boolean {
  const cx = outer.x + outer.width / 2;
  const cy = outer.y + outer.height / 2;
  const rx = outer.width / 2;
  const ry = outer.height / 2;
  return [
    [inner.x, inner.y],
    [inner.x + inner.width, inner.y],
    [inner.x, inner.y + inner.height],
    [inner.x + inner.width, inner.y + inner.height],
  ].every(([x, y]) => ((x! - cx) / rx) ** 2 + ((y! - cy) / ry) ** 2 <= 1);
}

eachWidth('at %s', (_name, viewport) => {
  it(
    'the contribution amount lies inside its circle and contrasts at least 4.5:1 with it',
    { timeout: 120_000 },
    async () => {
      const member = await memberWithProfile('screen-circle', true);
      const { context, page, errors } = await openPage(viewport);
      try {
        await signIn(page, stack, member);
        await page.goto(`${stack.portalUrl}/enrollment/contributions`);
        const amount = page.getByTestId('contribution-amount');
        await expect.poll(() => amount.textContent(), { timeout: 30_000 }).toMatch(/^\$[\d,]+\.\d\d$/);
        const circle = page.locator('.contributions__circle');
        const [inner, outer] = await Promise.all([textBoxOf(amount), boxOf(circle)]);
        expect(
          insideDisc(inner, outer),
          `${await amount.textContent()} ${JSON.stringify({ inner, outer })}`,
        ).toBe(true);
        // Nothing of the figure is cut off: its box is as wide as the text it holds.
        const clipped = await amount.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
        expect(clipped).toBe(false);
        const { text, background } = await colours(amount);
        expect(
          contrast(text, background),
          `text ${text.join(',')} on ${background.join(',')}`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'the three estimated yearly costs of a plan card do not overlap and stand apart',
    { timeout: 120_000 },
    async () => {
      const member = await memberWithProfile('screen-yearly', true);
      const { context, page, errors } = await openPage(viewport);
      try {
        await openShop(page, member);
        const cards = page.locator('.shop-yearly__levels');
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        for (let c = 0; c < count; c++) {
          const figures = cards.nth(c).locator('dd');
          expect(await figures.count()).toBe(3);
          const boxes = await Promise.all([0, 1, 2].map((i) => textBoxOf(figures.nth(i))));
          for (let i = 0; i < 3; i++)
            for (let j = i + 1; j < 3; j++) {
              const [a, b] = [boxes[i]!, boxes[j]!];
              // Apart horizontally (side by side) or vertically (wrapped), by at least 4 px.
              const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
              const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
              expect(
                Math.max(gapX, gapY),
                `card ${c}: ${await figures.nth(i).textContent()} and ${await figures.nth(j).textContent()}`,
              ).toBeGreaterThanOrEqual(4);
            }
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a notice sits bottom-left, goes at once on another page, and goes by itself after 3000 ms',
    { timeout: 120_000 },
    async () => {
      const member = await memberWithProfile('screen-notice');
      const { context, page, errors } = await openPage(viewport);
      try {
        await openShop(page, member);
        const notice = page.locator('.snackbar');
        const exportPlans = () =>
          Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Export Plans' }).click(),
          ]);

        // Another page: it goes at once, well before its 3000 ms are up.
        await exportPlans();
        await visible(notice.filter({ hasText: /plans? exported\./ }));
        await page.getByRole('link', { name: 'Contact Us' }).click();
        await atPath(page, '/contact-us');
        await notice.waitFor({ state: 'hidden', timeout: 1_000 });

        // Bottom-left: its left edge near the page's, its bottom near the page's.
        await page.goBack();
        await atPath(page, '/enrollment/shop');
        await visible(page.getByTestId('plans-found'), 45_000);
        await exportPlans();
        await visible(notice);
        const box = await boxOf(notice);
        expect(box.x, JSON.stringify(box)).toBeLessThanOrEqual(32);
        expect(viewport.height - (box.y + box.height), JSON.stringify(box)).toBeLessThanOrEqual(40);

        // It goes by itself after 3000 ms, even with the pointer resting on it.
        await page.mouse.move(box.x + 10, box.y + box.height / 2);
        const shownAt = Date.now();
        await notice.waitFor({ state: 'hidden', timeout: 5_000 });
        expect(Date.now() - shownAt).toBeLessThan(4_500);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('an enrollment page shows one Sign Out button', { timeout: 120_000 }, async () => {
    const member = await memberWithProfile('screen-signout');
    const { context, page, errors } = await openPage(viewport);
    try {
      await signIn(page, stack, member);
      await visible(page.getByRole('heading', { level: 1 }).or(page.locator('#main h2')).first());
      for (const path of ['/profile', '/enrollment/contributions']) {
        if (new URL(page.url()).pathname !== path) await page.goto(`${stack.portalUrl}${path}`);
        await visible(page.locator('#main').getByText('Hello, Robin'));
        await expect
          .poll(() => page.getByRole('button', { name: 'Sign Out' }).count(), { message: path })
          .toBe(1);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
