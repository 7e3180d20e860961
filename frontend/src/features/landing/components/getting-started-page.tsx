import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { paths } from '../../../config/paths';
import { isSignedIn } from '../../../lib/auth';

/** Getting Started (spec portal section 2): six steps, 'Start Now' / 'Sign in to start', the Authorize notice. */
export function GettingStartedPage() {
  const signedIn = isSignedIn();
  return (
    <section className="page page--narrow getting-started" aria-labelledby="getting-started-title">
      <h1 id="getting-started-title">{messages.gettingStartedTitle}</h1>
      <ol className="steps">
        {messages.gettingStartedSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <p className="notice notice--important">{messages.authorizeNotice}</p>
      <p>
        {signedIn ? (
          <Link to={paths.profile} className="button button--large">
            {messages.startNow}
          </Link>
        ) : (
          <a href={paths.login} className="button button--large">
            {messages.signInToStart}
          </a>
        )}
      </p>
    </section>
  );
}
