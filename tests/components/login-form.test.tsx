/**
 * The sign-in form (spec portal section 2) on the schema form: 'This field is required.' under
 * each empty field on submit, the e-mail rule of the login request, what is handed to the user
 * pool (Amplify is stubbed here), and the failure message in the snackbar.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { action } from '../../frontend/src/app/routes/login';
import * as signIn from '../../frontend/src/features/auth/api/sign-in';
import { LoginPage } from '../../frontend/src/features/auth/components/login-page';
import * as apiMessages from '../../shared/api-messages';
import { authTexts } from '../../frontend/src/features/auth/texts';
import { recordIntents } from './route-intents';
import { renderRoutes } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

/** The user pool as this test answers it (a plain function: a spy would report its rejection). */
const pool = vi.hoisted(() => ({
  calls: [] as [string, string][],
  answer: (): Promise<void> => Promise.resolve(),
}));
vi.mock('../../frontend/src/features/auth/api/sign-in', async (importOriginal) => {
  const actual = await importOriginal<typeof signIn>();
  return {
    ...actual,
    signInWithPassword: (email: string, password: string) => {
      pool.calls.push([email, password]);
      return pool.answer();
    },
  };
});

/** The page on its route, whose action is the route module's; `intents` says what it was asked to do. */
function renderForm() {
  const { intents, action: recorded } = recordIntents(action);
  const { router } = renderRoutes(
    [
      { path: '/login', action: recorded, element: <LoginPage employerId={null} /> },
      { path: '/profile', element: <p>profile page</p> },
    ],
    '/login',
  );
  return { router, intents };
}

const email = () => screen.getByLabelText(componentTexts('email'));
const password = () => screen.getByLabelText(authTexts('password'), { exact: true });
const logIn = () => screen.getByRole('button', { name: authTexts('logIn') });

describe('the sign-in form', () => {
  beforeEach(() => {
    pool.calls = [];
    pool.answer = () => Promise.resolve();
  });

  it('says each empty field is required, then a malformed e-mail, and signs in with the trimmed e-mail', async () => {
    const user = userEvent.setup();
    const { router } = renderForm();
    await user.click(logIn());
    expect(screen.getAllByText(componentTexts('fieldRequired'))).toHaveLength(2);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => document.activeElement).toBe(email());

    await user.type(email(), 'ada@example');
    await user.type(password(), 'Secret#1');
    await user.click(logIn());
    expect(screen.getByText(componentTexts('invalidEmail'))).toBeTruthy();
    expect(pool.calls).toEqual([]);

    await user.clear(email());
    await user.type(email(), ' ada@example.com ');
    await user.click(logIn());
    await screen.findByText('profile page');
    expect(pool.calls).toEqual([['ada@example.com', 'Secret#1']]);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows why a sign-in failed and lets the user try again', async () => {
    pool.answer = () => Promise.reject(new signIn.SignInError(apiMessages.loginFailed));
    const user = userEvent.setup();
    renderForm();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong');
    await user.click(logIn());
    expect(await screen.findByText(apiMessages.loginFailed)).toBeTruthy();
    expect(logIn().hasAttribute('disabled')).toBe(false);
  });

  it("signs in through the route's action, saying any failure as the form said it, and keeps the e-mail", async () => {
    const throttled = Object.assign(new Error('Too many sign-in attempts.'), {
      name: 'TooManyRequestsException',
    });
    const failures: Error[] = [throttled, new Error('Network error')];
    pool.answer = () => {
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve();
    };
    const user = userEvent.setup();
    const { router, intents } = renderForm();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'Secret#1');
    // Throttling: the user pool's own words.
    await user.click(logIn());
    expect(await screen.findByText('Too many sign-in attempts.')).toBeTruthy();
    expect(intents).toEqual([signIn.signInIntent]);
    expect((email() as HTMLInputElement).value).toBe('ada@example.com');
    expect(router.state.location.pathname).toBe('/login');

    // Any other failure (not a refusal of the user pool): the spec's message, never the error page.
    await user.click(logIn());
    expect(await screen.findByText(apiMessages.loginFailed)).toBeTruthy();
    expect(intents).toEqual([signIn.signInIntent, signIn.signInIntent]);
    expect(logIn().hasAttribute('disabled')).toBe(false);

    await user.click(logIn());
    await screen.findByText('profile page');
    expect(intents).toEqual([signIn.signInIntent, signIn.signInIntent, signIn.signInIntent]);
    expect(pool.calls).toHaveLength(3);
  });
});
