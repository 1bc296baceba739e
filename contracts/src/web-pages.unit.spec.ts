import { describe, expect, it } from '@jest/globals';
import { UNINDEXED_WEB_PAGE_PATHS, WEB_PAGE_PATHS, webPageAt } from './web-pages.js';

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
