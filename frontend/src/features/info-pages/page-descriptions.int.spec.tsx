import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';

// The wizard's route loader tells redirects by `instanceof Response`, which jsdom lacks.
(globalThis as { Response?: unknown }).Response ??= class Response {};

/** What index.html's head holds before the app runs. */
const INDEX_DESCRIPTION = 'The description index.html starts with';

/**
 * The public pages with a description of their own, and the namespace it is written in. Two
 * addresses of one text (sameAs) share its description; every other page's is its own.
 */
const PAGES: ReadonlyArray<{ path: string; namespace: string; sameAs?: string }> = [
  { path: '/', namespace: 'home' },
  { path: '/faq', namespace: 'faq' },
  { path: '/requirements', namespace: 'requirements' },
  { path: '/processing-times', namespace: 'processing-times' },
  { path: '/terms-of-service', namespace: 'terms' },
  { path: '/terms', namespace: 'conditions' },
  { path: '/privacy', namespace: 'privacy' },
  { path: '/privacy-policy', namespace: 'privacy', sameAs: '/privacy' },
  { path: '/kvkk', namespace: 'kvkk' },
  { path: '/refund', namespace: 'refund' },
  { path: '/cancellation-policy', namespace: 'refund', sameAs: '/refund' },
  { path: '/security', namespace: 'security' },
  { path: '/payment-policy', namespace: 'payment-policy' },
  { path: '/status', namespace: 'status' },
  { path: '/application', namespace: 'wizard' },
  { path: '/apply', namespace: 'wizard', sameAs: '/application' },
  { path: '/insurance', namespace: 'insurance' },
];

/** Values a description may name (as the pages pass them). */
const VALUES = { brand: COMPANY.brandName, company: COMPANY.legalName };

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

let fetchMock: ReturnType<typeof mockFetch> | undefined;
beforeEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = INDEX_DESCRIPTION;
  document.head.append(meta);
  // The lists the wizard and the insurance page ask for (empty: their head does not depend on them).
  fetchMock = mockFetch((url) => jsonResponse(url === '/api/countries' || url === '/api/insurance/products' ? [] : {}));
});
afterEach(() => {
  cleanup();
  fetchMock?.restore();
});

describe('meta descriptions of the public pages', () => {
  // One test per language (17 full renders each), so a slow machine never has 102 renders in one test's time.
  it.each(LANGUAGES.map(({ code }) => code))('each page describes itself in %s, naming the brand, never the English text in another language', async (code) => {
    const english = await createTestI18n('en');
    await english.loadNamespaces(PAGES.map(({ namespace }) => namespace));
    const i18n = await createTestI18n(code);
    const seen = new Set<string>();
    const byPath = new Map<string, string>();
    for (const { path, namespace, sameAs } of PAGES) {
      renderApp(path, i18n);
      await screen.findByRole('heading', { level: 1 });
      const expected = i18n.t('description', { ns: namespace, ...VALUES });
      expect(i18n.exists('description', { ns: namespace, lng: code, fallbackLng: [] })).toBe(true);
      await waitFor(() => expect(description()).toBe(expected));
      expect(expected).not.toMatch(/\{\{|description$|\$t\(/);
      // Long enough to say what the page is, short enough for a search result to show most of it.
      expect(expected.length).toBeGreaterThanOrEqual(90);
      expect(expected.length).toBeLessThanOrEqual(200);
      if (sameAs) expect(expected).toBe(byPath.get(sameAs));
      else expect(seen.has(expected)).toBe(false);
      seen.add(expected);
      byPath.set(path, expected);
      if (code === 'en') {
        if (path === '/') expect(expected).toContain(COMPANY.brandName);
      } else expect(expected).not.toBe(english.t('description', { ns: namespace, ...VALUES }));
      cleanup();
      // The page's description goes with it.
      expect(description()).toBe(INDEX_DESCRIPTION);
    }
  });

  it('a page without a description of its own, reached from one with, shows index.html’s again', async () => {
    const { history } = renderApp('/faq', await createTestI18n('de'));
    await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' });
    await waitFor(() => expect(description()).toMatch(/^Antworten zum e-Visum/));
    act(() => history.push('/no-such-page'));
    await screen.findByRole('heading', { level: 1, name: /404/ });
    expect(description()).toBe(INDEX_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('moving between two legal pages shows the second one’s description, not the first one’s, and leaving restores index.html’s', async () => {
    const i18n = await createTestI18n('tr');
    const { history } = renderApp('/terms-of-service', i18n);
    await screen.findByRole('heading', { level: 1, name: i18n.t('title', { ns: 'terms' }) });
    await waitFor(() => expect(description()).toBe(i18n.t('description', { ns: 'terms', ...VALUES })));
    act(() => history.push('/kvkk'));
    await screen.findByRole('heading', { level: 1, name: i18n.t('title', { ns: 'kvkk' }) });
    await waitFor(() => expect(description()).toBe(i18n.t('description', { ns: 'kvkk', ...VALUES })));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    cleanup();
    expect(description()).toBe(INDEX_DESCRIPTION);
  });
});
