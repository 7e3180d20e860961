// Route module for the stand-alone version-information page (?employer_id=), loaded on demand.
import { messages } from '../../../../shared/messages';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import { VersionPage } from '../../features/version/components/version-page';
import { usePageTitle } from '../../lib/use-page-title';
import { useRootData } from '../layout/root-layout';

export function Component() {
  const { employer } = useRootData();
  usePageTitle(messages.versionInformation);
  return (
    <VersionPage employerName={employer?.accountname ?? null} logo={<EmployerLogo employer={employer} />} />
  );
}
