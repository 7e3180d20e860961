import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { appTexts } from '../texts';
import { commonTexts } from '../../lib/texts';
import { paths } from '../../config/paths';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import type { PublicEmployer } from '../../enrollment/api/get-employer';
import { isSignedIn, signOut } from '../../lib/auth';
import { withTexts } from '../../lib/i18n';
import { LanguageSwitch, saveLanguageOnMember } from './language-switch';

// The menu and Version Information load when first opened, not with the first page.
const SideMenu = lazy(withTexts(() => import('./side-menu').then((m) => ({ default: m.SideMenu }))));
const VersionDialog = lazy(
  withTexts(() =>
    import('../../features/version/components/version-dialog').then((m) => ({ default: m.VersionDialog })),
  ),
);

/** Header (spec portal section 2): menu, logo, Getting Started and Sign Out when signed in, Sign In otherwise. */
export function Header({
  employer,
  signedIn = isSignedIn(),
}: {
  employer: PublicEmployer | null;
  /** Whether someone is signed in in this tab; the prerendered frames (app/frames) say so themselves. */
  signedIn?: boolean;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [versionOpen, setVersionOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's own close behaviour.
  const [menuUsed, setMenuUsed] = useState(false);
  // The website version, asked for each time About is chosen (the API client loads with it);
  // Version Information is mounted from the first About on.
  const [version, setVersion] = useState<Promise<string> | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <header className="site-header">
        <div className="site-header__inner container">
          <div className="site-header__start">
            <button
              ref={menuButton}
              type="button"
              className="icon-button"
              aria-label={appTexts('openMenu')}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d="M3 6h18M3 12h18M3 18h18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <Link to={paths.home} className="brand">
              <EmployerLogo employer={employer} />
            </Link>
          </div>
          <nav className="site-header__nav" aria-label={appTexts('accountNavLabel')}>
            <LanguageSwitch onChosen={signedIn ? saveLanguageOnMember : undefined} />
            {signedIn ? (
              <>
                <Link to={paths.gettingStarted} className="site-header__link">
                  {appTexts('gettingStarted')}
                </Link>
                {/* Hidden (CSS) on pages with the builder's top bar, which has its own: one Sign Out. */}
                <button
                  type="button"
                  className="button button--secondary site-header__sign-out"
                  onClick={signOut}
                >
                  {commonTexts('signOut')}
                </button>
              </>
            ) : (
              // A full page load on purpose (spec): the sign-in page starts its own flow.
              <a href={paths.login} className="button button--secondary">
                {commonTexts('signIn')}
              </a>
            )}
          </nav>
        </div>
      </header>
      <Suspense fallback={null}>
        {menuUsed && (
          <SideMenu
            open={menuOpen}
            employer={employer}
            onClose={() => setMenuOpen(false)}
            onAbout={() => {
              setMenuOpen(false);
              setVersion(
                withTexts(() => import('../../features/version/api/get-version'))().then(
                  ({ websiteVersionText }) => websiteVersionText(),
                ),
              );
              setVersionOpen(true);
            }}
          />
        )}
        {version && (
          <VersionDialog
            open={versionOpen}
            onClose={() => setVersionOpen(false)}
            returnFocusRef={menuButton}
            version={version}
          />
        )}
      </Suspense>
    </>
  );
}
