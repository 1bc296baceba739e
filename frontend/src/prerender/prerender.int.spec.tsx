import { readFileSync } from 'node:fs';
import { TextEncoder } from 'node:util';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '../app/query-client';
import { mountApp } from '../app/mount-app';
import { WEB_PAGE_PATHS, webPageAt } from '@evisa/contracts';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../test/render-app';
import { COOKIE_CONSENT_STORAGE_KEY, saveCookieConsent } from '../components/cookie-banner/cookie-consent';
import type { PrerenderedPage } from './prerender-constants';

// The build renders with React's server renderer, which needs TextEncoder and schedules through a
// MessageChannel, and the router tells redirects by `instanceof Response`; jsdom has none of them.
// Stand-ins (a timer-based channel keeps nothing open) are in place before those load.
class TimerMessageChannel {
  readonly port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
  readonly port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
const scope = globalThis as { TextEncoder?: unknown; MessageChannel?: unknown; Response?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.Response ??= class Response {};
scope.MessageChannel ??= TimerMessageChannel;
// Radix's radio group (the insurance plans) measures its hidden form input; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
const { prerender, adoptScript, withPrerenderedHead, pageHeads } = await import('./prerender');

const INDIA = { id: 356, code: 'IND', name: 'India', isEligible: true, visaPolicy: 'conditional' };
let fetchMock: ReturnType<typeof mockFetch> | undefined;

afterEach(() => {
  fetchMock?.restore();
  document.body.innerHTML = '';
});

/**
 * #root as index.html holds it once the page's markup is in place: for a page other than home, its
 * template adopted by the inline script (adopt-prerendered-page.ts) for a visit with `search`.
 */
async function prerenderedRoot(path: PrerenderedPage, search = '') {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', path);
  document.documentElement.lang = 'en';
  if (path === '/') {
    root.innerHTML = await prerender(path);
    document.body.append(root);
    return root;
  }
  root.setAttribute('data-prerendered', '/');
  const template = document.createElement('template');
  template.setAttribute('data-prerendered', path);
  template.innerHTML = await prerender(path);
  document.body.append(root, template);
  const adopt = new Function(`return ${adoptScript().replace(/location\.pathname,location\.search/, `${JSON.stringify(path)},${JSON.stringify(search)}`)}`);
  adopt();
  return root;
}

/** Starts the app in `root` as main.tsx does; resolves with how it started and the hydration errors React reported. */
async function start(root: HTMLElement, path: string, queryClient = createQueryClient(), language = 'en') {
  const i18n = await createTestI18n(language);
  const errors: unknown[] = [];
  let how: string | undefined;
  await act(async () => {
    how = await mountApp(root, {
      i18n,
      queryClient,
      history: createMemoryHistory({ initialEntries: [path] }),
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { how, errors, i18n };
}

describe('prerendered pages', () => {
  it("renders the wizard's empty first step at build time, with the country list still loading", async () => {
    const root = await prerenderedRoot('/application');
    expect(root.querySelector('h2')).toHaveTextContent('Step 1: Country and travel document');
    expect(root.querySelector('#wizard-country')).toBeDisabled();
    expect(root.querySelector('#wizard-country')).toHaveTextContent('Loading countries...');
    // Nothing would take a choice before the app has adopted the page.
    expect(root.querySelector('#wizard-document-type')).toBeDisabled();
    expect(root.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/application');
  });

  it('the wizard hydrates its prerendered markup without a mismatch, keeping the nodes, then lists the countries', async () => {
    const root = await prerenderedRoot('/application');
    const disclaimer = root.querySelector('#main [data-testid="private-service-disclaimer"]');
    fetchMock = mockFetch((url) => (url === '/api/countries' ? jsonResponse([INDIA]) : jsonResponse({ ok: true })));

    const { how, errors } = await start(root, '/application');

    expect(how).toBe('hydrated');
    await waitFor(() => expect(screen.getByLabelText('Country/Region of Travel Document *')).toBeEnabled());
    expect(screen.getByRole('option', { name: 'India 🇮🇳' })).toBeInTheDocument();
    expect(screen.getByLabelText('Travel Document Type *')).toBeEnabled();
    expect(errors).toEqual([]);
    expect(root.querySelector('#main [data-testid="private-service-disclaimer"]')).toBe(disclaimer);
  });

  it('hydrates without a mismatch when the country list has arrived before hydration', async () => {
    const root = await prerenderedRoot('/application');
    const heading = root.querySelector('h1');
    fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(['countries'], [INDIA]);

    const { how, errors } = await start(root, '/application', queryClient);

    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    await waitFor(() => expect(screen.getByLabelText('Country/Region of Travel Document *')).toBeEnabled());
  });

  it('renders the insurance page at build time with its notice, the plans still loading', async () => {
    const root = await prerenderedRoot('/insurance');
    expect(root.querySelector('h1')).toHaveTextContent('Travel health insurance for Türkiye');
    expect(root).toHaveTextContent('We are a private intermediary, not a government agency and not an insurer.');
    expect(root.querySelector('[data-testid="insurance-loading"]')).not.toBeNull();
    expect(root.querySelector('form')).toBeNull();
  });

  it('the insurance page hydrates its prerendered markup without a mismatch, then shows the form with the plans', async () => {
    const root = await prerenderedRoot('/insurance');
    const heading = root.querySelector('h1');
    const plans = [{ id: 1, name: 'Turkey Travel Health Insurance - 7 Days', durationDays: 7, price: 114 }];
    fetchMock = mockFetch((url) => (url === '/api/insurance/products' ? jsonResponse(plans) : url === '/api/countries' ? jsonResponse([INDIA]) : jsonResponse({ ok: true })));

    const { how, errors } = await start(root, '/insurance');

    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(await screen.findByRole('form', { name: 'Travel health insurance for Türkiye' })).toBeInTheDocument();
  });

  it("a visit from the wizard's redirect paints its country's visa situation from the prerendered markup and hydrates it without a mismatch", async () => {
    const root = await prerenderedRoot('/insurance', '?country=Cuba');
    expect(root).toHaveAttribute('data-prerendered', '/insurance');
    const section = root.querySelector('section[aria-labelledby="insurance-visa-title"]');
    expect(section).toHaveTextContent('Citizens of Cuba cannot get a Türkiye e-Visa.');
    expect(root.querySelector('template')).toBeNull();
    fetchMock = mockFetch((url) => (url === '/api/insurance/products' ? jsonResponse([]) : jsonResponse([])));

    const { how, errors } = await start(root, '/insurance?country=Cuba');

    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(root.querySelector('section[aria-labelledby="insurance-visa-title"]')).toBe(section);
  });

  // One country of each visa policy; the build escapes the apostrophe in its markup, the script puts the name in as text.
  it.each([
    ['DEU', 'Citizens of Germany do not need a visa'],
    ["Côte d'Ivoire", "Citizens of Côte d'Ivoire can get the e-Visa only with"],
    ['Australia', 'Citizens of Australia can apply for the Türkiye e-Visa online.'],
  ])('hydrates the visa situation of ?country=%s without a mismatch', async (country, text) => {
    const search = `?country=${encodeURIComponent(country)}`;
    const root = await prerenderedRoot('/insurance', search);
    const heading = screen.getByRole('heading', { level: 2, name: 'Your visa' });
    expect(heading.closest('section')).toHaveTextContent(text);
    fetchMock = mockFetch(() => jsonResponse([]));
    const { how, errors } = await start(root, `/insurance${search}`);
    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(heading.isConnected).toBe(true);
  });

  it('the home page hydrates too', async () => {
    const root = await prerenderedRoot('/');
    const heading = root.querySelector('h1');
    const { how, errors } = await start(root, '/');
    expect(how).toBe('hydrated');
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
  });

  it('the prerendered menu button is disabled until the app has adopted the page (a tap that early would be lost)', async () => {
    const root = await prerenderedRoot('/');
    const menuButton = () => root.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]');
    expect(menuButton()?.disabled).toBe(true);
    const { how } = await start(root, '/');
    expect(how).toBe('hydrated');
    expect(menuButton()?.disabled).toBe(false);
  });

  it("the prerendered wizard's Next Step is disabled until the app has adopted the page (a tap that early would be lost)", async () => {
    const root = await prerenderedRoot('/application');
    const next = () => [...root.querySelectorAll('button')].find((b) => b.textContent === 'Next Step');
    expect(next()?.disabled).toBe(true);
    fetchMock = mockFetch(() => jsonResponse([]));
    const { how } = await start(root, '/application');
    expect(how).toBe('hydrated');
    await waitFor(() => expect(next()?.disabled).toBe(false));
  });

  it("another page renders afresh over the home page's markup", async () => {
    const root = await prerenderedRoot('/');
    fetchMock = mockFetch(() => jsonResponse([]));
    const { how } = await start(root, '/application');
    expect(how).toBe('rendered');
    expect(await screen.findByRole('heading', { name: 'Step 1: Country and travel document' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Turkey e-Visa, handled with care' })).not.toBeInTheDocument();
  });

  it('keeps a language picked in the prerendered page before the app ran: the page is rendered afresh in it, and saved', async () => {
    const root = await prerenderedRoot('/');
    const select = root.querySelector<HTMLSelectElement>('select[data-language-select]')!;
    expect(select.value).toBe('en');
    select.value = 'de';
    const { how, i18n } = await start(root, '/');
    expect(how).toBe('rendered');
    expect(i18n.resolvedLanguage).toBe('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr e-Visum für die Türkei, sorgfältig erledigt' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(localStorage.getItem('language')).toBe('de');
  });

  it("does not take the markup's own English for a choice when the visitor's language is another", async () => {
    const root = await prerenderedRoot('/');
    const { how, i18n } = await start(root, '/', createQueryClient(), 'fr');
    expect(how).toBe('rendered');
    expect(i18n.resolvedLanguage).toBe('fr');
  });

  it("index.html as built has the home page's own title and description, the ones the page sets once it runs", async () => {
    const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const built = new DOMParser().parseFromString(await withPrerenderedHead(source), 'text/html');
    const root = await prerenderedRoot('/');
    fetchMock = mockFetch(() => jsonResponse({ ok: true }));
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = built.querySelector<HTMLMetaElement>('meta[name="description"]')!.content;
    document.head.append(meta);
    document.title = built.title;

    const { how } = await start(root, '/');

    expect(how).toBe('hydrated');
    expect(built.title).toBe('Turkey e-Visa and travel insurance, with help | Türkiye Travel Desk');
    expect(document.title).toBe(built.title);
    expect(meta.content).toBe(built.querySelector<HTMLMetaElement>('meta[name="description"]')!.content);
    expect(meta.content).toMatch(/^Türkiye Travel Desk is a private company/);
    expect(built.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
    meta.remove();
  });

  it('writes for each page for search results the English title and description that page sets once it runs, for the server to send it with', async () => {
    const heads = await pageHeads();
    expect(Object.keys(heads)).toEqual(WEB_PAGE_PATHS.filter((path) => webPageAt(path)?.indexed));
    // The lists the wizard and the insurance page ask for (empty: their head does not depend on them).
    fetchMock = mockFetch((url) => jsonResponse(url === '/api/countries' || url === '/api/insurance/products' ? [] : {}));
    const i18n = await createTestI18n('en');
    // No cookie banner coming up in the middle (it has nothing to do with the head).
    saveCookieConsent({ analytics: false, marketing: false });
    for (const [path, head] of Object.entries(heads)) {
      renderApp(path, i18n);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(document.title).toBe(head.title));
      expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(head.description);
      cleanup();
    }
    localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    expect(heads['/faq']).toEqual({
      title: 'Frequently asked questions | Türkiye Travel Desk',
      description: expect.stringMatching(/^Answers about applying for a Türkiye e-Visa through Türkiye Travel Desk/),
    });
    expect(heads['/application']?.description).toMatch(/^Apply online for your Türkiye e-Visa/);
    expect(heads['/insurance']?.description).toMatch(/^Travel health insurance for your whole stay in Türkiye/);
    // None is the home page's any more.
    for (const [path, head] of Object.entries(heads)) if (path !== '/') expect([head.title, head.description]).not.toContain(heads['/']?.title);
    for (const [path, head] of Object.entries(heads)) if (path !== '/') expect(head.description).not.toBe(heads['/']?.description);
  }, 60_000);
});
