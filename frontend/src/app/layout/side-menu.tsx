import { Link } from 'react-router';
import { appTexts } from '../texts';
import { builderTexts } from '../../features/builder/texts';
import { commonTexts } from '../../lib/texts';
import { Modal } from '../../components/modal';
import { externalLinks, paths } from '../../config/paths';
import type { PublicEmployer } from '../../enrollment/api/get-employer';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import { isSignedIn } from '../../lib/auth';
import { LanguageSwitch, saveLanguageOnMember } from './language-switch';

export interface SideMenuProps {
  open: boolean;
  employer: PublicEmployer | null;
  onClose: () => void;
  /** About opens the Version Information modal. */
  onAbout: () => void;
}

/**
 * The slide-in menu (spec portal section 2): logo, close icon, Getting Started, Home, Current
 * Plan, About and View Plan Documents (the plan notice PDF, in a new tab); and the language switch.
 */
export function SideMenu({ open, employer, onClose, onAbout }: SideMenuProps) {
  const signedIn = isSignedIn();
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="modal--side"
      title={<span className="visually-hidden">{appTexts('menuTitle')}</span>}
      header={<EmployerLogo employer={employer} />}
    >
      <nav aria-label={appTexts('mainNavLabel')}>
        <ul className="side-menu__list">
          <li>
            <Link to={paths.gettingStarted} onClick={onClose}>
              {appTexts('gettingStarted')}
            </Link>
          </li>
          <li>
            <Link to={paths.home} onClick={onClose}>
              {appTexts('home')}
            </Link>
          </li>
          <li>
            <Link to={paths.healthPlan} onClick={onClose}>
              {builderTexts('currentPlan')}
            </Link>
          </li>
          <li>
            <button type="button" className="side-menu__button" onClick={onAbout} aria-haspopup="dialog">
              {appTexts('about')}
            </button>
          </li>
          <li>
            <a href={externalLinks.planNotice} target="_blank" rel="noopener noreferrer">
              {appTexts('viewPlanDocuments')}
              <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
            </a>
          </li>
        </ul>
      </nav>
      <LanguageSwitch
        className="side-menu__language"
        onChosen={signedIn ? saveLanguageOnMember : undefined}
      />
    </Modal>
  );
}
