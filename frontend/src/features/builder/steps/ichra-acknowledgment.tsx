/**
 * ICHRA Acknowledgment (spec builder sections 2 and 5): the employer's ICHRA documents as links
 * (named by the file, without .pdf, %20 as a space; new tab; the links expire, so they are fetched
 * on every visit), 'No ICHRA Documents Found' when there are none, and the checkbox certifying
 * that the documents were reviewed: 'Please Acknowledge the Checkbox.' until it is ticked. The
 * tick is kept in the builder state; the cart sends it with the authorization.
 */
import { CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { apiTexts } from '../../../lib/api-texts';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { useDocuments } from '../api/get-documents';
import { DocumentsList } from '../components/documents-list';
import { StepNextButton } from '../components/step-next-button';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';

/** The server's message of a failed load, else the step's own. */
const failure = (err: unknown): string =>
  err instanceof ApiError ? err.message : builderTexts('documentsLoadFailed');

export function IchraAcknowledgmentStep() {
  const { member } = useBuilderContext();
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { showError } = useSnackbar();
  const documents = useDocuments(member.id);
  const [error, setError] = useState<string | null>(null);

  const proceed = () => {
    if (!state.ichraAcknowledged) {
      setError(apiTexts().acknowledgeCheckbox);
      showError(apiTexts().acknowledgeCheckbox);
      return;
    }
    next();
  };

  return (
    <section className="builder-options ichra" aria-labelledby="ichra-heading">
      <h2 id="ichra-heading">{apiTexts().subStepIchraAcknowledgment}</h2>
      <p>{builderTexts('ichraIntro')}</p>
      <DocumentsList
        load={documents}
        loading={<Loader ariaLabel={commonTexts('loading')} />}
        failure={failure}
        listClassName="ichra__documents"
        errorClassName="builder-options__error"
      />
      <CheckboxField
        name="ichra-acknowledgment"
        label={builderTexts('ichraCertify')}
        checked={state.ichraAcknowledged}
        hasError={error !== null}
        errorMessage={error ?? undefined}
        onChange={(e) => {
          setError(null);
          actions.setIchraAcknowledged(e.target.checked);
        }}
      />
      <StepNextButton onClick={proceed} />
    </section>
  );
}
