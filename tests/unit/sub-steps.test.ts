/**
 * Sub-step tabs (shared/domain/sub-steps.ts) against spec builder section 4
 * "Numbered sub-steps by flags", every combination of the inputs.
 */
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import { isSubStepId, subSteps, type SubStepInput } from '../../shared/domain/sub-steps';

type Row = [
  healthOption: SubStepInput['healthOption'],
  employeazecustomer: SubStepInput['employeazecustomer'],
  hsaonly: SubStepInput['hsaonly'],
  planHsaEligible: boolean,
  expected: string,
];

// Expected numbering written out from section 4, one row per flag combination
// (cartReached is checked both ways for every row below).
const table: Row[] = [
  // waiving with employeazecustomer 1: 2 additional services, 3 summary; otherwise 2 summary
  ['waive', 1, 0, false, '1 contributions, 2 additional-services, 3 cart'],
  ['waive', 1, 1, false, '1 contributions, 2 additional-services, 3 cart'],
  ['waive', 1, 0, true, '1 contributions, 2 additional-services, 3 cart'],
  ['waive', 1, 1, true, '1 contributions, 2 additional-services, 3 cart'],
  ['waive', 2, 0, false, '1 contributions, 2 cart'],
  ['waive', 2, 1, false, '1 contributions, 2 cart'],
  ['waive', 2, 0, true, '1 contributions, 2 cart'],
  ['waive', 2, 1, true, '1 contributions, 2 cart'],
  ['waive', 0, 0, false, '1 contributions, 2 cart'],
  ['waive', 0, 1, false, '1 contributions, 2 cart'],
  ['waive', 0, 0, true, '1 contributions, 2 cart'],
  ['waive', 0, 1, true, '1 contributions, 2 cart'],
  // shopping, HSA eligible plan and hsaonly 1: 4 HSA, then 5 additional services (1) or 5 summary
  // (issue 40: Coverage Attestation comes before the summary whenever shopping)
  [
    'shop',
    1,
    1,
    true,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 hsa, 5 additional-services, 6 coverage-attestation, 7 cart',
  ],
  [
    'shop',
    2,
    1,
    true,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 hsa, 5 coverage-attestation, 6 cart',
  ],
  [
    'shop',
    0,
    1,
    true,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 hsa, 5 coverage-attestation, 6 cart',
  ],
  // shopping, plan not HSA eligible or hsaonly 0: 4 additional services, 5 summary (1); 4 summary
  [
    'shop',
    1,
    0,
    true,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 additional-services, 5 coverage-attestation, 6 cart',
  ],
  [
    'shop',
    1,
    1,
    false,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 additional-services, 5 coverage-attestation, 6 cart',
  ],
  [
    'shop',
    1,
    0,
    false,
    '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 additional-services, 5 coverage-attestation, 6 cart',
  ],
  ['shop', 2, 0, true, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
  ['shop', 2, 1, false, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
  ['shop', 2, 0, false, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
  ['shop', 0, 0, true, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
  ['shop', 0, 1, false, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
  ['shop', 0, 0, false, '1 contributions, 2 ichra-acknowledgment, 3 shop, 4 coverage-attestation, 5 cart'],
];

const titles: Record<string, string> = {
  contributions: apiMessages.subStepContributions,
  'ichra-acknowledgment': apiMessages.subStepIchraAcknowledgment,
  shop: apiMessages.subStepShop,
  hsa: apiMessages.subStepHsa,
  'additional-services': apiMessages.subStepAdditionalServices,
  'coverage-attestation': apiMessages.subStepCoverageAttestation,
  cart: apiMessages.subStepCart,
};

describe('subSteps numbers the tabs as spec section 4 does', () => {
  it('the table covers all 24 flag combinations once', () => {
    const keys = new Set(table.map(([h, e, o, p]) => `${h}${e}${o}${p}`));
    expect(keys.size).toBe(2 * 3 * 2 * 2);
  });

  for (const [healthOption, employeazecustomer, hsaonly, planHsaEligible, expected] of table) {
    for (const cartReached of [false, true]) {
      it(`${healthOption}, employeazecustomer ${employeazecustomer}, hsaonly ${hsaonly}, plan HSA eligible ${planHsaEligible}, cart reached ${cartReached}: ${expected}`, () => {
        const tabs = subSteps({
          healthOption,
          employeazecustomer,
          hsaonly,
          planHsaEligible,
          cartReached,
        });
        expect(tabs.map((t) => `${t.number} ${t.id}`).join(', ')).toBe(expected);
        for (const t of tabs) expect(t.title).toBe(titles[t.id]);
      });
    }
  }

  it('uses the spec titles for the tabs', () => {
    expect(Object.values(titles)).toEqual([
      'Contributions',
      'ICHRA Acknowledgment',
      'Shop Health Plans',
      'Flexible Spending',
      'Additional Services',
      'Coverage Attestation', // ours (issue 40), not the spec's
      'Your Cart',
    ]);
  });

  it('recognises tab ids from the URL and rejects others', () => {
    expect(isSubStepId('hsa')).toBe(true);
    expect(isSubStepId('profile')).toBe(false);
  });
});
