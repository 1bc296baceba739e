/** What the staff cookies are set with (the subset of RFC 6265 attributes we use). */
export interface CookieOptions {
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: 'Strict' | 'Lax';
  readonly path: string;
  /** Lifetime; absent for a cookie that ends with the browser session. */
  readonly maxAgeMs?: number;
}

/** A Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions, now = Date.now()): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.maxAgeMs !== undefined) {
    const seconds = Math.max(0, Math.floor(options.maxAgeMs / 1000));
    parts.push(`Max-Age=${seconds}`, `Expires=${new Date(now + seconds * 1000).toUTCString()}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/** A Set-Cookie header value that removes the cookie (empty, same path, already expired). */
export function expiredCookie(name: string, options: CookieOptions): string {
  return serializeCookie(name, '', { ...options, maxAgeMs: 0 });
}

/** One cookie's value from a Cookie header (the first copy); undefined when absent or malformed. */
export function readCookie(header: string, name: string): string | undefined {
  return readCookies(header, name)[0];
}

/**
 * Every well-formed copy of a cookie in a Cookie header, in the order sent. A browser sends several
 * under one name when they differ in Domain or Path (the longer path first), so a cookie planted by
 * another host can come before the real one.
 */
export function readCookies(header: string, name: string): string[] {
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      values.push(decodeURIComponent(part.slice(eq + 1).trim()));
    } catch {
      // Malformed copy: skipped.
    }
  }
  return values;
}
