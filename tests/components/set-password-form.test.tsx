/**
 * The set-password form's messages, in the order the spec gives them (portal section 5), and what
 * it sends: the same sequence the registration journey types in Chromium, here without a stack.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { action, shouldRevalidate } from '../../frontend/src/app/routes/set-password';
import { setPasswordIntent } from '../../frontend/src/features/set-password/api/password-info';
import { SetPasswordPage } from '../../frontend/src/features/set-password/components/set-password-page';
import * as apiMessages from '../../shared/api-messages';
import { commonTexts } from '../../frontend/src/lib/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { setPasswordTexts } from '../../frontend/src/features/set-password/texts';
import { recordIntents } from './route-intents';
import { renderRoutes, serveApi } from './support';

const access = {
  allowed: true as const,
  memberId: '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c',
  // A token of the link's form (the set-password request's rule): 16 characters at least.
  token: 'one-time-token_0123456789',
  employerId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
};

/**
 * The page on its route, whose action is the route module's (`intents` says what it was asked to
 * do); `route` adds to the route, e.g. a loader standing for the link's check.
 */
function renderForm(route: Partial<RouteObject> = {}) {
  const { intents, action: recorded } = recordIntents(action);
  const { router } = renderRoutes(
    [
      { path: '/set-password', action: recorded, element: <SetPasswordPage access={access} />, ...route },
      { path: '/login', element: <p>signed-out page</p> },
    ],
    '/set-password',
  );
  return { router, intents };
}

async function typePair(user: ReturnType<typeof userEvent.setup>, password = 'Good#Pass1') {
  await user.type(await screen.findByLabelText(componentTexts('newPassword')), password);
  await user.type(screen.getByLabelText(componentTexts('confirmNewPassword')), password);
}

describe('the set-password form', () => {
  it('says each message of the spec in turn and sends the password once it passes every rule', async () => {
    const calls = serveApi({ 'post-set-password': () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    const { router } = renderForm();
    const password = screen.getByLabelText(componentTexts('newPassword'));
    const confirm = screen.getByLabelText(componentTexts('confirmNewPassword'));
    const submit = screen.getByRole('button', { name: setPasswordTexts('setPassword') });

    await user.type(confirm, 'x');
    expect(screen.getByText(componentTexts('passwordEmpty'))).toBeTruthy();
    await user.clear(confirm);
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe(componentTexts('bothFieldsRequired'));
    expect(password.getAttribute('aria-invalid')).toBe('true');

    await user.type(password, 'abc');
    expect(screen.getByText(componentTexts('passwordLive'))).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.type(confirm, 'abc');
    await user.click(submit);
    expect(screen.getByText(apiMessages.passwordSubmit)).toBeTruthy();
    expect(document.activeElement).toBe(password);

    await user.clear(password);
    await user.type(password, 'Good#Pass1');
    await user.clear(confirm);
    await user.type(confirm, 'Good#Pass1x');
    await user.click(submit);
    expect(screen.getByText(componentTexts('passwordsDoNotMatch'))).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    await user.clear(confirm);
    await user.type(confirm, 'Good#Pass1');
    await user.click(submit);
    await screen.findByText('signed-out page');
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      ['post-set-password', { id: access.memberId, token: access.token, password: 'Good#Pass1' }],
    ]);
    expect(router.state.location.state).toEqual({ notice: setPasswordTexts('passwordSetDone') });
  });

  it("sets the password through the route's action and says a refusal in the dialog, keeping the pair", async () => {
    let unreachable = false;
    const calls = serveApi({
      'post-set-password': () =>
        unreachable
          ? Promise.reject(new TypeError('Failed to fetch'))
          : { status: 403, body: { success: false, message: 'The link has expired.', requestId: 'r' } },
    });
    const user = userEvent.setup();
    const { router, intents } = renderForm();
    await typePair(user);
    const submit = screen.getByRole('button', { name: setPasswordTexts('setPassword') });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: apiMessages.passwordSetFailed });
    expect(within(dialog).getByText('The link has expired.')).toBeTruthy();
    expect(intents).toEqual([setPasswordIntent]);
    expect(calls.map((c) => c.handler)).toEqual(['post-set-password']);
    expect((screen.getByLabelText(componentTexts('newPassword')) as HTMLInputElement).value).toBe(
      'Good#Pass1',
    );
    expect(submit.hasAttribute('disabled')).toBe(false);
    expect(router.state.location.pathname).toBe('/set-password');

    // The dialog's Close button (the close icon in its corner has the same name, and × as its text).
    await user.click(within(dialog).getByText(commonTexts('close'), { selector: 'button' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The API out of reach: 'Something went wrong.'
    unreachable = true;
    await user.click(submit);
    expect(
      await within(await screen.findByRole('dialog', { name: apiMessages.passwordSetFailed })).findByText(
        commonTexts('somethingWentWrong'),
      ),
    ).toBeTruthy();
    expect(intents).toEqual([setPasswordIntent, setPasswordIntent]);
  });

  it('does not check the link again once the password is set: the page goes to sign in', async () => {
    serveApi({ 'post-set-password': () => ({ body: { success: true } }) });
    let checks = 0;
    const user = userEvent.setup();
    const { router, intents } = renderForm({
      loader: () => {
        checks += 1;
        return null;
      },
      shouldRevalidate,
      // The page waits for its loader: nothing to show before.
      HydrateFallback: () => null,
    });
    await typePair(user);
    await user.click(screen.getByRole('button', { name: setPasswordTexts('setPassword') }));
    await screen.findByText('signed-out page');
    expect(intents).toEqual([setPasswordIntent]);
    expect(checks).toBe(1);
    expect(router.state.location.state).toEqual({ notice: setPasswordTexts('passwordSetDone') });
  });
});
