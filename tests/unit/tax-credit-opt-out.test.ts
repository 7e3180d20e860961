/**
 * The tax-credit opt-out (issue 40, item 4; 26 CFR 1.36B-2(c)(5)) as a waiver reason of its own:
 * the request's schema takes it, it is stored as itself, the reasons' dropdown lists it only once
 * chosen, and it reads in each language. Pure: no network.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { premiumTaxCreditOptOut, storedWaiverReason, waiverReasons } from '../../shared/domain/elections';
import { authorizeBody } from '../../shared/schemas/order';
import { listedWaiverReasons, shownWaiverReason } from '../../frontend/src/enrollment/waiver-reasons';
import { activateLocale, sourceLocale } from '../../frontend/src/lib/i18n';

afterAll(() => activateLocale(sourceLocale, { remember: false }));

const waiver = (reason: string) => ({
  idempotencyKey: '44444444-4444-4444-8444-444444444444',
  effectiveDate: '2027-01-01',
  election: { kind: 'waive', reason },
  additionalServiceOption: null,
  payrollDeductionAcknowledged: false,
});

describe('the tax-credit opt-out waiver reason', () => {
  it('is a reason the Authorize Elections body takes, stored as itself', () => {
    expect(waiverReasons).toContain(premiumTaxCreditOptOut);
    expect(authorizeBody.safeParse(waiver(premiumTaxCreditOptOut)).success).toBe(true);
    expect(storedWaiverReason(premiumTaxCreditOptOut, undefined)).toBe(premiumTaxCreditOptOut);
    expect(authorizeBody.safeParse(waiver('Opting out for the credit')).success).toBe(false);
  });

  it('is listed in the dropdown only when it is the reason chosen; the spec’s reasons always are', () => {
    const spec = waiverReasons.filter((r) => r !== premiumTaxCreditOptOut);
    expect(listedWaiverReasons(null)).toEqual(spec);
    expect(listedWaiverReasons('Coverage under Medicare')).toEqual(spec);
    expect(listedWaiverReasons(premiumTaxCreditOptOut)).toEqual([...waiverReasons]);
  });

  it('reads as a label in each language, not as the stored English value in Spanish', async () => {
    await activateLocale('en', { remember: false });
    expect(shownWaiverReason(premiumTaxCreditOptOut)).toBe(premiumTaxCreditOptOut);
    await activateLocale('es', { remember: false });
    expect(shownWaiverReason(premiumTaxCreditOptOut)).toBe(
      'Renuncio para solicitar el crédito tributario para primas',
    );
  });
});
