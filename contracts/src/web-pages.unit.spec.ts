import { describe, expect, it } from '@jest/globals';
import { UNINDEXED_WEB_PAGE_PATHS, WEB_PAGE_PATHS, webPageKind } from './web-pages.js';

describe('webPageKind', () => {
  it('knows every page, as the router matches it: any case, with or without a trailing slash', () => {
    for (const path of WEB_PAGE_PATHS) expect(webPageKind(path)).not.toBe('none');
    for (const path of ['/FAQ', '/faq/', '/', '//', '/status', '/Insurance/']) expect(webPageKind(path)).toBe('indexed');
  });

  it('keeps staff tools, diagnostics and payment landings out of search results', () => {
    for (const path of UNINDEXED_WEB_PAGE_PATHS) expect(webPageKind(path)).toBe('unindexed');
    for (const path of ['/Admin', '/chat-admin/', '/Payment/Success/']) expect(webPageKind(path)).toBe('unindexed');
  });

  it('has no page at any other address, a sub-path of a page and broken encoding included', () => {
    for (const path of ['/faqs', '/faq/extra', '/apiary', '/payment', '/index.html', '/%E0%A4%A', '/fa%71x']) {
      expect(webPageKind(path)).toBe('none');
    }
  });
});
