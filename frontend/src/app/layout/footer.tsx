import { messages } from '../../../../shared/messages';
import { externalLinks } from '../../config/paths';
import { env } from '../../config/env';

export function Footer() {
  const { supportEmail, version } = env();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <nav aria-label={messages.legalNavLabel}>
          <ul className="site-footer__links">
            <li>
              <a href={externalLinks.termsOfUse} target="_blank" rel="noopener noreferrer">
                {messages.termsOfUse}
                <span className="visually-hidden"> {messages.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a href={externalLinks.privacyPolicy} target="_blank" rel="noopener noreferrer">
                {messages.privacyPolicy}
                <span className="visually-hidden"> {messages.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`}>{messages.needHelp}</a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__version">
          {messages.frontEndVersion}
          {version && <span> · {messages.releaseVersion(version)}</span>}
        </p>
      </div>
    </footer>
  );
}
