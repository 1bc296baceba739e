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

const PAGES: ReadonlySet<string> = new Set(WEB_PAGE_PATHS);

/**
 * Whether the router shows a page (not its 404) at this address path (no query): it matches paths
 * case-insensitively and ignores a trailing slash, and so does this.
 */
export function isWebPagePath(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const normalised = decoded.toLowerCase().replace(/\/+$/, '') || '/';
  return PAGES.has(normalised);
}
