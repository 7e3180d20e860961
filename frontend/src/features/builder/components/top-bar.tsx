/**
 * The top bar of the enrollment pages (spec portal "Top bar"): My Coverage (Current Plan goes
 * to /health-plan, Documents opens the documents modal), Contact Us, Change Password (our
 * addition: the spec's product has no place for it), the greeting with the first name, Sign Out.
 */
import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth';
import { useBuilderContext } from '../../../enrollment/api/builder-context';
import { clearBuilder } from '../../../enrollment/state/builder-store';
import { DocumentsModal } from './documents-modal';

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
      <select aria-label={messages.myCoverage} defaultValue="" onChange={onCoverage}>
        <option value="" disabled>
          {messages.myCoverage}
        </option>
        <option value="plan">{messages.currentPlan}</option>
        <option value="documents">{messages.myCoverageDocuments}</option>
      </select>
      <Link to={paths.contactUs}>{messages.contactUs}</Link>
      <Link to={paths.changePassword}>{messages.changePassword}</Link>
      <span className="builder-top-bar__greeting">{messages.topBarGreeting(member.firstname)}</span>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          clearBuilder();
          void signOut();
        }}
      >
        {messages.signOut}
      </button>
      <DocumentsModal open={docsOpen} onClose={() => setDocsOpen(false)} />
    </div>
  );
}
