/**
 * Change Password (spec portal section 5) on the schema form: the current password is required,
 * the new pair keeps the set-password rules, the request carries both, and a refusal shows the
 * server's message.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { action, shouldRevalidate } from '../../frontend/src/app/routes/change-password';
import { changePasswordIntent } from '../../frontend/src/features/member/api/change-password';
import { ChangePasswordForm } from '../../frontend/src/features/member/components/change-password-form';
import { componentTexts } from '../../frontend/src/components/texts';
import { memberTexts } from '../../frontend/src/features/member/texts';
import { recordIntents } from './route-intents';
import { failure, renderRoutes, serveApi } from './support';

/**
 * The form on its route, whose action is the route module's (`intents` says what it was asked to
 * do); `route` adds to the route, e.g. a loader standing for the page's read of the member.
 */
function renderForm(route: Partial<RouteObject> = {}) {
  const { intents, action: recorded } = recordIntents(action);
  renderRoutes(
    [{ path: '/change-password', action: recorded, element: <ChangePasswordForm />, ...route }],
    '/change-password',
  );
  return { intents };
}

const current = () => screen.getByLabelText(memberTexts('currentPassword'));
const fresh = () => screen.getByLabelText(componentTexts('newPassword'));
const confirm = () => screen.getByLabelText(componentTexts('confirmNewPassword'));
const submit = () => screen.getByRole('button', { name: componentTexts('changePasswordTitle') });

describe('the change-password form', () => {
  it('asks for the current password and the new pair, then sends both and says it is done', async () => {
    const calls = serveApi({ 'post-change-password': () => ({ body: { success: true } }) });
    const user = userEvent.setup();
    renderForm();
    // The lengths are the request schema's.
    for (const input of [current(), fresh(), confirm()]) expect(input.getAttribute('maxlength')).toBe('256');
    await user.click(submit());
    expect(screen.getByText(componentTexts('fieldRequired'))).toBeTruthy();
    expect(screen.getByText(componentTexts('bothFieldsRequired'))).toBeTruthy();
    await expect.poll(() => document.activeElement).toBe(current());

    await user.type(current(), 'Old#Pass1');
    expect(screen.queryByText(componentTexts('fieldRequired'))).toBeNull();
    await user.type(fresh(), 'abc');
    expect(screen.getByText(componentTexts('passwordLive'))).toBeTruthy();
    await user.clear(fresh());
    await user.type(fresh(), 'New#Pass12');
    await user.type(confirm(), 'New#Pass12');
    await user.click(submit());
    expect(await screen.findByText(memberTexts('passwordChanged'))).toBeTruthy();
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      ['post-change-password', { currentpassword: 'Old#Pass1', newpassword: 'New#Pass12' }],
    ]);
    expect((current() as HTMLInputElement).value).toBe('');
    expect((fresh() as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when the current password is refused", async () => {
    serveApi({
      'post-change-password': () => ({
        status: 400,
        body: { success: false, message: 'The current password is not correct.', requestId: 'r' },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.type(current(), 'Wrong#Pass1');
    await user.type(fresh(), 'New#Pass12');
    await user.type(confirm(), 'New#Pass12');
    await user.click(submit());
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();
    expect(screen.queryByText(memberTexts('passwordChanged'))).toBeNull();
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it("changes the password through the route's action, keeping what was typed when it is refused", async () => {
    let refuse = true;
    const calls = serveApi({
      'post-change-password': () =>
        refuse ? failure(429, 'Too many attempts.') : { body: { success: true } },
    });
    const user = userEvent.setup();
    const { intents } = renderForm();
    await user.type(current(), 'Old#Pass1');
    await user.type(fresh(), 'New#Pass12');
    await user.type(confirm(), 'New#Pass12');
    await user.click(submit());
    expect(await screen.findByText('Too many attempts.')).toBeTruthy();
    expect(intents).toEqual([changePasswordIntent]);
    expect((current() as HTMLInputElement).value).toBe('Old#Pass1');
    expect((fresh() as HTMLInputElement).value).toBe('New#Pass12');
    expect((confirm() as HTMLInputElement).value).toBe('New#Pass12');

    refuse = false;
    await user.click(submit());
    expect(await screen.findByText(memberTexts('passwordChanged'))).toBeTruthy();
    expect(intents).toEqual([changePasswordIntent, changePasswordIntent]);
    expect(calls.map((c) => c.handler)).toEqual(['post-change-password', 'post-change-password']);
  });

  it('does not read the member again after the password changed', async () => {
    serveApi({ 'post-change-password': () => ({ body: { success: true } }) });
    let reads = 0;
    const user = userEvent.setup();
    renderForm({
      loader: () => {
        reads += 1;
        return null;
      },
      shouldRevalidate,
      // The page waits for its loader: nothing to show before.
      HydrateFallback: () => null,
    });
    await user.type(await screen.findByLabelText(memberTexts('currentPassword')), 'Old#Pass1');
    await user.type(fresh(), 'New#Pass12');
    await user.type(confirm(), 'New#Pass12');
    await user.click(submit());
    expect(await screen.findByText(memberTexts('passwordChanged'))).toBeTruthy();
    expect(reads).toBe(1);
  });
});
