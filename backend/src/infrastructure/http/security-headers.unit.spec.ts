import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { headerSetFor, inlineScriptHashes, securityHeaders, webAppPolicy } from './security-headers.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('hashes every inline script exactly as written, and no script loaded from a file', () => {
    const first = `\n      document.documentElement.lang = 'ar';\n    `;
    const second = '(function(){var s=document.createElement("script");s.src="/assets/index.js"})()';
    const html = `<!doctype html><head><script>${first}</script><script type="module" src="/assets/a.js"></script></head>
      <body><template data-prerendered="/x"><script>${second}</script></template><SCRIPT>${first}</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(first), sha256(second)]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it("lets only our files and the page's own inline scripts run, and forbids framing", () => {
    const policy = webAppPolicy([sha256('a'), sha256('b')]);
    expect(policy).toContain(`script-src 'self' ${sha256('a')} ${sha256('b')};`);
    expect(policy).toContain(`frame-ancestors 'none'`);
    expect(policy).toContain(`object-src 'none'`);
    expect(policy).not.toMatch(/unsafe-eval|script-src [^;]*unsafe-inline|upgrade-insecure-requests/);
  });

  it('gives pages, JSON answers and the API docs each their set', () => {
    const headers = securityHeaders('<script>start()</script>');
    expect(headerSetFor('/', headers)).toBe(headers.webApp);
    expect(headerSetFor('/status?ref=AB', headers)).toBe(headers.webApp);
    expect(headerSetFor('/assets/index-abc.js', headers)).toBe(headers.webApp);
    expect(headerSetFor('/apiary', headers)).toBe(headers.webApp);
    for (const url of ['/api', '/api?x=1', '/api/applications/ABC', '/api/health']) expect(headerSetFor(url, headers)).toBe(headers.api);
    expect(headerSetFor('/api/docs', headers)).toBe(headers.apiDocs);
    expect(headerSetFor('/api/docs/swagger-ui.css', headers)).toBe(headers.apiDocs);

    expect(headers.webApp['Content-Security-Policy']).toContain(sha256('start()'));
    expect(headers.webApp['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers.api).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Content-Security-Policy': `default-src 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    });
    expect(headers.apiDocs['Content-Security-Policy']).toBe(`frame-ancestors 'none'`);
    expect(securityHeaders(undefined).webApp['Content-Security-Policy']).toContain(`script-src 'self';`);
  });
});
