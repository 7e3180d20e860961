import { startTransition, StrictMode } from 'react';
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
/** The page's frame is prerendered (app/frames, issue 41): it stays until React has the page. */
const framed = container.dataset.frame !== undefined;

// Fetch the employer API chunk in parallel with /config.json when the page will need it.
if (resolveEmployerId(new URLSearchParams(window.location.search)))
  void loadEmployerApi().catch(() => undefined);

// The configuration and the language's texts (the shell's and the landing page's) load together.
Promise.all([
  loadEnv(),
  activateLocale(initialLocale(), { remember: false }).catch(() => activateLocale('en', { remember: false })),
]).then(
  () => {
    const router = createRouter();
    const app = (
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>
    );
    if (!framed || router.state.initialized) {
      root.render(app);
      return;
    }
    // Rendered now, the router would paint its 'Loading...' line over the frame until the page's
    // data is in. Rendered once it is, as a transition: React yields to the browser while it
    // renders the page, and the frame stays on screen until the page replaces it.
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      startTransition(() => root.render(app));
    });
  },
  (err: unknown) => {
    const error = err instanceof ConfigError ? err : new ConfigError(String(err));
    console.error(error.message, error.details);
    root.render(<ConfigErrorScreen error={error} />);
  },
);
