import { i18n, type Messages } from '@lingui/core';

/**
 * The portal's texts (docs/i18n.md, decision 0026). Every text lives next to the code that shows
 * it, in a catalog `texts/en.ts` of its feature (or of app/, enrollment/, components/), and is
 * read through that module's `defineTexts` function, so a route carries only its own texts.
 * Lingui holds the messages; frontend/texts-plugin.ts compiles the catalogs at build time.
 */

/** The language the catalogs are written in: every other language is a translation of it. */
export const sourceLocale = 'en';

/** A catalog: ICU messages by key (`{name}` is a value the caller passes). */
export type Catalog = Readonly<Record<string, string>>;

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

i18n.load(sourceLocale, {});
i18n.activate(sourceLocale);

/**
 * The text function of one module's catalog. `namespace` keeps its keys apart from other modules'
 * (ids are `namespace.key`); `bound` gives values every message of the module may use, taken from
 * the shared constants rather than copied into a text (e.g. `{ earliestDob: DOB_MIN }`).
 */
export function defineTexts<
  const C extends Catalog,
  const B extends Record<string, Value> = Record<never, never>,
>(namespace: string, english: C, bound?: B): Texts<C, B> {
  const messages: Messages = {};
  // The portal's build and the tests compile every catalog (frontend/texts-plugin.ts). A tool that
  // imports the texts without Vite (the bench, under tsx) gets the raw messages and installs
  // Lingui's compiler first (bench/lib/texts-at-runtime.ts).
  for (const [key, message] of Object.entries(english))
    messages[`${namespace}.${key}`] = message as Messages[string];
  i18n.load(sourceLocale, messages);
  return (key, ...values) =>
    i18n._(`${namespace}.${key}`, bound || values[0] ? { ...bound, ...values[0] } : undefined);
}
