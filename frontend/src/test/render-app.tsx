import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { LANGUAGE_STORAGE_KEY, initI18n } from '../i18n/i18n';

/** A fresh i18next instance per test file, in the given language (saved preference wins detection). */
export async function createTestI18n(language = 'en'): Promise<I18n> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  return initI18n(i18next.createInstance());
}

/** Renders the whole app (router, query client, layout) at `path`, as a visitor would see it. */
export function renderApp(path: string, i18n: I18n) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const queryClient = createQueryClient();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <App queryClient={queryClient} history={history} />
    </I18nextProvider>,
  );
  return { ...result, history, queryClient };
}

/** Replaces `fetch` at the network boundary; each call is answered by `respond`. */
export function mockFetch(respond: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return respond(url, init);
  }) as typeof fetch;
  return { calls, restore: () => (globalThis.fetch = original) };
}

/** jsdom has no `Response`; this carries just what the API client reads. */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}
