import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { landingTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
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
      <p className="mobile-welcome__step">{landingTexts('mobileWelcomeStep', { step })}</p>
      {step === 1 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {landingTexts('landingHeading')}
          </h1>
          <div className="mobile-welcome__actions">
            {signedIn ? (
              <button type="button" className="button button--secondary button--block" onClick={signOut}>
                {commonTexts('signOut')}
              </button>
            ) : (
              // A full page load on purpose (spec): the sign-in page starts its own flow.
              <a href={paths.login} className="button button--secondary button--block">
                {commonTexts('signIn')}
              </a>
            )}
            <button type="button" className="button button--block" onClick={() => go(2)}>
              {commonTexts('getStarted')}
            </button>
          </div>
        </>
      )}
      {step === 2 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {landingTexts('mobileWelcomeHowTitle')}
          </h1>
          <p>{landingTexts('landingTaxLaw')}</p>
          <p>{landingTexts('landingAuthorize')}</p>
          <p>{landingTexts('landingWaiver')}</p>
          <p>{landingTexts('landingPreTax')}</p>
          <button type="button" className="button button--block" onClick={() => go(3)}>
            {commonTexts('proceed')}
          </button>
        </>
      )}
      {step === 3 && (
        <>
          <h1 id="mobile-welcome-title" ref={heading} tabIndex={-1}>
            {landingTexts('mobileWelcomeStepsTitle')}
          </h1>
          <ol className="steps">
            {[
              landingTexts('mobileWelcomeSteps.0'),
              landingTexts('mobileWelcomeSteps.1'),
              landingTexts('mobileWelcomeSteps.2'),
              landingTexts('gettingStartedSteps.2'),
              landingTexts('mobileWelcomeSteps.4'),
              landingTexts('mobileWelcomeSteps.5'),
              landingTexts('gettingStartedSteps.5'),
            ].map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <Link to={paths.profile} className="button button--block">
            {commonTexts('proceed')}
          </Link>
        </>
      )}
    </section>
  );
}
