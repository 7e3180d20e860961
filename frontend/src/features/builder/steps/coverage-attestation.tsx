/**
 * Coverage Attestation (issue 40, item 2): the attestation's text (version
 * coverageAttestationVersion, shared/domain/coverage-attestation.ts) and one checkbox per person
 * the election covers, by name: the member, then each dependent on the profile. Next goes on only
 * when every one is ticked; the ticks are kept in the builder state and the cart sends them with
 * the authorization, where the server checks them against the household it prices
 * (29 CFR 2590.702-2(c)(5)).
 */
import { CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { apiTexts } from '../../../lib/api-texts';
import { commonTexts } from '../../../lib/texts';
import { useSnackbar } from '../../../components/snackbar';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { useDependents } from '../../../enrollment/api/dependents';
import {
  attestationPeople,
  everyoneAttested,
  type AttestationPerson,
} from '../../../enrollment/coverage-attestation';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { enrollmentTexts } from '../../../enrollment/texts';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';
import { StepNextButton } from '../components/step-next-button';

const relationshipLabel = (r: AttestationPerson['relationship']): string =>
  r === 'self'
    ? enrollmentTexts('coverageAttestationRelationship.self')
    : r === 'spouse'
      ? enrollmentTexts('coverageAttestationRelationship.spouse')
      : enrollmentTexts('coverageAttestationRelationship.child');

export function CoverageAttestationStep() {
  const { member } = useBuilderContext();
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { showError } = useSnackbar();
  const dependents = useDependents(member.id);
  const [error, setError] = useState<string | null>(null);

  const people = dependents.state === 'ready' ? attestationPeople(member, dependents.dependents) : [];
  const attested = new Set(state.coverageAttestedIds);

  const proceed = () => {
    if (dependents.state !== 'ready') return;
    if (!everyoneAttested(people, state.coverageAttestedIds)) {
      setError(apiTexts().coverageAttestationMissing);
      showError(apiTexts().coverageAttestationMissing);
      return;
    }
    next();
  };

  return (
    <section className="builder-options coverage-attestation" aria-labelledby="coverage-attestation-heading">
      <h2 id="coverage-attestation-heading">{apiTexts().subStepCoverageAttestation}</h2>
      {dependents.state === 'loading' ? (
        <Loader ariaLabel={commonTexts('loading')} />
      ) : dependents.state === 'failed' ? (
        <p role="alert" className="builder-options__error">
          {dependents.message}
        </p>
      ) : (
        <fieldset className="coverage-attestation__people" aria-describedby="coverage-attestation-error">
          <legend>{enrollmentTexts('coverageAttestationStatement')}</legend>
          {people.map((p) => (
            <CheckboxField
              key={p.id}
              name={`coverage-attestation-${p.id}`}
              label={enrollmentTexts('coverageAttestationPerson', {
                name: p.name,
                relationship: relationshipLabel(p.relationship),
              })}
              checked={attested.has(p.id)}
              hasError={error !== null && !attested.has(p.id)}
              onChange={(e) => {
                setError(null);
                actions.setCoverageAttested(p.id, e.target.checked);
              }}
            />
          ))}
          <p id="coverage-attestation-error" role="alert" className="builder-options__error">
            {error ?? ''}
          </p>
        </fieldset>
      )}
      <StepNextButton onClick={proceed} disabled={dependents.state !== 'ready'} />
    </section>
  );
}
