/**
 * The builder after the employer's enrollment window (issue 40): the frame shows the API's own
 * message naming the deadline that passed (the text POST /api/Order's 409 answers), in the page's
 * language, instead of the step, so the member does not walk to a refusal; in open enrollment or a
 * window of the member's own the step is shown.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import * as apiMessages from '../../shared/api-messages';
import * as apiMessagesEs from '../../shared/api-messages.es';
import type { EnrollmentGateAnswer } from '../../shared/schemas/enrollment-gate';
import { employer, newMember, renderBuilderFrame } from './builder-fixtures';

const closed: EnrollmentGateAnswer = {
  planYear: 2027,
  state: 'closed',
  deadline: '2026-12-15',
  memberWindow: null,
};
const ownWindow: EnrollmentGateAnswer = {
  planYear: 2027,
  state: 'member-window',
  deadline: null,
  memberWindow: { kind: 'correction', closes: '2027-03-20', effectiveDate: '2027-04-01' },
};

const renderFrame = (enrollment: EnrollmentGateAnswer) =>
  renderBuilderFrame({ member: newMember(), employer, enrollment });

describe('the builder after the enrollment window', () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it('shows the closed message naming the deadline instead of the step', async () => {
    renderFrame(closed);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(apiMessages.enrollmentClosed(2027, '2026-12-15'));
    expect(screen.queryByText('the step')).toBeNull();
  });

  it('says it in Spanish on a Spanish page', async () => {
    await activateLocale('es', { remember: false });
    renderFrame(closed);
    expect((await screen.findByRole('alert')).textContent).toBe(
      apiMessagesEs.enrollmentClosed(2027, '2026-12-15'),
    );
  });

  it('shows the step in a window of the member’s own', async () => {
    renderFrame(ownWindow);
    expect(await screen.findByText('the step')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
