/**
 * Renders every framed page's frame in every language, for the build (frontend/frames-plugin.ts
 * loads this module in Node through Vite, so the catalogs compile as in the portal). Each language's
 * frame is marked with it; the page shows the visitor's (public/locale.js and app.css).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { framedPaths, type FramedPath } from '../../../../shared/web-frames';
import { activateLocale, locales, sourceLocale } from '../../lib/i18n';
import { RouteFrame } from './route-frames';

export async function renderRouteFrames(): Promise<Array<{ path: FramedPath; html: string }>> {
  const parts = new Map<FramedPath, string[]>(framedPaths.map((path) => [path, []]));
  for (const locale of locales) {
    await activateLocale(locale, { remember: false });
    for (const path of framedPaths)
      parts.get(path)?.push(
        renderToStaticMarkup(
          <MemoryRouter initialEntries={[path]}>
            {/* A picture of the page until the page itself is rendered: nothing in it can be used
                (inert) or is read out (aria-hidden); assistive technology and tests meet the page. */}
            <div className="route-frame" data-frame-locale={locale} lang={locale} aria-hidden="true" inert>
              <RouteFrame path={path} />
            </div>
          </MemoryRouter>,
        ),
      );
  }
  await activateLocale(sourceLocale, { remember: false });
  return framedPaths.map((path) => ({ path, html: (parts.get(path) ?? []).join('') }));
}
