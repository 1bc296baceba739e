import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, isJsonApiPath, securityHeaderOptions } from './security-headers.js';

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

  it("lets only our files and the built page's inline scripts run, and forbids framing", () => {
    const options = securityHeaderOptions('<script>start()</script>');
    const csp = options.contentSecurityPolicy;
    if (typeof csp !== 'object') throw new Error('expected a configured policy');
    expect(csp.directives?.scriptSrc).toEqual(["'self'", sha256('start()')]);
    expect(csp.directives?.frameAncestors).toEqual(["'none'"]);
    expect(options.xFrameOptions).toEqual({ action: 'deny' });
    expect(securityHeaderOptions(undefined).contentSecurityPolicy).toMatchObject({ directives: { scriptSrc: ["'self'"] } });
  });

  it('tells the JSON API from its documentation page and from the web app', () => {
    for (const path of ['/api', '/api?x=1', '/api/applications/ABC', '/api/health']) expect(isJsonApiPath(path)).toBe(true);
    for (const path of ['/', '/apiary', '/status?ref=AB', '/api/docs', '/api/docs/swagger-ui.css', '/assets/index.js']) expect(isJsonApiPath(path)).toBe(false);
  });
});
