/**
 * The set-password form's messages, in the order the spec gives them (portal section 5), and what
 * it sends: the same sequence the registration journey types in Chromium, here without a stack.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SetPasswordPage } from '../../frontend/src/features/set-password/components/set-password-page';
import * as apiMessages from '../../shared/api-messages';
import { componentTexts } from '../../frontend/src/components/texts';
import { setPasswordTexts } from '../../frontend/src/features/set-password/texts';
import { renderRoutes, serveApi } from './support';

const access = {
  allowed: true as const,
  memberId: '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c',
  token: 'one-time-token',
  employerId: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
};

const renderForm = () =>
  renderRoutes(
    [
      { path: '/set-password', element: <SetPasswordPage access={access} /> },
      { path: '/login', element: <p>signed-out page</p> },
    ],
    '/set-password',
  ).router;

describe('the set-password form', () => {
  it('says each message of the spec in turn and sends the password once it passes every rule', async () => {
    const calls = serveApi({ 'post-set-password': () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    const router = renderForm();
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
});
