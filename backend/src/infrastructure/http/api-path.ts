/**
 * Whether a request path (query or not) is the API's: `/api` and below, JSON routes and docs alike.
 * Everything else is the web app: its files, and its page for client-side routes. One definition,
 * used by the static files, the page fallback and the security headers.
 */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
