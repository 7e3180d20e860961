/**
 * Coverage Attestation (shown when shopping, after the plan and its options, before the cart): the
 * employee attests, for themself and each covered dependent by name, that each will be enrolled in
 * individual health insurance or Medicare for each month of coverage (29 CFR 2590.702-2(c)(5),
 * 26 CFR 54.9802-4(c)(5); shared/domain/coverage-attestation.ts). Sent as
 * election.coverageAttestation; the server refuses a shop election without a complete one and
 * stores it on the member account. It creates no order.
 */
import * as apiMessages from '../../api-messages';
import type { BuilderStep } from './types';

export const coverageAttestationStep: BuilderStep<'coverage-attestation', never> = {
  id: 'coverage-attestation',
  title: apiMessages.subStepCoverageAttestation,
  shown: (input) => input.healthOption === 'shop',
  requestFields: ['election.coverageAttestation'],
  choice: null,
  order: null,
};
