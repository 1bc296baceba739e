import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { STAFF_DEVICE_COOKIE_DAYS } from '@evisa/contracts';
import { normaliseStaffEmail } from '../../../domain/staff/staff-account.js';

/**
 * The staff device cookie (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): issued on a
 * successful sign-in, it marks the browser as one that has signed in to that account before, so
 * failed attempts from it are counted per device and the account-wide lockout (which anyone who knows
 * the email can trigger) does not stop it.
 *
 * Value: `<account>.<nonce>.<expires>.<mac>`, where account is the SHA-256 of the normalised email
 * (emails never change; the email itself stays out of the cookie), nonce names the device for its
 * counter, expires is in Unix seconds (a browser that ignores Max-Age gains nothing), and mac is
 * HMAC-SHA256 of the rest, all base64url.
 */
export const DEVICE_COOKIE_LIFETIME_MS = STAFF_DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000;

const HKDF_INFO = 'evisa staff device cookie v1';
const NONCE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The cookie's HMAC key, derived from a server secret so the secret itself signs nothing. */
export function deviceCookieKey(serverSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), HKDF_INFO, 32));
}

export const newDeviceNonce = () => randomBytes(16).toString('base64url');

const accountTag = (email: string) => createHash('sha256').update(normaliseStaffEmail(email)).digest('base64url');
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A device cookie value for `email`, valid until `now` plus the lifetime. */
export function signDeviceCookie(key: Buffer, email: string, now: number, nonce = newDeviceNonce()): string {
  const payload = `${accountTag(email)}.${nonce}.${Math.floor((now + DEVICE_COOKIE_LIFETIME_MS) / 1000)}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The device's nonce when `value` is an unexpired cookie this server issued for `email`; else undefined. */
export function verifyDeviceCookie(key: Buffer, value: string | undefined, email: string, now: number): string | undefined {
  const parts = value?.split('.');
  if (parts?.length !== 4) return undefined;
  const [account, nonce, expires, signature] = parts as [string, string, string, string];
  const expected = mac(key, `${account}.${nonce}.${expires}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (account !== accountTag(email) || !NONCE_PATTERN.test(nonce) || !/^\d+$/.test(expires) || Number(expires) * 1000 <= now) return undefined;
  return nonce;
}
