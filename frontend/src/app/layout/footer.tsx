import { appTexts } from '../texts';
import { commonTexts } from '../../lib/texts';
import { externalLinks } from '../../config/paths';
import { env } from '../../config/env';

export function Footer() {
  const { supportEmail, version } = env();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <nav aria-label={appTexts('legalNavLabel')}>
          <ul className="site-footer__links">
            <li>
              <a href={externalLinks.termsOfUse} target="_blank" rel="noopener noreferrer">
                {commonTexts('termsOfUse')}
                <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
                {commonTexts('privacyPolicy')}
                <span className="visually-hidden"> {commonTexts('opensInNewTab')}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`}>{commonTexts('needHelp')}</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__version">
          {commonTexts('frontEndVersion')}
          {version && <span> · {appTexts('releaseVersion', { version })}</span>}
        </p>
      </div>
    </footer>
  );
}
