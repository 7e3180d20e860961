/**
 * /welcome (spec portal "/welcome") through its route: the loader reads the caller's orders,
 * member account and contacts (the broker team only when the contacts rule needs it) with the
 * navigation's signal, and the page shows each state: no enrollment yet, just authorized with the
 * plan panel and services at the amounts answered, and waived with its reason.
 */
import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { welcomeTexts } from '../../frontend/src/features/welcome/texts';
import type { OrderDetail } from '../../shared/schemas/order';
import { afterEnrollmentRouteId } from '../../frontend/src/app/routes/after-enrollment';
import * as welcomeRoute from '../../frontend/src/app/routes/welcome';
import { renderRoutes, serveApi, type Answers } from './support';
import { commonTexts } from '../../frontend/src/lib/texts';

const member = { id: 'm-1', accountid: 'ACCT-1', firstname: 'Ada', lastname: 'Lovelace' };
const employer = { accountid: 'ACCT-1', accountname: 'Initech' };

function order(over: Partial<OrderDetail>): OrderDetail {
  return {
    id: crypto.randomUUID(),
    category: 'healthinsurance',
    vendorname: 'Acme Health',
    productname: 'Acme Silver PPO',
    description: null,
    amountspent: 612.34,
    policyholdersname: 'Ada Lovelace',
    policycarriername: 'Acme Health',
    options: null,
    tax_status: 'Pre-Tax',
    ordernumber: 'ORD-1',
    createdon: '2026-06-10T12:00:00.000Z',
    policyeffectivedate: '2026-07-01',
    policyishsaeligible: 0,
    waivecoverage: 0,
    businessyear: 2026,
    summary_link: null,
    accountname: 'Initech',
    address1: null,
    address2: null,
    city: null,
    stateorprovince: null,
    postalcode: null,
    phonenumber: null,
    emailaddress: null,
    ...over,
  };
}

const account = (over: object = {}) => ({
  id: crypto.randomUUID(),
  memberid: crypto.randomUUID(),
  waivecoverage: 0,
  waivecoveragereason: null,
  currentemployercontribution: 700,
  currenthealthinsurancepremium: 612.34,
  currentpayrolldeduction: 0,
  currentbalance: 87.66,
  currentemployeeclass: null,
  ...over,
});

const hr = {
  firstname: 'Hal',
  middlename: null,
  lastname: 'Rogers',
  emailaddress: 'hr@initech.test',
  phonenumber: '201-555-0100',
  contacttype: 3,
  displaytoemployee: true,
};

function api(over: Answers): Answers {
  return {
    'get-orders': () => ({ body: { success: true, orderdetails: [] } }),
    'get-member-account': () => ({ body: { success: true, data: null } }),
    'get-contacts': () => ({ body: { success: true, data: [hr] } }),
    'get-coverage-proof': () => ({ body: { success: true, data: null } }),
    ...over,
  };
}

function renderWelcome(path = '/welcome') {
  return renderRoutes(
    [
      {
        id: afterEnrollmentRouteId,
        loader: () => ({ member, employer }),
        element: <Outlet />,
        children: [
          { path: '/welcome', loader: welcomeRoute.loader, Component: welcomeRoute.Component },
          { path: '/profile', element: <p>profile page</p> },
        ],
      },
    ],
    path,
  );
}

/** "$1,234.56" as cents, read digit by digit. */
const centsOf = (text: string | null) => Number((text ?? '').replace(/[$,.]/g, '').trim());

describe('the welcome page', () => {
  it('before any enrollment: welcomes back, offers to start, and asks the broker team when no contact is listed', async () => {
    const lead = {
      firstName: 'Bea',
      lastName: 'Broker',
      emailAddress: 'bea@brokers.test',
      phoneNumber: null,
    };
    const calls = serveApi(
      api({
        'get-contacts': () => ({ body: { success: true, data: [] } }),
        'get-broker': () => ({ body: { success: true, data: lead } }),
      }),
    );
    renderWelcome();

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: welcomeTexts('welcomeBack', { firstname: 'Ada' }),
      }),
    ).toBeTruthy();
    expect(screen.getByText(welcomeTexts('noEnrollmentYet'))).toBeTruthy();
    expect(screen.getByRole('link', { name: welcomeTexts('startEnrollment') }).getAttribute('href')).toBe(
      '/profile',
    );
    const contacts = screen.getByRole('region', { name: welcomeTexts('contactsHeading') });
    expect(within(contacts).getByText('Bea Broker')).toBeTruthy();
    expect(
      within(contacts).getByText(
        {
          '1': welcomeTexts('contactTypes.1'),
          '2': welcomeTexts('contactTypes.2'),
          '3': welcomeTexts('contactTypes.3'),
          '4': welcomeTexts('contactTypes.4'),
          '5': commonTexts('supportContact'),
        }[1],
      ),
    ).toBeTruthy();
    expect(
      screen.queryByRole('heading', { name: welcomeTexts('healthPlanSelected', { year: 2026 }) }),
    ).toBeNull();
    expect(calls.map((c) => c.handler).sort()).toEqual([
      'get-broker',
      'get-contacts',
      'get-coverage-proof',
      'get-member-account',
      'get-orders',
    ]);
    for (const call of calls) expect(call.signal).toBeInstanceOf(AbortSignal);
  });

  it('just authorized: congratulates, lists the plan and the services at the amounts answered, and the contribution', async () => {
    const orders = [
      order({ productname: 'Acme Silver PPO', amountspent: 612.34 }),
      order({
        category: 'additionalservices',
        vendorname: 'Smile Co',
        productname: 'Dental',
        options: 'Employee Only',
        amountspent: 32.5,
      }),
    ];
    const calls = serveApi(
      api({
        'get-orders': () => ({ body: { success: true, orderdetails: orders } }),
        'get-member-account': () => ({ body: { success: true, data: account() } }),
      }),
    );
    renderWelcome('/welcome?authorize=true');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: welcomeTexts('welcomeCongratulations', { firstname: 'Ada' }),
      }),
    ).toBeTruthy();
    expect(screen.getByText(welcomeTexts('enrollmentCompleted'))).toBeTruthy();
    const services = screen.getByRole('region', { name: welcomeTexts('servicesTableLabel') });
    const serviceRow = within(services).getAllByRole('row')[1]!;
    expect(within(serviceRow).getByText('Dental - Employee Only')).toBeTruthy();
    expect(centsOf(within(serviceRow).getAllByRole('cell').at(-1)!.textContent)).toBe(3250);

    const plans = screen.getByRole('region', { name: welcomeTexts('planTableCaption') });
    const amounts = within(plans)
      .getAllByRole('row')
      .slice(1)
      .map((r) => centsOf(within(r).getAllByRole('cell')[5]!.textContent));
    expect(amounts).toEqual([61234, 3250]);
    expect(screen.getByText(welcomeTexts('employerContribution', { amount: '$700.00' }))).toBeTruthy();
    // A listed contact: the broker team is not asked.
    expect(calls.some((c) => c.handler === 'get-broker')).toBe(false);
    expect(
      within(screen.getByRole('region', { name: welcomeTexts('contactsHeading') })).getByText('Initech'),
    ).toBeTruthy();
  });

  it('waived: says so for the business year, with the reason given', async () => {
    serveApi(
      api({
        'get-orders': () => ({
          body: {
            success: true,
            orderdetails: [order({ category: 'waive', productname: null, amountspent: 0, waivecoverage: 1 })],
          },
        }),
        'get-member-account': () => ({
          body: {
            success: true,
            data: account({ waivecoverage: 1, waivecoveragereason: 'Covered by spouse' }),
          },
        }),
      }),
    );
    renderWelcome();
    expect(await screen.findByText(welcomeTexts('coverageWaived', { year: 2026 }))).toBeTruthy();
    expect(screen.getByText('Covered by spouse')).toBeTruthy();
    expect(screen.queryByText(welcomeTexts('enrollmentCompleted'))).toBeNull();
  });
});
