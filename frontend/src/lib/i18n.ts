import { i18n, type Messages } from '@lingui/core';
import { nextTask } from './when-idle';

/**
 * The portal's texts and its language (docs/i18n.md, decision 0026). Every text lives next to the
 * code that shows it, in a catalog `texts/en.ts` of its area with its translations beside it
 * (`texts/es.ts`), and is read through that area's `defineTexts` function. A catalog is registered
 * when its module is first imported, which is when its route's chunk loads, and is loaded in the
 * language shown (`loadTranslations`) before the route renders; a page therefore carries only its
 * own texts, in its own language, English being a language like the others.
 * frontend/texts-plugin.ts compiles every catalog at build time.
 *
 * The chosen language is state that outlives a route (docs/architecture.md): Lingui's active
 * locale, mirrored on `<html lang>` and in local storage (and on the member, once signed in).
 */

/** The language the catalogs are written in: every other language is a translation of it. */
export const sourceLocale = 'en';
/** The languages the portal speaks, each with its name in itself (for the language switch). */
export const localeNames = { en: 'English', es: 'Español' } as const;
export type Locale = keyof typeof localeNames;
export const locales = Object.keys(localeNames) as Locale[];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && Object.hasOwn(localeNames, value);

/** A catalog: ICU messages by key (`{name}` is a value the caller passes). */
export type Catalog = Readonly<Record<string, string>>;
/** A translation's module, loaded on demand: `() => import('./es')`. */
export type TranslationLoader = () => Promise<{ default: Readonly<Record<string, unknown>> }>;

/** A placeholder's name; `{# plans}` inside a plural and ` at {email` inside a select are not names. */
type Name<P extends string> = P extends `${string} ${string}` | `#${string}` | '' ? never : P;

/** The `{name}` placeholders of an ICU message (`{n, plural, ...}` yields `n`). */
type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? Name<P extends `${infer N},${string}` ? N : P> | Placeholders<Rest>
  : never;

type Value = string | number;

/** The values a message needs, less those its module binds once (shared constants). */
type ArgsOf<S extends string, Bound extends string> = [Exclude<Placeholders<S>, Bound>] extends [never]
  ? []
  : [values: Record<Exclude<Placeholders<S>, Bound>, Value>];

export type Texts<C extends Catalog, B extends Record<string, Value>> = <K extends keyof C & string>(
  key: K,
  ...values: ArgsOf<C[K], keyof B & string>
) => string;

interface Registered {
  namespace: string;
  translations: Partial<Record<Locale, TranslationLoader>>;
  /** Puts a loaded translation to use (a catalog: into Lingui's messages). */
  apply: (locale: Locale, module: Readonly<Record<string, unknown>>) => void;
  /** The locales whose texts are in use (a built-in one from the start). */
  loaded: Set<Locale>;
  /** The translations' modules, as loaded. */
  modules: Partial<Record<Locale, Readonly<Record<string, unknown>>>>;
}

/** Every catalog defined so far, so that a language chosen later loads their translations. */
const registered = new Map<string, Registered>();

/** Where the visitor's choice of language is kept (localStorage). */
export const localeStorageKey = 'ichra.locale';

function prefixed(namespace: string, catalog: Readonly<Record<string, unknown>>): Messages {
  const messages: Messages = {};
  for (const [key, message] of Object.entries(catalog))
    messages[`${namespace}.${key}`] = message as Messages[string];
  return messages;
}

i18n.load(sourceLocale, {});
i18n.activate(sourceLocale);

/**
 * The text function of one area's catalog. `namespace` keeps its keys apart from other areas'
 * (ids are `namespace.key`); `languages` loads the catalog in each language, English included
 * (`{ en: () => import('./en'), es: () => import('./es') }`), so a page carries its texts in the
 * language it is shown in and no other; the English module's type gives the keys and their
 * placeholders. `bound` gives values every message of the area may use, taken from the shared
 * constants rather than copied into a text (e.g. `{ earliestDob: DOB_MIN }`).
 *
 * A text is read once its catalog is loaded in the language shown: at start-up for the entry's
 * catalogs (main.tsx), and before a lazy route or component renders (`withTexts`). Tests and
 * tools load English first (tests/helpers/texts-setup.ts, bench/lib/texts-at-runtime.ts).
 */
export function defineTexts<
  const C extends Catalog,
  const B extends Record<string, Value> = Record<never, never>,
>(
  namespace: string,
  languages: { en: () => Promise<{ default: C }> } & Record<Exclude<Locale, 'en'>, TranslationLoader>,
  bound?: B,
): Texts<C, B> {
  registerTranslations(namespace, languages, (locale, catalog) =>
    i18n.load(locale, prefixed(namespace, catalog)),
  );
  return (key, ...values) =>
    i18n._(`${namespace}.${key}`, bound || values[0] ? { ...bound, ...values[0] } : undefined, {
      // A key a translation lacks (tests/unit/text-catalogs.test.ts forbids it) shows in English
      // when English is loaded.
      message: translationOf(namespace, sourceLocale)?.[key] as string | undefined,
    });
}

/**
 * Texts kept outside a catalog (the API's, shared with the server, whose English is built in) join
 * the same loading: when a language is chosen, its loader brings the texts and `apply` puts them
 * to use. A language without a loader is built in.
 */
export function registerTranslations(
  namespace: string,
  translations: Partial<Record<Locale, TranslationLoader>>,
  apply: Registered['apply'],
): void {
  const builtIn = locales.filter((locale) => translations[locale] === undefined);
  registered.set(namespace, { namespace, translations, apply, loaded: new Set(builtIn), modules: {} });
}

/** The module of `namespace`'s translation into `locale`, once loaded. */
export const translationOf = (
  namespace: string,
  locale: Locale,
): Readonly<Record<string, unknown>> | undefined => registered.get(namespace)?.modules[locale];

/** The language being shown. */
export const currentLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : sourceLocale);

/**
 * Loads `locale`'s translation of every catalog defined so far that does not have it yet. Route
 * modules call it (through app/routes' `withTexts`) after they are imported, before they render.
 */
export async function loadTranslations(locale: Locale = currentLocale()): Promise<void> {
  const pending = [...registered.values()].filter(
    (r) => !r.loaded.has(locale) && r.translations[locale] !== undefined,
  );
  await Promise.all(
    pending.map(async (r) => {
      const { default: module } = await (r.translations[locale] as TranslationLoader)();
      r.apply(locale, module);
      r.modules[locale] = module;
      r.loaded.add(locale);
    }),
  );
}

/** The language to start in: the one chosen before on this browser, else the browser's own. */
export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(localeStorageKey);
    if (isLocale(saved)) return saved;
  } catch {
    // Storage refused (private mode, policy): follow the browser's language.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}

/**
 * Shows the portal in `locale` from now on: its translations loaded, Lingui switched,
 * `<html lang>` set and the choice kept for the next visit. Resolves once every text read after it
 * is in that language; the caller re-renders.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  await loadTranslations(locale);
  i18n.load(locale, {});
  i18n.activate(locale);
  // Outside a page (tests and tools under Node) there is no document or storage.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (options.remember !== false) {
    try {
      localStorage.setItem(localeStorageKey, locale);
    } catch {
      // Not kept on this browser; the member's stored language still follows them.
    }
  }
}

/** Calls `listener` after every change of language; returns the unsubscribe function. */
export const onLocaleChange = (listener: () => void): (() => void) => i18n.on('change', listener);

/**
 * A route's `lazy` whose texts load beside its loader's data, not before it: the route module is
 * loaded, its loader (when it has one) is wrapped to wait for both the data and the catalogs the
 * module brought. A signed-in page then waits once for the network, not for its catalogs and then
 * for its data. The page renders only once the loader has answered, so never in the wrong language.
 */
export const routeWithTexts =
  <M extends object>(load: () => Promise<M>) =>
  async (): Promise<M> => {
    const module = await load();
    // The modules were evaluated in this task; what follows (the loader) runs in the next one.
    await nextTask();
    const loader = 'loader' in module ? module.loader : undefined;
    if (typeof loader !== 'function') {
      await loadTranslations();
      return module;
    }
    const withCatalogs = async (...args: unknown[]): Promise<unknown> => {
      const [data] = await Promise.all([
        (loader as (...a: unknown[]) => unknown)(...args),
        loadTranslations(),
      ]);
      return data;
    };
    return { ...module, loader: withCatalogs };
  };

/**
 * A module loader (a route's `lazy`, a `React.lazy` component) that resolves only once the
 * translations of the catalogs the module brought are loaded, so the module never renders a text
 * in the wrong language.
 */
export const withTexts =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> => {
    const module = await load();
    // As for a route: what continues from the modules runs in the task after their evaluation.
    await nextTask();
    await loadTranslations();
    return module;
  };
