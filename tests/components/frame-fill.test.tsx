/**
 * Frame fills (lib/frame-fill.ts, issue 41): the builder frame keeps the "Enroll by" line it shows,
 * and the top bar its greeting, in their language, in the tab's session storage (the line is
 * forgotten when the builder shows none), and public/locale.js puts them into a prerendered frame's
 * places for them as the parser adds the frame, only in a frame of the same language. The frame's
 * markup is the one the build prerenders (app/frames/route-frames.tsx), so a renamed attribute or
 * key fails here.
 */
import { screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRouteFrames } from '../../frontend/src/app/frames/render-frames';
import { TopBar } from '../../frontend/src/features/builder/components/top-bar';
import { frameFillKey, type FrameFill } from '../../frontend/src/lib/frame-fill';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import type { EnrollmentGateAnswer } from '../../shared/schemas/enrollment-gate';
import { builderRoute, employer, newMember, renderBuilderFrame } from './builder-fixtures';
import { renderRoutes } from './support';

const withWindow = { ...employer, enrollmentWindow: { opens: '2026-11-01', closes: '2026-12-15' } };
const closed: EnrollmentGateAnswer = {
  planYear: 2027,
  state: 'closed',
  deadline: '2026-12-15',
  memberWindow: null,
};
const key = frameFillKey('enroll-by');
const kept = () =>
  JSON.parse(sessionStorage.getItem(key) ?? 'null') as { locale: string; text: string } | null;

const renderFrame = (shown: typeof employer, enrollment?: EnrollmentGateAnswer) =>
  renderBuilderFrame({ member: newMember(), employer: shown, enrollment });

beforeEach(() => sessionStorage.clear());
afterEach(() => activateLocale(sourceLocale, { remember: false }));

describe('the builder frame keeps its "Enroll by" line for the next frame', () => {
  it('keeps the line it shows, in the language it shows it', async () => {
    await activateLocale('es', { remember: false });
    renderFrame(withWindow);
    await screen.findByText('Inscríbase a más tardar el 15 de diciembre de 2026');
    await waitFor(() =>
      expect(kept()).toEqual({ locale: 'es', text: 'Inscríbase a más tardar el 15 de diciembre de 2026' }),
    );
  });

  it('forgets it when the employer has no window, or the builder is closed', async () => {
    sessionStorage.setItem(key, JSON.stringify({ locale: 'en', text: 'Enroll by December 15, 2026' }));
    const { view } = renderFrame(employer);
    await screen.findByText('the step');
    await waitFor(() => expect(kept()).toBeNull());

    view.unmount();
    sessionStorage.setItem(key, JSON.stringify({ locale: 'en', text: 'Enroll by December 15, 2026' }));
    renderFrame(withWindow, closed);
    await screen.findByRole('alert');
    await waitFor(() => expect(kept()).toBeNull());
  });
});

describe('the top bar keeps its greeting for the next frame', () => {
  it('keeps the greeting it shows, in the language it shows it', async () => {
    await activateLocale('es', { remember: false });
    renderRoutes(
      [
        builderRoute('/enrollment/:tab', <TopBar />, {
          member: newMember({ firstname: 'Augusta' }),
          employer,
        }),
      ],
      '/enrollment/shop',
    );
    await screen.findByText('Hola, Augusta');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(frameFillKey('greeting')) ?? 'null')).toEqual({
        locale: 'es',
        text: 'Hola, Augusta',
      }),
    );
  });
});

describe('public/locale.js fills the frame', () => {
  const script = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../frontend/public/locale.js'),
    'utf8',
  );

  /** The shop's frame in both languages, as the build writes it, added the way the parser adds it. */
  async function paintFrame(
    fill: FrameFill = 'enroll-by',
    path = '/enrollment/shop',
  ): Promise<Record<'en' | 'es', HTMLElement>> {
    const shop = (await renderRouteFrames()).find((frame) => frame.path === path);
    new Function(script)();
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = shop?.html ?? '';
    await Promise.resolve(); // the observer's records are delivered as a microtask, before a paint
    const place = (locale: string) =>
      root.querySelector<HTMLElement>(
        `[data-frame-locale="${locale}"] [data-frame-fill="${fill}"]`,
      ) as HTMLElement;
    return { en: place('en'), es: place('es') };
  }

  afterEach(() => document.body.replaceChildren());

  it("puts the kept line into the place of the frame in the line's language, and shows it", async () => {
    sessionStorage.setItem(
      key,
      JSON.stringify({ locale: 'es', text: 'Inscríbase a más tardar el 15 de diciembre de 2026' }),
    );
    const places = await paintFrame();
    expect(places.es.textContent).toBe('Inscríbase a más tardar el 15 de diciembre de 2026');
    expect(places.es.hidden).toBe(false);
    expect(places.en.textContent).toBe('');
    expect(places.en.hidden).toBe(true);
  });

  it('leaves the place hidden and empty with nothing kept, or with what it cannot read', async () => {
    for (const value of [null, '{not json', JSON.stringify({ locale: 'es' }), JSON.stringify('a string')]) {
      if (value === null) sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, value);
      const places = await paintFrame();
      expect([places.en.hidden, places.es.hidden, places.en.textContent, places.es.textContent]).toEqual([
        true,
        true,
        '',
        '',
      ]);
      document.body.replaceChildren();
    }
  });

  it("puts the top bar's kept greeting in the builder's frames and in the pages' after enrollment", async () => {
    sessionStorage.setItem(
      frameFillKey('greeting'),
      JSON.stringify({ locale: 'en', text: 'Hello, Augusta' }),
    );
    for (const path of ['/enrollment/cart', '/profile', '/life-event']) {
      const places = await paintFrame('greeting', path);
      expect([path, places.en.textContent, places.en.hidden], path).toEqual([path, 'Hello, Augusta', false]);
      expect(places.es.hidden, path).toBe(true);
      document.body.replaceChildren();
    }
  });

  it('puts the text in as text, never as markup', async () => {
    sessionStorage.setItem(key, JSON.stringify({ locale: 'en', text: '<img src=x onerror=alert(1)>' }));
    const places = await paintFrame();
    expect(places.en.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(places.en.querySelector('img')).toBeNull();
  });
});
