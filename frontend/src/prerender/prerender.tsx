import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import i18next from 'i18next';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { PRERENDER_LANGUAGE, PRERENDER_PATH } from './prerender-constants';

/**
 * Build-time render of the home page (run by the `prerender` plugin of vite.config.ts through Vite's
 * SSR loader). The browser hydrates this markup (main.tsx), so the first paint needs no JavaScript.
 * The render must match the client's first render exactly: same router state, same language, and
 * no browser-only values during render.
 */
export async function prerender(): Promise<string> {
  const i18n = await initI18n(i18next.createInstance(), { language: PRERENDER_LANGUAGE });
  await i18n.loadNamespaces(['common', 'home']);
  // The router runs its browser code path here (vite.config.ts aliases its `isServer` flag to false), so
  // its tree has the same Suspense boundaries as the browser's. That path reads `window.origin` and
  // registers itself on `self` when created; scroll restoration (document listeners) only matters in a
  // browser and renders nothing either way.
  const scope = globalThis as { window?: unknown; self?: unknown };
  const stubbed = (['window', 'self'] as const).filter((name) => !(name in scope));
  for (const name of stubbed) scope[name] = {};
  try {
    const queryClient = createQueryClient();
    const history = createMemoryHistory({ initialEntries: [PRERENDER_PATH] });
    const router = createAppRouter(queryClient, history, { scrollRestoration: false });
    await router.load();
    return renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  } finally {
    for (const name of stubbed) delete scope[name];
  }
}
