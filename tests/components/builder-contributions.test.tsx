/**
 * The contributions step's figures with the API answered per test (spec builder sections 2, 4 and
 * 7): the circle says it is loading until the contribution comes, shows the server's message when
 * the contribution fails, and shows exactly the API's answer (read back in cents and compared with
 * the dollars the API gave); the dependents list's states; the request carries the household's
 * dates; and an answer for earlier choices that comes after the current one is never shown.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PADDING_BIRTHDATE } from '../../shared/domain/household-limits';
import { builderTexts } from '../../frontend/src/features/builder/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import type { Dependent } from '../../shared/schemas/dependent';
import {
  builderActions,
  builderStorageKey,
  clearBuilder,
} from '../../frontend/src/enrollment/state/builder-store';
import { ContributionsStep } from '../../frontend/src/features/builder/steps/contributions';
import { centsOf, failure, newDependent, newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { deferred, descriptionOf, serveApi } from './support';
import { componentTexts } from '../../frontend/src/components/texts';
import { premiumTaxCreditOptOut, waiverReasons } from '../../shared/domain/elections';
import { waiverReasonLabel } from '../../frontend/src/enrollment/waiver-reasons';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { apiTexts } from '../../frontend/src/lib/api-texts';
import { lastAdvanceStorageKey } from '../../frontend/src/enrollment/use-builder-nav';
import { fieldAt } from '../../frontend/src/components/form/schema-fields';
import { authorizeBody } from '../../shared/schemas/order';
import { enterWaiverReason as englishEnterWaiverReason } from '../../shared/api-messages';

const [firstDate, secondDate] = ['2026-07-01', '2026-08-01'] as const;

const noDependents = () => ({ body: { success: true, dependents: [], version: 1 } });
const dollars = (amount: number) => () => ({ body: { success: true, data: amount } });

/** The amount in the circle. */
const circle = () => screen.getByTestId('contribution-amount');

/** The waiver as the builder store keeps it (and the cart sends it). */
const storedWaiver = () => {
  const { waiverReason, customWaiverReason } = JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}');
  return { waiverReason, customWaiverReason };
};

/** Renders the step with a member whose SSN is on file, chooses to waive, and returns its parts. */
async function waiving() {
  serveApi({
    'get-dependents': noDependents,
    'get-monthly-contribution': dollars(400),
    'get-waived-contribution': dollars(75.5),
  });
  const { router } = renderStep(<ContributionsStep />, newMember());
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(builderTexts('contribWaiveCoverage')));
  return {
    router,
    user,
    reason: () => screen.getByLabelText<HTMLSelectElement>(builderTexts('contribWaiverReasonLabel')),
    otherText: () => screen.queryByLabelText<HTMLInputElement>(builderTexts('contribEnterReason')),
    next: () => user.click(screen.getByRole('button', { name: componentTexts('stepNext') })),
    snackbar: () => screen.getAllByRole('alert').find((a) => a.classList.contains('snackbar')),
  };
}

beforeEach(() => {
  stubWideScreen();
  act(() => {
    clearBuilder();
    builderActions.enterSubSteps([firstDate, secondDate]);
  });
});

describe('the contributions step', () => {
  it('says the contribution is loading until the API answers', async () => {
    const held = deferred();
    serveApi({ 'get-dependents': noDependents, 'get-monthly-contribution': () => held.answer });
    renderStep(<ContributionsStep />, newMember());
    await screen.findByText(builderTexts('contribNoDependents'));
    expect(circle().textContent).toBe(builderTexts('contribLoadingAmount'));
    held.release(200, { success: true, data: 250 });
    await waitFor(() => expect(circle().textContent).toBe('$250.00'));
  });

  it('shows the server’s message when the contribution fails, and no amount', async () => {
    const message = 'No contribution is set for your class on this date.';
    serveApi({
      'get-dependents': noDependents,
      'get-monthly-contribution': () => failure(404, message),
    });
    renderStep(<ContributionsStep />, newMember());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(circle().textContent).toBe('—');
  });

  it('shows exactly the API’s amount, asked with the household’s dates, the class and the effective date', async () => {
    const apiDollars = 1234.56;
    const member = newMember();
    const dependent = (over: Partial<Dependent>): Dependent => newDependent(member, over);
    const dependents = [
      dependent({}),
      dependent({ firstname: 'Ann', dateofbirth: '2015-09-10', gender: 'Female', relationship: 'child' }),
    ];
    const calls = serveApi({
      'get-dependents': () => ({ body: { success: true, dependents, version: 1 } }),
      'get-monthly-contribution': dollars(apiDollars),
    });
    renderStep(<ContributionsStep />, member);
    await waitFor(() => expect(circle().textContent).not.toBe(builderTexts('contribLoadingAmount')));
    expect(centsOf(circle().textContent)).toBe(Math.round(apiDollars * 100));
    const asked = calls.find((c) => c.handler === 'get-monthly-contribution')!;
    expect(asked.pathParameters).toMatchObject({
      accountid: member.accountid,
      effectiveDate: firstDate,
      dob: member.birthdate,
      state: member.stateorprovince,
      class: member.contributionclass,
      d1: '1984-02-03',
      d2: '2015-09-10',
      d3: PADDING_BIRTHDATE,
      d4: PADDING_BIRTHDATE,
      d5: PADDING_BIRTHDATE,
    });
    const list = screen.getByRole('heading', { name: componentTexts('contribDependents') }).parentElement!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tom Lovelace (spouse, 02-03-1984)', 'Ann Lovelace (child, 09-10-2015)']);
  });

  it('says the dependents are loading, then shows the server’s message when they fail', async () => {
    const held = deferred();
    serveApi({ 'get-dependents': () => held.answer });
    renderStep(<ContributionsStep />, newMember());
    expect((await screen.findByRole('status')).textContent).toBe(commonTexts('loading'));
    held.release(503, { success: false, message: 'Dependents are unavailable.', requestId: 'r' });
    expect((await screen.findByRole('alert')).textContent).toBe('Dependents are unavailable.');
    // No contribution is asked without the household.
    expect(circle().textContent).toBe(builderTexts('contribLoadingAmount'));
  });

  it('asks the waived contribution when waiving and shows its amount', async () => {
    const calls = serveApi({
      'get-dependents': noDependents,
      'get-monthly-contribution': dollars(400),
      'get-waived-contribution': dollars(75.5),
    });
    renderStep(<ContributionsStep />, newMember());
    await waitFor(() => expect(circle().textContent).toBe('$400.00'));
    await userEvent.setup().click(screen.getByLabelText(builderTexts('contribWaiveCoverage')));
    await waitFor(() => expect(centsOf(circle().textContent)).toBe(7550));
    expect(calls.filter((c) => c.handler === 'get-waived-contribution')).toHaveLength(1);
  });

  it('never shows a slow answer for an earlier effective date once the current one has come', async () => {
    const first = deferred();
    const calls = serveApi({
      'get-dependents': noDependents,
      'get-monthly-contribution': (call) =>
        call.pathParameters.effectiveDate === firstDate ? first.answer : dollars(300)(),
    });
    renderStep(<ContributionsStep />, newMember());
    await waitFor(() => expect(calls.some((c) => c.handler === 'get-monthly-contribution')).toBe(true));
    await userEvent
      .setup()
      .selectOptions(screen.getByLabelText(componentTexts('contribEffectiveDate')), '08-01-2026');
    await waitFor(() => expect(circle().textContent).toBe('$300.00'));
    // The earlier request is no longer wanted; its late answer changes nothing.
    const earlier = calls.find((c) => c.pathParameters.effectiveDate === firstDate)!;
    expect(earlier.signal?.aborted).toBe(true);
    await act(async () => {
      first.release(200, { success: true, data: 999 });
      await first.answer;
    });
    expect(circle().textContent).toBe('$300.00');
  });

  it('never shows a slow answer for the other option once the current option’s answer has come', async () => {
    const shop = deferred();
    serveApi({
      'get-dependents': noDependents,
      'get-monthly-contribution': () => shop.answer,
      'get-waived-contribution': dollars(60),
    });
    renderStep(<ContributionsStep />, newMember());
    const user = userEvent.setup();
    await screen.findByText(builderTexts('contribNoDependents'));
    await user.click(screen.getByLabelText(builderTexts('contribWaiveCoverage')));
    await waitFor(() => expect(circle().textContent).toBe('$60.00'));
    await act(async () => {
      shop.release(200, { success: true, data: 999 });
      await shop.answer;
    });
    expect(circle().textContent).toBe('$60.00');
  });

  describe('the waiver form', () => {
    beforeEach(() => sessionStorage.removeItem(lastAdvanceStorageKey));

    it('asks for a reason when waiving without one, on the select and in the snackbar, and stays', async () => {
      const step = await waiving();
      await step.next();
      const message = enrollmentTexts('selectWaiverReason');
      expect(step.reason().getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(step.reason())).toBe(message);
      expect(step.snackbar()?.textContent).toContain(message);
      expect(step.router.state.location.pathname).toBe('/enrollment/contributions');
      // Choosing a reason takes the message away.
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Coverage under Medicare'));
      expect(step.reason().getAttribute('aria-invalid')).not.toBe('true');
      expect(descriptionOf(step.reason())).not.toContain(message);
    });

    it('asks Other for its text, blank counting as none, and goes on once it is given', async () => {
      const step = await waiving();
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Other'));
      await step.user.type(step.otherText()!, '   ');
      await step.next();
      const message = apiTexts().enterWaiverReason;
      expect(descriptionOf(step.otherText()!)).toBe(message);
      expect(step.otherText()!.getAttribute('aria-invalid')).toBe('true');
      expect(step.snackbar()?.textContent).toContain(message);
      expect(step.router.state.location.pathname).toBe('/enrollment/contributions');
      await step.user.type(step.otherText()!, 'Covered by my union plan');
      expect(descriptionOf(step.otherText()!)).not.toContain(message);
      expect(storedWaiver()).toEqual({
        waiverReason: 'Other',
        customWaiverReason: '   Covered by my union plan',
      });
      await step.next();
      await waitFor(() => expect(step.router.state.location.pathname).not.toBe('/enrollment/contributions'));
    });

    it('limits the Other text to the length the request takes', async () => {
      const rule = fieldAt(authorizeBody, ['election', 'otherReason']);
      const step = await waiving();
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Other'));
      const max = step.otherText()!.maxLength;
      expect(max).toBeGreaterThan(0);
      expect(rule.safeParse('x'.repeat(max)).success).toBe(true);
      expect(rule.safeParse('x'.repeat(max + 1)).success).toBe(false);
    });

    it('drops the Other text when another reason is chosen, and the reason when shopping', async () => {
      const step = await waiving();
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Other'));
      await step.user.type(step.otherText()!, 'Union plan');
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Coverage under Medicare'));
      expect(step.otherText()).toBeNull();
      expect(storedWaiver()).toEqual({ waiverReason: 'Coverage under Medicare', customWaiverReason: null });
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Other'));
      expect(step.otherText()!.value).toBe('');
      await step.user.click(screen.getByLabelText(builderTexts('contribShopOffExchange')));
      await step.user.click(screen.getByLabelText(builderTexts('contribWaiveCoverage')));
      expect(step.reason().value).toBe('');
      expect(storedWaiver()).toEqual({ waiverReason: null, customWaiverReason: null });
    });

    it('goes on without a waiver reason when shopping', async () => {
      const step = await waiving();
      await step.user.click(screen.getByLabelText(builderTexts('contribShopOffExchange')));
      await step.next();
      await waitFor(() => expect(step.router.state.location.pathname).not.toBe('/enrollment/contributions'));
    });
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es', { remember: false }));
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('lists each waiver reason by its Spanish label and keeps the English reason as the value chosen', async () => {
      serveApi({
        'get-dependents': noDependents,
        'get-monthly-contribution': dollars(400),
        'get-waived-contribution': dollars(75.5),
      });
      renderStep(<ContributionsStep />, newMember());
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(builderTexts('contribWaiveCoverage')));
      const select = screen.getByLabelText<HTMLSelectElement>(builderTexts('contribWaiverReasonLabel'));
      const options = [...select.options].slice(1);
      // The spec's reasons; the tax-credit opt-out is listed only once Calculate Subsidy chose it.
      const listed = waiverReasons.filter((r) => r !== premiumTaxCreditOptOut);
      expect(options.map((o) => o.value)).toEqual([...listed]);
      expect(options.map((o) => o.textContent)).toEqual(listed.map((r) => waiverReasonLabel(r)));
      // Translated: no option reads as its English value.
      for (const o of options) expect(o.textContent).not.toBe(o.value);
      await user.selectOptions(select, waiverReasonLabel('Coverage under Medicare'));
      // The store keeps (and the cart sends) the English reason.
      expect(JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}')).toMatchObject({
        waiverReason: 'Coverage under Medicare',
      });
    });

    it('says the waiver form’s messages in Spanish', async () => {
      const step = await waiving();
      await step.next();
      expect(descriptionOf(step.reason())).toBe(enrollmentTexts('selectWaiverReason'));
      await step.user.selectOptions(step.reason(), waiverReasonLabel('Other'));
      await step.next();
      const message = apiTexts().enterWaiverReason;
      expect(message).not.toBe(englishEnterWaiverReason);
      expect(descriptionOf(step.otherText()!)).toBe(message);
    });

    it('names a dependent’s relationship in Spanish', async () => {
      serveApi({
        'get-dependents': () => ({
          body: {
            success: true,
            dependents: [
              {
                id: '7c1f7c1e-1d5e-4b53-8e55-8a5d0f0d1a01',
                firstname: 'Ann',
                lastname: 'Lovelace',
                dateofbirth: '2015-09-10',
                gender: 'Female',
                relationship: 'child',
                istobaccouser: 'false',
                memberid: '7c1f7c1e-1d5e-4b53-8e55-8a5d0f0d1a02',
                additionalid: null,
              },
            ],
            version: 1,
          },
        }),
        'get-monthly-contribution': dollars(400),
      });
      renderStep(<ContributionsStep />, newMember());
      expect(
        await screen.findByText(
          builderTexts('contribDependentChild', { name: 'Ann Lovelace', dob: '09-10-2015' }),
        ),
      ).toBeTruthy();
      expect(screen.queryByText(/child/)).toBeNull();
    });
  });
});
