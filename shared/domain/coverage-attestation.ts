/**
 * The coverage attestation of a shop election (issue 40, item 2): before Authorize Elections the
 * employee attests, for themself and each dependent the election covers, that each will be
 * enrolled in individual health insurance (or Medicare) for each month of coverage. An ICHRA must
 * have reasonable procedures to substantiate that coverage (29 CFR 2590.702-2(c)(5) and
 * 26 CFR 54.9802-4(c)(5)); the participant's attestation is one such procedure.
 *
 * The text attested is versioned: `coverageAttestationVersion` names the exact wording in the
 * catalogs (frontend/src/enrollment/texts, `coverageAttestationStatement`). Changing the wording
 * means a new version here, so what a stored attestation says can always be told from its version.
 *
 * Pure: the server decides whom an attestation must name (the member and the dependents the
 * election covers, as it priced them), never the browser's list.
 */
import * as apiMessages from '../api-messages';
import { MAX_DEPENDENTS } from './household-limits';

/** The version of the attestation's text now shown (stored with each attestation). */
export const coverageAttestationVersion = 'coverage-attestation-2027-1';

/** The most people an attestation can name (a household's member and its dependents). */
export const COVERAGE_ATTESTATION_MAX_PEOPLE = MAX_DEPENDENTS + 1;

/** What a shop election's body carries: the text's version and the ids of the people attested for. */
export interface CoverageAttestationInput {
  version: string;
  people: readonly string[];
}

/** A person the attestation must name, as the server priced the household. */
export interface AttestedPerson {
  id: string;
  relationship: string;
  firstname: string;
  lastname: string;
}

/** An attestation as stored on the member account of the plan year. */
export interface StoredCoverageAttestation {
  version: string;
  /** When the attestation was made (the authorization's time, ISO). */
  attestedAt: string;
  people: AttestedPerson[];
}

/**
 * Why an attestation does not cover the election, or null when it does: it is missing, its text is
 * not the version now shown, or its people are not exactly the ones the election covers (each
 * covered person named once, nobody else).
 *
 * @example
 * coverageAttestationRefusal(undefined, ['m1']) // apiMessages.coverageAttestationMissing
 */
export function coverageAttestationRefusal(
  attestation: CoverageAttestationInput | undefined,
  requiredIds: readonly string[],
): string | null {
  if (!attestation) return apiMessages.coverageAttestationMissing;
  if (attestation.version !== coverageAttestationVersion) return apiMessages.coverageAttestationOutdated;
  const named = new Set(attestation.people);
  const complete =
    named.size === attestation.people.length &&
    named.size === requiredIds.length &&
    requiredIds.every((id) => named.has(id));
  return complete ? null : apiMessages.coverageAttestationIncomplete;
}

/** The attestation to store, naming the people the server requires (in their priced order). */
export function storedCoverageAttestation(
  people: readonly AttestedPerson[],
  attestedAt: string,
): StoredCoverageAttestation {
  return {
    version: coverageAttestationVersion,
    attestedAt,
    people: people.map(({ id, relationship, firstname, lastname }) => ({
      id,
      relationship,
      firstname,
      lastname,
    })),
  };
}
