/**
 * The in-app password reset on the schema form: the e-mail step (required, then the e-mail rule
 * of the request), the code step (the 6-digit rule of the reset request) with the new pair, the
 * requests sent, and a refusal's message.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { action } from '../../frontend/src/app/routes/forgot-password';
import {
  resetPasswordIntent,
  sendResetCodeIntent,
} from '../../frontend/src/features/auth/api/password-reset';
import { ForgotPasswordPage } from '../../frontend/src/features/auth/components/forgot-password-page';
import { componentTexts } from '../../frontend/src/components/texts';
import { authTexts } from '../../frontend/src/features/auth/texts';
import { recordIntents } from './route-intents';
import { failure, renderRoutes, serveApi } from './support';

/** The page on its route, whose action is the route module's; `intents` says what it was asked to do. */
function renderPage() {
  const { intents, action: recorded } = recordIntents(action);
  const { router } = renderRoutes(
    [
      { path: '/forgot-password', action: recorded, element: <ForgotPasswordPage employerId={null} /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/forgot-password',
  );
  return { router, intents };
}

describe('the password reset forms', () => {
  it('checks the e-mail, then the code and the new pair, and sends each step', async () => {
    const calls = serveApi({
      'post-forgot-password': () => ({ body: { success: true } }),
      'post-reset-password': () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    const { router } = renderPage();
    const send = () => screen.getByRole('button', { name: authTexts('sendCode') });
    await user.click(send());
    expect(screen.getByText(componentTexts('fieldRequired'))).toBeTruthy();
    await user.type(screen.getByLabelText(componentTexts('email')), 'ada@');
    await user.click(send());
    expect(screen.getByText(componentTexts('invalidEmail'))).toBeTruthy();
    await user.type(screen.getByLabelText(componentTexts('email')), 'example.com ');
    await user.click(send());

    expect(await screen.findByText(authTexts('codeSent', { email: 'ada@example.com' }))).toBeTruthy();
    const code = screen.getByLabelText(authTexts('resetCode'));
    expect(code.getAttribute('maxlength')).toBe('6');
    const reset = () => screen.getByRole('button', { name: authTexts('resetPassword') });
    await user.type(code, '12a45');
    await user.type(screen.getByLabelText(componentTexts('newPassword')), 'New#Pass12');
    await user.type(screen.getByLabelText(componentTexts('confirmNewPassword')), 'New#Pass12');
    await user.click(reset());
    expect(screen.getByText(authTexts('resetCodeInvalid'))).toBeTruthy();
    await expect.poll(() => document.activeElement).toBe(code);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(reset());
    await screen.findByText('login page');
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      ['post-forgot-password', { email: 'ada@example.com' }],
      ['post-reset-password', { email: 'ada@example.com', code: '123456', password: 'New#Pass12' }],
    ]);
    expect(router.state.location.state).toEqual({ notice: authTexts('passwordResetDone') });
  });

  it("shows the server's message when the code is refused", async () => {
    serveApi({
      'post-forgot-password': () => ({ body: { success: true } }),
      'post-reset-password': () => ({
        status: 400,
        body: { success: false, message: 'The code is not valid.', requestId: 'r' },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(componentTexts('email')), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: authTexts('sendCode') }));
    await user.type(await screen.findByLabelText(authTexts('resetCode')), '654321');
    await user.type(screen.getByLabelText(componentTexts('newPassword')), 'New#Pass12');
    await user.type(screen.getByLabelText(componentTexts('confirmNewPassword')), 'New#Pass12');
    await user.click(screen.getByRole('button', { name: authTexts('resetPassword') }));
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    // The code step stays, with what was typed, for another try.
    expect((screen.getByLabelText(authTexts('resetCode')) as HTMLInputElement).value).toBe('654321');
    expect(screen.getByRole('button', { name: authTexts('resetPassword') }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it("asks for each step through the route's action, and stays on the e-mail step when sending the code is refused", async () => {
    let refuse = true;
    const calls = serveApi({
      'post-forgot-password': () =>
        refuse ? failure(429, 'Too many requests.') : { body: { success: true } },
      'post-reset-password': () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    const { router, intents } = renderPage();
    await user.type(screen.getByLabelText(componentTexts('email')), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: authTexts('sendCode') }));
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
    expect(intents).toEqual([sendResetCodeIntent]);
    expect((screen.getByLabelText(componentTexts('email')) as HTMLInputElement).value).toBe(
      'ada@example.com',
    );
    expect(screen.queryByLabelText(authTexts('resetCode'))).toBeNull();

    refuse = false;
    await user.click(screen.getByRole('button', { name: authTexts('sendCode') }));
    await user.type(await screen.findByLabelText(authTexts('resetCode')), '123456');
    await user.type(screen.getByLabelText(componentTexts('newPassword')), 'New#Pass12');
    await user.type(screen.getByLabelText(componentTexts('confirmNewPassword')), 'New#Pass12');
    await user.click(screen.getByRole('button', { name: authTexts('resetPassword') }));
    await screen.findByText('login page');
    expect(intents).toEqual([sendResetCodeIntent, sendResetCodeIntent, resetPasswordIntent]);
    expect(calls.map((c) => c.handler)).toEqual([
      'post-forgot-password',
      'post-forgot-password',
      'post-reset-password',
    ]);
    expect(router.state.location.state).toEqual({ notice: authTexts('passwordResetDone') });
  });
});
