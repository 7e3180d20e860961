/**
 * The runtime configuration of the portal. It is not baked into the bundle: the stack writes
 * `/config.json` next to the built files at deploy time (and the local stack serves its own), so
 * one build runs on every stage.
 */
export interface Env {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Hosted sign-in domain (https://<prefix>.auth.<region>.amazoncognito.com); none locally. */
  hostedDomain?: string | undefined;
  /** Only on the local stack, where Cognito is emulated at <portal>/cognito/. */
  userPoolEndpoint?: string | undefined;
  /**
   * The administrators' workforce pool and the console's app client (docs/decisions/0029); a
   * stage without them has no console (/admin says so).
   */
  workforcePoolId?: string | undefined;
  workforcePoolClientId?: string | undefined;
  /** Base URLs that paths are appended to: stored without their trailing slash. */
  apiUrl: string;
  portalUrl: string;
  idleMinutes: number;
  absoluteHours: number;
  supportEmail: string;
  version?: string | undefined;
}

/*
 * The checks are written out instead of using zod (even zod/mini): this module is in the landing
 * page's first bundle, and the API client's zod schemas share zod's core modules with it, so any
 * zod here brings the whole of zod's core into the first bundle (~15 kB gzip). The rules and the
 * messages are those of the zod schema it replaces (z.url({ protocol: /^https?$/ }), z.email(),
 * z.int().check(z.positive())).
 */
export type FieldResult<T> = { success: true; data: T } | { success: false; message: string };
/** One key of the configuration: `safeParse` says whether a value is valid for it. */
export interface EnvField<T> {
  safeParse(value: unknown): FieldResult<T>;
}

const ok = <T>(data: T): FieldResult<T> => ({ success: true, data });
const fail = (message: string): FieldResult<never> => ({ success: false, message });
const field = <T>(safeParse: (value: unknown) => FieldResult<T>): EnvField<T> => ({ safeParse });
const optional = <T>(inner: EnvField<T>): EnvField<T | undefined> =>
  field((value) => (value === undefined ? ok(undefined) : inner.safeParse(value)));

const text = field((value) =>
  typeof value === 'string' && value.length > 0 ? ok(value) : fail('must be a non-empty string'),
);

/** An http(s) URL written with `//` that the URL parser accepts; surrounding blanks are trimmed. */
const url = field((value) => {
  const error = fail('must be an http(s) URL');
  if (typeof value !== 'string') return error;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return error;
  try {
    new URL(trimmed);
  } catch {
    return error;
  }
  return ok(trimmed.replace(/[\t\n\r]/g, ''));
});
/** A base URL that paths are appended to: stored without its trailing slash. */
const baseUrl = field((value) => {
  const parsed = url.safeParse(value);
  return parsed.success ? ok(parsed.data.replace(/\/+$/, '')) : parsed;
});
/** A duration: a positive number (fractions allowed, so a test or a demo can shorten the idle time). */
const duration = field((value) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return fail('must be a number');
  return value > 0 ? ok(value) : fail('must be greater than 0');
});
/** zod's e-mail pattern (zod/v4/core/regexes.js `email`). */
const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const email = field((value) =>
  typeof value === 'string' && emailPattern.test(value) ? ok(value) : fail('must be an e-mail address'),
);
const anyText = field((value) => (typeof value === 'string' ? ok(value) : fail('must be a string')));

const shape: { [K in keyof Env]-?: EnvField<Env[K]> } = {
  region: text,
  userPoolId: text,
  userPoolClientId: text,
  hostedDomain: optional(url),
  userPoolEndpoint: optional(url),
  workforcePoolId: optional(text),
  workforcePoolClientId: optional(text),
  apiUrl: baseUrl,
  portalUrl: baseUrl,
  idleMinutes: duration,
  absoluteHours: duration,
  supportEmail: email,
  version: optional(anyText),
};

/**
 * The schema of `/config.json`: `shape` holds the check of each key; `safeParse` checks an object
 * (unknown keys are dropped) and lists every problem as `key: message`.
 */
export const envSchema = {
  shape,
  safeParse(raw: unknown): { success: true; data: Env } | { success: false; issues: string[] } {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return { success: false, issues: ['(root): must be a JSON object'] };
    const input = raw as Record<string, unknown>;
    const data: Record<string, unknown> = {};
    const issues: string[] = [];
    for (const [key, check] of Object.entries(shape) as [string, EnvField<unknown>][]) {
      const parsed = check.safeParse(input[key]);
      if (!parsed.success) issues.push(`${key}: ${parsed.message}`);
      else if (parsed.data !== undefined) data[key] = parsed.data;
    }
    return issues.length ? { success: false, issues } : { success: true, data: data as unknown as Env };
  },
};

/** The configuration could not be loaded or is not valid; `details` lists what is wrong. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

let current: Env | undefined;

/** Fetches and validates `/config.json`. Called once, before the first render. */
export async function loadEnv(fetchImpl: typeof fetch = fetch): Promise<Env> {
  let raw: unknown;
  try {
    // no-store: a new deployment may change the configuration without changing its URL.
    const res = await fetchImpl('/config.json', {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new ConfigError(`/config.json answered HTTP ${res.status}.`);
    raw = await res.json();
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(
      `/config.json could not be read: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError('/config.json is not valid.', parsed.issues);
  }
  current = parsed.data;
  return current;
}

/** The loaded configuration. Throws when called before loadEnv() succeeded. */
export function env(): Env {
  if (!current) throw new ConfigError('The configuration is not loaded yet.');
  return current;
}
