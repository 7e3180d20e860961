/** Every family entry point dispatches every route of its family (none falls through to 404). */
import { describe, expect, it } from 'vitest';
import { familyHandlers } from '../../infra/local/handlers';
import { families, routeKey, routes } from '../../shared/routes';
import { apiEvent, lambdaContext } from '../helpers/events';

describe('endpoint families', () => {
  it('the local server knows a handler for every family', () => {
    expect(Object.keys(familyHandlers).sort()).toEqual([...families].sort());
  });

  it.each(routes.map((r) => [routeKey(r), r] as const))(
    '%s is dispatched by its family handler',
    async (key, r) => {
      const res = await familyHandlers[r.family](apiEvent(key, { body: {} }), lambdaContext());
      expect(JSON.parse(res.body).message).not.toBe('Not found.');
    },
  );

  it('an unknown route key answers 404', async () => {
    const res = await familyHandlers.auth(apiEvent('GET /api/Nope'), lambdaContext());
    expect(res.statusCode).toBe(404);
  });
});
