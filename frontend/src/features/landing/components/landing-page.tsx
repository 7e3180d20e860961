import { Link } from 'react-router';
import { landingTexts } from '../texts';
import { commonTexts } from '../../../lib/texts';
import { paths } from '../../../config/paths';
import { isSignedIn } from '../../../lib/auth';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { MobileWelcome } from './mobile-welcome';

/** Landing screen (spec portal section 2): the desktop page, or the three-step welcome at 840 px or less. */
export function LandingPage() {
  const signedIn = isSignedIn();
  const mobile = useMediaQuery(mobileQuery);
  if (mobile) return <MobileWelcome signedIn={signedIn} />;
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="landing-title">
        <div className="container hero__inner">
          <h1 id="landing-title">{landingTexts('landingHeading')}</h1>
          <p className="hero__lead">{landingTexts('landingTaxLaw')}</p>
          <div className="hero__actions">
            {signedIn ? (
              <Link to={paths.profile} className="button button--large">
                {commonTexts('getStarted')}
              </Link>
            ) : (
              // A full page load on purpose (spec): the sign-in page starts its own flow.
              <a href={paths.login} className="button button--large">
                {commonTexts('signIn')}
              </a>
            )}
          </div>
        </div>
      </section>
      <section className="container key-points" aria-labelledby="key-points-title">
        <h2 id="key-points-title" className="key-points__title">
          {landingTexts('landingKeyPointsTitle')}
        </h2>
        <ul className="key-points__list">
          <li className="key-point">
            <h3>{landingTexts('landingAuthorizeTitle')}</h3>
            <p>{landingTexts('landingAuthorize')}</p>
          </li>
          <li className="key-point">
            <h3>{landingTexts('landingWaiverTitle')}</h3>
            <p>{landingTexts('landingWaiver')}</p>
          </li>
          <li className="key-point">
            <h3>{landingTexts('landingPreTaxTitle')}</h3>
            <p>{landingTexts('landingPreTax')}</p>
          </li>
        </ul>
      </section>
    </div>
  );
}
