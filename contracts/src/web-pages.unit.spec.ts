import { describe, expect, it } from '@jest/globals';
import { canonicalWebPagePath, UNINDEXED_WEB_PAGE_PATHS, WEB_PAGE_ALIASES, WEB_PAGE_PATHS, webPageAt } from './web-pages.js';

describe('webPageAt', () => {
  it('finds every page, as the router matches it: any case, with or without a trailing slash, naming its own address', () => {
    for (const path of WEB_PAGE_PATHS) expect(webPageAt(path)?.path).toBe(path);
    expect(webPageAt('/FAQ')).toEqual({ path: '/faq', indexed: true });
    expect(webPageAt('/faq/')).toEqual({ path: '/faq', indexed: true });
    expect(webPageAt('//')).toEqual({ path: '/', indexed: true });
    expect(webPageAt('/Insurance/')).toEqual({ path: '/insurance', indexed: true });
  });

  it('keeps staff tools, diagnostics and payment landings out of search results', () => {
    for (const path of UNINDEXED_WEB_PAGE_PATHS) expect(webPageAt(path)).toEqual({ path, indexed: false });
    expect(webPageAt('/Payment/Success/')).toEqual({ path: '/payment/success', indexed: false });
  });

  it('has no page at any other address, a sub-path of a page and broken encoding included', () => {
    for (const path of ['/faqs', '/faq/extra', '/apiary', '/payment', '/index.html', '/%E0%A4%A', '/fa%71x']) {
      expect(webPageAt(path)).toBeNull();
    }
  });
});

describe('canonicalWebPagePath', () => {
  it('names the address the site links to for a page at two addresses, and every other page by its own', () => {
    expect(canonicalWebPagePath('/apply')).toBe('/application');
    expect(canonicalWebPagePath('/privacy')).toBe('/privacy-policy');
    expect(canonicalWebPagePath('/cancellation-policy')).toBe('/refund');
    expect(canonicalWebPagePath('/faq')).toBe('/faq');
    for (const path of WEB_PAGE_PATHS) {
      const canonical = canonicalWebPagePath(path);
      // One step: the address named is a page for search results, and no alias itself.
      expect(canonicalWebPagePath(canonical)).toBe(canonical);
      if (webPageAt(path)?.indexed) expect(webPageAt(canonical)?.indexed).toBe(true);
    }
    expect(Object.keys(WEB_PAGE_ALIASES)).toHaveLength(3);
  });
});
