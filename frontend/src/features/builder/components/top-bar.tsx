/**
 * The top bar of the enrollment pages (spec portal "Top bar"): My Coverage (Current Plan goes
 * to /health-plan, Documents opens the documents modal), Contact Us, Change Password (our
 * addition: the spec's product has no place for it), the greeting with the first name, Sign Out.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { clearBuilder } from '../../../enrollment/state/builder-store';
import { DocumentsModal } from './documents-modal';
import { componentTexts } from '../../../components/texts';
import { useFrameFill, type FrameFill } from '../../../lib/frame-fill';

export function TopBar() {
  const { member } = useBuilderContext();
  const navigate = useNavigate();
  const [docsOpen, setDocsOpen] = useState(false);
  const greeting = builderTexts('topBarGreeting', { firstname: member.firstname });
  // The tab's next prerendered frame greets the member too (lib/frame-fill.ts).
  useFrameFill('greeting', greeting);
  const onCoverage = (e: ChangeEvent<HTMLSelectElement>) => {
    const choice = e.target.value;
    e.target.value = '';
    if (choice === 'plan') void navigate(paths.healthPlan);
    if (choice === 'documents') setDocsOpen(true);
  };
  return (
    <TopBarView
      greeting={greeting}
      onCoverage={onCoverage}
      onSignOut={() => {
        clearBuilder();
        void signOut();
      }}
    >
      <DocumentsModal open={docsOpen} onClose={() => setDocsOpen(false)} />
    </TopBarView>
  );
}

/**
 * The bar itself. The prerendered frames (app/frames, issue 41) paint it before the member is
 * known: no handlers yet (React replaces the frame with the page), and the greeting's place, which
 * public/locale.js fills with the tab's last greeting (lib/frame-fill.ts).
 */
export function TopBarView({
  greeting,
  onCoverage,
  onSignOut,
  children,
}: {
  /** The greeting; `null` in a frame, where the greeting is a place for the tab's last one. */
  greeting: string | null;
  onCoverage?: (e: ChangeEvent<HTMLSelectElement>) => void;
  onSignOut?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="builder-top-bar">
      <select aria-label={builderTexts('myCoverage')} defaultValue="" onChange={onCoverage}>
        <option value="" disabled>
          {builderTexts('myCoverage')}
        </option>
        <option value="plan">{builderTexts('currentPlan')}</option>
        <option value="documents">{builderTexts('myCoverageDocuments')}</option>
      </select>
      <Link to={paths.contactUs}>{componentTexts('contactUs')}</Link>
      <Link to={paths.changePassword}>{componentTexts('changePasswordTitle')}</Link>
      {greeting === null ? (
        <span className="builder-top-bar__greeting" data-frame-fill={'greeting' satisfies FrameFill} hidden />
      ) : (
        <span className="builder-top-bar__greeting">{greeting}</span>
      )}
      <button type="button" className="button button--secondary" onClick={onSignOut}>
        {commonTexts('signOut')}
      </button>
      {children}
    </div>
  );
}
