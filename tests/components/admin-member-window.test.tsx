/**
 * The console's forms for enrollment after the window (issue 40, item 5), on their screen
 * (/admin/employers/:employerId/employee-windows, linked from the enrollment window's) through its
 * route: the new-hire rules (read by the loader
 * from GET .../new-hire-rules, written by the route's action to PUT .../new-hire-rules) and the form
 * that opens a window of one employee's own (POST .../member-windows): a correction, a new hire, a
 * life event. Each is checked in the browser with the route's schema (nothing sent when a field is
 * missing), and each of the server's refusals shows where it belongs: a 400's fields by the field,
 * a 404 or 409 above the form, in the console's language.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as adminAuth from '../../frontend/src/features/admin/api/admin-auth';
import * as employeeWindowsRoute from '../../frontend/src/app/routes/admin-employee-windows';
import * as windowRoute from '../../frontend/src/app/routes/admin-window';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import * as adminApiMessages from '../../shared/api-messages.admin';
import * as adminApiMessagesEs from '../../shared/api-messages.admin.es';
import { employerId, renderAdmin } from './admin-support';
import { descriptionOf, serveApi, type Answer, type ApiCall } from './support';

vi.mock('../../frontend/src/features/admin/api/admin-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof adminAuth>();
  return {
    ...actual,
    adminSessionStartedAt: () => Date.now(),
    adminAccessToken: () => Promise.resolve('admin-test-token'),
    endAdminSession: vi.fn(() => Promise.resolve()),
  };
});

const me = {
  email: 'hr@example.com',
  role: 'hr',
  phi: false,
  mfa: true,
  employers: [{ id: employerId, name: 'Acme Manufacturing' }],
};

type Rules = { waitingPeriod: string; waitingDays?: number; daysToEnroll: number } | null;

const refusal = (status: number, message: string, fields?: Record<string, string>) => ({
  status,
  body: { success: false, message, ...(fields ? { fields } : {}), requestId: 'req-1' },
});

/** The screen; GET .../new-hire-rules answers `stored`, the writes answer as given. */
function renderScreen(
  stored: Rules,
  writes: { putRules?: (call: ApiCall) => Answer; postWindow?: (call: ApiCall) => Answer } = {},
  start = 'employee-windows',
) {
  let rules = stored;
  const calls = serveApi({
    'get-admin-me': () => ({ body: { success: true, data: me } }),
    'get-windows': () => ({ body: { success: true, data: { windows: [], currentPlanYear: 2027 } } }),
    'get-new-hire-rules': () => ({ body: { success: true, data: rules } }),
    'put-new-hire-rules':
      writes.putRules ??
      ((call) => {
        rules = call.body as Rules;
        return { body: { success: true, data: rules } };
      }),
    'post-member-window':
      writes.postWindow ?? (() => refusal(500, 'The test gives no member window answer.')),
  });
  renderAdmin(
    [
      {
        path: '/admin/employers/:employerId/employee-windows',
        loader: employeeWindowsRoute.loader,
        action: employeeWindowsRoute.action,
        Component: employeeWindowsRoute.Component,
      },
      {
        path: '/admin/employers/:employerId/window',
        loader: windowRoute.loader,
        action: windowRoute.action,
        Component: windowRoute.Component,
      },
    ],
    `/admin/employers/${employerId}/${start}`,
  );
  return { of: (handler: string) => calls.filter((c) => c.handler === handler) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The text of the form's own alert (the first `role=alert` inside the form titled `title`). */
function formAlert(title: string): string {
  const form = screen.getByRole('form', { name: title });
  return form.querySelector('[role="alert"]')?.textContent ?? '';
}

describe("the console's new-hire rules", () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it("is linked from the enrollment window's screen, under the employer's name", async () => {
    const user = userEvent.setup();
    renderScreen(null, {}, 'window');
    await user.click(
      await screen.findByRole('link', {
        name: 'New-hire rules, and a window for one employee after this one',
      }),
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Enrollment after the window for Acme Manufacturing',
        level: 1,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New-hire rules', level: 2 })).toBeTruthy();
  });

  it('says none are set, asks for the days of a waiting period in days before sending, then saves and reads them again', async () => {
    const user = userEvent.setup();
    const { of } = renderScreen(null);
    await screen.findByText('No new-hire rules are set yet.');
    expect(
      (
        screen.getByRole('radio', {
          name: 'Eligible on the first of the month after the hire date',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(screen.queryByLabelText('Days after the hire date (at most 90)')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Eligible a number of days after the hire date' }));
    const waiting = screen.getByLabelText('Days after the hire date (at most 90)');
    type('Days a new hire has to enroll', '30');
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    await waitFor(() => expect(descriptionOf(waiting)).toContain('Fill in this field.'));
    expect(of('put-new-hire-rules')).toHaveLength(0);
    type('Days after the hire date (at most 90)', '91');
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    await waitFor(() =>
      expect(descriptionOf(waiting)).toContain('Enter a whole number of days from 0 to 90.'),
    );
    expect(of('put-new-hire-rules')).toHaveLength(0);
    type('Days after the hire date (at most 90)', '45');
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    expect(await screen.findByText('The new-hire rules are saved.')).toBeTruthy();
    expect(of('put-new-hire-rules')[0]!.body).toEqual({
      waitingPeriod: 'days-after-hire',
      waitingDays: 45,
      daysToEnroll: 30,
    });
    await waitFor(() => expect(of('get-new-hire-rules')).toHaveLength(2));
    expect(screen.queryByText('No new-hire rules are set yet.')).toBeNull();
  });

  it('starts from the rules stored, and sends no days with the first of the month', async () => {
    const user = userEvent.setup();
    const { of } = renderScreen({ waitingPeriod: 'days-after-hire', waitingDays: 60, daysToEnroll: 31 });
    const waiting = await screen.findByLabelText('Days after the hire date (at most 90)');
    expect((waiting as HTMLInputElement).value).toBe('60');
    expect(
      (screen.getByLabelText('Days a new hire has to enroll', { exact: false }) as HTMLInputElement).value,
    ).toBe('31');
    await user.click(
      screen.getByRole('radio', { name: 'Eligible on the first of the month after the hire date' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    await screen.findByText('The new-hire rules are saved.');
    expect(of('put-new-hire-rules')[0]!.body).toEqual({
      waitingPeriod: 'first-of-month-after-hire',
      daysToEnroll: 31,
    });
  });

  it("shows the server's 400 by the field it names, and another refusal above the form", async () => {
    const user = userEvent.setup();
    let answer = 0;
    renderScreen(
      { waitingPeriod: 'days-after-hire', waitingDays: 10, daysToEnroll: 30 },
      {
        putRules: () =>
          answer++ === 0
            ? refusal(400, adminApiMessages.adminWaitingDaysRequired, {
                waitingDays: adminApiMessages.adminWaitingDaysRequired,
              })
            : refusal(403, 'You do not administer this employer.'),
      },
    );
    const waiting = await screen.findByLabelText('Days after the hire date (at most 90)');
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    await waitFor(() => expect(descriptionOf(waiting)).toContain(adminApiMessages.adminWaitingDaysRequired));
    type('Days after the hire date (at most 90)', '11');
    await user.click(screen.getByRole('button', { name: 'Save the new-hire rules' }));
    await waitFor(() => expect(formAlert('New-hire rules')).toBe('You do not administer this employer.'));
  });
});

describe("the console's form that opens a window of one employee's own", () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  const open = () => userEvent.setup().click(screen.getByRole('button', { name: 'Open the window' }));

  it('opens a correction with its reason and days for the plan year enrolling now, and says until when', async () => {
    const { of } = renderScreen(null, {
      postWindow: (call) => ({
        body: {
          success: true,
          data: {
            email: 'ann@example.com',
            planYear: 2027,
            kind: 'correction',
            opens: '2026-11-28',
            closes: '2026-12-07',
            reason: (call.body as { reason: string }).reason,
          },
        },
      }),
    });
    await screen.findByRole('heading', { name: 'Open a window for one employee' });
    type("The employee's e-mail", ' Ann@example.com ');
    type('Reason (the employee does not see it)', 'Chose the wrong plan');
    type('Days the window stays open (today included)', '10');
    await open();
    expect(
      await screen.findByText('The window for ann@example.com is open from Nov 28, 2026 to Dec 7, 2026.'),
    ).toBeTruthy();
    expect(of('post-member-window')[0]!.body).toEqual({
      email: 'Ann@example.com',
      planYear: 2027,
      kind: 'correction',
      reason: 'Chose the wrong plan',
      days: 10,
    });
  });

  it('asks for the e-mail, the reason and the days before sending anything', async () => {
    const { of } = renderScreen(null);
    await screen.findByRole('heading', { name: 'Open a window for one employee' });
    type('Days the window stays open (today included)', '121');
    await open();
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText("The employee's e-mail", { exact: false }))).toContain(
        'Fill in this field.',
      ),
    );
    expect(descriptionOf(screen.getByLabelText('Reason', { exact: false }))).toContain('Fill in this field.');
    expect(descriptionOf(screen.getByLabelText('Days the window stays open', { exact: false }))).toContain(
      'Enter a whole number of days from 1 to 120.',
    );
    expect(of('post-member-window')).toHaveLength(0);
  });

  it("sends a new hire's window without a hire date (the census's), and shows the server's refusals: the hire date by its field, missing rules above", async () => {
    const user = userEvent.setup();
    let answer = 0;
    const { of } = renderScreen(null, {
      postWindow: () =>
        answer++ === 0
          ? refusal(400, adminApiMessages.adminHireDateMissing, {
              hireDate: adminApiMessages.adminHireDateMissing,
            })
          : refusal(409, adminApiMessages.adminNewHireSettingsMissing),
    });
    await screen.findByRole('heading', { name: 'Open a window for one employee' });
    await user.click(screen.getByRole('radio', { name: 'A new hire' }));
    expect(screen.queryByLabelText('Reason', { exact: false })).toBeNull();
    type("The employee's e-mail", 'new@example.com');
    await open();
    const hireDate = screen.getByLabelText('Hire date (optional)', { exact: false });
    await waitFor(() => expect(descriptionOf(hireDate)).toContain(adminApiMessages.adminHireDateMissing));
    expect(of('post-member-window')[0]!.body).toEqual({
      email: 'new@example.com',
      planYear: 2027,
      kind: 'new-hire',
    });
    type('Hire date (optional)', '2027-03-14');
    await open();
    await waitFor(() =>
      expect(formAlert('Open a window for one employee')).toBe(adminApiMessages.adminNewHireSettingsMissing),
    );
    expect(of('post-member-window')[1]!.body).toEqual({
      email: 'new@example.com',
      planYear: 2027,
      kind: 'new-hire',
      hireDate: '2027-03-14',
    });
  });

  it("sends a life event's kind, date and reason, and shows the server's 409 for one too long ago", async () => {
    const user = userEvent.setup();
    const { of } = renderScreen(null, {
      postWindow: () => refusal(409, adminApiMessages.lifeEventTooLate('2026-10-30')),
    });
    await screen.findByRole('heading', { name: 'Open a window for one employee' });
    await user.click(screen.getByRole('radio', { name: 'A life event' }));
    type("The employee's e-mail", 'ann@example.com');
    await user.selectOptions(screen.getByLabelText('Life event', { exact: true }), 'birth');
    type('The day it happened', '2026-08-31');
    type('Reason (the employee does not see it)', 'Baby born');
    await user.selectOptions(screen.getByLabelText('Plan year'), '2026');
    await open();
    await waitFor(() =>
      expect(formAlert('Open a window for one employee')).toBe(
        adminApiMessages.lifeEventTooLate('2026-10-30'),
      ),
    );
    expect(of('post-member-window')[0]!.body).toEqual({
      email: 'ann@example.com',
      planYear: 2026,
      kind: 'life-event',
      event: 'birth',
      eventDate: '2026-08-31',
      reason: 'Baby born',
    });
  });

  it("shows the server's 404 for an e-mail no employee registered with, in Spanish", async () => {
    await activateLocale('es', { remember: false });
    renderScreen(null, { postWindow: () => refusal(404, adminApiMessagesEs.adminMemberNotRegistered) });
    await screen.findByRole('heading', {
      name: 'Inscripción después del período de Acme Manufacturing',
      level: 1,
    });
    expect(screen.getByRole('heading', { name: 'Reglas para nuevos empleados' })).toBeTruthy();
    type('El correo electrónico del empleado', 'nadie@example.com');
    type('Motivo (el empleado no lo ve)', 'Eligió el plan equivocado');
    type('Días que el período permanece abierto (hoy incluido)', '5');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Abrir el período' }));
    await waitFor(() =>
      expect(formAlert('Abrir un período para un empleado')).toBe(
        adminApiMessagesEs.adminMemberNotRegistered,
      ),
    );
  });
});
