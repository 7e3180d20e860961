import { Outlet } from 'react-router';
import { productName } from '../../../../shared/domain/product';
import { appTexts } from '../texts';
import { env } from '../../config/env';
import { EmployerLogo } from '../../features/employer/components/employer-logo';
import { useRootData } from './root-layout';
import { Footer } from './footer';
import { LanguageSwitch } from './language-switch';
import { commonTexts } from '../../lib/texts';

/**
 * The stand-alone pages opened from links (set-password, version information): the employer's
 * logo (or the default logo), 'Powered by' the portal and a support contact (spec section 2,
 * /set-password), without the portal's navigation.
 */
export function BrandedLayout() {
  const { employer } = useRootData();
  const support = employer?.emailaddress || env().supportEmail;
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {appTexts('skipToContent')}
      </a>
      <header className="site-header branded-header">
        <div className="site-header__inner container">
          <span className="brand">
            <EmployerLogo employer={employer} />
          </span>
          <LanguageSwitch />
          <div className="branded-header__meta">
            <p className="branded-header__powered">
              {appTexts('poweredBy')} <strong>{productName}</strong>
            </p>
            <p className="branded-header__support">
              {commonTexts('supportContact')}: <a href={`mailto:${support}`}>{support}</a>
            </p>
          </div>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
