/**
 * What a form reads from the shared zod schemas (shared/schemas/*), so that a rule is declared
 * once: the schema of a form's fields, picked out of the request schema the server parses with;
 * the limits an input shows (maxLength, required); the values a choice may take; and the first
 * issue of each field. Pure: no React. Reads zod's own definitions (`_zod.def`), the way zod's
 * JSON Schema export reads them.
 */
import * as z from 'zod/mini';

type Schema = z.ZodMiniType;
type Def = {
  type: string;
  shape?: Record<string, Schema>;
  options?: Schema[];
  entries?: Record<string, string | number>;
  innerType?: Schema;
  getter?: () => Schema;
  checks?: { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
};

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/** The schema under the wrappers that do not change a value's rules (lazy, optional, nullable). */
function unwrapped(schema: Schema): Schema {
  let at = schema;
  for (;;) {
    const def = defOf(at);
    if (def.type === 'lazy' && def.getter) at = def.getter();
    else if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) at = def.innerType;
    else return at;
  }
}

/**
 * The fields of an object schema; of a union of objects (a discriminated union such as an
 * election's 'shop' or 'waive'), the first option's that declares the field.
 */
function shapeWith(schema: Schema, key: string): Record<string, Schema> | undefined {
  const def = defOf(unwrapped(schema));
  if (def.type !== 'union') return def.shape;
  return def.options?.map((option) => defOf(unwrapped(option)).shape).find((shape) => shape?.[key]);
}

/**
 * The schema of one field of an object schema, by its path ('member', 'phonenumber'); through a
 * union, the field of the option that declares it (['election', 'reason'] is the waiver's reason).
 */
export function fieldAt(schema: Schema, path: readonly string[]): Schema {
  let at = schema;
  for (const key of path) {
    // Wrappers stay on the field itself (an optional field stays optional) but not on the object.
    const next = shapeWith(at, key)?.[key];
    if (!next) throw new Error(`The schema has no field ${[...path].join('.')}`);
    at = next;
  }
  return at;
}

/**
 * The schema of a form: the named fields of a request schema (under `under`, e.g. ['member']),
 * with their rules and messages as the request declares them.
 */
export function formSchema<K extends string>(
  schema: Schema,
  fields: readonly K[],
  under: readonly string[] = [],
): z.ZodMiniObject<Record<K, Schema>> {
  return z.object(
    Object.fromEntries(fields.map((f) => [f, fieldAt(schema, [...under, f])])) as Record<K, Schema>,
  );
}

/** The input limits a field's schema declares: its maximum length, and whether '' breaks its rule. */
export function limitsOf(schema: Schema): { maxLength?: number; required: boolean } {
  let maxLength: number | undefined;
  for (const check of defOf(unwrapped(schema)).checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = c.maximum;
    if (c.check === 'length_equals' && c.length !== undefined) maxLength = c.length;
  }
  return { maxLength, required: !schema.safeParse('').success };
}

/**
 * The values a choice field may take (a select's options, in the schema's order): the entries of
 * its enum; none for a field that is not one.
 */
export function choicesOf(schema: Schema): string[] {
  const def = defOf(unwrapped(schema));
  return def.type === 'enum' ? Object.values(def.entries ?? {}).map(String) : [];
}

/** The first message of each field that breaks its rule (path joined with dots), in field order. */
export function firstIssues(error: z.core.$ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    if (!(key in found)) found[key] = issue.message;
  }
  return found;
}
