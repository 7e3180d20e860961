import { appTexts } from './texts';
import type { ConfigError } from '../config/env';

/** Shown instead of the portal when /config.json is missing or not valid. */
export function ConfigErrorScreen({ error }: { error: ConfigError }) {
  return (
    <main id="main" className="site-main">
      <section className="page page--narrow error-screen" aria-labelledby="config-error-title">
        <h1 id="config-error-title">{appTexts('configErrorTitle')}</h1>
        <p>{appTexts('configErrorText')}</p>
        <p className="error-screen__message">{error.message}</p>
        {error.details.length > 0 && (
          <ul className="error-screen__details">
            {error.details.map((d) => (
              <li key={d}>
                <code>{d}</code>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
