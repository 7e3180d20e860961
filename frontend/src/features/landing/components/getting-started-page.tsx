import { Link } from 'react-router';
import { landingTexts } from '../texts';
import { paths } from '../../../config/paths';
import { isSignedIn } from '../../../lib/auth';

/** Getting Started (spec portal section 2): six steps, 'Start Now' / 'Sign in to start', the Authorize notice. */
export function GettingStartedPage() {
  const signedIn = isSignedIn();
  return (
    <section className="page page--narrow getting-started" aria-labelledby="getting-started-title">
      <h1 id="getting-started-title">{landingTexts('gettingStartedTitle')}</h1>
      <ol className="steps">
        {[
          landingTexts('gettingStartedSteps.0'),
          landingTexts('gettingStartedSteps.1'),
          landingTexts('gettingStartedSteps.2'),
          landingTexts('gettingStartedSteps.3'),
          landingTexts('gettingStartedSteps.4'),
          landingTexts('gettingStartedSteps.5'),
        ].map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="notice notice--important">{landingTexts('authorizeNotice')}</p>
      <p>
        {signedIn ? (
          <Link to={paths.profile} className="button button--large">
            {landingTexts('startNow')}
          </Link>
        ) : (
          <a href={paths.login} className="button button--large">
            {landingTexts('signInToStart')}
          </a>
        )}
      </p>
    </section>
  );
}
