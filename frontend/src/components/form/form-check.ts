/**
 * The check of a form, without React (components/form/use-schema-form.ts is the hook around it):
 * the form's values become the schema's input, the shared zod schema parses it, and each field
 * that breaks a rule gets one message, by its path in the input ('email', 'member.firstname',
 * 'dependents.0.dateofbirth'). A flat form's values are its input (trimmed where it says so); a
 * nested form (the profile with its dependents) maps its values with `toInput`. Also the typed
 * paths that address a value inside a form's values, and the two pure helpers that read and write
 * one.
 */
import type * as z from 'zod/mini';
import { firstIssues } from './schema-fields';
import { localizeApiText } from '../../lib/api-texts';

/**
 * The dot-joined paths into a value: every key of an object, every index of an array (with the
 * paths under them), e.g. 'firstname', 'ssn.0', 'dependents.2.dateofbirth'. A text has none.
 */
export type Path<T> = T extends readonly (infer Item)[]
  ? `${number}` | `${number}.${Path<Item>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${Path<T[K]>}` }[keyof T & string]
    : never;

type Step<T, K extends string> = T extends readonly (infer Item)[] ? Item : K extends keyof T ? T[K] : never;

/** The type of the value at a path. */
export type ValueAt<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? ValueAt<Step<T, Head>, Rest>
  : Step<T, P>;

/** The item of the array at a path (never when the path holds no array). */
export type ItemAt<T, P extends string> = ValueAt<T, P> extends readonly (infer Item)[] ? Item : never;

/** The names of the fields of a value at any depth: the last part of each of its paths. */
export type FieldName<T> = T extends readonly (infer Item)[]
  ? FieldName<Item>
  : T extends object
    ? { [K in keyof T & string]: K | FieldName<T[K]> }[keyof T & string]
    : never;

/** The paths of a schema's input: where its messages are said. */
export type InputPath<S extends z.ZodMiniType> = Path<z.input<S>>;

/**
 * The values of a form picked field by field out of a request (schema-fields.ts `formSchema`):
 * one text per field. Any other schema's form holds its input, unless it says otherwise.
 */
export type FlatValues<S extends z.ZodMiniType> =
  S extends z.ZodMiniObject<infer Shape> ? Record<keyof Shape & string, string> : z.input<S>;

/**
 * What a successful check hands on: the schema's output; for a flat form, its values as the
 * schema gives them back (its fields are declared with no type of their own, `formSchema`).
 */
export type FormData<S extends z.ZodMiniType, V> = S extends z.ZodMiniObject ? V : z.output<S>;

const parts = (path: string): string[] => (path === '' ? [] : path.split('.'));

/** The value at a path, or undefined when the path leads nowhere. */
export function valueAt(root: unknown, path: string): unknown {
  let at = root;
  for (const key of parts(path)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `root` with `value` at `path`, sharing every branch it does not change. */
export function withValueAt<T>(root: T, path: string, value: unknown): T {
  const [key, ...rest] = parts(path);
  if (key === undefined) return value as T;
  const inner = withValueAt((root as Record<string, unknown>)[key], rest.join('.'), value);
  if (Array.isArray(root)) return root.map((item, i) => (String(i) === key ? inner : item)) as T;
  return { ...(root as object), [key]: inner } as T;
}

/** Whether `path` is `at` or lies under it ('dependents.0.ssn' lies under 'dependents.0'). */
export const isAtOrUnder = (path: string, at: string): boolean => path === at || path.startsWith(`${at}.`);

/** The spec's words for a field: when it is empty, and when its value breaks the schema's rule. */
export interface FieldMessages {
  required?: string;
  invalid?: string;
}

/** A form's rules: its schema, how its values become the schema's input, and its messages. */
export interface FormRules<S extends z.ZodMiniType, V> {
  /** The schema the values are checked with: a `formSchema`, or a request schema itself. */
  schema: S;
  /**
   * Messages by field name (the last part of the path: 'email', or 'dateofbirth' for every
   * dependent); a field without them shows the schema's own message.
   */
  messages?: Partial<Record<NoInfer<FieldName<z.input<S>>>, FieldMessages>>;
  /** Fields whose surrounding spaces are not part of the value (an e-mail address, a code). */
  trimmed?: readonly NoInfer<Path<V>>[];
  /**
   * One message for every empty field (e.g. 'All fields are required.'), said at form level with
   * the empty fields marked; the other rules are checked once nothing is missing. Without it,
   * each empty field says its own `required` message.
   */
  missingMessage?: string;
  /**
   * The schema's input as the values stand (a nested form's values are what the screen holds,
   * e.g. the profile's yes/no answers and SSN boxes). Without it the values are the input.
   */
  toInput?: (values: V) => unknown;
}

/** Where a check of the values stands: the data to send, or what to show. */
export type FormCheck<S extends z.ZodMiniType, V> =
  | { ok: true; data: FormData<S, V> }
  | {
      ok: false;
      errors: Partial<Record<InputPath<S>, string>>;
      missing: InputPath<S>[];
      formError: string | null;
    };

/** The schema's input of a form's values. */
function inputOf<S extends z.ZodMiniType, V>(rules: FormRules<S, V>, values: V): unknown {
  if (rules.toInput) return rules.toInput(values);
  let input: unknown = values;
  for (const path of rules.trimmed ?? [])
    input = withValueAt(input, path, String(valueAt(input, path)).trim());
  return input;
}

/**
 * The checks of a submit, without React: the schema's rules on the form's input, the form's
 * messages. The messages are keyed by path in the input, in the order the schema found them.
 */
export function checkForm<S extends z.ZodMiniType, V = FlatValues<S>>(
  rules: FormRules<S, V>,
  values: V,
): FormCheck<S, V> {
  const input = inputOf(rules, values);
  const result = rules.schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data as FormData<S, V> };
  const issues = firstIssues(result.error);
  const paths = Object.keys(issues) as InputPath<S>[];
  const isEmpty = (path: string) => {
    const value = valueAt(input, path);
    return typeof value === 'string' && value.trim() === '';
  };
  const missing = paths.filter(isEmpty);
  if (rules.missingMessage && missing.length > 0)
    return { ok: false, errors: {}, missing, formError: rules.missingMessage };
  const messages: Partial<Record<string, FieldMessages>> = rules.messages ?? {};
  const errors: Partial<Record<InputPath<S>, string>> = {};
  for (const path of paths) {
    const field = messages[parts(path).at(-1) ?? ''];
    const said = isEmpty(path) ? field?.required : field?.invalid;
    // The schema's own messages are the API's English texts: shown in the page's language.
    errors[path] = said ?? localizeApiText(issues[path] as string);
  }
  return { ok: false, errors, missing: [], formError: null };
}
