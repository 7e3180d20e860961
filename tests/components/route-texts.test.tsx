/**
 * A lazy route's texts load beside its loader's data (lib/i18n.ts `routeWithTexts`): the loader is
 * called before the route's catalogs have arrived, and its answer comes only once both have, so a
 * page never renders a text before its catalog. A route without a loader resolves only once its
 * catalogs are loaded.
 */
import { describe, expect, it } from 'vitest';
import { defineTexts, routeWithTexts } from '../../frontend/src/lib/i18n';

/** A promise with its resolve function outside, to hold an answer back. */
function held<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Whether `promise` has settled, read after the pending callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((r) => setTimeout(r, 0));
  return done;
}

describe('a lazy route with texts', () => {
  it('calls its loader before its catalog has loaded and answers the data once both have', async () => {
    const catalog = held<{ default: { greeting: string } }>();
    const data = held<string>();
    const started: string[] = [];
    const lazy = routeWithTexts(async () => {
      const texts = defineTexts('routeTextsWithLoader', {
        en: () => {
          started.push('catalog');
          return catalog.promise;
        },
        es: () => Promise.resolve({ default: { greeting: 'Hola' } }),
      });
      return {
        texts,
        loader: (value: string) => {
          started.push(`loader ${value}`);
          return data.promise;
        },
      };
    });

    const route = await lazy();
    const answer = route.loader('args');
    expect([...started].sort()).toEqual(['catalog', 'loader args']);

    data.resolve('the data');
    expect(await settled(answer)).toBe(false);
    catalog.resolve({ default: { greeting: 'Hello' } });

    await expect(answer).resolves.toBe('the data');
    expect(route.texts('greeting')).toBe('Hello');
  });

  it('passes on a refusal of the loader (a redirect) without waiting for the catalog', async () => {
    const catalog = held<{ default: { greeting: string } }>();
    const lazy = routeWithTexts(async () => {
      defineTexts('routeTextsRefused', {
        en: () => catalog.promise,
        es: () => Promise.resolve({ default: { greeting: 'Hola' } }),
      });
      return {
        loader: () => Promise.reject(new Response(null, { status: 302, headers: { Location: '/login' } })),
      };
    });

    const route = await lazy();

    await expect(route.loader()).rejects.toBeInstanceOf(Response);
    // Loaded after all, so that no later load of the catalogs waits for this one.
    catalog.resolve({ default: { greeting: 'Hello' } });
  });

  it('without a loader, resolves only once its catalog has loaded', async () => {
    const catalog = held<{ default: { greeting: string } }>();
    const lazy = routeWithTexts(async () => ({
      texts: defineTexts('routeTextsNoLoader', {
        en: () => catalog.promise,
        es: () => Promise.resolve({ default: { greeting: 'Hola' } }),
      }),
    }));

    const loading = lazy();
    expect(await settled(loading)).toBe(false);
    catalog.resolve({ default: { greeting: 'Hello' } });

    const route = await loading;
    expect(route.texts('greeting')).toBe('Hello');
  });
});
