/**
 * The election of the builder's choices: ONE pure function of the builder state that gives the
 * funds bar's figures, the cart's figures and the Authorize Elections request body, so the three
 * cannot disagree (issue 24 item 6). The callers differ only in where the prices come from (the
 * funds bar: what the store holds; the cart: the quote and product answers); which amounts count
 * is decided here, by the same sub-step rules the server checks the body with
 * (shared/domain/sub-steps.ts): an HSA amount counts, and is sent, only where the Flexible
 * Spending step applies; a service only where Additional Services does.
 */
import {
  electionAmounts,
  type ElectionAmounts,
  type ElectionInputs,
} from '../../../../shared/domain/election-cost';
import type { Cents } from '../../../../shared/domain/money';
import { subSteps, type SubStepInput } from '../../../../shared/domain/sub-steps';
import { coverageAttestationVersion } from '../../../../shared/domain/coverage-attestation';
import { apiTexts } from '../../lib/api-texts';
import { enrollmentTexts } from '../texts';
import { isWaiverReason } from '../waiver-reasons';
import type { AuthorizeBody } from '../../../../shared/schemas/order';
import type { AdditionalServiceSelection, BuilderState } from './builder-reducer';

/** The employer's settings that shape the sub-steps. */
export type ElectionEmployer = Pick<SubStepInput, 'employeazecustomer' | 'hsaonly'>;

export interface ElectionContext {
  employer: ElectionEmployer;
  /** The monthly employer contribution for the state's health option (the waived one when waiving). */
  contributionCents: Cents;
  /** The household's monthly premium of the selected plan; ignored when none is selected. */
  planPremiumCents: Cents;
  /** The additional service's monthly cost; ignored when none counts. */
  serviceCents: Cents;
}

/** The request body without the attempt's idempotency key and the deduction acknowledgment. */
export type ElectionBody = Omit<AuthorizeBody, 'idempotencyKey' | 'payrollDeductionAcknowledged'>;

export interface Election {
  /** What electionAmounts was given. */
  inputs: ElectionInputs;
  amounts: ElectionAmounts;
  /** The body Authorize Elections sends, or the message naming the choice still missing. */
  body: { ok: true; value: ElectionBody } | { ok: false; message: string };
}

export interface ElectionChoices {
  shopping: boolean;
  /** The HSA amount that counts (0 where the Flexible Spending step does not apply). */
  hsaMonthlyCents: Cents;
  /** The service that counts (null where Additional Services does not apply). */
  service: AdditionalServiceSelection | null;
}

/** Which of the state's choices count, by the sub-step rules the server applies. */
export function electionChoices(state: BuilderState, employer: ElectionEmployer): ElectionChoices {
  const shopping = state.healthOption === 'shop';
  const tabs = subSteps({
    ...employer,
    healthOption: state.healthOption,
    planHsaEligible: state.selectedPlan?.hsaEligible ?? false,
    cartReached: true,
  }).map((t) => t.id);
  return {
    shopping,
    hsaMonthlyCents: (shopping && tabs.includes('hsa') ? state.hsaMonthlyCents : 0) as Cents,
    service: tabs.includes('additional-services') ? state.additionalService : null,
  };
}

function bodyOf(state: BuilderState, choices: ElectionChoices): Election['body'] {
  if (!state.effectiveDate) return { ok: false, message: enrollmentTexts('cartNoEffectiveDate') };
  let election: ElectionBody['election'];
  if (choices.shopping) {
    if (!state.selectedPlan) return { ok: false, message: enrollmentTexts('cartEmpty') };
    if (state.coverageAttestedIds.length === 0)
      return { ok: false, message: apiTexts().coverageAttestationMissing };
    election = {
      kind: 'shop',
      planid: state.selectedPlan.id,
      ichraAcknowledged: state.ichraAcknowledged,
      // Whom it names is checked by the server against the household it covers.
      coverageAttestation: { version: coverageAttestationVersion, people: state.coverageAttestedIds },
      ...(choices.hsaMonthlyCents > 0 ? { hsaMonthlyCents: choices.hsaMonthlyCents } : {}),
    };
  } else {
    if (!isWaiverReason(state.waiverReason))
      return { ok: false, message: enrollmentTexts('selectWaiverReason') };
    election = {
      kind: 'waive',
      reason: state.waiverReason,
      ...(state.waiverReason === 'Other' ? { otherReason: state.customWaiverReason ?? '' } : {}),
    };
  }
  const { service } = choices;
  return {
    ok: true,
    value: {
      effectiveDate: state.effectiveDate,
      election,
      additionalServiceOption: service?.optionId ?? null,
      ...(service ? { additionalServiceSubcategory: service.productId } : {}),
    },
  };
}

/**
 * The figures and the request body of the builder state at the given prices.
 *
 * @example
 * const { amounts } = electionOf(state, { employer, contributionCents, planPremiumCents, serviceCents });
 */
export function electionOf(state: BuilderState, context: ElectionContext): Election {
  const choices = electionChoices(state, context.employer);
  const inputs: ElectionInputs = {
    contributionCents: context.contributionCents,
    waived: !choices.shopping,
    planPremiumCents: (choices.shopping && state.selectedPlan ? context.planPremiumCents : 0) as Cents,
    hsaMonthlyCents: choices.hsaMonthlyCents,
    hsaCounts: choices.hsaMonthlyCents > 0,
    serviceCents: (choices.service ? context.serviceCents : 0) as Cents,
    serviceChosen: choices.service !== null,
  };
  return { inputs, amounts: electionAmounts(inputs), body: bodyOf(state, choices) };
}
