/**
 * /health-plan, 'Employee Health Plans' (spec portal "/health-plan" and section 3), through its
 * route: the loader reads the caller's orders with the navigation's signal; the page shows 'NO
 * PLAN FOUND' without orders, else a card per order whose 'Load More' shows every field, the
 * amount as the API answered it, and 'Show Less' hides them again.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { healthPlanTexts } from '../../frontend/src/features/health-plan/texts';
import type { OrderDetail } from '../../shared/schemas/order';
import * as healthPlanRoute from '../../frontend/src/app/routes/health-plan';
import { renderRoutes, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';
import { waiverReasonLabel } from '../../frontend/src/enrollment/waiver-reasons';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';

function order(over: Partial<OrderDetail>): OrderDetail {
  return {
    id: crypto.randomUUID(),
    category: 'healthinsurance',
    vendorname: 'Acme Health',
    productname: 'Acme Silver PPO',
    description: null,
    amountspent: 1234.5,
    policyholdersname: 'Ada Lovelace',
    policycarriername: 'Acme Health',
    options: 'Employee + Spouse',
    tax_status: 'Pre-Tax',
    ordernumber: 'ORD-1',
    createdon: '2026-06-10T12:00:00.000Z',
    policyeffectivedate: '2026-07-01',
    policyishsaeligible: 0,
    waivecoverage: 0,
    businessyear: 2026,
    summary_link: null,
    accountname: 'Initech',
    address1: '1 Main St',
    address2: null,
    city: 'Newark',
    stateorprovince: 'NJ',
    postalcode: '07102',
    phonenumber: null,
    emailaddress: null,
    ...over,
  };
}

const openGate = { planYear: 2027, state: 'open', deadline: null, memberWindow: null };

const renderPage = () =>
  renderRoutes(
    [{ path: '/health-plan', loader: healthPlanRoute.loader, Component: healthPlanRoute.Component }],
    '/health-plan',
  );

/** The value shown for a field label inside an element. */
const valueOf = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the health plans page', () => {
  it('says NO PLAN FOUND when the caller has no orders', async () => {
    const calls = serveApi({
      'get-orders': () => ({ body: { success: true, orderdetails: [] } }),
      'get-enrollment-window': () => ({ body: { success: true, data: openGate } }),
    });
    renderPage();
    expect(await screen.findByText(componentTexts('noPlanFound'))).toBeTruthy();
    expect(calls.map((c) => c.handler).sort()).toEqual(['get-enrollment-window', 'get-orders']);
    expect(calls.every((c) => c.signal instanceof AbortSignal)).toBe(true);
    expect(screen.queryByRole('link', { name: healthPlanTexts('changeElections') })).toBeNull();
  });

  it('in a window of the member’s own, says until when and from when, and links back to the builder (issue 40)', async () => {
    serveApi({
      'get-orders': () => ({ body: { success: true, orderdetails: [order({})] } }),
      'get-enrollment-window': () => ({
        body: {
          success: true,
          data: {
            ...openGate,
            state: 'member-window',
            memberWindow: { kind: 'correction', closes: '2027-03-20', effectiveDate: '2027-04-01' },
          },
        },
      }),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: healthPlanTexts('changeElections') });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.closest('p')!.textContent).toContain(
      healthPlanTexts('memberWindowOpen', {
        year: '2027',
        date: 'March 20, 2027',
        effective: 'April 1, 2027',
      }),
    );
  });

  it('shows the orders when the enrollment state cannot be read', async () => {
    serveApi({
      'get-orders': () => ({ body: { success: true, orderdetails: [] } }),
      'get-enrollment-window': () => ({ status: 500, body: { success: false, message: 'down' } }),
    });
    renderPage();
    expect(await screen.findByText(componentTexts('noPlanFound'))).toBeTruthy();
  });

  it('shows a card per order; Load More shows every field with the amount answered, Show Less hides them', async () => {
    const orders = [
      order({}),
      order({ category: 'HSA', productname: 'HSA', options: null, amountspent: 50 }),
    ];
    serveApi({ 'get-orders': () => ({ body: { success: true, orderdetails: orders } }) });
    renderPage();
    const first = (
      await screen.findByRole('heading', { name: healthPlanTexts('healthPlanNumber', { n: 1 }) })
    ).closest('li')!;
    expect(screen.getByRole('heading', { name: healthPlanTexts('healthPlanNumber', { n: 2 }) })).toBeTruthy();
    expect(valueOf(first, componentTexts('productName'))).toBe('Acme Silver PPO');
    const details = within(first)
      .getByText(componentTexts('fundsAmountSpent'), { selector: 'dt' })
      .closest('dl')!;
    expect(details.hidden).toBe(true);
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: healthPlanTexts('loadMore') }));
    expect(details.hidden).toBe(false);
    // 1234.5 dollars answered: 123450 cents, read back digit by digit.
    expect(Number(valueOf(details, componentTexts('fundsAmountSpent'))!.replace(/[$,.]/g, ''))).toBe(123450);
    expect(valueOf(details, healthPlanTexts('healthPlanFields.address'))).toBe('1 Main St, Newark, NJ 07102');
    expect(valueOf(details, healthPlanTexts('healthPlanFields.description'))).toBe('-');
    await user.click(within(first).getByRole('button', { name: healthPlanTexts('showLess') }));
    expect(details.hidden).toBe(true);
  });

  describe('in Spanish', () => {
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('shows a waiver’s stored reason by its Spanish label, and a member’s own reason as typed', async () => {
      await activateLocale('es', { remember: false });
      const waived = (reason: string) =>
        order({ category: 'waive', productname: 'Waived Coverage', options: reason, description: reason });
      serveApi({
        'get-orders': () => ({
          body: {
            success: true,
            orderdetails: [waived('Coverage under Medicare'), waived('Covered by my union plan')],
          },
        }),
      });
      renderPage();
      const card = async (n: number) =>
        (await screen.findByRole('heading', { name: healthPlanTexts('healthPlanNumber', { n }) })).closest(
          'li',
        )!;
      const [listed, own] = [await card(1), await card(2)];
      const label = waiverReasonLabel('Coverage under Medicare');
      expect(label).not.toBe('Coverage under Medicare');
      expect(valueOf(listed, componentTexts('options'))).toBe(label);
      expect(valueOf(listed, healthPlanTexts('healthPlanFields.description'))).toBe(label);
      expect(valueOf(own, componentTexts('options'))).toBe('Covered by my union plan');
      expect(valueOf(own, healthPlanTexts('healthPlanFields.description'))).toBe('Covered by my union plan');
      expect(screen.queryByText('Coverage under Medicare')).toBeNull();
    });
  });
});
