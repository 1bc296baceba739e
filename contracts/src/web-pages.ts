/**
 * Every address the web app has a page at (spec section 2's route table and our legal pages). The
 * frontend's router declares exactly these (a spec there checks it), and the server answers any other
 * address outside /api with the app's 404 page and a real 404 status, so a mistyped or retired address
 * is never indexed as a page, nor counted as one.
 */
export const WEB_PAGE_PATHS = [
  '/',
  '/application',
  '/apply',
  '/status',
  '/insurance',
  '/admin',
  '/chat-admin',
  '/mobile-test',
  '/faq',
  '/requirements',
  '/processing-times',
  '/terms',
  '/terms-of-service',
  '/privacy',
  '/privacy-policy',
  '/kvkk',
  '/cancellation-policy',
  '/refund',
  '/security',
  '/payment-success',
  '/payment/success',
  '/payment-cancel',
  '/payment/cancel',
  '/payment-error',
  '/payment-troubleshoot',
  '/mock-gpay-payment',
  '/debug-payment',
  '/payment-policy',
] as const;

export type WebPagePath = (typeof WEB_PAGE_PATHS)[number];

/**
 * Pages that are no search result: staff tools, diagnostics and the simulated provider, and the
 * pages a payment lands on (they only make sense with their order's query). The server marks them
 * `X-Robots-Tag: noindex`; they stay crawlable, since a crawler must fetch a page to see that.
 */
export const UNINDEXED_WEB_PAGE_PATHS = [
  '/admin',
  '/chat-admin',
  '/mobile-test',
  '/debug-payment',
  '/payment-troubleshoot',
  '/mock-gpay-payment',
  '/payment-success',
  '/payment/success',
  '/payment-cancel',
  '/payment/cancel',
  '/payment-error',
] as const satisfies readonly WebPagePath[];

/**
 * Pages the spec gives two addresses, with one page at both (the frontend's page-routes.tsx): each
 * second address and the one the site links to. Search results and link previews name that one for
 * both (the server's rel=canonical), so the page is one result, not two competing ones.
 */
export const WEB_PAGE_ALIASES = {
  '/apply': '/application',
  '/privacy': '/privacy-policy',
  '/cancellation-policy': '/refund',
} as const satisfies Partial<Record<WebPagePath, WebPagePath>>;

/** The address that names a page in search results: its own, or for a second address the one the site links to. */
export function canonicalWebPagePath(path: WebPagePath): WebPagePath {
  return (WEB_PAGE_ALIASES as Partial<Record<WebPagePath, WebPagePath>>)[path] ?? path;
}

/**
 * What a page's head says once it runs in English: its whole tab title and, if it has one of its own,
 * its meta description. The build writes every indexed page's into this file of the web app
 * (`{ [path]: WebPageHead }`, beside index.html), and the server puts them into index.html's head
 * when it sends that page, so crawlers and link previews that run no JavaScript read the page's own.
 */
export const WEB_PAGE_HEADS_FILE = 'page-heads.json';
export interface WebPageHead {
  readonly title: string;
  readonly description?: string;
}

const PAGES: ReadonlySet<string> = new Set(WEB_PAGE_PATHS);
const UNINDEXED: ReadonlySet<string> = new Set(UNINDEXED_WEB_PAGE_PATHS);

/** A page of the web app: its own address (as the router declares it) and whether it is for search results. */
export interface WebPage {
  readonly path: WebPagePath;
  readonly indexed: boolean;
}

/**
 * The page at an address path (no query), or null where the app has none (its 404). The router
 * matches paths case-insensitively and ignores a trailing slash, and so does this; `path` is then
 * the page's own address, for a redirect to it.
 */
export function webPageAt(address: string): WebPage | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    return null;
  }
  const path = decoded.toLowerCase().replace(/\/+$/, '') || '/';
  if (!PAGES.has(path)) return null;
  return { path: path as WebPagePath, indexed: !UNINDEXED.has(path) };
}
