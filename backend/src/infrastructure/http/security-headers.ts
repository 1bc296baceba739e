import type { SecurityHeadersOptions } from '@nestjs/common';
import { createHash } from 'node:crypto';

/**
 * The response headers that keep a browser from being turned against our users, set by Nest's
 * `app.useSecurityHeaders()` (helmet's headers) on every response, errors and files included: no
 * framing of our pages (clickjacking of the wizard or the payment hand-off), no content sniffing,
 * no full referrer (an application number in a URL) to other sites, and a Content-Security-Policy
 * that lets only our own scripts run.
 */

/** Every inline `<script>` (one without `src`) of a page, as CSP hash sources ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Helmet's defaults, with: the web app's inline start-up scripts allowed by hash (they run before
 * any module, see frontend/index.html; `indexHtml` is the built page); no framing at all; no
 * `upgrade-insecure-requests` (TLS ends at the proxy in front, where HSTS applies; on a plain-HTTP
 * machine it would send the app's own files to an https:// address that is not there); pop-ups
 * kept (the payment step opens the provider's page in a new tab and watches it).
 */
export function securityHeaderOptions(indexHtml: string | undefined): SecurityHeadersOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  };
}

/** JSON answers carry personal data (names, dates): never stored, unless a route says otherwise. */
export const API_CACHE_CONTROL = 'no-store';

/** The API's JSON routes, not its documentation page. */
export function isJsonApiPath(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !url.startsWith('/api/docs');
}
