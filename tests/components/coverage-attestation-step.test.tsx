/**
 * The Coverage Attestation step (issue 40, item 2; 29 CFR 2590.702-2(c)(5)) in jsdom with the API
 * answered per test: it lists the member and each dependent by name with a checkbox of their own
 * under the attestation's text, keeps Next until every one is ticked (the API's message, by the
 * list), keeps the ticks in the builder, says why the household could not be read, and says all of
 * it in Spanish.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import {
  builderActions,
  builderStorageKey,
  clearBuilder,
} from '../../frontend/src/enrollment/state/builder-store';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import { CoverageAttestationStep } from '../../frontend/src/features/builder/steps/coverage-attestation';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { componentTexts } from '../../frontend/src/components/texts';
import { commonTexts } from '../../frontend/src/lib/texts';
import { failure, newMember, renderStep, stubWideScreen } from './builder-fixtures';
import { deferred, serveApi } from './support';

const spouseId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const childId = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

const dependentsAnswer = (memberid: string) => ({
  body: {
    success: true,
    version: 1,
    dependents: [
      { id: spouseId, memberid, firstname: 'Grace', lastname: 'Hopper', relationship: 'spouse' },
      { id: childId, memberid, firstname: 'Alan', lastname: 'Hopper', relationship: 'child' },
    ].map((d) => ({
      ...d,
      dateofbirth: '1990-01-01',
      gender: 'Female',
      istobaccouser: 'false',
      additionalid: null,
      ssn: null,
    })),
  },
});

/** The builder's ticks, as the store keeps them (and the cart sends them). */
const attested = (): string[] =>
  (JSON.parse(sessionStorage.getItem(builderStorageKey) ?? '{}') as { coverageAttestedIds?: string[] })
    .coverageAttestedIds ?? [];

const renderAttestation = () => {
  const member = newMember({ firstname: 'Ada', lastname: 'Hopper' });
  serveApi({ 'get-dependents': () => dependentsAnswer(member.id) });
  const view = renderStep(<CoverageAttestationStep />, member, 'coverage-attestation');
  return { member, ...view };
};

const boxFor = (name: string, relationship: string) =>
  screen.findByRole<HTMLInputElement>('checkbox', {
    name: enrollmentTexts('coverageAttestationPerson', { name, relationship }),
  });

beforeEach(() => {
  stubWideScreen();
  act(() => clearBuilder());
});

describe('the Coverage Attestation step', () => {
  it('lists the member and each dependent by name, each with a checkbox, under the attestation text', async () => {
    renderAttestation();
    const self = await boxFor('Ada Hopper', enrollmentTexts('coverageAttestationRelationship.self'));
    const spouse = await boxFor('Grace Hopper', enrollmentTexts('coverageAttestationRelationship.spouse'));
    const child = await boxFor('Alan Hopper', enrollmentTexts('coverageAttestationRelationship.child'));
    expect([self.checked, spouse.checked, child.checked]).toEqual([false, false, false]);
    const group = screen.getByRole('group', { name: enrollmentTexts('coverageAttestationStatement') });
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: apiMessages.subStepCoverageAttestation })).toBeTruthy();
  });

  it('keeps Next until every person is ticked, then goes on with the ticks kept in the builder', async () => {
    const { member, router } = renderAttestation();
    const user = userEvent.setup();
    await user.click(await boxFor('Ada Hopper', enrollmentTexts('coverageAttestationRelationship.self')));
    await user.click(await boxFor('Grace Hopper', enrollmentTexts('coverageAttestationRelationship.spouse')));
    await user.click(screen.getByRole('button', { name: componentTexts('stepNext') }));
    // One of three is missing: the API's message by the list, and the page stays.
    expect(
      screen.getAllByText(apiMessages.coverageAttestationMissing, { selector: '.builder-options__error' }),
    ).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/enrollment/coverage-attestation');
    expect([...attested()].sort()).toEqual([member.id, spouseId].sort());

    await user.click(await boxFor('Alan Hopper', enrollmentTexts('coverageAttestationRelationship.child')));
    expect(
      screen.queryAllByText(apiMessages.coverageAttestationMissing, { selector: '.builder-options__error' }),
    ).toHaveLength(0);
    expect([...attested()].sort()).toEqual([member.id, spouseId, childId].sort());
    await user.click(screen.getByRole('button', { name: componentTexts('stepNext') }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/enrollment/coverage-attestation'));
  });

  it('unticks a person when the builder says so (a tick is the builder’s, not the screen’s)', async () => {
    const { member } = renderAttestation();
    const self = await boxFor('Ada Hopper', enrollmentTexts('coverageAttestationRelationship.self'));
    act(() => builderActions.setCoverageAttested(member.id, true));
    expect(self.checked).toBe(true);
    act(() => builderActions.setCoverageAttested(member.id, false));
    expect(self.checked).toBe(false);
  });

  it('says it is loading the household, then why it could not be read, with Next off', async () => {
    const held = deferred();
    serveApi({ 'get-dependents': () => held.answer });
    renderStep(<CoverageAttestationStep />, newMember(), 'coverage-attestation');
    expect(await screen.findByLabelText(commonTexts('loading'))).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: componentTexts('stepNext') }).disabled).toBe(
      true,
    );
    held.release(503, failure(503, 'The dependents could not be read.').body);
    expect((await screen.findByRole('alert')).textContent).toBe('The dependents could not be read.');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  describe('in Spanish', () => {
    beforeEach(() => activateLocale('es', { remember: false }));
    afterEach(() => activateLocale(sourceLocale, { remember: false }));

    it('says the text, each person and the refusal in Spanish', async () => {
      renderAttestation();
      expect(await screen.findByRole('checkbox', { name: 'Declaro por Ada Hopper (empleado)' })).toBeTruthy();
      expect(screen.getByRole('checkbox', { name: 'Declaro por Grace Hopper (cónyuge)' })).toBeTruthy();
      expect(
        screen.getByRole('group', {
          name: /^Declaro que cada persona nombrada abajo estará inscrita en un seguro médico individual/,
        }),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: apiMessagesEs.subStepCoverageAttestation })).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(
        screen.getAllByText(apiMessagesEs.coverageAttestationMissing, {
          selector: '.builder-options__error',
        }),
      ).toHaveLength(1);
    });
  });
});
