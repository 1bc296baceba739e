import { createHash } from 'node:crypto';
import { isApiPath } from './api-path.js';

/**
 * The response headers that keep a browser from being turned against our users: no framing of our
 * pages (clickjacking of the wizard or the payment hand-off), no content sniffing, no full
 * referrer (an application number in a URL) to other sites, and a Content-Security-Policy that lets
 * only our own scripts run. Each kind of response gets the headers that mean something for it:
 * pages get helmet's set (as Nest's `useSecurityHeaders` sends it, with our policy), JSON answers
 * the set OWASP recommends for REST APIs, about a third of the bytes on the hottest responses.
 * Everything here is pure; `register-security-headers.ts` puts it on every response.
 */
export type HeaderSet = Readonly<Record<string, string>>;

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
 * The web app's policy. Scripts: our files and the page's own inline start-up scripts, by hash (they
 * run before any module, see frontend/index.html). Styles may be inline: the prerendered markup and
 * React set style attributes, which cannot run code. The card payment happens on the provider's own
 * site, reached by navigation, which this policy does not restrict. No `upgrade-insecure-requests`:
 * TLS ends at the proxy in front (where HSTS applies); on a plain-HTTP machine it would send the
 * app's own files to an https:// address that is not there.
 */
export function webAppPolicy(scriptHashes: readonly string[]): string {
  return [
    `default-src 'self'`,
    `base-uri 'self'`,
    `font-src 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
    `img-src 'self' data:`,
    `object-src 'none'`,
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    `script-src-attr 'none'`,
    `style-src 'self' 'unsafe-inline'`,
  ].join('; ');
}

/** Sent with everything: pages, files, JSON and the API docs. */
const COMMON: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Browsers honour it only over HTTPS, which is how the app is reached in production (docker/).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Helmet's document headers, for what a browser renders. */
const DOCUMENT: HeaderSet = {
  ...COMMON,
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Pop-ups kept: the payment step opens the provider's page in a new tab and watches it.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export interface SecurityHeaders {
  /** The web app's pages and files. */
  readonly webApp: HeaderSet;
  /** JSON answers: never rendered as a page, never stored by a cache unless the route says otherwise. */
  readonly api: HeaderSet;
  /** The OpenAPI page (Swagger UI's own scripts and styles; framing still forbidden). */
  readonly apiDocs: HeaderSet;
}

/** The header sets, the web app's policy allowing the inline scripts of `indexHtml` (the built page). */
export function securityHeaders(indexHtml: string | undefined): SecurityHeaders {
  return {
    webApp: { ...DOCUMENT, 'Content-Security-Policy': webAppPolicy(indexHtml ? inlineScriptHashes(indexHtml) : []) },
    api: {
      ...COMMON,
      'Content-Security-Policy': `default-src 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      // Answers carry personal data (names, dates); routes that may be cached say so themselves.
      'Cache-Control': 'no-store',
    },
    apiDocs: { ...DOCUMENT, 'Content-Security-Policy': `frame-ancestors 'none'` },
  };
}

/** Which set a request (its URL, query included) gets. */
export function headerSetFor(url: string, headers: SecurityHeaders): HeaderSet {
  if (!isApiPath(url)) return headers.webApp;
  return url.startsWith('/api/docs') ? headers.apiDocs : headers.api;
}
