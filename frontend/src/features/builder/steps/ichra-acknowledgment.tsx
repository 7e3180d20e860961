/**
 * ICHRA Acknowledgment (spec builder sections 2 and 5): the employer's ICHRA documents as links
 * (named by the file, without .pdf, %20 as a space; new tab; the links expire, so they are fetched
 * on every visit), 'No ICHRA Documents Found' when there are none, and the checkbox certifying
 * that the documents were reviewed: 'Please Acknowledge the Checkbox.' until it is ticked. The
 * tick is kept in the builder state; the cart sends it with the authorization.
 */
import { CheckboxField, Loader } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { messages } from '../../../../../shared/messages';
import { useSnackbar } from '../../../components/snackbar';
import { ApiError } from '../../../lib/api-client';
import { documentLabel, getDocuments, type IchraDocument } from '../api/get-documents';
import { StepNextButton } from '../components/step-next-button';
import { useBuilder } from '../../../enrollment/state/builder-store';
import { useBuilderNav } from '../../../enrollment/use-builder-nav';

type Load =
  { state: 'loading' } | { state: 'ready'; docs: IchraDocument[] } | { state: 'failed'; message: string };

export function IchraAcknowledgmentStep() {
  const { state, actions } = useBuilder();
  const { next } = useBuilderNav();
  const { showError } = useSnackbar();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getDocuments(controller.signal).then(
      (docs) => setLoad({ state: 'ready', docs }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          message: err instanceof ApiError ? err.message : messages.documentsLoadFailed,
        });
      },
    );
    return () => controller.abort();
  }, []);

  const proceed = () => {
    if (!state.ichraAcknowledged) {
      setError(messages.acknowledgeCheckbox);
      showError(messages.acknowledgeCheckbox);
      return;
    }
    next();
  };

  return (
    <section className="builder-options ichra" aria-labelledby="ichra-heading">
      <h2 id="ichra-heading">{messages.subStepIchraAcknowledgment}</h2>
      <p>{messages.ichraIntro}</p>
      {load.state === 'loading' ? (
        <Loader ariaLabel={messages.loading} />
      ) : load.state === 'failed' ? (
        <p className="builder-options__error" role="alert">
          {load.message}
        </p>
      ) : load.docs.length === 0 ? (
        <p>{messages.noDocuments}</p>
      ) : (
        <ul className="ichra__documents">
          {load.docs.map((doc) => (
            <li key={doc.url}>
              <a href={doc.url} target="_blank" rel="noopener noreferrer">
                {documentLabel(doc.name)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <CheckboxField
        name="ichra-acknowledgment"
        label={messages.ichraCertify}
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
