/**
 * The coverage attestation of a shop election (issue 40, item 2; 29 CFR 2590.702-2(c)(5)): its step
 * in the registry, and whom an attestation must name (the server's household, never the
 * browser's list). Pure rules: no network.
 */
import { describe, expect, it } from 'vitest';
import * as apiMessages from '../../shared/api-messages';
import {
  coverageAttestationRefusal,
  coverageAttestationVersion,
  storedCoverageAttestation,
} from '../../shared/domain/coverage-attestation';
import { builderSteps } from '../../shared/domain/steps';
import { coverageAttestationStep } from '../../shared/domain/steps/coverage-attestation';
import { subSteps, type SubStepInput } from '../../shared/domain/sub-steps';
import { authorizeBody } from '../../shared/schemas/order';
import { builderReducer, initialBuilderState } from '../../frontend/src/enrollment/state/builder-reducer';
import { electionOf } from '../../frontend/src/enrollment/state/election';
import type { PurchaseSummary } from '../../frontend/src/features/cart/summary/purchase-summary';
import { summaryPdf } from '../../frontend/src/features/cart/summary/summary-pdf';
import type { Cents } from '../../shared/domain/money';
import {
  attestationPeople,
  attestedNames,
  everyoneAttested,
} from '../../frontend/src/enrollment/coverage-attestation';

const member = '11111111-1111-4111-8111-111111111111';
const spouse = '22222222-2222-4222-8222-222222222222';
const child = '33333333-3333-4333-8333-333333333333';

const input = (healthOption: 'shop' | 'waive'): SubStepInput => ({
  employeazecustomer: 1,
  hsaonly: 0,
  healthOption,
  planHsaEligible: false,
  cartReached: true,
});

describe('the Coverage Attestation step in the registry', () => {
  it('is registered after the plan and its options and right before the cart', () => {
    const ids = builderSteps.map((s) => s.id);
    expect(ids.indexOf('coverage-attestation')).toBe(ids.indexOf('cart') - 1);
    expect(ids.indexOf('coverage-attestation')).toBeGreaterThan(ids.indexOf('shop'));
  });

  it('is shown when shopping and not when waiving, owns election.coverageAttestation and creates no order', () => {
    expect(subSteps(input('shop')).map((t) => t.id)).toContain('coverage-attestation');
    expect(subSteps(input('waive')).map((t) => t.id)).not.toContain('coverage-attestation');
    expect(coverageAttestationStep.requestFields).toEqual(['election.coverageAttestation']);
    expect(coverageAttestationStep.order).toBeNull();
    expect(coverageAttestationStep.title).toBe(apiMessages.subStepCoverageAttestation);
  });
});

describe('who must be attested', () => {
  const attest = (people: string[], version = coverageAttestationVersion) => ({ version, people });

  it('accepts an attestation naming exactly the member and each covered dependent, in any order', () => {
    expect(coverageAttestationRefusal(attest([child, member, spouse]), [member, spouse, child])).toBeNull();
    expect(coverageAttestationRefusal(attest([member]), [member])).toBeNull();
  });

  it('refuses a missing attestation with its own message', () => {
    expect(coverageAttestationRefusal(undefined, [member])).toBe(apiMessages.coverageAttestationMissing);
  });

  it('refuses one that leaves out a covered dependent, or names nobody', () => {
    expect(coverageAttestationRefusal(attest([member, spouse]), [member, spouse, child])).toBe(
      apiMessages.coverageAttestationIncomplete,
    );
    expect(coverageAttestationRefusal(attest([]), [member])).toBe(apiMessages.coverageAttestationIncomplete);
  });

  it('refuses one naming someone the election does not cover, or a person twice', () => {
    expect(coverageAttestationRefusal(attest([member, spouse]), [member])).toBe(
      apiMessages.coverageAttestationIncomplete,
    );
    expect(coverageAttestationRefusal(attest([member, member]), [member, spouse])).toBe(
      apiMessages.coverageAttestationIncomplete,
    );
  });

  it('refuses an attestation of another version of the text', () => {
    expect(coverageAttestationRefusal(attest([member], 'coverage-attestation-2026-1'), [member])).toBe(
      apiMessages.coverageAttestationOutdated,
    );
  });

  it('stores the version, the time and the people the server names, without their other fields', () => {
    const stored = storedCoverageAttestation(
      [{ id: member, relationship: 'self', firstname: 'Ana', lastname: 'Ruiz', tobacco: true } as never],
      '2027-01-05T10:00:00.000Z',
    );
    expect(stored).toEqual({
      version: coverageAttestationVersion,
      attestedAt: '2027-01-05T10:00:00.000Z',
      people: [{ id: member, relationship: 'self', firstname: 'Ana', lastname: 'Ruiz' }],
    });
  });
});

describe('the request field', () => {
  const body = (coverageAttestation: unknown) => ({
    idempotencyKey: '44444444-4444-4444-8444-444444444444',
    effectiveDate: '2027-01-01',
    election: { kind: 'shop', planid: 'p1', ichraAcknowledged: true, coverageAttestation },
    additionalServiceOption: null,
    payrollDeductionAcknowledged: false,
  });

  it('takes a version and the ids attested for, and refuses an id that is not one or an unknown field', () => {
    expect(authorizeBody.safeParse(body(attest2([member]))).success).toBe(true);
    expect(authorizeBody.safeParse(body(attest2(['not-an-id']))).success).toBe(false);
    expect(authorizeBody.safeParse(body({ ...attest2([member]), names: ['Ana'] })).success).toBe(false);
  });

  it('is not part of a waiver', () => {
    const waiver = {
      ...body(undefined),
      election: { kind: 'waive', reason: 'Coverage under Medicare', coverageAttestation: attest2([member]) },
    };
    expect(authorizeBody.safeParse(waiver).success).toBe(false);
  });
});

const attest2 = (people: string[]) => ({ version: coverageAttestationVersion, people });

describe('whom the step lists in the browser', () => {
  const people = attestationPeople({ id: member, firstname: 'Ana', lastname: 'Ruiz' }, [
    { id: spouse, firstname: 'Luis', lastname: 'Ruiz', relationship: 'spouse' },
    { id: child, firstname: 'Eva', lastname: 'Ruiz', relationship: 'child' },
  ]);

  it('lists the member first, then each dependent, by name and relationship', () => {
    expect(people).toEqual([
      { id: member, name: 'Ana Ruiz', relationship: 'self' },
      { id: spouse, name: 'Luis Ruiz', relationship: 'spouse' },
      { id: child, name: 'Eva Ruiz', relationship: 'child' },
    ]);
  });

  it('is complete only when every person listed is ticked', () => {
    expect(everyoneAttested(people, [member, spouse])).toBe(false);
    expect(everyoneAttested(people, [child, spouse, member])).toBe(true);
    expect(attestedNames(people, [child, member])).toEqual(['Ana Ruiz', 'Eva Ruiz']);
  });
});

describe('the builder keeps the ticks and sends them with the text’s version', () => {
  const ticked = builderReducer(
    builderReducer(initialBuilderState, { type: 'setCoverageAttested', personId: member, attested: true }),
    { type: 'setCoverageAttested', personId: child, attested: true },
  );

  it('ticks and unticks a person, once each', () => {
    expect(ticked.coverageAttestedIds).toEqual([member, child]);
    const again = builderReducer(ticked, { type: 'setCoverageAttested', personId: member, attested: true });
    expect(again.coverageAttestedIds).toEqual([child, member]);
    expect(
      builderReducer(ticked, { type: 'setCoverageAttested', personId: member, attested: false })
        .coverageAttestedIds,
    ).toEqual([child]);
  });

  it('forgets them on the profile step (the household may change there) and when waiving', () => {
    expect(builderReducer(ticked, { type: 'enterProfileStep' }).coverageAttestedIds).toEqual([]);
    expect(
      builderReducer(ticked, { type: 'setHealthOption', healthOption: 'waive' }).coverageAttestedIds,
    ).toEqual([]);
  });

  it('sends the ticked ids with the current version, and says the attestation is missing while none is ticked', () => {
    const employer = { employeazecustomer: 2, hsaonly: 0 } as const;
    const prices = {
      contributionCents: 50_000 as Cents,
      planPremiumCents: 40_000 as Cents,
      serviceCents: 0 as Cents,
    };
    const shopping = {
      ...initialBuilderState,
      effectiveDate: '2027-01-01',
      selectedPlan: { id: 'p1', name: 'P', hsaEligible: false, monthlyRateCents: 40_000 as Cents },
    };
    expect(electionOf(shopping, { employer, ...prices }).body).toEqual({
      ok: false,
      message: apiMessages.coverageAttestationMissing,
    });
    const body = electionOf(
      { ...shopping, coverageAttestedIds: [member, child] },
      { employer, ...prices },
    ).body;
    expect(body.ok && body.value.election).toMatchObject({
      kind: 'shop',
      coverageAttestation: { version: coverageAttestationVersion, people: [member, child] },
    });
  });
});

describe('the printed summary’s PDF', () => {
  const summary: PurchaseSummary = {
    memberName: 'Ada Hopper',
    employerName: 'Initech',
    effectiveDate: '01-01-2027',
    lines: [],
    contributionCents: 50_000 as Cents,
    totalCents: 40_000 as Cents,
    remainingCents: 10_000 as Cents,
    payrollDeductionCents: 0 as Cents,
    attestedFor: ['Ada Hopper', 'Alan Hopper'],
  };
  const text = (s: PurchaseSummary) => new TextDecoder('latin1').decode(summaryPdf(s));

  it('names the people attested for and the text’s version; a waiver’s PDF has no attestation', () => {
    const pdf = text(summary);
    expect(pdf).toContain(`(${apiMessages.subStepCoverageAttestation})`);
    expect(pdf).toContain('Attested for: Ada Hopper, Alan Hopper');
    expect(pdf).toContain(coverageAttestationVersion);
    expect(text({ ...summary, attestedFor: [] })).not.toContain(apiMessages.subStepCoverageAttestation);
  });
});
