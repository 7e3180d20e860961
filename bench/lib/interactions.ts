/**
 * INP (Interaction to Next Paint) of four builder interactions (issue 41 item 4), in the bench's
 * browser at the bench's phone width (390 × 844) with the CPU slowed four times, as Lighthouse's
 * mobile preset slows it: a filter of Shop Health Plans, Add to Cart on a plan card, one keystroke
 * into the HSA amount of Flexible Spending, and the shop's Next.
 *
 * Chrome's Event Timing tells what an interaction cost: from the input to the paint after its
 * handlers ran. A PerformanceObserver installed before the portal's code runs keeps, for each
 * interaction (`interactionId`), the longest of its events (pointerdown, pointerup, click,
 * keydown...), which is that interaction's latency as INP counts it; events under 16 ms, the
 * smallest threshold the API takes, are not reported at all. The input is Playwright's, which is
 * trusted input: an event a script dispatches would count for nothing.
 *
 * A member signs in and walks the builder's real screens (tests/e2e/builder-walk.ts, an HSA eligible
 * plan so Flexible Spending shows), and each interaction is measured where the walk would perform
 * it, before the walk does, so the walk finds its work done and goes on: the HSA Eligible filter is
 * the walk's own filter, Add to Cart goes to the card the walk would choose, and the keystroke is
 * replaced by the amount the walk types. Next cannot be pressed ahead of the walk without moving
 * the walk to a screen it does not expect, so the walk's own press on the shop is observed: every
 * interaction recorded from the end of the shop's measurements to the next screen is that press.
 */
import type { Page } from 'playwright-core';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { plansTexts } from '../../frontend/src/features/plans/texts';
import { activateLocale, currentLocale, type Locale } from '../../frontend/src/lib/i18n';
import { walkBuilder } from '../../tests/e2e/builder-walk';
import { launchBrowser } from '../../tests/helpers/browser';
import { journeyMember, showPageIn, signInThroughUi, type JourneyStack } from './browser';
import { verdict, type Row } from './table';

/** INP's "good" threshold (web.dev): at most 200 ms at the 75th percentile of page visits. */
const inpTargetMs = 200;
/** Lighthouse's mobile preset slows the CPU four times. */
const cpuSlowdown = 4;
/** After the two frames that follow an input, time for Chrome to report its entries. */
const settleMs = 300;

/** One interaction as the page recorded it: its longest event, the events' types and targets. */
interface PageInteraction {
  duration: number;
  types: string[];
  targets: string[];
}

/** What the init script leaves on `window`. */
interface InteractionProbe {
  interactions: Map<number, PageInteraction>;
  /** The targets of the input events seen, as they read when the event was dispatched. */
  inputs: Array<{ type: string; time: number; element: EventTarget | null; target: string }>;
  observer?: PerformanceObserver;
  describe(target: EventTarget | null): string | undefined;
  record(entries: PerformanceEntryList): void;
  /** Records the entries Chrome has queued but not yet delivered to the observer. */
  flush(): void;
}
type ProbeWindow = Window & { __benchInteractions?: InteractionProbe };

/** The input events whose targets are noted when dispatched (an interaction's events). */
const inputTypes = ['pointerdown', 'pointerup', 'click', 'keydown', 'keypress', 'keyup'];

/**
 * Runs in the page before its scripts (page.addInitScript). No named inner functions: tsx
 * compiles this module with esbuild's keepNames, which wraps them in a helper the page lacks;
 * methods of an object literal are left as written.
 */
function observeInteractions(types: string[]): void {
  const probe: InteractionProbe = {
    interactions: new Map(),
    inputs: [],
    describe(target) {
      if (!(target instanceof Element)) return undefined;
      const text = (target.getAttribute('aria-label') ?? target.textContent ?? '')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 40);
      return text ? `${target.localName} "${text}"` : target.localName;
    },
    record(entries) {
      for (const entry of entries as PerformanceEventTiming[]) {
        if (!(entry.interactionId > 0)) continue;
        const seen = probe.interactions.get(entry.interactionId) ?? { duration: 0, types: [], targets: [] };
        seen.duration = Math.max(seen.duration, entry.duration);
        if (!seen.types.includes(entry.name)) seen.types.push(entry.name);
        // The entry's startTime is its event's timeStamp. The target is read as it was then: by
        // now a button may say something else (Add to Cart is Remove from cart), or be gone. A
        // label's click and the click it passes to its checkbox share a time: the element tells.
        const dispatched = probe.inputs
          .filter((i) => i.type === entry.name && Math.abs(i.time - entry.startTime) < 1)
          .sort((a, b) => Number(b.element === entry.target) - Number(a.element === entry.target))[0];
        const target = dispatched?.target ?? probe.describe(entry.target);
        if (target && !seen.targets.includes(target)) seen.targets.push(target);
        probe.interactions.set(entry.interactionId, seen);
      }
    },
    flush() {
      if (probe.observer) probe.record(probe.observer.takeRecords());
    },
  };
  for (const type of types)
    window.addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return;
        const element = event.target;
        probe.inputs.push({ type, time: event.timeStamp, element, target: probe.describe(element) ?? '' });
        if (probe.inputs.length > 200) probe.inputs.shift();
      },
      { capture: true, passive: true },
    );
  probe.observer = new PerformanceObserver((list) => probe.record(list.getEntries()));
  // durationThreshold is not in TypeScript's DOM types yet.
  probe.observer.observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  (window as ProbeWindow).__benchInteractions = probe;
}

/** Forgets what was recorded so far, including entries Chrome has not delivered yet. */
async function clearInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = (window as ProbeWindow).__benchInteractions;
    if (!probe) throw new Error('the interaction observer is not installed in this page');
    probe.flush();
    probe.interactions.clear();
    probe.inputs.length = 0;
  });
}

/** Waits for the next two frames, then for Chrome to report their events. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  await new Promise((done) => setTimeout(done, settleMs));
}

/** The interactions recorded since the last clear, in the order they happened. */
async function readInteractions(page: Page): Promise<Array<PageInteraction & { id: number }>> {
  await settle(page);
  return page.evaluate(() => {
    const probe = (window as ProbeWindow).__benchInteractions;
    if (!probe) throw new Error('the interaction observer is not installed in this page');
    probe.flush();
    return [...probe.interactions]
      .map(([id, interaction]) => ({ id, ...interaction }))
      .sort((a, b) => a.id - b.id);
  });
}

/** What an action caused (and what the action was), or why it could not be measured. */
type Outcome = { interactions: Array<PageInteraction & { id: number }>; what: string } | { error: string };

/** The interactions an action caused: recorded from just before it to the paint after it. */
async function measure(
  page: Page,
  act: () => Promise<void>,
): Promise<Array<PageInteraction & { id: number }>> {
  await clearInteractions(page);
  await act();
  return readInteractions(page);
}

const interactionNames = {
  filter: 'Shop filter (HSA Eligible)',
  addToCart: 'Shop Add to Cart',
  hsaKeystroke: 'Flexible Spending HSA amount keystroke',
  next: 'Next on Shop Health Plans',
} as const;
type InteractionKey = keyof typeof interactionNames;

function rowOf(key: InteractionKey, locale: Locale, outcome: Outcome | undefined): Row {
  const measure = `${interactionNames[key]} (${locale}) INP (${cpuSlowdown}x CPU)`;
  const target = `≤ ${inpTargetMs} ms`;
  const failed = (why: string): Row => ({
    area: 'Interaction',
    measure,
    value: 'error',
    target,
    result: 'error',
    note: why.split('\n')[0]?.slice(0, 300),
  });
  if (!outcome) return failed('the walk did not reach this interaction (see the walk error row)');
  if ('error' in outcome) return failed(outcome.error);
  const { interactions, what } = outcome;
  // No entry: no event of the interaction reached the 16 ms threshold, or Chrome saw no
  // interaction at all; either way there is no latency to report.
  if (interactions.length === 0)
    return failed(`${what}: no event entry of 16 ms or more was recorded, so no latency to report`);
  const longest = interactions.reduce((a, b) => (b.duration > a.duration ? b : a));
  const seen = interactions
    .map(
      (i) =>
        `${Math.round(i.duration)} ms: ${i.types.join(', ')}${i.targets.length ? ` on ${i.targets.join(', ')}` : ''}`,
    )
    .join('; ');
  const n = Math.round(longest.duration);
  return {
    area: 'Interaction',
    measure,
    value: `${n} ms`,
    target,
    result: verdict(n <= inpTargetMs),
    note: `${what}; ${interactions.length === 1 ? '1 interaction' : `${interactions.length} interactions, the longest counted`} (${seen})`,
  };
}

/**
 * The four interactions' INP rows for one member walking the builder in `locale`. The member signs
 * in through the login page in English (signInThroughUi reads the English form); for another
 * language the choice is then stored as the language switch stores it and the page reloads, so the
 * builder is walked in it, with the walk's texts read in it too (the bench's catalogs,
 * texts-at-runtime.ts, which the caller imports first).
 */
export async function runInteractionRows(
  stack: JourneyStack,
  options: { log: (line: string) => void; locale?: Locale },
): Promise<Row[]> {
  const { log } = options;
  const locale = options.locale ?? 'en';
  const outcomes: Partial<Record<InteractionKey, Outcome>> = {};
  const rows: Row[] = [];
  const before = currentLocale();
  await activateLocale(locale, { remember: false });
  try {
    const member = await journeyMember(stack);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.addInitScript(observeInteractions, inputTypes);
      await signInThroughUi(page, stack.portalUrl, member);
      await showPageIn(page, locale);
      const cdp = await context.newCDPSession(page);
      const slowCpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
      /** Set on the shop once its measurements are done: the walk's Next is observed from then. */
      let nextArmed = false;
      const filters = () => page.getByRole('group', { name: plansTexts('shopFilters') });
      const plansFound = async () => (await page.getByTestId('plans-found').innerText()).trim();

      const onShop = async (): Promise<void> => {
        // The screen is measured as a member meets it: the plans shown and drawn.
        await page.getByTestId('plans-found').waitFor({ state: 'visible', timeout: 60_000 });
        await page.locator('article.shop-card').first().waitFor({ state: 'visible', timeout: 60_000 });
        await settle(page);
        await slowCpu(cpuSlowdown);

        // The walk ticks HSA Eligible on the shop (hsaEligiblePlan) unless it is ticked already.
        const hsa = filters().getByRole('checkbox', { name: plansTexts('shopHsaEligible') });
        if (await hsa.isChecked())
          outcomes.filter = { error: 'HSA Eligible was already ticked when the shop showed' };
        else {
          const shownBefore = await plansFound();
          const interactions = await measure(page, () =>
            // The checkbox is visually hidden under its label, which is what a member clicks.
            filters().getByText(plansTexts('shopHsaEligible')).click(),
          );
          await page.waitForURL((u) => u.searchParams.get('hsa') === '1', { timeout: 60_000 });
          outcomes.filter = {
            interactions,
            what: `a click on the HSA Eligible filter's label, which re-filters the plan list (${shownBefore} → ${await plansFound()} plans; the label passes the click to its checkbox, a second interaction for Chrome)`,
          };
        }

        // The walk adds the first card's plan unless that card already says Remove from cart.
        const card = page.locator('article.shop-card').first();
        const remove = card.getByRole('button', { name: plansTexts('shopRemoveFromCart') });
        const name = (await card.locator('h3').innerText()).trim();
        if ((await remove.count()) > 0)
          outcomes.addToCart = { error: `the first plan card (${name}) was already in the cart` };
        else {
          const interactions = await measure(page, () =>
            card.getByRole('button', { name: plansTexts('shopAddToCart') }).click(),
          );
          await remove.waitFor({ state: 'visible', timeout: 60_000 });
          outcomes.addToCart = {
            interactions,
            what: `a click on Add to Cart of the first plan card after the filter (${name}), the card the walk would add`,
          };
        }

        await clearInteractions(page);
        nextArmed = true;
      };

      const onAfterShop = async (step: string): Promise<void> => {
        nextArmed = false;
        const interactions = await readInteractions(page);
        await slowCpu(1);
        outcomes.next = {
          interactions,
          what: `the walk's own press of the shop's forward button (Proceed at 390 px): every interaction from the end of the shop's measurements to the next screen (${step})`,
        };
      };

      const onHsa = async (): Promise<void> => {
        const amount = page.getByLabel(builderTexts('hsaAmountLabel'));
        await amount.waitFor({ state: 'visible', timeout: 60_000 });
        // Focus is given by script, which is no interaction: only the keystroke is measured.
        await amount.focus();
        await settle(page);
        const was = await amount.inputValue();
        await slowCpu(cpuSlowdown);
        const interactions = await measure(page, () => page.keyboard.press('5'));
        await slowCpu(1);
        outcomes.hsaKeystroke = {
          interactions,
          what: `one key ('5') typed into the monthly HSA amount ('${was}' → '${await amount.inputValue()}'), which the walk then replaces with its own amount`,
        };
      };

      try {
        await walkBuilder(page, {
          path: 'shop',
          hsaEligiblePlan: true,
          hsaMonthly: 50,
          // Generous: the screens after the shop load with the CPU slowed.
          timeout: 60_000,
          // The CPU is slowed from the shop's measurements to the screen after its Next, and
          // around the keystroke: the screens are loaded and the walk's other steps run at speed.
          onStep: async (step) => {
            if (step === 'shop') await onShop();
            else if (nextArmed) await onAfterShop(step);
            if (step === 'hsa') await onHsa();
          },
        });
        if (!outcomes.hsaKeystroke)
          outcomes.hsaKeystroke = {
            error: "the builder did not show Flexible Spending to the bench's member",
          };
      } catch (error) {
        log(`Interactions (${locale}): the walk failed: ${(error as Error).message}`);
        rows.push({
          area: 'Interaction',
          measure: `builder walk (${locale})`,
          value: 'error',
          result: 'error',
          note: (error as Error).message.split('\n')[0]?.slice(0, 300),
        });
      }
      await context.close();
    } finally {
      await browser.close();
    }
  } catch (error) {
    log(`Interactions (${locale}) failed: ${(error as Error).message}`);
    for (const key of Object.keys(interactionNames) as InteractionKey[])
      outcomes[key] ??= { error: `could not start: ${(error as Error).message}` };
  } finally {
    await activateLocale(before, { remember: false });
  }
  const measured = (Object.keys(interactionNames) as InteractionKey[]).map((key) =>
    rowOf(key, locale, outcomes[key]),
  );
  for (const row of measured) log(`Interaction ${row.measure}: ${row.value}`);
  return [...measured, ...rows];
}
