/**
 * The registration form (spec portal sections 2, 4 and 8) on the schema form: the terms first,
 * 'All fields are required.' with the empty fields marked, the e-mail and phone messages by the
 * register request's rules, the request sent, and the server's answers.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { action, loader } from '../../frontend/src/app/routes/register';
import { deletePendingIntent } from '../../frontend/src/features/registration/api/delete-pending';
import { registerIntent } from '../../frontend/src/features/registration/api/register';
import { RegisterPage } from '../../frontend/src/features/registration/components/register-page';
import {
  findPendingRegistration,
  rememberPendingRegistration,
} from '../../frontend/src/features/registration/utils/pending-registrations';
import * as apiMessages from '../../shared/api-messages';
import { registrationTexts } from '../../frontend/src/features/registration/texts';
import type { PublicEmployer } from '../../shared/schemas/employer';
import { recordIntents } from './route-intents';
import { renderRoutes, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const employer: PublicEmployer = {
  id: '0b1c2d3e-4f50-4617-8899-aabbccddeeff',
  accountid: 'ACME-1',
  accountname: 'Acme Corp',
  logo: null,
  emailaddress: null,
  employeazecustomer: 0,
  hsaonly: 0,
  edoc_period: 0,
  enrollmentWindow: null,
};

/** The page on its route, whose action is the route module's; `intents` says what it was asked to do. */
function renderForm() {
  const { intents, action: recorded } = recordIntents(action);
  const { router } = renderRoutes(
    [
      {
        path: '/register',
        action: recorded,
        element: (
          <RegisterPage employer={employer} supportEmail="help@portal.test" onResetPassword={() => {}} />
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/register',
  );
  return { router, intents };
}

/** The member id a registration answers (a pending member). */
const pendingId = '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c';

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submitButton = () => screen.getByRole('button', { name: registrationTexts('registerAccount') });

async function fillAll(user: ReturnType<typeof userEvent.setup>, phone = '201-555-0100') {
  await user.type(field(componentTexts('firstName')), ' Ada ');
  await user.type(field(componentTexts('lastName')), 'Lovelace');
  await user.type(field(registrationTexts('personalEmail')), 'ada@example.com ');
  await user.type(field(componentTexts('phoneNumber')), phone);
}

/** The registration answered 409 for an e-mail with a pending registration: its dialog opens. */
const alreadyRegistered = (requestId: string) => ({
  status: 409,
  body: { success: false, message: 'Already registered', requestId },
});

/** Accepts the terms, fills the form, registers, and answers the 'already initiated' dialog. */
async function registerIntoDialog(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(screen.getByRole('checkbox'));
  await fillAll(user);
  await user.click(submitButton());
  return screen.findByRole('dialog', { name: registrationTexts('alreadyInitiatedTitle') });
}

describe('the registration form', () => {
  // A registration that succeeded leaves its proof in local storage: each test starts without one.
  beforeEach(() => localStorage.clear());

  it('asks for the terms, then every field, then a valid e-mail and phone, and sends the trimmed member', async () => {
    const calls = serveApi({
      'post-register': () => ({
        body: { success: true, data: { memberid: '6f1c1f8e-2f0b-4b8e-9a59-0d3f7a1e2b3c', proof: 'p' } },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderForm();
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    const terms = screen.getByRole('checkbox');
    await user.click(terms);
    await user.click(terms);
    expect(screen.getByText(registrationTexts('acceptTerms'))).toBeTruthy();
    await user.click(terms);

    await user.type(field(componentTexts('firstName')), 'Ada');
    await user.click(submitButton());
    expect(screen.getByText(registrationTexts('allFieldsRequired'))).toBeTruthy();
    expect(field(componentTexts('lastName')).getAttribute('aria-invalid')).toBe('true');
    expect(field(componentTexts('firstName')).getAttribute('aria-invalid')).toBeNull();
    await expect.poll(() => document.activeElement).toBe(field(componentTexts('lastName')));

    await user.clear(field(componentTexts('firstName')));
    await fillAll(user, '555-01x');
    expect(screen.queryByText(registrationTexts('allFieldsRequired'))).toBeNull();
    await user.clear(field(registrationTexts('personalEmail')));
    await user.type(field(registrationTexts('personalEmail')), 'ada@example');
    await user.click(submitButton());
    expect(screen.getByText(componentTexts('invalidEmail'))).toBeTruthy();
    expect(screen.getByText(registrationTexts('invalidPhone'))).toBeTruthy();
    expect(calls).toEqual([]);

    await user.clear(field(registrationTexts('personalEmail')));
    await user.type(field(registrationTexts('personalEmail')), ' ada@example.com ');
    await user.clear(field(componentTexts('phoneNumber')));
    await user.type(field(componentTexts('phoneNumber')), '(201) 555-0100');
    await user.click(submitButton());
    await screen.findByText('login page');
    expect(calls.map((c) => [c.handler, c.body])).toEqual([
      [
        'post-register',
        {
          member: {
            firstname: 'Ada',
            lastname: 'Lovelace',
            personalemailaddress: 'ada@example.com',
            phonenumber: '(201) 555-0100',
            accountid: employer.accountid,
            employer_id: employer.id,
          },
          company: employer.accountname,
          plan_year: new Date().getFullYear(),
          // The page's language: the confirmation e-mail goes out in it.
          language: 'en',
        },
      ],
    ]);
    expect(router.state.location.search).toContain('register=true');
  });

  it('says a 409 with the spec message and opens the already-initiated dialog', async () => {
    serveApi({
      'post-register': () => ({
        status: 409,
        body: { success: false, message: 'Already registered', requestId: 'r1' },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox'));
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText(apiMessages.registerFailed)).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: registrationTexts('alreadyInitiatedTitle') });
    expect(within(dialog).getByText(registrationTexts('alreadyInitiatedText'))).toBeTruthy();
    expect(submitButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows a 400's own message", async () => {
    serveApi({
      'post-register': () => ({
        status: 400,
        body: { success: false, message: 'member.phonenumber: must be a phone number', requestId: 'r2' },
      }),
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('checkbox'));
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('member.phonenumber: must be a phone number')).toBeTruthy();
  });

  it("registers through the route's action: a refusal keeps what was typed, a success remembers the proof", async () => {
    const proof = 'registration-proof_0123456789';
    let refuse = true;
    const calls = serveApi({
      'post-register': () =>
        refuse
          ? { status: 429, body: { success: false, message: 'Too many registrations.', requestId: 'r3' } }
          : { body: { success: true, data: { memberid: pendingId, proof } } },
    });
    const user = userEvent.setup();
    const { router, intents } = renderForm();
    await user.click(screen.getByRole('checkbox'));
    await fillAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('Too many registrations.')).toBeTruthy();
    expect(intents).toEqual([registerIntent]);
    expect(submitButton().hasAttribute('disabled')).toBe(false);
    expect((field(componentTexts('firstName')) as HTMLInputElement).value).toBe(' Ada ');
    expect((field(registrationTexts('personalEmail')) as HTMLInputElement).value).toBe('ada@example.com');
    expect(findPendingRegistration('ada@example.com')).toBeUndefined();
    expect(router.state.location.pathname).toBe('/register');

    refuse = false;
    await user.click(submitButton());
    await screen.findByText('login page');
    expect(intents).toEqual([registerIntent, registerIntent]);
    expect(calls.map((c) => c.handler)).toEqual(['post-register', 'post-register']);
    // The browser that registered may delete the pending registration (the 'already initiated' dialog).
    expect(findPendingRegistration('ada@example.com')).toEqual({ memberid: pendingId, proof });
  });

  it("deletes a pending registration through the route's action and starts a new registration", async () => {
    const proof = 'registration-proof_0123456789';
    rememberPendingRegistration('ada@example.com', { memberid: pendingId, proof });
    const calls = serveApi({
      'post-register': () => alreadyRegistered('r4'),
      'delete-pending': () => ({ body: { success: true } }),
    });
    const user = userEvent.setup();
    const { router, intents } = renderForm();
    const dialog = await registerIntoDialog(user);
    await user.click(
      within(dialog).getByRole('button', { name: registrationTexts('alreadyInitiatedDeleteAction') }),
    );

    expect(await screen.findByText(registrationTexts('pendingRegistrationDeleted'))).toBeTruthy();
    expect(intents).toEqual([registerIntent, deletePendingIntent]);
    const deleted = calls.find((c) => c.handler === 'delete-pending');
    expect(deleted?.pathParameters).toEqual({ id: pendingId });
    expect(deleted?.query.get('proof')).toBe(proof);
    expect(findPendingRegistration('ada@example.com')).toBeUndefined();
    expect(router.state.location.search).toBe(`?&employer_id=${employer.id}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says a refused delete with the server's 429 message, else the spec's, and keeps the dialog and the proof", async () => {
    const proof = 'registration-proof_0123456789';
    rememberPendingRegistration('ada@example.com', { memberid: pendingId, proof });
    let deleteStatus = 429;
    serveApi({
      'post-register': () => alreadyRegistered('r5'),
      'delete-pending': () => ({
        status: deleteStatus,
        body: { success: false, message: 'Too many deletions.', requestId: 'r6' },
      }),
    });
    const user = userEvent.setup();
    const { router, intents } = renderForm();
    const dialog = await registerIntoDialog(user);
    const deleteButton = () =>
      within(dialog).getByRole('button', { name: registrationTexts('alreadyInitiatedDeleteAction') });
    await user.click(deleteButton());
    expect(await screen.findByText('Too many deletions.')).toBeTruthy();

    deleteStatus = 403;
    await user.click(deleteButton());
    expect(await screen.findByText(apiMessages.deletionFailed)).toBeTruthy();
    expect(intents).toEqual([registerIntent, deletePendingIntent, deletePendingIntent]);
    expect(deleteButton().hasAttribute('disabled')).toBe(false);
    expect(findPendingRegistration('ada@example.com')).toEqual({ memberid: pendingId, proof });
    expect(router.state.location.search).toBe('');
  });
});

describe('an invitation link', () => {
  const load = (search: string) =>
    loader({
      request: new Request(`http://portal.test/register${search}`),
      params: {},
      context: {},
    } as Parameters<typeof loader>[0]);

  it('that is no longer valid registers with an empty form, and the page says why', async () => {
    // Prepare
    serveApi({
      'get-invitation': () => ({ status: 404, body: { success: false, message: 'not found' } }),
    });
    // Act
    const data = await load(`?employer_id=${employer.id}&invite=used-token-0123456789abcdef`);
    renderRoutes(
      [
        {
          path: '/register',
          element: (
            <RegisterPage
              employer={employer}
              supportEmail="help@portal.test"
              onResetPassword={() => {}}
              invitation={data.invitation}
              invitationInvalid={data.invitationInvalid}
            />
          ),
        },
      ],
      '/register',
    );
    // Assess
    expect(data).toEqual({ invitation: null, invitationInvalid: true });
    expect(await screen.findByText(registrationTexts('invitationInvalid'))).toBeTruthy();
    expect((field(registrationTexts('personalEmail')) as HTMLInputElement).value).toBe('');
  });

  it('is not said to be invalid when the link has none, nor when it is valid', async () => {
    // Prepare
    const calls = serveApi({
      'get-invitation': () => ({
        body: {
          success: true,
          data: {
            employer_id: employer.id,
            firstname: 'Ada',
            lastname: 'Lovelace',
            email: 'ada@example.com',
            class: 'Full-time',
          },
        },
      }),
    });
    // Act
    const plain = await load(`?employer_id=${employer.id}`);
    const invited = await load(`?employer_id=${employer.id}&invite=good-token-0123456789abcdef`);
    // Assess
    expect(plain).toEqual({ invitation: null, invitationInvalid: false });
    expect(invited.invitationInvalid).toBe(false);
    expect(invited.invitation?.email).toBe('ada@example.com');
    expect(calls).toHaveLength(1);
  });
});
