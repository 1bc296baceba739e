/** Local-storage key of the cookie choice (spec section 9, "Storage"). */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/** Stored shape (spec section 3): necessary cookies are always on. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  timestamp: string;
}

export function readCookieConsent(): CookieConsent | null {
  try {
    const raw = localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CookieConsent>;
    return parsed && parsed.necessary === true ? (parsed as CookieConsent) : null;
  } catch {
    // Private browsing or a corrupted value: ask again rather than fail.
    return null;
  }
}

export function hasStoredConsent(): boolean {
  return readCookieConsent() !== null;
}

export function saveCookieConsent(choice: { analytics: boolean; marketing: boolean }, now = new Date()): CookieConsent {
  const consent: CookieConsent = { necessary: true, ...choice, timestamp: now.toISOString() };
  try {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Storage unavailable: the choice still applies for this visit.
  }
  return consent;
}
