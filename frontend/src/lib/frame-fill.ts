/**
 * Frame fills (issue 41): parts of a prerendered frame that depend on the member but are the same
 * on every page of the tab (the builder's "Enroll by" deadline, the top bar's greeting), painted
 * with the frame when the tab has shown them before. The page writes what it shows, in its
 * language, to the tab's session storage; public/locale.js, which runs before the frame is parsed,
 * puts that text into the frame's element marked `data-frame-fill` when the frame is in the same
 * language. The page then renders over the frame with its own answer, as always. The fills let a
 * page loaded again in the tab paint these parts before the API answers, and so keep the step's
 * heading where it will stay: without them a phone's top bar, a row shorter without the greeting,
 * had the whole page move down by that row when the page came. A sign-out clears session storage,
 * and the fills with it.
 */
import { useEffect } from 'react';
import { currentLocale } from './i18n';
import { sessionStore } from './session';

/** The parts of the frames filled from the tab (the frame's `data-frame-fill` value). */
export type FrameFill = 'enroll-by' | 'greeting';

/** Where the text of a fill is kept (public/locale.js reads the same key). */
export const frameFillKey = (fill: FrameFill): string => `ichra.frame.${fill}`;

/** What a fill keeps: the text the page showed and the language it showed it in. */
export interface FrameFillText {
  locale: string;
  text: string;
}

/**
 * Keeps `text` as the fill's text in this tab, in the page's language; `null` (the page shows no
 * such part) forgets it, so a frame never shows a deadline the page no longer has.
 */
export function useFrameFill(fill: FrameFill, text: string | null): void {
  useEffect(() => {
    try {
      if (text === null) sessionStore()?.removeItem(frameFillKey(fill));
      else {
        const kept: FrameFillText = { locale: currentLocale(), text };
        sessionStore()?.setItem(frameFillKey(fill), JSON.stringify(kept));
      }
    } catch {
      // Storage refused or full: the frame keeps the part's place empty, as without a fill.
    }
  }, [fill, text]);
}
