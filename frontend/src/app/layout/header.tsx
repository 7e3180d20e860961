import { Link } from 'react-router';
import { messages } from '../../../../shared/messages';
import { paths } from '../../config/paths';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import type { PublicEmployer } from '../../features/employer/api/get-employer';
import { isSignedIn, signOut } from '../../lib/auth';

export function Header({ employer }: { employer: PublicEmployer | null }) {
  const signedIn = isSignedIn();
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand">
          <EmployerLogo employer={employer} />
        </Link>
        <nav className="site-header__nav" aria-label={messages.accountNavLabel}>
          {signedIn ? (
            <button type="button" className="button button--secondary" onClick={signOut}>
              {messages.signOut}
            </button>
          ) : (
            // A full page load on purpose (spec): the sign-in page starts its own flow.
            <a href={paths.login} className="button button--secondary">
              {messages.signIn}
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
