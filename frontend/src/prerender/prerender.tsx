import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { WIZARD_PROGRESS_KEY } from '../features/visa-wizard/lib/wizard-progress';
import { VisaSituationSection } from '../features/insurance/components/visa-situation-section';
import { homePageHead } from '../features/home/home-page';
import { documentTitle } from '../lib/use-document-title';
import { adoptPrerenderedPage } from './adopt-prerendered-page';
import { COUNTRY_PLACEHOLDER, VISA_POLICIES, visaSituationsScript } from './visa-situations';
import { PRERENDER_LANGUAGE, PRERENDER_NAMESPACES, type PrerenderedPage } from './prerender-constants';

/**
 * Build-time render of a page (run by the `prerender` plugin of vite.config.ts through Vite's SSR
 * loader). The browser hydrates this markup (main.tsx), so the first paint needs no JavaScript.
 * The render must match the client's first render exactly: same router state, same language, and
 * no browser-only values during render.
 */
export async function prerender(path: PrerenderedPage): Promise<string> {
  const i18n = await initI18n(i18next.createInstance(), { language: PRERENDER_LANGUAGE });
  await i18n.loadNamespaces([...PRERENDER_NAMESPACES[path]]);
  // The router runs its browser code path here (vite.config.ts aliases its `isServer` flag to false), so
  // its tree has the same Suspense boundaries as the browser's. That path reads `window.origin` and
  // registers itself on `self` when created; scroll restoration (document listeners) only matters in a
  // browser and renders nothing either way.
  const scope = globalThis as { window?: unknown; self?: unknown; fetch: typeof fetch };
  const stubbed = (['window', 'self'] as const).filter((name) => !(name in scope));
  for (const name of stubbed) scope[name] = {};
  // There is no API at build time. Requests (the wizard's country list, which its route loader asks
  // for) stay pending, so the page renders its loading state, as the browser's first render does.
  const realFetch = scope.fetch;
  scope.fetch = () => new Promise<Response>(() => undefined);
  const queryClient = createQueryClient();
  try {
    const history = createMemoryHistory({ initialEntries: [path] });
    const router = createAppRouter(queryClient, history, { scrollRestoration: false });
    await router.load();
    const page = renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
    if (path !== '/insurance') return page;
    // The section a visit with `?country=` opens with, once per visa policy, for the inline script to
    // place (adopt-prerendered-page.ts); it removes these templates before the page is adopted.
    const sections = VISA_POLICIES.map((visaPolicy) => {
      const markup = renderToString(
        <RouterContextProvider router={router}>
          <VisaSituationSection country={{ name: COUNTRY_PLACEHOLDER, visaPolicy }} />
        </RouterContextProvider>,
      );
      return `<template data-visa-policy="${visaPolicy}">${markup}</template>`;
    });
    return page + sections.join('');
  } finally {
    // Drops the pending queries and their garbage-collection timers, which would keep the build running.
    // A cancelled fetch schedules its query's collection when it settles, so clear after that.
    await queryClient.cancelQueries();
    await new Promise((settled) => setTimeout(settled, 0));
    queryClient.clear();
    scope.fetch = realFetch;
    for (const name of stubbed) delete scope[name];
  }
}

/** The inline script that index.html runs right after the prerendered pages (see adopt-prerendered-page.ts). */
export function adoptScript(): string {
  return `(${adoptPrerenderedPage.toString()})(document,location.pathname,location.search,(function(){try{return sessionStorage}catch(e){return null}})(),${JSON.stringify(WIZARD_PROGRESS_KEY)},${visaSituationsScript()})`;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * index.html with the tab title and meta description the home page sets when it runs, in the
 * prerender language: the page as served holds the home page (and is what a crawler without
 * JavaScript reads), so its head says what that page's does, not other words of its own.
 */
export async function withPrerenderedHead(html: string): Promise<string> {
  const i18n = await initI18n(i18next.createInstance(), { language: PRERENDER_LANGUAGE });
  await i18n.loadNamespaces(['home']);
  const head = homePageHead(i18n.getFixedT(PRERENDER_LANGUAGE, 'home'));
  if (!TITLE.test(html) || !DESCRIPTION.test(html)) throw new Error('prerender: <title> or meta description not found in index.html');
  return html
    .replace(TITLE, () => `<title>${escapeHtml(documentTitle(head.title))}</title>`)
    .replace(DESCRIPTION, (_match, start: string, end: string) => `${start}${escapeHtml(head.description)}${end}`);
}
