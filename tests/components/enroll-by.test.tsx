/**
 * "Enroll by <date>" on the employee pages: the builder frame (the profile, the builder's tabs and
 * the cart) shows the last day of the employer's enrollment window, written out in the page's
 * language, when the employer's public answer has one (`enrollmentWindow`), and nothing when it is
 * null.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EnrollBy, enrollByText } from '../../frontend/src/enrollment/components/enroll-by';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';
import { employer, newMember, renderBuilderFrame } from './builder-fixtures';

const withWindow = { ...employer, enrollmentWindow: { opens: '2026-11-01', closes: '2026-12-15' } };

/** The builder frame at the profile step, around a stand-in step, with `shown` as the member's employer. */
const renderFrame = (shown: typeof employer) =>
  renderBuilderFrame({ member: newMember(), employer: shown }, 2);

describe('Enroll by', () => {
  afterEach(() => activateLocale(sourceLocale, { remember: false }));

  it("shows the window's last day in the builder frame, above the step", async () => {
    renderFrame(withWindow);
    const line = await screen.findByText('Enroll by December 15, 2026');
    const step = screen.getByText('the step');
    expect(line.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is absent when the employer has no window for the plan year', async () => {
    renderFrame(employer);
    await screen.findByText('the step');
    expect(screen.queryByText(/Enroll by/)).toBeNull();
    const { container } = render(<EnrollBy text={enrollByText(null)} />);
    expect(container.textContent).toBe('');
  });

  it('says the date in Spanish, written out in Spanish', async () => {
    await activateLocale('es', { remember: false });
    render(<EnrollBy text={enrollByText(withWindow)} />);
    expect(screen.getByText('Inscríbase a más tardar el 15 de diciembre de 2026')).toBeTruthy();
  });
});
