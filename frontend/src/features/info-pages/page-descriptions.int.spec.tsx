import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { LANGUAGES } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';

/** What index.html's head holds before the app runs. */
const INDEX_DESCRIPTION = 'The description index.html starts with';

/** The public pages with a description of their own, and the namespace it is written in. */
const PAGES = [
  { path: '/', namespace: 'home', heading: 'hero-title' },
  { path: '/faq', namespace: 'faq' },
  { path: '/requirements', namespace: 'requirements' },
  { path: '/processing-times', namespace: 'processing-times' },
] as const;

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

let fetchMock: ReturnType<typeof mockFetch> | undefined;
beforeEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = INDEX_DESCRIPTION;
  document.head.append(meta);
  fetchMock = mockFetch(() => jsonResponse({}));
});
afterEach(() => {
  cleanup();
  fetchMock?.restore();
});

describe('meta descriptions of the home and information pages', () => {
  it('each page describes itself in the visitor’s language, naming the brand, never the English text in another language', async () => {
    const english = new Map<string, string>();
    for (const { code } of LANGUAGES) {
      const i18n = await createTestI18n(code);
      const seen = new Set<string>();
      for (const { path, namespace } of PAGES) {
        renderApp(path, i18n);
        await screen.findByRole('heading', { level: 1 });
        const expected = i18n.t('description', { ns: namespace, brand: COMPANY.brandName });
        expect(i18n.exists('description', { ns: namespace, lng: code, fallbackLng: [] })).toBe(true);
        await waitFor(() => expect(description()).toBe(expected));
        expect(expected).not.toMatch(/\{\{|description$/);
        expect(seen.has(expected)).toBe(false);
        seen.add(expected);
        if (code === 'en') english.set(path, expected);
        else expect(expected).not.toBe(english.get(path));
        cleanup();
        // The page's description goes with it.
        expect(description()).toBe(INDEX_DESCRIPTION);
      }
    }
    expect(english.get('/')).toContain(COMPANY.brandName);
  });

  it('a page without a description of its own, reached from one with, shows index.html’s again', async () => {
    const { history } = renderApp('/faq', await createTestI18n('de'));
    await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' });
    await waitFor(() => expect(description()).toMatch(/^Antworten zum e-Visum/));
    act(() => history.push('/terms'));
    await screen.findByRole('heading', { level: 1, name: /Nutzungsbedingungen/ });
    expect(description()).toBe(INDEX_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
