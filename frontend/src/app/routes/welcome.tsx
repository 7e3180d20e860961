// Route module for /welcome (signed in only): the confirmation page after an authorization.
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ensureQuery } from '../../enrollment/api/cached-read';
import { brokerQuery } from '../../features/contact/api/get-broker';
import { ordersQuery } from '../../enrollment/api/get-orders';
import { contactsQuery } from '../../features/welcome/api/get-contacts';
import { coverageProofQuery } from '../../features/welcome/api/coverage-proof';
import { memberAccountQuery } from '../../features/welcome/api/get-member-account';
import { WelcomePage, type WelcomeData } from '../../features/welcome/components/welcome-page';
import { contactsToShow, needsBrokerFallback } from '../../features/welcome/utils/welcome-summary';
import { requireSession } from '../require-session';
import { useSignedIn } from './after-enrollment';

/** The caller's own orders, member account and contacts; the broker team only when the contacts rule needs it. */
export async function loader({ request }: LoaderFunctionArgs): Promise<WelcomeData> {
  await requireSession(request);
  const { signal } = request;
  const [orders, account, contacts, proof] = await Promise.all([
    ensureQuery(ordersQuery, signal),
    ensureQuery(memberAccountQuery, signal),
    ensureQuery(contactsQuery, signal),
    ensureQuery(coverageProofQuery, signal),
  ]);
  const lead = needsBrokerFallback(contacts) ? await ensureQuery(brokerQuery, signal) : null;
  return { orders, account, contacts: contactsToShow(contacts, lead), proof };
}

export function Component() {
  const data = useLoaderData<WelcomeData>();
  const { member, employer } = useSignedIn();
  const [search] = useSearchParams();
  // The employer's name on each contact: from the caller's own orders, else the visit's employer when it is theirs.
  const employerName =
    data.orders[0]?.accountname ?? (employer?.accountid === member.accountid ? employer.accountname : null);
  return (
    <WelcomePage
      {...data}
      firstname={member.firstname}
      authorized={search.has('authorize')}
      employerName={employerName}
    />
  );
}
