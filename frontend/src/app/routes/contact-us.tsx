// Route module for /contact-us (signed in only): the broker of the caller's own employer.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { brokerQuery, type Broker } from '../../features/contact/api/get-broker';
import { ContactUsPage } from '../../features/contact/components/contact-us-page';
import { requireSession } from '../require-session';

/** Not awaited: the page shows its spinner while the broker loads (spec portal "/contact-us"). */
export async function loader({ request }: LoaderFunctionArgs): Promise<{ broker: Promise<Broker | null> }> {
  await requireSession(request);
  return { broker: ensureQuery(brokerQuery, request.signal) };
}

export function Component() {
  const { broker } = useLoaderData<{ broker: Promise<Broker | null> }>();
  return <ContactUsPage broker={broker} />;
}
