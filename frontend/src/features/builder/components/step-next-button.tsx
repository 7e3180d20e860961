/** The sub-step's forward button: 'Next', or 'Proceed' on small screens (spec builder section 2). */
import { Button } from '@aws-amplify/ui-react';
import { commonTexts } from '../../../lib/texts';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { componentTexts } from '../../../components/texts';

export function StepNextButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const mobile = useMediaQuery(mobileQuery);
  return (
    <div className="builder-options__actions">
      <Button variation="primary" onClick={onClick} isDisabled={disabled}>
        {mobile ? commonTexts('proceed') : componentTexts('stepNext')}
      </Button>
    </div>
  );
}
