/**
 * The waiver reasons as the member reads them (issue 26): every reason of the spec's list
 * (shared/domain/elections.ts) has a label in every language of the portal, the labels are told
 * apart, and a stored value shows as its label when it is one of the list, else as typed (the
 * member's 'Other' text). The stored value itself never changes: the server's schema uses it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { waiverReasons } from '../../shared/domain/elections';
import { enrollmentTexts } from '../../frontend/src/enrollment/texts';
import {
  isWaiverReason,
  shownWaiverReason,
  waiverReasonLabel,
} from '../../frontend/src/enrollment/waiver-reasons';
import { activateLocale, locales, sourceLocale } from '../../frontend/src/lib/i18n';

afterAll(() => activateLocale(sourceLocale, { remember: false }));

/** Each reason's label in a language. */
async function labelsIn(locale: (typeof locales)[number]): Promise<string[]> {
  await activateLocale(locale, { remember: false });
  return waiverReasons.map((r) => waiverReasonLabel(r));
}

describe('the waiver reasons shown', () => {
  it.each(locales)('every reason has its own non-empty label in %s', async (locale) => {
    const labels = await labelsIn(locale);
    expect(labels).toHaveLength(waiverReasons.length);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('in English each label is the reason itself (the spec wording)', async () => {
    expect(await labelsIn('en')).toEqual([...waiverReasons]);
  });

  it('in Spanish every label is a translation, not the English reason', async () => {
    const spanish = await labelsIn('es');
    waiverReasons.forEach((reason, i) => expect(spanish[i], reason).not.toBe(reason));
    expect(spanish).toContain(enrollmentTexts('waiverReasonLabels.medicare'));
  });

  it('a stored reason of the list shows as its label; a member’s own text shows as typed', async () => {
    await activateLocale('es', { remember: false });
    expect(shownWaiverReason('Coverage under Medicare')).toBe(waiverReasonLabel('Coverage under Medicare'));
    expect(shownWaiverReason('Coverage under Medicare')).not.toBe('Coverage under Medicare');
    expect(shownWaiverReason('Covered by my union plan')).toBe('Covered by my union plan');
    expect(isWaiverReason('Other')).toBe(true);
    expect(isWaiverReason('Covered by my union plan')).toBe(false);
    expect(isWaiverReason(null)).toBe(false);
  });
});
