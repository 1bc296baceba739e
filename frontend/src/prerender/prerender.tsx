import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { WEB_PAGE_PATHS, webPageAt, type WebPageHead } from '@evisa/contracts';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createAppRouter, type AppRouter } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { WIZARD_PROGRESS_KEY } from '../features/visa-wizard/lib/wizard-progress';
import { VisaSituationSection } from '../features/insurance/components/visa-situation-section';
import { PageHeadListener, type PageHead } from '../lib/use-document-title';
import { availableNamespaces } from '../i18n/locale-loader';
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
  const { markup } = await renderPage(path, PRERENDER_NAMESPACES[path], (router) => (path === '/insurance' ? visaSituationTemplates(router) : ''));
  return markup;
}

/** Every page for search results: the ones whose head the server sends as the page sets it. */
const INDEXED_PAGES: readonly string[] = WEB_PAGE_PATHS.filter((path) => webPageAt(path)?.indexed);

/**
 * The head (whole title and meta description) each of these pages sets once it runs in the prerender
 * language, told by the page itself while it renders (PageHeadListener): the server sends each page
 * with its own, for crawlers and link previews that run no JavaScript (the build writes them to
 * PAGE_HEADS_FILE). A page that sets no title is an error, not a page left with the home page's.
 */
export async function pageHeads(paths: readonly string[] = INDEXED_PAGES): Promise<Record<string, WebPageHead>> {
  const heads: Record<string, WebPageHead> = {};
  // One at a time: each render sets and restores the globals the router reads.
  for (const path of paths) {
    const { head } = await renderPage(path, availableNamespaces);
    if (!head) throw new Error(`prerender: the page at ${path} set no title while rendering`);
    heads[path] = head;
  }
  return heads;
}

/** Renders the page at `path` as the browser's first render does, with what `extra` adds, and the head the page set. */
async function renderPage(path: string, namespaces: readonly string[], extra: (router: AppRouter) => string = () => ''): Promise<{ markup: string; head?: PageHead }> {
  const i18n = await initI18n(i18next.createInstance(), { language: PRERENDER_LANGUAGE });
  await i18n.loadNamespaces([...namespaces]);
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
  let head: PageHead | undefined;
  try {
    const history = createMemoryHistory({ initialEntries: [path] });
    const router = createAppRouter(queryClient, history, { scrollRestoration: false });
    await router.load();
    const page = renderToString(
      <StrictMode>
        <PageHeadListener.Provider value={(set) => (head = set)}>
          <App queryClient={queryClient} router={router} />
        </PageHeadListener.Provider>
      </StrictMode>,
    );
    return { markup: page + extra(router), head };
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

/**
 * The insurance page's section that a visit with `?country=` opens with, once per visa policy, for
 * the inline script to place (adopt-prerendered-page.ts); it removes these templates before the page is adopted.
 */
function visaSituationTemplates(router: AppRouter): string {
  return VISA_POLICIES.map((visaPolicy) => {
    const markup = renderToString(
      <RouterContextProvider router={router}>
        <VisaSituationSection country={{ name: COUNTRY_PLACEHOLDER, visaPolicy }} />
      </RouterContextProvider>,
    );
    return `<template data-visa-policy="${visaPolicy}">${markup}</template>`;
  }).join('');
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
  const { '/': head } = await pageHeads(['/']);
  if (!TITLE.test(html) || !DESCRIPTION.test(html) || head?.description === undefined) {
    throw new Error('prerender: <title> or meta description not found in index.html, or the home page set none');
  }
  const description = head.description;
  return html
    .replace(TITLE, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, (_match, start: string, end: string) => `${start}${escapeHtml(description)}${end}`);
}
