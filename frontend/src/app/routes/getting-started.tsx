// Route module for /getting-started, loaded on demand.
import { messages } from '../../../../shared/messages';
import { GettingStartedPage } from '../../features/landing/components/getting-started-page';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  usePageTitle(messages.gettingStartedTitle);
  return <GettingStartedPage />;
}
