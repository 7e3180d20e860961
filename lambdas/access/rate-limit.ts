/**
 * Abuse limits (issue 4, item 7): fixed-window counters per kind of attempt, per account (the
 * e-mail, or the member id where the request carries no e-mail) and per client address. The
 * counters themselves live in a store (the members table, lambdas/adapters/rate-limits.ts); this
 * module decides windows, limits and verdicts.
 *
 * Limits are configurable by environment variable `RATE_LIMIT_<KIND>_<SCOPE>` with the value
 * `<max>/<window minutes>`, e.g. `RATE_LIMIT_LOGIN_ACCOUNT=5/15`.
 */
import { TooManyRequestsError } from '../../shared/domain/errors';
import * as apiMessages from '../../shared/api-messages';

export const rateLimitKinds = [
  'login',
  'register',
  'set-password',
  'delete-pending',
  'forgot-password',
  'reset-password',
  'invitation',
] as const;
export type RateLimitKind = (typeof rateLimitKinds)[number];

/** `account`: the e-mail (or the member id of a set-password link); `ip`: the client address. */
export const rateLimitScopes = ['account', 'ip'] as const;
export type RateLimitScope = (typeof rateLimitScopes)[number];

export interface Limit {
  max: number;
  windowSeconds: number;
}
export type RateLimitPolicies = Record<RateLimitKind, Record<RateLimitScope, Limit>>;

const minutes = (max: number, m: number): Limit => ({ max, windowSeconds: m * 60 });

/**
 * The defaults. Per-address limits are higher than per-account ones because a whole office may
 * share one address behind NAT. Which attempts count is the caller's choice: every attempt where
 * an attempt costs us (registration and forgot-password send e-mail), failures only where a
 * success is harmless (login, set-password, reset, deletion).
 */
export const defaultRateLimits: RateLimitPolicies = {
  login: { account: minutes(5, 15), ip: minutes(30, 15) },
  register: { account: minutes(5, 60), ip: minutes(60, 60) },
  'set-password': { account: minutes(10, 15), ip: minutes(30, 15) },
  'delete-pending': { account: minutes(5, 15), ip: minutes(30, 15) },
  'forgot-password': { account: minutes(3, 15), ip: minutes(30, 15) },
  'reset-password': { account: minutes(10, 15), ip: minutes(30, 15) },
  // Failed look-ups of an invitation link's token (GET /api/Invitation/{token}).
  invitation: { account: minutes(10, 15), ip: minutes(30, 15) },
};

/** Environment variable of one limit, e.g. RATE_LIMIT_SET_PASSWORD_IP. */
export const rateLimitEnvName = (kind: RateLimitKind, scope: RateLimitScope): string =>
  `RATE_LIMIT_${kind.replace(/-/g, '_').toUpperCase()}_${scope.toUpperCase()}`;

/**
 * The limits from an environment, the defaults where a variable is absent. A malformed value is
 * a deployment error and throws, naming the variable.
 */
export function rateLimitsFromEnv(env: Record<string, string | undefined>): RateLimitPolicies {
  const policies = {} as RateLimitPolicies;
  for (const kind of rateLimitKinds) {
    policies[kind] = { ...defaultRateLimits[kind] };
    for (const scope of rateLimitScopes) {
      const name = rateLimitEnvName(kind, scope);
      const raw = env[name];
      if (raw === undefined || raw === '') continue;
      const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
      const max = Number(m?.[1]);
      const windowMinutes = Number(m?.[2]);
      if (!m || max < 1 || windowMinutes < 1)
        throw new Error(`${name} must be <max>/<window minutes>, e.g. 5/15; got '${raw}'`);
      policies[kind][scope] = minutes(max, windowMinutes);
    }
  }
  return policies;
}

export interface Window {
  /** Number of the fixed window since the epoch. */
  index: number;
  /** Epoch seconds after which the counter is useless (the table's TTL attribute). */
  expiresAt: number;
}

/** The fixed window that contains `nowMs`. */
export function windowOf(nowMs: number, windowSeconds: number): Window {
  const index = Math.floor(nowMs / 1000 / windowSeconds);
  return { index, expiresAt: (index + 1) * windowSeconds };
}

/** One counter: a kind, a scope, the subject's value (the store decides how to key it) and a window. */
export interface CounterRef {
  kind: RateLimitKind;
  scope: RateLimitScope;
  subject: string;
  window: Window;
}

/** Where counters live; `add` must be atomic and answer the count after the addition. */
export interface CounterStore {
  add(counter: CounterRef): Promise<number>;
  read(counter: CounterRef): Promise<number>;
}

/** Who is attempting: the account (e-mail or member id) and the client address. */
export type Subjects = Record<RateLimitScope, string>;

/**
 * Applies the limits. `consume` counts an attempt and refuses it when it goes over a limit;
 * `ensureAllowed` refuses when a limit is already reached (before an attempt whose failures
 * count); `recordFailure` counts a failed attempt.
 *
 * @example
 * const limiter = new RateLimiter(store, rateLimitsFromEnv(process.env));
 * await limiter.ensureAllowed('login', { account: email, ip });
 * if (!tokens) { await limiter.recordFailure('login', { account: email, ip }); throw ... }
 */
export class RateLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly policies: RateLimitPolicies = defaultRateLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private counters(kind: RateLimitKind, subjects: Subjects): Array<{ ref: CounterRef; limit: Limit }> {
    const at = this.now();
    return rateLimitScopes.map((scope) => {
      const limit = this.policies[kind][scope];
      return {
        ref: { kind, scope, subject: subjects[scope], window: windowOf(at, limit.windowSeconds) },
        limit,
      };
    });
  }

  async consume(kind: RateLimitKind, subjects: Subjects): Promise<void> {
    const counts = await Promise.all(
      this.counters(kind, subjects).map(async (c) => ({
        count: await this.store.add(c.ref),
        max: c.limit.max,
      })),
    );
    if (counts.some((c) => c.count > c.max)) throw new TooManyRequestsError(apiMessages.tooManyAttempts);
  }

  async ensureAllowed(kind: RateLimitKind, subjects: Subjects): Promise<void> {
    const counts = await Promise.all(
      this.counters(kind, subjects).map(async (c) => ({
        count: await this.store.read(c.ref),
        max: c.limit.max,
      })),
    );
    if (counts.some((c) => c.count >= c.max)) throw new TooManyRequestsError(apiMessages.tooManyAttempts);
  }

  async recordFailure(kind: RateLimitKind, subjects: Subjects): Promise<void> {
    await Promise.all(this.counters(kind, subjects).map((c) => this.store.add(c.ref)));
  }
}
