/**
 * What the mobile test page (spec section 2, "/mobile-test") lists: its checks, the pages it links
 * to, and the measurements of the manual checklist. The wording is in locales/<lang>/mobile-test.json.
 */

/** The spec's ten checks, in its order; each key names `checks.<key>` in the translations. */
export const MOBILE_CHECKS = [
  'header',
  'background',
  'typography',
  'formLayout',
  'countrySelector',
  'dateDropdowns',
  'payment',
  'products',
  'performance',
  'touch',
] as const;
export type MobileCheck = (typeof MOBILE_CHECKS)[number];

/** A check starts pending and can be set freely to pass or fail (and back). */
export const CHECK_RESULTS = ['pending', 'pass', 'fail'] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
export type CheckResults = Record<MobileCheck, CheckResult>;

export function allPending(): CheckResults {
  return Object.fromEntries(MOBILE_CHECKS.map((check) => [check, 'pending'])) as CheckResults;
}

export function countResults(results: CheckResults): Record<CheckResult, number> {
  const counts: Record<CheckResult, number> = { pending: 0, pass: 0, fail: 0 };
  for (const check of MOBILE_CHECKS) counts[results[check]] += 1;
  return counts;
}

/** The spec's quick links, each opened in a new tab so the checklist stays open. */
export const QUICK_LINKS = [
  { key: 'insurance', href: '/insurance' },
  { key: 'apply', href: '/apply' },
  { key: 'home', href: '/' },
  { key: 'status', href: '/status' },
  { key: 'faq', href: '/faq' },
  { key: 'requirements', href: '/requirements' },
] as const;

/** The spec's three target buttons: the site's main destinations, the first three quick links. */
export const TARGET_PAGES = QUICK_LINKS.slice(0, 3);

/**
 * The minimum touch target. The UI kit keeps it with Tailwind's `min-h-11` / `min-w-11`
 * (2.75rem = 44 px at the default 16 px root size; see components/ui/button.tsx), after WCAG 2.5.5.
 */
export const TOUCH_TARGET_MIN_PX = 44;

/**
 * The breakpoints behind the `sm:`, `md:` and `lg:` classes. src/index.css's `@theme` does not
 * redefine `--breakpoint-*`, so they are Tailwind CSS v4's defaults: 40rem, 48rem and 64rem, that is
 * 640, 768 and 1024 px at the default 16 px root size (the page's spec checks that index.css keeps them).
 */
export const BREAKPOINTS = [
  { name: 'sm', minWidthPx: 640 },
  { name: 'md', minWidthPx: 768 },
  { name: 'lg', minWidthPx: 1024 },
] as const;
export type BreakpointName = (typeof BREAKPOINTS)[number]['name'];

/** The widest breakpoint a viewport of `width` CSS pixels reaches, or null below sm (phones in portrait). */
export function breakpointAt(width: number): BreakpointName | null {
  let reached: BreakpointName | null = null;
  for (const breakpoint of BREAKPOINTS) if (width >= breakpoint.minWidthPx) reached = breakpoint.name;
  return reached;
}
