/** Hashed asset names never change content, so they can be cached for a year; anything else is revalidated. */
export function cacheControlFor(path: string): string {
  return path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
