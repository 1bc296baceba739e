import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DEVICE_COOKIE_LIFETIME_MS, deviceCookieKey, signDeviceCookie, verifyDeviceCookie } from './device-cookie.js';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const secret = randomBytes(32);
const key = deviceCookieKey(secret);
const NONCE = 'AAAAAAAAAAAAAAAAAAAAAA';

describe('staff device cookie', () => {
  it('verifies a cookie it signed for the same account (email normalised), answering its nonce', () => {
    const cookie = signDeviceCookie(key, 'Admin@Example.com ', NOW, NONCE);
    expect(verifyDeviceCookie(key, cookie, ' admin@example.COM', NOW + 1000)).toBe(NONCE);
    expect(cookie).not.toMatch(/admin|example/i);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('gives each new cookie its own random nonce', () => {
    const nonces = new Set([1, 2, 3].map(() => verifyDeviceCookie(key, signDeviceCookie(key, 'a@example.com', NOW), 'a@example.com', NOW)));
    expect(nonces.size).toBe(3);
  });

  it('refuses a cookie issued for another account', () => {
    expect(verifyDeviceCookie(key, signDeviceCookie(key, 'agent@example.com', NOW, NONCE), 'admin@example.com', NOW)).toBeUndefined();
  });

  it('refuses a tampered cookie: any part changed, or a part swapped in from another cookie', () => {
    const cookie = signDeviceCookie(key, 'admin@example.com', NOW, NONCE);
    const [account, nonce, expires, mac] = cookie.split('.') as [string, string, string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const other = signDeviceCookie(key, 'agent@example.com', NOW, NONCE).split('.');
    for (const forged of [
      [account, flip(nonce), expires, mac],
      [account, nonce, String(Number(expires) + 86_400), mac],
      [account, nonce, expires, flip(mac)],
      [other[0], nonce, expires, mac],
      [account, nonce, expires, mac.slice(0, 20)],
    ]) {
      expect(verifyDeviceCookie(key, forged.join('.'), 'admin@example.com', NOW)).toBeUndefined();
    }
    expect(verifyDeviceCookie(key, other.join('.'), 'agent@example.com', NOW)).toBe(NONCE);
  });

  it('refuses a cookie signed under another key, a malformed one and none', () => {
    const cookie = signDeviceCookie(deviceCookieKey(randomBytes(32)), 'admin@example.com', NOW, NONCE);
    expect(verifyDeviceCookie(key, cookie, 'admin@example.com', NOW)).toBeUndefined();
    for (const value of [undefined, '', 'x', 'a.b.c', 'a.b.c.d.e', `${cookie}.`]) expect(verifyDeviceCookie(key, value, 'admin@example.com', NOW)).toBeUndefined();
  });

  it('expires after its lifetime (180 days), whatever the browser keeps', () => {
    const cookie = signDeviceCookie(key, 'admin@example.com', NOW, NONCE);
    expect(DEVICE_COOKIE_LIFETIME_MS).toBe(180 * 86_400_000);
    expect(verifyDeviceCookie(key, cookie, 'admin@example.com', NOW + DEVICE_COOKIE_LIFETIME_MS - 1000)).toBe(NONCE);
    expect(verifyDeviceCookie(key, cookie, 'admin@example.com', NOW + DEVICE_COOKIE_LIFETIME_MS)).toBeUndefined();
  });

  it('signs with a key derived from the server secret, not with the secret itself', () => {
    expect(key.length).toBe(32);
    expect(key.equals(secret)).toBe(false);
    expect(deviceCookieKey(secret).equals(key)).toBe(true);
    expect(verifyDeviceCookie(secret, signDeviceCookie(secret, 'admin@example.com', NOW, NONCE), 'admin@example.com', NOW)).toBe(NONCE);
    expect(verifyDeviceCookie(key, signDeviceCookie(secret, 'admin@example.com', NOW, NONCE), 'admin@example.com', NOW)).toBeUndefined();
  });
});
