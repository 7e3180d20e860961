/**
 * The coverage attestation a shop election sends (issue 40; shared/domain/coverage-attestation.ts),
 * for the fixtures of tests that authorize: the current text's version and the people's ids.
 */
import { coverageAttestationVersion } from '../../shared/domain/coverage-attestation';

export const attestationFor = (...people: string[]) => ({ version: coverageAttestationVersion, people });
