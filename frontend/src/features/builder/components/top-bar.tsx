/**
 * The top bar of the enrollment pages (spec portal "Top bar"): My Coverage (Current Plan goes
 * to /health-plan, Documents opens the documents modal), Contact Us, Change Password (our
 * addition: the spec's product has no place for it), the greeting with the first name, Sign Out.
 */
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { builderTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { clearBuilder } from '../../../enrollment/state/builder-store';
import { DocumentsModal } from './documents-modal';
import { componentTexts } from '../../../components/texts';

export function TopBar() {
  const { member } = useBuilderContext();
  const navigate = useNavigate();
  const [docsOpen, setDocsOpen] = useState(false);
  const onCoverage = (e: ChangeEvent<HTMLSelectElement>) => {
    const choice = e.target.value;
    e.target.value = '';
    if (choice === 'plan') void navigate(paths.healthPlan);
    if (choice === 'documents') setDocsOpen(true);
  };
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
      <span className="builder-top-bar__greeting">
        {builderTexts('topBarGreeting', { firstname: member.firstname })}
      </span>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          clearBuilder();
          void signOut();
        }}
      >
        {commonTexts('signOut')}
      </button>
      <DocumentsModal open={docsOpen} onClose={() => setDocsOpen(false)} />
    </div>
  );
}
