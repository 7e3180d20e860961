// zod/mini: the same zod, tree-shakable. This module is in the landing page's first bundle; the
// classic API (used by shared/ schemas) is only loaded with the API client.
import { z } from 'zod/mini';

/**
 * The runtime configuration of the portal. It is not baked into the bundle: the stack writes
 * `/config.json` next to the built files at deploy time (and the local stack serves its own), so
 * one build runs on every stage.
 */
const text = z.string({ error: 'must be a non-empty string' }).check(z.minLength(1, 'must be a non-empty string'));
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
/** A base URL that paths are appended to: stored without its trailing slash. */
const baseUrl = z.pipe(url, z.transform((u: string) => u.replace(/\/+$/, '')));
const count = z.int({ error: 'must be a whole number' }).check(z.positive('must be greater than 0'));

export const envSchema = z.object(
  {
    region: text,
    userPoolId: text,
    userPoolClientId: text,
    /** Hosted sign-in domain (https://<prefix>.auth.<region>.amazoncognito.com); none locally. */
    hostedDomain: z.optional(url),
    /** Only on the local stack, where Cognito is emulated at <portal>/cognito/. */
    userPoolEndpoint: z.optional(url),
    apiUrl: baseUrl,
    portalUrl: baseUrl,
    idleMinutes: count,
    absoluteHours: count,
    supportEmail: z.email({ error: 'must be an e-mail address' }),
    version: z.optional(z.string({ error: 'must be a string' })),
  },
  { error: 'must be a JSON object' },
);
export type Env = z.infer<typeof envSchema>;

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
    const res = await fetchImpl('/config.json', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) throw new ConfigError(`/config.json answered HTTP ${res.status}.`);
    raw = await res.json();
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw new ConfigError(`/config.json could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      '/config.json is not valid.',
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  current = parsed.data;
  return current;
}

/** The loaded configuration. Throws when called before loadEnv() succeeded. */
export function env(): Env {
  if (!current) throw new ConfigError('The configuration is not loaded yet.');
  return current;
}
