/**
 * The prerendered frames (issue 41): every framed path renders in every language with the page's
 * own heading, and the build puts a frame into the app shell as the pages expect it
 * (frontend/frames-plugin.ts). The browser side, the frame painting before any API answer and
 * the page taking its place, is tests/e2e/route-frames.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chunkWithImports, framePage } from '../../frontend/frames-plugin';
import { renderRouteFrames } from '../../frontend/src/app/frames/render-frames';
import { routeFrames } from '../../frontend/src/app/frames/route-frames';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { cartTexts } from '../../frontend/src/features/cart/texts';
import { noticeTexts } from '../../frontend/src/features/ichra-notice/texts';
import { lifeEventTexts } from '../../frontend/src/features/life-event/texts';
import { profileTexts } from '../../frontend/src/features/profile/texts';
import { activateLocale, locales, sourceLocale } from '../../frontend/src/lib/i18n';
import { localizeApiText } from '../../frontend/src/lib/api-texts';
import * as apiMessages from '../../shared/api-messages';
import { framedPaths, frameFileOf, pageFileOf } from '../../shared/web-frames';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Benefits Enrollment Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><p class="boot-message" role="status">Loading...</p></div>
  </body>
</html>`;

describe('framePage', () => {
  it('puts the frame in #root, marked with its path, and the language script before the stylesheet and the entry', () => {
    const page = framePage(shell, '/profile', '<div class="route-frame">frame</div>');
    expect(page).toContain('<div id="root" data-frame="/profile"><div class="route-frame">frame</div></div>');
    expect(page).not.toContain('Loading...');
    const script = page.indexOf('<script src="/locale.js"></script>');
    expect(script).toBeGreaterThan(page.indexOf('</title>'));
    expect(script).toBeLessThan(page.indexOf('/assets/index-abc.css'));
    expect(script).toBeLessThan(page.indexOf('/assets/index-abc.js'));
  });

  it("drops the image preloads React's server renderer adds, and refuses a shell without #root", () => {
    const page = framePage(
      shell,
      '/profile',
      '<link rel="preload" as="image" href="/default-logo.svg"/><img src="/x.svg"/>',
    );
    expect(page).toContain('<div id="root" data-frame="/profile"><img src="/x.svg"/></div>');
    expect(() => framePage(shell.replace('id="root"', 'id="app"'), '/profile', '')).toThrow(
      /no <div id="root">/,
    );
  });
});

describe("the frames' preloads", () => {
  it("announce the kit's theme context and its imports in the head, once, after what index.html names", () => {
    const page = framePage(shell, '/profile', '<h1>frame</h1>', [
      '/assets/kit-context-1.js',
      '/assets/ThemeContext-2.js',
      '/assets/index-abc.js',
    ]);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/kit-context-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ThemeContext-2.js">');
    // The entry is named by index.html already: not announced twice.
    expect(page.match(/index-abc\.js/g)).toHaveLength(1);
    expect(head.indexOf('kit-context-1.js')).toBeGreaterThan(head.indexOf('/assets/index-abc.css'));
  });

  it("are a chunk's file and every chunk it imports, transitively, each once", () => {
    const bundle = {
      'assets/kit.js': {
        type: 'chunk',
        fileName: 'assets/kit.js',
        imports: ['assets/theme.js', 'assets/react.js'],
      },
      'assets/theme.js': { type: 'chunk', fileName: 'assets/theme.js', imports: ['assets/react.js'] },
      'assets/react.js': { type: 'chunk', fileName: 'assets/react.js', imports: [] },
      'assets/other.js': { type: 'chunk', fileName: 'assets/other.js', imports: [] },
      'assets/theme.css': { type: 'asset', fileName: 'assets/theme.css' },
    };
    expect(chunkWithImports(bundle, 'assets/kit.js', '/').sort()).toEqual([
      '/assets/kit.js',
      '/assets/react.js',
      '/assets/theme.js',
    ]);
  });
});

describe('the framed paths', () => {
  it('answer with their frame file, any other route with the app shell', () => {
    expect(pageFileOf('/profile')).toBe('/frames/profile.html');
    expect(pageFileOf('/profile/')).toBe('/frames/profile.html');
    expect(pageFileOf('/enrollment/cart')).toBe(frameFileOf('/enrollment/cart'));
    expect(pageFileOf('/')).toBe('/index.html');
    expect(pageFileOf('/login')).toBe('/index.html');
    expect(pageFileOf('/enrollment')).toBe('/index.html');
    expect(Object.keys(routeFrames).sort()).toEqual([...framedPaths].sort());
  });
});

describe('renderRouteFrames', () => {
  it("renders every framed path in every language, each with the page's heading, the header and no id twice", async () => {
    const frames = await renderRouteFrames();
    expect(frames.map((f) => f.path)).toEqual([...framedPaths]);
    const headings: Record<string, Record<string, string>> = {};
    for (const locale of locales) {
      await activateLocale(locale, { remember: false });
      headings[locale] = {
        '/profile': profileTexts('profileHeading'),
        '/enrollment/contributions': builderTexts('contribHeading'),
        '/enrollment/cart': cartTexts('cartTitle'),
        '/ichra-notice': noticeTexts('noticePageTitle'),
        '/life-event': lifeEventTexts('lifeEventTitle'),
      };
    }
    await activateLocale(sourceLocale, { remember: false });
    for (const { path, html } of frames) {
      for (const locale of locales) {
        expect(html, `${path} ${locale}`).toContain(
          `<div class="route-frame" data-frame-locale="${locale}" lang="${locale}" aria-hidden="true" inert="">`,
        );
        expect(html, path).toContain(`id="main-${locale}"`);
      }
      expect(html, path).toContain('class="site-header"');
      expect(html, path).toContain('src="/default-logo.svg"');
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, `${path}: ids ${ids.join(', ')}`).toBe(ids.length);
    }
    for (const [locale, byPath] of Object.entries(headings))
      for (const [path, heading] of Object.entries(byPath))
        expect(frames.find((f) => f.path === path)?.html, `${path} ${locale}`).toContain(`>${heading}</h`);
  });

  // React's escaping of text, written out here.
  const escaped = (text: string) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/'/g, '&#x27;')
      .replace(/"/g, '&quot;');

  it("paints the ICHRA Acknowledgment's and the life event page's first paragraph under the heading, as the pages do, in every language", async () => {
    const frames = await renderRouteFrames();
    const html = (path: string) => frames.find((f) => f.path === path)?.html ?? '';
    for (const locale of locales) {
      await activateLocale(locale, { remember: false });
      const heading = escaped(localizeApiText(apiMessages.subStepIchraAcknowledgment));
      expect(html('/enrollment/ichra-acknowledgment'), locale).toContain(
        `<h2>${heading}</h2><p>${escaped(builderTexts('ichraIntro'))}</p>`,
      );
      expect(html('/life-event'), locale).toContain(
        `<h1>${escaped(lifeEventTexts('lifeEventTitle'))}</h1><p>${escaped(lifeEventTexts('lifeEventIntro'))}</p>`,
      );
    }
    await activateLocale(sourceLocale, { remember: false });
  });

  it("keeps /welcome's heading, which names the member, as a place: no heading and no name in its frame", async () => {
    const frames = await renderRouteFrames();
    const html = frames.find((f) => f.path === '/welcome')?.html ?? '';
    expect(html).toContain(
      '<section class="after-page welcome-page"><div class="frame-place frame-place--heading" aria-hidden="true"></div></section>',
    );
    expect(html).not.toMatch(/<h1/);
    expect(html).toContain('class="builder-top-bar"');
  });
});
