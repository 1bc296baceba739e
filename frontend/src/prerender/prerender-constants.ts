/**
 * The pages and language that the build renders into index.html (see prerender.tsx and the
 * `prerender` plugin in vite.config.ts): the home page into #root, the others into templates that
 * adopt-prerendered-page.ts moves into #root for a visit to them. main.tsx hydrates such markup.
 */
export const PRERENDER_LANGUAGE = 'en';
export const PRERENDERED_PAGES = ['/', '/application', '/insurance'] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** Translation namespaces a prerendered page renders with; loaded before the build's render and before hydration. */
export const PRERENDER_NAMESPACES: Record<PrerenderedPage, readonly string[]> = {
  '/': ['common', 'home', 'chat'],
  '/application': ['common', 'home', 'chat', 'wizard'],
  '/insurance': ['common', 'home', 'chat', 'insurance', 'wizard', 'payment', 'messages'],
};

export function isPrerenderedPage(path: string | undefined): path is PrerenderedPage {
  return (PRERENDERED_PAGES as readonly string[]).includes(path ?? '');
}
