/**
 * fast-check arbitraries from the route table's zod schemas: valid values (from the schema's JSON
 * Schema, kept only when the zod schema accepts them) and malformed ones (a valid value with one
 * defect: wrong type, unknown field, missing field, huge string, odd unicode), kept when the zod
 * schema refuses them (unknown fields always: they are refused by rule, not by schema). A new route's schemas are fuzzed without editing anything here.
 */
import fc from 'fast-check';
import { z } from 'zod';
import type { Schema } from '../../../shared/routes';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export const toJsonSchema = (schema: Schema): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
  // Dates are real calendar dates (schemas may refine the pattern into "a real date").
  if (s.pattern === ISO_DATE_PATTERN) {
    return fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    // A match shorter than minLength is repeated (which keeps simple patterns like ^[a-z]+$
    // matching); the zod filter of validArb drops what no longer matches. A pattern with a
    // maximum length is drawn at the smallest size: an open repetition such as the phone
    // number's (?:\d[\s().-]*){7,} drawn larger is nearly always over 25 characters, and
    // filtering those out took the register route's fuzz over a minute.
    return fc
      .stringMatching(new RegExp(s.pattern), { size: s.maxLength !== undefined ? 'xsmall' : 'small' })
      .map((v) => (v.length > 0 && v.length < min ? v.repeat(Math.ceil(min / v.length)) : v))
      .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
  }
  return fc
    .string({ minLength: min, maxLength: max, unit: 'grapheme' })
    .filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
}

/** Values that satisfy a JSON Schema (as zod writes them). */
export function fromJsonSchema(s: JsonSchema): fc.Arbitrary<Json> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(fromJsonSchema));
  if (s.allOf && s.allOf.length === 1) return fromJsonSchema(s.allOf[0] as JsonSchema);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fromJsonSchema(v)]));
      return fc.record(shape, { requiredKeys }) as fc.Arbitrary<Json>;
    }
    case 'array':
      return fc.array(s.items ? fromJsonSchema(s.items) : (fc.jsonValue() as fc.Arbitrary<Json>), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'string':
      return stringArb(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue() as fc.Arbitrary<Json>;
  }
}

const ISO_DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;

interface ZodInternals {
  _zod: { def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType } };
}

/**
 * Valid inputs of a zod schema. Objects are generated field by field, each field kept only when
 * its own schema accepts it (so refinements on one field do not starve the whole object), then
 * the whole value is checked against the schema.
 */
export function validArb(schema: Schema): fc.Arbitrary<Json> {
  const def = (schema as unknown as ZodInternals)._zod.def;
  if (def.type === 'object' && def.shape) {
    const json = toJsonSchema(schema);
    const required = new Set(json.required ?? []);
    const shape = Object.fromEntries(Object.entries(def.shape).map(([k, v]) => [k, validArb(v)]));
    const requiredKeys = Object.keys(shape).filter((k) => required.has(k));
    return acceptedBy(schema, fc.record(shape, { requiredKeys }) as fc.Arbitrary<Json>);
  }
  return acceptedBy(schema, fromJsonSchema(toJsonSchema(schema)));
}

/** Refusals in a row after which a generator is declared unable to satisfy its schema. */
const MAX_REFUSALS_IN_A_ROW = 5_000;

/**
 * Keeps the values the schema accepts. A rule the JSON Schema cannot express (a refinement on a
 * free string, say) could make fast-check retry forever; this fails the run instead, naming the
 * schema, so the fix is to express the rule (a pattern, an enum) where the generator can see it.
 */
function acceptedBy(schema: Schema, arb: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  let refusals = 0;
  return arb.filter((v) => {
    if (schema.safeParse(v).success) {
      refusals = 0;
      return true;
    }
    if (++refusals >= MAX_REFUSALS_IN_A_ROW) {
      refusals = 0;
      const json = JSON.stringify(toJsonSchema(schema)).slice(0, 400);
      throw new Error(
        `No valid value after ${MAX_REFUSALS_IN_A_ROW} tries: the schema has a rule its JSON Schema does not show (${json})`,
      );
    }
    return false;
  });
}

export type DefectKind =
  'wrong-type' | 'unknown-field' | 'missing-field' | 'huge-string' | 'odd-unicode' | 'not-an-object';

export interface Malformed {
  value: Json;
  kind: DefectKind;
  /** Path of the defect inside the value ([] for the whole value). */
  path: (string | number)[];
}

/** Strings that break patterns, formats and encodings. */
export const oddUnicode = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  '\u200B',
  '\uFEFF',
  'Ａ１２３',
  '١٢٣٤٥',
  '𝟙𝟚𝟛𝟜𝟝',
  '😀😀😀',
  'e\u0301',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '%00',
  ' ',
);

const otherType = (v: Json): fc.Arbitrary<Json> => {
  const all: fc.Arbitrary<Json>[] = [
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ maxLength: 5 }),
    fc.constant([] as Json[]),
    fc.constant({} as Json),
  ];
  const kind = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  const keep = all.filter(
    (_, i) => ['number', 'number', 'boolean', 'null', 'string', 'array', 'object'][i] !== kind,
  );
  return fc.oneof(...keep);
};

/** Every path to a value inside v (objects and arrays included), and the root. */
function pathsOf(v: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...pathsOf(x, [...prefix, i])));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) out.push(...pathsOf(x, [...prefix, k]));
  return out;
}

function getAt(v: Json, path: (string | number)[]): Json {
  let cur: Json = v;
  for (const p of path) cur = (cur as Record<string | number, Json>)[p] as Json;
  return cur;
}

function setAt(v: Json, path: (string | number)[], value: Json | undefined): Json {
  if (path.length === 0) return value as Json;
  const copy = structuredClone(v);
  let cur = copy as Record<string | number, Json>;
  for (const p of path.slice(0, -1)) cur = cur[p] as unknown as Record<string | number, Json>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete cur[last];
  // defineProperty, so that a key named __proto__ becomes an own field as JSON.parse makes it.
  else Object.defineProperty(cur, last, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const fieldName = fc.oneof(
  fc.constantFrom(
    'isAdmin',
    'memberid',
    'sub',
    'ssn',
    '__proto__',
    'constructor',
    'role',
    'amount',
    'premium',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/**
 * Malformed inputs of a zod schema: a valid input with one defect, kept only when the schema
 * refuses it. `stringsOnly` keeps every leaf a string (path parameters, query strings).
 */
export function malformedArb(
  schema: Schema,
  options: { stringsOnly?: boolean } = {},
): fc.Arbitrary<Malformed> {
  const valid = validArb(schema);
  const mutated = valid.chain((v): fc.Arbitrary<Malformed> => {
    const paths = pathsOf(v);
    const objectPaths = paths.filter((p) => {
      const x = getAt(v, p);
      return x !== null && typeof x === 'object' && !Array.isArray(x);
    });
    const leafPaths = paths.filter((p) => p.length > 0);
    const stringPaths = paths.filter((p) => typeof getAt(v, p) === 'string');
    const options_: fc.Arbitrary<Malformed>[] = [];
    if (objectPaths.length) {
      options_.push(
        fc
          .tuple(
            fc.constantFrom(...objectPaths),
            fieldName,
            options.stringsOnly ? fc.string({ maxLength: 8 }) : (fc.jsonValue() as fc.Arbitrary<Json>),
          )
          .filter(([p, key]) => !Object.prototype.hasOwnProperty.call(getAt(v, p), key))
          .map(([p, key, x]) => ({
            value: setAt(v, [...p, key], x),
            kind: 'unknown-field' as const,
            path: [...p, key],
          })),
      );
    }
    if (leafPaths.length) {
      options_.push(
        fc
          .constantFrom(...leafPaths)
          .map((p) => ({ value: setAt(v, p, undefined), kind: 'missing-field' as const, path: p })),
      );
      if (!options.stringsOnly) {
        options_.push(
          fc.constantFrom(...leafPaths).chain((p) =>
            otherType(getAt(v, p)).map((x) => ({
              value: setAt(v, p, x),
              kind: 'wrong-type' as const,
              path: p,
            })),
          ),
        );
      }
    }
    if (stringPaths.length) {
      options_.push(
        fc
          .tuple(
            fc.constantFrom(...stringPaths),
            fc.integer({ min: 300, max: 2_000 }),
            fc.constantFrom('9', 'a', 'é', '𝟙'),
          )
          .map(([p, n, ch]) => ({
            value: setAt(v, p, ch.repeat(n)),
            kind: 'huge-string' as const,
            path: p,
          })),
        fc.tuple(fc.constantFrom(...stringPaths), oddUnicode, fc.boolean()).map(([p, odd, append]) => ({
          value: setAt(v, p, append ? `${getAt(v, p) as string}${odd}` : odd),
          kind: 'odd-unicode' as const,
          path: p,
        })),
      );
    }
    if (!options.stringsOnly) {
      options_.push(otherType(v).map((x) => ({ value: x, kind: 'not-an-object' as const, path: [] })));
    }
    return fc.oneof(...options_);
  });
  // An unknown field is malformed by definition (docs/architecture.md, "Security rules": unknown fields are
  // rejected), whatever the schema says: a schema that lost its strictness must fail the fuzz.
  // Any other defect counts only when the schema refuses it (odd unicode in a free-text field is
  // valid input).
  return mutated.filter((m) => m.kind === 'unknown-field' || !schema.safeParse(m.value).success);
}

/** Dotted name of a path the way the middleware names fields (body fields bare, others prefixed). */
export function fieldPath(part: 'body' | 'path' | 'query', path: (string | number)[]): string {
  const inner = path.join('.');
  if (part === 'body') return inner || 'body';
  return inner ? `${part}.${inner}` : part;
}
