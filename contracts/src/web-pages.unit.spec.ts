import { describe, expect, it } from '@jest/globals';
import { isWebPagePath, WEB_PAGE_PATHS } from './web-pages.js';

describe('isWebPagePath', () => {
  it('knows every page, as the router matches it: any case, with or without a trailing slash', () => {
    for (const path of WEB_PAGE_PATHS) expect(isWebPagePath(path)).toBe(true);
    for (const path of ['/FAQ', '/faq/', '/Payment/Success/', '/', '//', '/status']) expect(isWebPagePath(path)).toBe(true);
  });

  it('refuses any other address, a sub-path of a page and broken encoding included', () => {
    for (const path of ['/faqs', '/faq/extra', '/apiary', '/payment', '/index.html', '/%E0%A4%A', '/fa%71x']) {
      expect(isWebPagePath(path)).toBe(false);
    }
  });
});
