import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n/i18n';
import { PRERENDER_LANGUAGE, PRERENDER_PATH } from './prerender/prerender-constants';

// Rendering waits for the active language so the first paint is already translated.
const i18n = await initI18n();
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById('root')!;

// index.html carries the home page rendered at build time (English). When this visit is that page in
// that language, React adopts the markup (hydration); otherwise it renders afresh, replacing it.
const prerendered =
  container.firstElementChild !== null &&
  router.latestLocation.pathname === PRERENDER_PATH &&
  i18n.resolvedLanguage === PRERENDER_LANGUAGE;

if (prerendered) {
  // The same matches as at build time must be ready before hydration, or the first render would differ.
  await router.load();
  hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
