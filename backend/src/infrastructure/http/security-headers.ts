import { createHash } from 'node:crypto';

/**
 * The response headers that keep a browser from being turned against our users: no framing of our
 * pages (clickjacking of the wizard or the payment hand-off), no content sniffing, no referrer with
 * an application number leaking to other sites, and a Content-Security-Policy that lets only our own
 * scripts run. Everything here is pure; `register-security-headers.ts` puts it on every response.
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
 * site, reached by navigation, which this policy does not restrict.
 */
export function webAppPolicy(scriptHashes: readonly string[]): string {
  return [
    `default-src 'self'`,
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Sent with everything: pages, files, JSON and the API docs. */
const COMMON: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Browsers honour it only over HTTPS, which is how the app is reached in production (docker/).
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

export interface SecurityHeaders {
  /** The web app's pages and files. */
  readonly webApp: HeaderSet;
  /** JSON answers: never rendered as a page, never stored by a cache unless the route says otherwise. */
  readonly api: HeaderSet;
  /** The OpenAPI page (Swagger UI runs inline scripts of its own, so no script policy there). */
  readonly apiDocs: HeaderSet;
}

export function securityHeaders(indexHtml: string | undefined): SecurityHeaders {
  return {
    webApp: {
      ...COMMON,
      'Content-Security-Policy': webAppPolicy(indexHtml ? inlineScriptHashes(indexHtml) : []),
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
    api: {
      ...COMMON,
      'Content-Security-Policy': `default-src 'none'; frame-ancestors 'none'`,
      // Answers carry personal data (names, dates); routes that may be cached say so themselves.
      'Cache-Control': 'no-store',
    },
    apiDocs: { ...COMMON, 'Content-Security-Policy': `frame-ancestors 'none'` },
  };
}

/** Which set a request path gets. */
export function headerSetFor(path: string, headers: SecurityHeaders): HeaderSet {
  if (!path.startsWith('/api/') && path !== '/api') return headers.webApp;
  return path.startsWith('/api/docs') ? headers.apiDocs : headers.api;
}
