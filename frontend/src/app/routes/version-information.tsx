// Route module for the stand-alone version-information page (?employer_id=), loaded on demand.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { versionTexts } from '../../features/version/texts';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import { websiteVersionText } from '../../features/version/api/get-version';
import { VersionPage } from '../../features/version/components/version-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

/** Asks for the website version without waiting for it: the page shows 'Loading...' in its place. */
export function loader({ request }: LoaderFunctionArgs): { version: Promise<string> } {
  const version = websiteVersionText(request.signal);
  // Leaving the page aborts the request; nothing reads the rejection then.
  version.catch(() => undefined);
  return { version };
}

export function Component() {
  const { employer } = useRootData();
  const { version } = useLoaderData<typeof loader>();
  usePageTitle(versionTexts('versionInformation'));
  return (
    <VersionPage
      employerName={employer?.accountname ?? null}
      logo={<EmployerLogo employer={employer} />}
      version={version}
    />
  );
}
