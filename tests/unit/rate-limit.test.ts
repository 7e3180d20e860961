/** Fixed-window abuse limits: windows, configuration and verdicts (the counter store is in memory here). */
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '../../shared/domain/errors';
import {
  defaultRateLimits,
  RateLimiter,
  rateLimitEnvName,
  rateLimitsFromEnv,
  windowOf,
  type CounterRef,
  type CounterStore,
} from '../../lambdas/access/rate-limit';
import * as apiMessages from '../../shared/api-messages';

/** Counters in a map: the store contract without DynamoDB (the adapter is covered by handler and integration tests). */
class MemoryCounters implements CounterStore {
  readonly counts = new Map<string, number>();
  private key = (r: CounterRef) => `${r.kind}|${r.scope}|${r.subject}|${r.window.index}`;
  async add(r: CounterRef): Promise<number> {
    const n = (this.counts.get(this.key(r)) ?? 0) + 1;
    this.counts.set(this.key(r), n);
    return n;
  }
  async read(r: CounterRef): Promise<number> {
    return this.counts.get(this.key(r)) ?? 0;
  }
}

describe('windowOf', () => {
  it('numbers fixed windows from the epoch and expires a counter at the end of its window', () => {
    expect(windowOf(0, 900)).toEqual({ index: 0, expiresAt: 900 });
    expect(windowOf(899_999, 900)).toEqual({ index: 0, expiresAt: 900 });
    expect(windowOf(900_000, 900)).toEqual({ index: 1, expiresAt: 1800 });
  });
});

describe('rateLimitsFromEnv', () => {
  it('answers the defaults without variables: 5 failed logins per e-mail and 30 per address per 15 minutes', () => {
    expect(rateLimitsFromEnv({})).toEqual(defaultRateLimits);
    expect(defaultRateLimits.login).toEqual({
      account: { max: 5, windowSeconds: 900 },
      ip: { max: 30, windowSeconds: 900 },
    });
  });

  it('reads RATE_LIMIT_<KIND>_<SCOPE> as <max>/<window minutes>', () => {
    expect(rateLimitEnvName('set-password', 'ip')).toBe('RATE_LIMIT_SET_PASSWORD_IP');
    const limits = rateLimitsFromEnv({
      RATE_LIMIT_LOGIN_ACCOUNT: '3/10',
      RATE_LIMIT_SET_PASSWORD_IP: ' 100 / 60 ',
    });
    expect(limits.login.account).toEqual({ max: 3, windowSeconds: 600 });
    expect(limits['set-password'].ip).toEqual({ max: 100, windowSeconds: 3600 });
    expect(limits.login.ip).toEqual(defaultRateLimits.login.ip);
  });

  it.each(['5', '0/15', '5/0', 'five/15', '-1/15'])("throws, naming the variable, for '%s'", (value) => {
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_LOGIN_IP: value })).toThrow(/RATE_LIMIT_LOGIN_IP/);
  });
});

describe('RateLimiter', () => {
  const subjects = { account: 'ann@example.com', ip: '198.51.100.7' };
  const limits = {
    ...defaultRateLimits,
    register: { account: { max: 2, windowSeconds: 60 }, ip: { max: 3, windowSeconds: 60 } },
  };

  it('consume lets the attempts up to the limit through and refuses the next one with 429', async () => {
    const limiter = new RateLimiter(new MemoryCounters(), limits, () => 1_000_000);
    await limiter.consume('register', subjects);
    await limiter.consume('register', subjects);
    const refused = limiter.consume('register', subjects);
    await expect(refused).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(refused).rejects.toThrow(apiMessages.tooManyAttempts);
  });

  it('consume refuses when the address is over its limit even for a new account', async () => {
    const limiter = new RateLimiter(new MemoryCounters(), limits, () => 1_000_000);
    await limiter.consume('register', { ...subjects, account: 'a@example.com' });
    await limiter.consume('register', { ...subjects, account: 'b@example.com' });
    await limiter.consume('register', { ...subjects, account: 'c@example.com' });
    await expect(
      limiter.consume('register', { ...subjects, account: 'd@example.com' }),
    ).rejects.toBeInstanceOf(TooManyRequestsError);
  });

  it('ensureAllowed refuses once recorded failures reach the limit, and the next window starts afresh', async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(new MemoryCounters(), defaultRateLimits, () => now);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('login', subjects);
    await expect(limiter.ensureAllowed('login', subjects)).resolves.toBeUndefined();
    await limiter.recordFailure('login', subjects);
    await expect(limiter.ensureAllowed('login', subjects)).rejects.toBeInstanceOf(TooManyRequestsError);
    now += 15 * 60 * 1000;
    await expect(limiter.ensureAllowed('login', subjects)).resolves.toBeUndefined();
  });

  it('keeps kinds apart: failed logins do not limit registrations', async () => {
    const limiter = new RateLimiter(new MemoryCounters(), defaultRateLimits, () => 1_000_000);
    for (let i = 0; i < 5; i++) await limiter.recordFailure('login', subjects);
    await expect(limiter.consume('register', subjects)).resolves.toBeUndefined();
  });
});
