import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../../shared/messages';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth';

/**
 * The three-step welcome of phones (spec portal section 2, "Mobile welcome"): the welcome with
 * Sign In or Sign Out and Get Started; the explanation with Proceed; the seven steps with Proceed
 * to /profile.
 */
export function MobileWelcome({ signedIn }: { signedIn: boolean }) {
  const [step, setStep] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Moving between steps replaces the content: put focus on the new step's heading.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <section className="mobile-welcome" aria-labelledby="mobile-welcome-title">
      <p className="mobile-welcome__step">{messages.mobileWelcomeStep(step)}</p>
      {step === 1 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {messages.landingHeading}
          </h1>
          <div className="mobile-welcome__actions">
            {signedIn ? (
              <button type="button" className="button button--secondary button--block" onClick={signOut}>
                {messages.signOut}
              </button>
            ) : (
              // A full page load on purpose (spec): the sign-in page starts its own flow.
              <a href={paths.login} className="button button--secondary button--block">
                {messages.signIn}
              </a>
            )}
            <button type="button" className="button button--block" onClick={() => go(2)}>
              {messages.getStarted}
            </button>
          </div>
        </>
      )}
      {step === 2 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {messages.mobileWelcomeHowTitle}
          </h1>
          <p>{messages.landingTaxLaw}</p>
          <p>{messages.landingAuthorize}</p>
          <p>{messages.landingWaiver}</p>
          <p>{messages.landingPreTax}</p>
          <button type="button" className="button button--block" onClick={() => go(3)}>
            {messages.proceed}
          </button>
        </>
      )}
      {step === 3 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {messages.mobileWelcomeStepsTitle}
          </h1>
          <ol className="steps">
            {messages.mobileWelcomeSteps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <Link to={paths.profile} className="button button--block">
            {messages.proceed}
          </Link>
        </>
      )}
    </section>
  );
}
