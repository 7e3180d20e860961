/**
 * Writes through route actions (frontend/src/lib/route-action.ts): what an action answers a form
 * for a write that succeeded, was refused or could not reach the API; that the router reads the
 * page again only after a write that succeeded, and answers the form after that; and which writes
 * of /enrollment leave the page unread (Authorize Elections, whose thank-you modal leads away).
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ActionFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { shouldRevalidate } from '../../frontend/src/app/routes/enrollment';
import { saveSsnIntent } from '../../frontend/src/enrollment/api/intents';
import { authorizeIntent } from '../../frontend/src/features/cart/api/intents';
import { ApiError } from '../../frontend/src/lib/api-client';
import { routeAction, useRouteAction, type ActionAnswer } from '../../frontend/src/lib/route-action';
import { commonTexts } from '../../frontend/src/lib/texts';
import { renderRoutes } from './support';

/** The arguments an action receives for a fetcher's JSON submission. */
const submitted = (json: unknown): ActionFunctionArgs =>
  ({
    request: new Request('http://portal.test/page', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }),
    params: {},
    context: {},
  }) as ActionFunctionArgs;

/** What an action returned: a plain answer, or `data(answer, { status })`. */
function unwrap(result: unknown): { status: number; answer: unknown } {
  if (typeof result !== 'object' || result === null || !('init' in result))
    return { status: 200, answer: result };
  const wrapped = result as { init: { status: number }; data: unknown };
  return { status: wrapped.init.status, answer: wrapped.data };
}

describe('a route action', () => {
  it('answers the write’s result to the submission that asked, with the body it was given', async () => {
    const action = routeAction({ echo: (body) => Promise.resolve({ got: body }) });
    const result = unwrap(await action(submitted({ intent: 'echo', id: 's-1', body: { n: 1 } })));
    expect(result).toEqual({ status: 200, answer: { ok: true, data: { got: { n: 1 } }, id: 's-1' } });
  });

  it('answers a refusal of the API with its status, message and fields, so the router reads nothing again', async () => {
    const action = routeAction({
      save: () => Promise.reject(new ApiError(400, 'Check the ZIP.', 'req-1', { 'member.city': 'No city.' })),
    });
    const result = unwrap(await action(submitted({ intent: 'save', id: 's-2', body: {} })));
    expect(result).toEqual({
      status: 400,
      answer: {
        ok: false,
        status: 400,
        message: 'Check the ZIP.',
        fields: { 'member.city': 'No city.' },
        id: 's-2',
      },
    });
  });

  it('answers an API that could not be reached as 503, with the form’s status 0 and a message', async () => {
    const action = routeAction({ save: () => Promise.reject(new ApiError(0, '')) });
    const result = unwrap(await action(submitted({ intent: 'save', id: 's-3', body: {} })));
    expect(result.status).toBe(503);
    expect(result.answer).toMatchObject({ ok: false, status: 0, message: commonTexts('somethingWentWrong') });
  });

  it('throws what is not a refusal of the API, and a submission that names no write', async () => {
    const action = routeAction({ save: () => Promise.reject(new TypeError('a bug')) });
    await expect(action(submitted({ intent: 'save', id: 's-4', body: {} }))).rejects.toThrow('a bug');
    await expect(action(submitted({ intent: 'toString', id: 's-5', body: {} }))).rejects.toThrow(
      'The submission names no write of this route',
    );
    await expect(action(submitted({ body: {} }))).rejects.toThrow(
      'The submission names no write of this route',
    );
  });
});

describe('a form’s submission to its route’s action', () => {
  /** A page whose loader counts its runs and whose button saves `n` through the action. */
  function renderPage(write: (n: number) => Promise<number>) {
    let loads = 0;
    const answers: ActionAnswer<number>[] = [];
    function Page() {
      const save = useRouteAction<number>('save');
      const [n, setN] = useState(1);
      return (
        <button
          onClick={() => {
            setN(n + 1);
            void save(n).then((answer) => answers.push(answer));
          }}
        >
          Save
        </button>
      );
    }
    renderRoutes(
      [
        {
          path: '/page',
          loader: () => {
            loads += 1;
            return { loads };
          },
          action: routeAction({ save: (body) => write(body as number) }),
          element: <Page />,
        },
      ],
      '/page',
    );
    return { answers, loads: () => loads };
  }

  it('answers once the page’s loader has run again after a write that succeeded', async () => {
    const page = renderPage((n) => Promise.resolve(n * 10));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await expect.poll(() => page.answers).toEqual([{ ok: true, data: 10, id: expect.any(String) as string }]);
    expect(page.loads()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => page.answers.length).toBe(2);
    expect(page.answers[1]).toMatchObject({ ok: true, data: 20 });
    expect(page.loads()).toBe(3);
  });

  it('answers a refused write without running the loader again', async () => {
    const page = renderPage(() => Promise.reject(new ApiError(409, 'Reload the page.')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await expect
      .poll(() => page.answers)
      .toEqual([
        {
          ok: false,
          status: 409,
          message: 'Reload the page.',
          fields: undefined,
          id: expect.any(String) as string,
        },
      ]);
    expect(page.loads()).toBe(1);
  });
});

describe('the /enrollment route after a write', () => {
  const after = (json: unknown): ShouldRevalidateFunctionArgs =>
    ({
      currentUrl: new URL('http://portal.test/enrollment/cart'),
      nextUrl: new URL('http://portal.test/enrollment/cart'),
      currentParams: {},
      nextParams: {},
      formMethod: 'POST',
      json,
      actionStatus: 200,
      defaultShouldRevalidate: true,
    }) as ShouldRevalidateFunctionArgs;

  it('reads the member again after a saved SSN or PCP', () => {
    expect(shouldRevalidate(after({ intent: saveSsnIntent, id: 'a', body: {} }))).toBe(true);
  });

  it('is not read again after Authorize Elections, whose thank-you modal leads to /welcome', () => {
    expect(shouldRevalidate(after({ intent: authorizeIntent, id: 'b', body: {} }))).toBe(false);
  });
});
