import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { ConfigErrorScreen } from './app/config-error';
import { loadEmployerApi } from './app/root-loader';
import { createRouter } from './app/router';
import { ConfigError, loadEnv } from './config/env';
import { resolveEmployerId } from './lib/employer-id';
import { activateLocale, initialLocale } from './lib/i18n';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Fetch the employer API chunk in parallel with /config.json when the page will need it.
if (resolveEmployerId(new URLSearchParams(window.location.search)))
  void loadEmployerApi().catch(() => undefined);

// The configuration and the language's texts (the shell's and the landing page's) load together.
Promise.all([
  loadEnv(),
  activateLocale(initialLocale(), { remember: false }).catch(() => activateLocale('en', { remember: false })),
]).then(
  () => {
    root.render(
      <StrictMode>
        <RouterProvider router={createRouter()} />
      </StrictMode>,
    );
  },
  (err: unknown) => {
    const error = err instanceof ConfigError ? err : new ConfigError(String(err));
    console.error(error.message, error.details);
    root.render(<ConfigErrorScreen error={error} />);
  },
);
