/**
 * /contact-us (spec portal "/contact-us"): the broker's name, e-mail and contact number, each
 * 'Not Available' when missing; a spinner while it loads; Back. A failed load says so.
 */
import { Button, Loader } from '@aws-amplify/ui-react';
import { Suspense } from 'react';
import { Await, useAsyncError, useNavigate } from 'react-router';
import { contactTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import type { Broker } from '../api/get-broker';
import { componentTexts } from '../../../components/texts';

const orNotAvailable = (v: string | null | undefined) => (v?.trim() ? v : componentTexts('notAvailable'));

function BrokerDetails({ broker }: { broker: Broker | null }) {
  const name = [broker?.firstName, broker?.lastName].filter((p) => p?.trim()).join(' ');
  return (
    <dl className="contact-us__details">
      <dt>{contactTexts('brokerName')}</dt>
      <dd>{orNotAvailable(name)}</dd>
      <dt>{componentTexts('email')}</dt>
      <dd>
        {broker?.emailAddress ? (
          <a href={`mailto:${broker.emailAddress}`}>{broker.emailAddress}</a>
        ) : (
          componentTexts('notAvailable')
        )}
      </dd>
      <dt>{contactTexts('brokerPhone')}</dt>
      <dd>
        {broker?.phoneNumber ? (
          <a href={`tel:${broker.phoneNumber}`}>{broker.phoneNumber}</a>
        ) : (
          componentTexts('notAvailable')
        )}
      </dd>
    </dl>
  );
}

function BrokerLoadFailed() {
  const error = useAsyncError();
  // A 401 has already ended the session (lib/api-client.ts); anything else is said here.
  console.warn('The broker could not be loaded', error);
  return (
    <p role="alert" className="contact-us__error">
      {contactTexts('brokerLoadFailed')}
    </p>
  );
}

export function ContactUsPage({ broker }: { broker: Promise<Broker | null> }) {
  usePageTitle(componentTexts('contactUs'));
  const navigate = useNavigate();
  // Back to where the employee came from; /welcome when the page was opened directly.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.welcome);
  };
  return (
    <section className="after-page contact-us" aria-labelledby="contact-us-title">
      <h1 id="contact-us-title">{componentTexts('contactUs')}</h1>
      <Suspense
        fallback={
          <div role="status" className="contact-us__loading">
            <Loader size="large" ariaLabel={commonTexts('loading')} />
          </div>
        }
      >
        <Await resolve={broker} errorElement={<BrokerLoadFailed />}>
          {(b: Broker | null) => <BrokerDetails broker={b} />}
        </Await>
      </Suspense>
      <Button onClick={back}>{componentTexts('back')}</Button>
    </section>
  );
}
