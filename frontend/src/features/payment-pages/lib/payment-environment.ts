/**
 * The payment error page's development-mode rule (spec section 2): on a localhost or replit host,
 * an error containing 'fetch failed' is the development DNS limitation, not a real payment failure.
 */
export function isDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost') || host.includes('replit');
}

export function showsDevelopmentNotice(hostname: string, error: string | undefined): boolean {
  return isDevelopmentHost(hostname) && !!error && error.includes('fetch failed');
}

export function paymentEnvironment(hostname: string): 'development' | 'production' {
  return isDevelopmentHost(hostname) ? 'development' : 'production';
}
