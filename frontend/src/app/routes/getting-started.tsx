// Route module for /getting-started, loaded on demand.
import { landingTexts } from '../../features/landing/texts';
import { GettingStartedPage } from '../../features/landing/components/getting-started-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  usePageTitle(landingTexts('gettingStartedTitle'));
  return <GettingStartedPage />;
}
