/**
 * The Additional Services step (spec builder sections 2 and 4) with the API answered per test: it
 * says it is loading, shows the server's message when the products fail, says the employer offers
 * none, and shows each option at exactly the API's cost (read back in cents and compared with the
 * dollars the API gave); Add To Cart keeps that cost in the builder, and changing the option takes
 * the service out of the cart.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { builderStorageKey, clearBuilder } from '../../frontend/src/enrollment/state/builder-store';
import { AdditionalServicesStep } from '../../frontend/src/features/builder/steps/additional-services';
import { centsOf, failure, newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { deferred, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';

const products = [
  {
    option: 'Employee Only',
    cost: 32.5,
    subcategory: 'Dental',
    vendorname: 'Smile Co',
    description: 'Cleanings twice a year.',
    taxstatus: 'Pre-Tax',
  },
  {
    option: 'Family',
    cost: 1089.07,
    subcategory: 'Dental',
    vendorname: 'Smile Co',
    description: 'Cleanings twice a year.',
    taxstatus: 'Pre-Tax',
  },
];
const productsAnswer = () => ({ body: { success: true, productlist: products } });

/** The service the builder keeps (in session storage, as a reload finds it). */
const storedService = () =>
  (
    JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}') as {
      additionalService?: { productId: string; optionId: string; monthlyCents: number } | null;
    }
  ).additionalService ?? null;

const renderServices = () => renderStep(<AdditionalServicesStep />, newMember(), 'additional-services');

beforeEach(() => {
  stubWideScreen();
  act(() => clearBuilder());
});

describe('the Additional Services step', () => {
  it('says it is loading until the products come', async () => {
    const held = deferred();
    serveApi({ 'get-products': () => held.answer });
    renderServices();
    expect(await screen.findByLabelText(commonTexts('loading'))).toBeTruthy();
    held.release(200, { success: true, productlist: products });
    expect(await screen.findByTestId('service-cost')).toBeTruthy();
  });

  it('shows the server’s message when the products fail', async () => {
    serveApi({ 'get-products': () => failure(502, 'The product catalogue is unavailable.') });
    renderServices();
    expect((await screen.findByRole('alert')).textContent).toBe('The product catalogue is unavailable.');
  });

  it('says the employer offers none when the list is empty', async () => {
    serveApi({ 'get-products': () => ({ body: { success: true, productlist: [] } }) });
    renderServices();
    expect(await screen.findByText(builderTexts('serviceNone'))).toBeTruthy();
  });

  it('shows each option at the API’s cost and keeps that cost in the cart', async () => {
    serveApi({ 'get-products': productsAnswer });
    renderServices();
    const user = userEvent.setup();
    const cost = await screen.findByTestId('service-cost');
    expect(centsOf(cost.textContent)).toBe(Math.round(products[0]!.cost * 100));

    const price = screen.getByLabelText<HTMLSelectElement>(componentTexts('servicePriceLabel'));
    await user.selectOptions(price, price.options[1]!);
    expect(centsOf(screen.getByTestId('service-cost').textContent)).toBe(Math.round(products[1]!.cost * 100));

    await user.click(screen.getByRole('button', { name: builderTexts('serviceAddToCart') }));
    expect(storedService()).toEqual({
      productId: 'Dental',
      optionId: 'Family',
      monthlyCents: Math.round(products[1]!.cost * 100),
    });
    expect(screen.getByTestId('service-in-cart').textContent).toBe(componentTexts('serviceInCart'));

    // Another option takes the service out of the cart.
    await user.selectOptions(price, price.options[0]!);
    expect(storedService()).toBeNull();
    expect(screen.getByRole('button', { name: builderTexts('serviceAddToCart') })).toBeTruthy();
  });
});
