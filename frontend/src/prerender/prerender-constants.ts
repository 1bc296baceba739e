/**
 * The page and language that the build renders into index.html (see prerender.tsx and the
 * `prerender` plugin in vite.config.ts). index.html's inline script and main.tsx compare the visit with them.
 */
export const PRERENDER_PATH = '/';
export const PRERENDER_LANGUAGE = 'en';
