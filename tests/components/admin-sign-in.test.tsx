/**
 * The console's sign-in screens through their routes: /admin/login (password, then the
 * authenticator's code, each a write of the route's action against the workforce pool), /admin/mfa
 * (a new authenticator's key, its first code, then POST /api/admin/mfa) and /admin/set-password
 * (the pool's password rule before anything is sent). The pool is Amplify's: mocked here, as
 * lib/auth is for the employee pages; the e2e journey signs in against cognito-local.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as loginRoute from '../../frontend/src/app/routes/admin-login';
import * as mfaRoute from '../../frontend/src/app/routes/admin-mfa';
import * as setPasswordRoute from '../../frontend/src/app/routes/admin-set-password';
import * as auth from '../../frontend/src/features/admin/api/admin-auth';
import { adminTexts } from '../../frontend/src/features/admin/texts';
import { componentTexts } from '../../frontend/src/components/texts';
import { renderAdmin } from './admin-support';
import { serveApi } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof auth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    signInAdmin: vi.fn(),
    confirmAdminCode: vi.fn(),
    startTotpEnrolment: vi.fn(),
    finishTotpEnrolment: vi.fn(),
  };
});

const landing = { path: '/admin', element: <p>console</p> };

beforeEach(() => vi.mocked(auth.signInAdmin).mockReset());

describe('/admin/login', () => {
  it('asks for the code after the password, and opens the console once the code is right', async () => {
    const user = userEvent.setup();
    vi.mocked(auth.signInAdmin).mockResolvedValue({ step: 'totp' });
    vi.mocked(auth.confirmAdminCode)
      .mockRejectedValueOnce(new auth.AdminAuthError(adminTexts('codeWrong')))
      .mockResolvedValueOnce({ step: 'done' });
    const { router } = renderAdmin([{ path: '/admin/login', ...loginRoute }, landing], '/admin/login');
    await user.type(await screen.findByLabelText(componentTexts('email')), ' hr@example.com ');
    await user.type(screen.getByLabelText(adminTexts('passwordLabel')), 'Console#Admin-2027');
    await user.click(screen.getByRole('button', { name: adminTexts('continue') }));
    expect(await screen.findByRole('heading', { name: adminTexts('codeTitle') })).toBeTruthy();
    expect(auth.signInAdmin).toHaveBeenCalledWith('hr@example.com', 'Console#Admin-2027');

    // Five digits are not a code: nothing goes to the pool.
    await user.type(screen.getByLabelText(adminTexts('codeLabel')), '12345');
    await user.click(screen.getByRole('button', { name: adminTexts('verify') }));
    expect(await screen.findByText(adminTexts('codeInvalid'))).toBeTruthy();
    expect(auth.confirmAdminCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(adminTexts('codeLabel')), '6');
    await user.click(screen.getByRole('button', { name: adminTexts('verify') }));
    expect(await screen.findByText(adminTexts('codeWrong'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: adminTexts('verify') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(auth.confirmAdminCode).toHaveBeenLastCalledWith('123456', 'hr@example.com');
  });
});

describe('/admin/mfa', () => {
  it('shows the new key, and with its first code turns two-step sign-in on and tells the API', async () => {
    const user = userEvent.setup();
    vi.mocked(auth.startTotpEnrolment).mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      uri: 'otpauth://totp/ICHRA%20Console:hr%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
    });
    vi.mocked(auth.finishTotpEnrolment).mockResolvedValue();
    const calls = serveApi({
      'get-admin-me': () => ({
        body: {
          success: true,
          data: { email: 'hr@example.com', role: 'hr', phi: false, mfa: false, employers: [] },
        },
      }),
      'post-admin-mfa': () => ({ body: { success: true, data: { mfa: true } } }),
    });
    const { router } = renderAdmin([{ path: '/admin/mfa', ...mfaRoute }, landing], '/admin/mfa');
    await user.click(await screen.findByRole('button', { name: adminTexts('mfaStart') }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeTruthy();
    expect(screen.getByRole('link', { name: adminTexts('mfaUriLink') }).getAttribute('href')).toMatch(
      /^otpauth:\/\/totp\//,
    );
    expect(auth.startTotpEnrolment).toHaveBeenCalledWith('hr@example.com');
    await user.type(screen.getByLabelText(adminTexts('codeLabel')), '654321');
    await user.click(screen.getByRole('button', { name: adminTexts('verify') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(auth.finishTotpEnrolment).toHaveBeenCalledWith('654321');
    expect(calls.map((c) => c.handler)).toContain('post-admin-mfa');
  });
});

describe('/admin/set-password', () => {
  it("checks the pool's rule and the repeat before sending, then goes to sign in", async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'post-admin-set-password': () => ({ body: { success: true, data: { email: 'hr@example.com' } } }),
    });
    const token = 'a'.repeat(32);
    const { router } = renderAdmin(
      [
        { path: '/admin/set-password', ...setPasswordRoute },
        { path: '/admin/login', element: <p>sign in</p> },
      ],
      `/admin/set-password?token=${token}`,
    );
    const password = await screen.findByLabelText(adminTexts('newPasswordLabel'));
    await user.type(password, 'Short#1a');
    await user.type(screen.getByLabelText(adminTexts('confirmPasswordLabel')), 'Short#1a');
    await user.click(screen.getByRole('button', { name: adminTexts('savePassword') }));
    expect(await screen.findByText(adminTexts('passwordRule'))).toBeTruthy();
    await user.clear(password);
    await user.type(password, 'Console#Admin-2027');
    await user.click(screen.getByRole('button', { name: adminTexts('savePassword') }));
    expect(await screen.findByText(adminTexts('passwordsDiffer'))).toBeTruthy();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(adminTexts('confirmPasswordLabel')));
    await user.type(screen.getByLabelText(adminTexts('confirmPasswordLabel')), 'Console#Admin-2027');
    await user.click(screen.getByRole('button', { name: adminTexts('savePassword') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(calls[0]!.body).toEqual({ token, password: 'Console#Admin-2027' });
  });

  it('says the link is not complete without its token', async () => {
    renderAdmin([{ path: '/admin/set-password', ...setPasswordRoute }], '/admin/set-password');
    expect(await screen.findByText(adminTexts('setPasswordLinkMissing'))).toBeTruthy();
  });
});
